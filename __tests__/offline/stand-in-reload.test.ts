// The offline page's own reloads while it stands in for a page online: at once, then spaced out,
// a bounded number of times, counted from zero again after a while or when the connection returns.
import {
  STAND_IN_RELOAD_KEY,
  STAND_IN_RELOAD_RESET_MS,
  STAND_IN_RELOADS,
  claimStandInReload,
  forgetStandInReloads,
  nextStandInReloadDelay,
} from '../../src/offline/stand-in-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

/** Follows the schedule as the page does: wait the delay, count the reload; returns the delays seen. */
function runSchedule(storage: ReturnType<typeof memoryStorage>, start: number): number[] {
  const delays: number[] = [];
  let now = start;
  for (;;) {
    const delay = nextStandInReloadDelay(storage, now);
    if (delay === null) return delays;
    delays.push(delay);
    now += delay;
    expect(claimStandInReload(storage, now)).toBe(true);
    now += 300; // the reload itself, before the stand-in is back
  }
}

describe('the stand-in reload schedule', () => {
  it('reloads at once, then after 1, 2, 4, 8, 16 and 32 s, and then no more', () => {
    const storage = memoryStorage();
    expect(runSchedule(storage, 1_000_000)).toEqual([0, 1000, 2000, 4000, 8000, 16000, 32000]);
    expect(STAND_IN_RELOADS).toBe(7);
    expect(claimStandInReload(storage, 1_100_000)).toBe(false);
  });

  it('counts from zero again once the last reload is older than the reset window', () => {
    const storage = memoryStorage();
    runSchedule(storage, 1_000_000);
    const last = (JSON.parse(storage.getItem(STAND_IN_RELOAD_KEY) ?? '{}') as { at: number }).at;
    expect(nextStandInReloadDelay(storage, last + STAND_IN_RELOAD_RESET_MS - 1)).toBeNull();
    expect(nextStandInReloadDelay(storage, last + STAND_IN_RELOAD_RESET_MS)).toBe(0);
  });

  it('counts from zero again when the connection dropped and came back', () => {
    const storage = memoryStorage();
    runSchedule(storage, 1_000_000);
    forgetStandInReloads(storage);
    expect(nextStandInReloadDelay(storage, 1_070_000)).toBe(0);
  });

  it.each([
    ['not JSON', '{count'],
    ['a count that is no whole number', JSON.stringify({ count: 2.5, at: 1 })],
    ['a negative count', JSON.stringify({ count: -3, at: 1 })],
    ['a time from the future (the clock moved back)', JSON.stringify({ count: 7, at: 9_000_000 })],
    ['no time', JSON.stringify({ count: 7 })],
    ['an array', '[7, 1]'],
  ])('reads %s as no attempts yet', (_what, stored) => {
    const storage = memoryStorage();
    storage.setItem(STAND_IN_RELOAD_KEY, stored);
    expect(nextStandInReloadDelay(storage, 1_000_000)).toBe(0);
  });

  it('never reloads without session storage, or where it refuses to keep the count', () => {
    expect(nextStandInReloadDelay(null, 1)).toBeNull();
    expect(claimStandInReload(null, 1)).toBe(false);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimStandInReload(refusing, 1)).toBe(false);
  });
});
