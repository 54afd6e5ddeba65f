/** @jest-environment node */
// References visitors quote: ten digits, the day first, a Damm check digit that refuses any one wrong
// digit and any two neighbours swapped; quoted with Persian digits or spaces they are still found.
import { dayOfReference, makeReference, parseReference, unusedRandom } from '../../server/reference';

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

  it('pick a number not used that day', () => {
    const used = new Set(Array.from({ length: 99_000 }, (_, i) => makeReference(AT, i)));
    expect(unusedRandom(used, AT)).toBeGreaterThanOrEqual(99_000);
  });
});
