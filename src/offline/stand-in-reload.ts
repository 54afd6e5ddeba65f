// When the offline page stands in for a page while the browser says it is online, it reloads to get
// the real page. The connection often comes back in stages (the browser says online before requests
// get through: a captive portal, a VPN reconnecting, a worker still failing), so one reload is not
// enough: it tries again, spaced out (at once, then 1, 2, 4, 8, 16 and 32 s), at most
// STAND_IN_RELOADS times, then leaves it to the "Try again" button. The attempts are counted in
// sessionStorage, since each one is a new page; they count from zero again when the connection drops
// and returns, or STAND_IN_RELOAD_RESET_MS after the last one, so a page that keeps failing can never
// reload in a loop.

export const STAND_IN_RELOAD_KEY = 'site:offline-stand-in-reloads';
export const STAND_IN_RELOADS = 7;
export const STAND_IN_RELOAD_RESET_MS = 5 * 60_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The reloads counted so far: 0 when none is stored, the entry is malformed or from the future, or it is older than the reset window. */
function readCount(storage: StorageLike, now: number): number {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STAND_IN_RELOAD_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return 0;
    const { count, at } = parsed as Record<string, unknown>;
    if (!Number.isInteger(count) || (count as number) <= 0 || typeof at !== 'number' || !Number.isFinite(at) || at > now) return 0;
    return now - at >= STAND_IN_RELOAD_RESET_MS ? 0 : (count as number);
  } catch {
    return 0;
  }
}

/** The connection dropped and came back: the attempts count from zero. */
export function forgetStandInReloads(storage: StorageLike | null): void {
  try {
    storage?.removeItem(STAND_IN_RELOAD_KEY);
  } catch {
    // A storage that refuses has nothing to forget.
  }
}

/**
 * How long to wait before the next reload, in ms, or null when there is none: the attempts are used
 * up, or there is no sessionStorage to count them in (then it never reloads by itself: no count, no loop).
 */
export function nextStandInReloadDelay(storage: StorageLike | null, now: number): number | null {
  if (!storage) return null;
  const count = readCount(storage, now);
  if (count >= STAND_IN_RELOADS) return null;
  return count === 0 ? 0 : 1000 * 2 ** (count - 1);
}

/** Counts a reload about to happen; false (and no reload) where the storage refuses to keep it. */
export function claimStandInReload(storage: StorageLike | null, now: number): boolean {
  if (!storage) return false;
  const count = readCount(storage, now);
  if (count >= STAND_IN_RELOADS) return false;
  try {
    storage.setItem(STAND_IN_RELOAD_KEY, JSON.stringify({ count: count + 1, at: now }));
    return true;
  } catch {
    return false;
  }
}
