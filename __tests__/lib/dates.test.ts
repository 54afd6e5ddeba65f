// The one dates module: ISO parsing, real days in both calendars, conversion, Persian-calendar months, age.
import {
  ageOn,
  calendarOf,
  gregorianYearsOf,
  isIsoDateShaped,
  isIsoDateTimeShaped,
  isoDateOf,
  isoDayNumber,
  isRealDate,
  jalaliMonthEdge,
  nextJalaliMonth,
  parseDateText,
  parseIsoDate,
  parseJalaliMonth,
  partsIn,
  requireIsoDate,
  toIsoDate,
} from '../../src/lib/dates';

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

describe('ISO shapes (the one pattern the forms, the editor, the store and the command line check)', () => {
  it.each([
    ['2024-02-29', true, false],
    ['2023-02-30', true, false],
    ['2025-06-15T08:30Z', false, true],
    ['2025-06-15T08:30:00Z', false, true],
    ['2025-06-15T08:30:00.123+03:30', false, true],
    ['2025-06-15T08:30:00', false, false],
    ['2025-06-15T8:30Z', false, false],
    ['2025-6-15', false, false],
    ['15/06/2025', false, false],
    ['2025-06-15\n', false, false],
    ['', false, false],
  ])('%p: a date %p, a date and time %p', (value, date, dateTime) => {
    expect(isIsoDateShaped(value)).toBe(date);
    expect(isIsoDateTimeShaped(value)).toBe(dateTime);
  });
});

describe('isoDayNumber', () => {
  it.each<[string, number | null]>([
    ['1970-01-01', 0],
    ['2024-02-29', 19782],
    ['0099-12-31', -683_004], // years 0-99 are themselves, not 1900-1999
    ['2023-02-29', null],
    ['2023-1-01', null],
    ['', null],
  ])('%s → %s', (iso, expected) => expect(isoDayNumber(iso)).toBe(expected));
});

describe('parseDateText (what a visitor types)', () => {
  it.each([
    ['1400/1/5', { year: 1400, month: 1, day: 5 }],
    ['2021-03-21', { year: 2021, month: 3, day: 21 }],
    ['2021.3.21', { year: 2021, month: 3, day: 21 }],
    ['21/03/2021', null],
    ['2021-03', null],
    ['2021-003-21', null],
  ])('%p → %p', (text, expected) => expect(parseDateText(text)).toEqual(expected));
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

describe('Persian-calendar month keys', () => {
  it.each([
    ['1399-03', { year: 1399, month: 3 }],
    ['1399-12', { year: 1399, month: 12 }],
    ['1399-13', null],
    ['1399-00', null],
    ['1399-3', null],
    ['1399-03-01', null],
    [1399, null],
  ])('%p → %p', (key, expected) => expect(parseJalaliMonth(key)).toEqual(expected));

  it.each([
    ['1399-01', '1399-02'],
    ['1399-09', '1399-10'],
    ['1399-12', '1400-01'],
  ])('%s is followed by %s', (key, next) => expect(nextJalaliMonth(key)).toBe(next));

  it.each([
    ['1405-08', '2026-11-21'], // Aban has 30 days; 1405-09-02 is 2026-11-23
    ['1403-12', '2025-03-20'], // 1403 is a leap year: Esfand has 30 days
    ['1404-12', '2026-03-20'],
    ['1396-01', '2017-04-20'],
  ])('%s ends on %s', (key, iso) => expect(jalaliMonthEdge(key, 'end')).toBe(iso));

  it.each([
    ['1396-01', '2017-03-21'],
    ['1405-09', '2026-11-22'],
  ])('%s starts on %s', (key, iso) => expect(jalaliMonthEdge(key, 'start')).toBe(iso));

  it('refuses a key of another shape', () => {
    expect(() => nextJalaliMonth('1399-13')).toThrow('Not a Persian month YYYY-MM: 1399-13');
    expect(() => jalaliMonthEdge('2021-03-21', 'end')).toThrow('Not a Persian month YYYY-MM');
  });

  it.each([
    [1396, [2017, 2018]],
    [1407, [2028, 2029]],
    [1403, [2024, 2025]],
  ])('Persian year %i spans the Gregorian years %p', (year, span) => expect(gregorianYearsOf(year)).toEqual(span));
});

describe('ageOn', () => {
  const birth = { year: 2000, month: 6, day: 15 };
  it.each([
    ['2025-06-14T23:59:59Z', 24],
    ['2025-06-15T00:00:00Z', 25],
    ['2025-12-31T12:00:00Z', 25],
  ])('on %s someone born 2000-06-15 is %i', (now, age) => expect(ageOn(birth, new Date(now))).toBe(age));
});
