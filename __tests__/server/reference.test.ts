/** @jest-environment node */
// References visitors quote: ten digits, the day first, a Damm check digit that refuses any one wrong
// digit and any two neighbours swapped; quoted with Persian digits or spaces they are still found.
import { dayOfReference, makeReference, parseReference, secondsUntilNextDay, unusedRandom } from '../../server/reference';
import { cpuTimer } from '../utils/cpu-time';

const AT = new Date('2026-11-24T10:00:00Z');

describe('references', () => {
  it('are ten digits: the day since 2025-01-01, five chosen, a check digit', () => {
    const reference = makeReference(AT, 12345);
    expect(reference).toMatch(/^0692-12345\d$/);
    expect(dayOfReference(reference)).toBe('2026-11-24');
    expect(parseReference(reference)).toBe(reference);
  });

  it.each([
    ['Persian digits', (r: string) => r.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])],
    ['spaces instead of the hyphen', (r: string) => r.replace('-', ' ')],
    ['no separator', (r: string) => r.replace('-', '')],
  ])('are read back when quoted with %s', (_case, quote) => {
    const reference = makeReference(AT, 777);
    expect(parseReference(quote(reference))).toBe(reference);
  });

  it('refuse every single wrong digit and every swap of two different neighbours', () => {
    const reference = makeReference(AT, 40213).replace('-', '');
    for (let i = 0; i < 10; i += 1) {
      for (let d = 0; d < 10; d += 1) {
        if (String(d) === reference[i]) continue;
        expect(parseReference(`${reference.slice(0, i)}${d}${reference.slice(i + 1)}`)).toBeNull();
      }
      if (i < 9 && reference[i] !== reference[i + 1]) {
        expect(parseReference(`${reference.slice(0, i)}${reference[i + 1]}${reference[i]}${reference.slice(i + 2)}`)).toBeNull();
      }
    }
  });

  it.each(['', 'abc', '0692-1234', '0692-12345678', '01a20eaf-39b8-7d73-b4e0-1aa6625bf5b8'])('refuse %j', (text) => {
    expect(parseReference(text)).toBeNull();
  });

  it('pick a number not used that day', async () => {
    const used = new Set(Array.from({ length: 99_000 }, (_, i) => makeReference(AT, i)));
    expect(await unusedRandom(used, AT)).toBeGreaterThanOrEqual(99_000);
  });

  describe('when the day is (nearly) full', () => {
    it('find the last free number of 100,000', async () => {
      const used = new Set(Array.from({ length: 100_000 }, (_, i) => makeReference(AT, i)));
      used.delete(makeReference(AT, 31_337));
      // The walk's own work, not the clock (__tests__/utils/cpu-time.ts).
      const walk = cpuTimer();
      expect(await unusedRandom(used, AT)).toBe(31_337);
      expect(walk()).toBeLessThan(2_000);
    });

    it('say so (null) when every number is taken, having walked them all while yielding to the event loop', async () => {
      const used = new Set(Array.from({ length: 100_000 }, (_, i) => makeReference(AT, i)));
      // The whole walk, wherever it starts (a walk that finds a free number may end before its first
      // turn to yield, so only this one is sure to have to).
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 0);
      expect(await unusedRandom(used, AT)).toBeNull();
      clearInterval(ticker);
      // The walk gave timers their turn (it would not, holding the event loop in one loop).
      expect(ticks).toBeGreaterThan(0);
      expect(await unusedRandom(new Set([0, 1, 2].map((i) => makeReference(AT, i))), AT, 3)).toBeNull();
    });

    it.each([
      ['2026-11-24T23:59:59.500Z', 1],
      ['2026-11-24T00:00:00.000Z', 86_400],
      ['2026-11-24T12:00:00.000Z', 43_200],
    ])('at %s the next day begins in %i s', (at, seconds) => {
      expect(secondsUntilNextDay(new Date(at))).toBe(seconds);
    });
  });
});
