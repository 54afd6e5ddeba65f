// The one dates module: ISO parsing, real days in both calendars, conversion, age.
import { ageOn, calendarOf, isoDateOf, isRealDate, parseIsoDate, partsIn, requireIsoDate, toIsoDate } from '../../src/lib/dates';

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['0099-01-01', { year: 99, month: 1, day: 1 }],
    ['2023-02-29', null],
    ['2023-13-01', null],
    ['2023-1-01', null],
    ['2023/01/01', null],
    [' 2023-01-01', null],
    ['', null],
  ])('%p → %p', (value, expected) => expect(parseIsoDate(value)).toEqual(expected));

  it('requireIsoDate throws on what parseIsoDate refuses', () => {
    expect(requireIsoDate('2011-06-14')).toEqual({ year: 2011, month: 6, day: 14 });
    expect(() => requireIsoDate('2011-06-31')).toThrow('Not an ISO date: 2011-06-31');
  });
});

describe('real days in each calendar', () => {
  it.each([
    [{ year: 1403, month: 12, day: 30 }, 'jalali', true], // 1403 is a Persian leap year
    [{ year: 1402, month: 12, day: 30 }, 'jalali', false],
    [{ year: 1402, month: 7, day: 31 }, 'jalali', false], // months 7-11 have 30 days
    [{ year: 2024, month: 2, day: 29 }, 'gregorian', true],
    [{ year: 2023, month: 2, day: 29 }, 'gregorian', false],
    [{ year: 2023, month: 1, day: 1.5 }, 'gregorian', false],
  ] as const)('%p in the %s calendar → %p', (parts, calendar, real) => expect(isRealDate(parts, calendar)).toBe(real));
});

describe('conversion', () => {
  it.each([
    ['2011-06-14', { year: 1390, month: 3, day: 24 }],
    ['2024-03-20', { year: 1403, month: 1, day: 1 }],
    ['2025-03-20', { year: 1403, month: 12, day: 30 }],
  ])('%s is %p in the Persian calendar, and back', (iso, jalali) => {
    expect(partsIn(iso, 'jalali')).toEqual(jalali);
    expect(isoDateOf(jalali, 'jalali')).toBe(iso);
    expect(partsIn(iso, 'gregorian')).toEqual(requireIsoDate(iso));
  });

  it('refuses days that do not exist and pads what it writes', () => {
    expect(isoDateOf({ year: 1402, month: 12, day: 30 }, 'jalali')).toBeNull();
    expect(isoDateOf({ year: 2023, month: 2, day: 29 }, 'gregorian')).toBeNull();
    expect(toIsoDate({ year: 999, month: 1, day: 2 })).toBe('0999-01-02');
  });

  it('Persian pages use the Persian calendar, English pages the Gregorian one', () => {
    expect(calendarOf('fa')).toBe('jalali');
    expect(calendarOf('en')).toBe('gregorian');
  });
});

describe('ageOn', () => {
  const birth = { year: 2000, month: 6, day: 15 };
  it.each([
    ['2025-06-14T23:59:59Z', 24],
    ['2025-06-15T00:00:00Z', 25],
    ['2025-12-31T12:00:00Z', 25],
  ])('on %s someone born 2000-06-15 is %i', (now, age) => expect(ageOn(birth, new Date(now))).toBe(age));
});
