// The route-change progress bar's clock: it appears only if loading lasts longer than the
// 250 ms throttle, grows linearly so it would reach 100 % after 5000 ms, never goes past 100 %, and
// hides 500 ms after the navigation completes. No React here: the component subscribes to it.

export const LOADING_THROTTLE_MS = 250;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 500;
export const LOADING_TICK_MS = 100;
/** A navigation that never reports completion (e.g. history moves Gatsby ignores) must not leave the bar up. */
export const LOADING_GIVE_UP_MS = 15_000;

export type LoadingBarState = { visible: boolean; progress: number };
export type LoadingBarOptions = { throttle?: number; duration?: number; hideDelay?: number; tick?: number; giveUp?: number };

type Listener = (state: LoadingBarState) => void;

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };

export class LoadingBarController {
  private state: LoadingBarState = HIDDEN;
  private readonly listeners = new Set<Listener>();
  private throttleTimer: ReturnType<typeof setTimeout> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private giveUpTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly giveUp: number;
  private readonly throttle: number;
  private readonly tick: number;
  private readonly hideDelay: number;
  private readonly step: number;

  constructor({
    throttle = LOADING_THROTTLE_MS,
    duration = LOADING_DURATION_MS,
    hideDelay = LOADING_HIDE_DELAY_MS,
    tick = LOADING_TICK_MS,
    giveUp = LOADING_GIVE_UP_MS,
  }: LoadingBarOptions = {}) {
    this.throttle = throttle;
    this.giveUp = giveUp;
    this.tick = tick;
    this.hideDelay = hideDelay;
    // Percent added per tick so that 100 % is reached exactly at `duration`.
    this.step = (100 * tick) / Math.max(duration, tick);
  }

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** A navigation began. Nothing shows until the throttle has passed, so fast navigations stay quiet. */
  start(): void {
    this.clearTimers();
    this.set({ visible: false, progress: 0 });
    if (this.throttle > 0) this.throttleTimer = setTimeout(() => this.show(), this.throttle);
    else this.show();
    this.giveUpTimer = setTimeout(() => this.finish(), this.giveUp);
  }

  /** The navigation completed (or failed): fill the bar, then hide it after the hide delay. */
  finish(): void {
    const wasShowing = this.state.visible || this.tickTimer !== null;
    this.clearTimers();
    if (!wasShowing) {
      this.set(HIDDEN);
      return;
    }
    this.set({ visible: true, progress: 100 });
    this.hideTimer = setTimeout(() => {
      this.hideTimer = null;
      this.set(HIDDEN);
    }, this.hideDelay);
  }

  /** True while a navigation is in progress (shown or still within the throttle). */
  isActive(): boolean {
    return this.throttleTimer !== null || this.tickTimer !== null;
  }

  private show(): void {
    this.throttleTimer = null;
    this.set({ visible: true, progress: 0 });
    this.tickTimer = setInterval(() => {
      this.set({ visible: true, progress: Math.min(100, this.state.progress + this.step) });
    }, this.tick);
  }

  private set(next: LoadingBarState): void {
    if (next.visible === this.state.visible && next.progress === this.state.progress) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  private clearTimers(): void {
    if (this.throttleTimer !== null) clearTimeout(this.throttleTimer);
    if (this.hideTimer !== null) clearTimeout(this.hideTimer);
    if (this.tickTimer !== null) clearInterval(this.tickTimer);
    if (this.giveUpTimer !== null) clearTimeout(this.giveUpTimer);
    this.giveUpTimer = null;
    this.throttleTimer = null;
    this.hideTimer = null;
    this.tickTimer = null;
  }
}

/** The one bar of the site: gatsby-browser starts and finishes it, the LoadingBar component draws it. */
export const routeLoadingBar = new LoadingBarController();
