// The route loading bar's clock: 250 ms throttle, 5000 ms duration, hidden 500 ms after
// completion, never above 100 %.
import { LoadingBarController, type LoadingBarState } from '../../src/runtime/loading-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function track(bar: LoadingBarController) {
  const seen: LoadingBarState[] = [];
  bar.subscribe((s) => seen.push(s));
  return seen;
}

describe('when a navigation is fast', () => {
  it('never shows the bar if it completes within the 250 ms throttle', () => {
    const bar = new LoadingBarController();
    const seen = track(bar);
    bar.start();
    jest.advanceTimersByTime(249);
    bar.finish();
    jest.advanceTimersByTime(2000);
    expect(seen.some((s) => s.visible)).toBe(false);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });
});

describe('when a navigation is slow', () => {
  it('appears after 250 ms and grows', () => {
    const bar = new LoadingBarController();
    bar.start();
    jest.advanceTimersByTime(249);
    expect(bar.getState().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(1000);
    expect(bar.getState().progress).toBeCloseTo(20, 5);
  });

  it('reaches 100 % at 5000 ms and never goes above it', () => {
    const bar = new LoadingBarController();
    const seen = track(bar);
    bar.start();
    jest.advanceTimersByTime(250 + 4900);
    expect(bar.getState().progress).toBeCloseTo(98, 5);
    jest.advanceTimersByTime(100);
    expect(bar.getState().progress).toBe(100);
    jest.advanceTimersByTime(5_000);
    expect(bar.getState().progress).toBe(100);
    expect(Math.max(...seen.map((s) => s.progress))).toBe(100);
  });

  it('fills on completion and hides 500 ms later', () => {
    const bar = new LoadingBarController();
    bar.start();
    jest.advanceTimersByTime(800);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('starts over when another navigation begins during the hide delay', () => {
    const bar = new LoadingBarController();
    bar.start();
    jest.advanceTimersByTime(400);
    bar.finish();
    jest.advanceTimersByTime(200);
    bar.start();
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    jest.advanceTimersByTime(600);
    expect(bar.getState().visible).toBe(true);
    expect(bar.isActive()).toBe(true);
  });

  it('gives up and hides if completion is never reported', () => {
    const bar = new LoadingBarController({ giveUp: 15_000 });
    bar.start();
    jest.advanceTimersByTime(15_000);
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(500);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    expect(bar.isActive()).toBe(false);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const bar = new LoadingBarController();
    const listener = jest.fn();
    const unsubscribe = bar.subscribe(listener);
    unsubscribe();
    bar.start();
    jest.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});
