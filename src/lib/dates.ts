// Dates and calendars in one place: ISO "YYYY-MM-DD" dates (how every date is stored and sent), the
// Gregorian and Persian (Solar Hijri, "Jalali") calendars, and which dates are real in each. Used by
// the forms and their shared schemas, the return calculator, the performance record (whose months are
// Persian-calendar "YYYY-MM" keys), the data checks and the formatting.
// Calendar conversion is jalaali-js (deterministic), never Intl, whose output differs between Node's
// ICU and the browser's and would break hydration.
import { isValidJalaaliDate, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';

export type Calendar = 'jalali' | 'gregorian';
export type DateParts = { year: number; month: number; day: number };

/** The one shape of a stored date: four-digit year, two-digit month and day. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What may follow that date in an ISO time: the time to the minute (seconds and milliseconds optional) and its offset. */
const ISO_TIME_AFTER_DATE = /^T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True when `value` has the shape of an ISO date (YYYY-MM-DD), real day or not: parseIsoDate says which. */
export function isIsoDateShaped(value: string): boolean {
  return ISO_DATE.test(value);
}

/** True when `value` is an ISO date followed by a time and an offset, 2025-06-15T08:30:00Z (not checked against a calendar or a clock). */
export function isIsoDateTimeShaped(value: string): boolean {
  return isIsoDateShaped(value.slice(0, 10)) && ISO_TIME_AFTER_DATE.test(value.slice(10));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

/** True when year/month/day name a day that exists in the calendar (2023-02-30 and 1403/12/31 do not). */
export function isRealDate({ year, month, day }: DateParts, calendar: Calendar = 'gregorian'): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (calendar === 'jalali') return isValidJalaaliDate(year, month, day);
  // setUTCFullYear, not Date.UTC, which maps years 0-99 to 1900-1999; an overflowing day rolls into the next month.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The parts of a real Gregorian ISO date, or null (not ISO-shaped, or not a real day). */
export function parseIsoDate(value: string): DateParts | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(parts) ? parts : null;
}

/** Like parseIsoDate, for dates that were checked before (data files): throws on a bad one. */
export function requireIsoDate(value: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new Error(`Not an ISO date: ${value}`);
  return parts;
}

/** Days since 1970-01-01 of a real ISO date, else null: what day counts (Actual/365) subtract. */
export function isoDayNumber(value: string): number | null {
  const p = parseIsoDate(value);
  return p && new Date(0).setUTCFullYear(p.year, p.month - 1, p.day) / DAY_MS;
}

/**
 * A date as a visitor types it, in Latin digits: year, month and day with any of / - . between them
 * and one- or two-digit month and day ("1400/1/5", "2021-03-21"). The parts, not checked against a
 * calendar (isoDateOf does that), or null when the text has another shape.
 */
export function parseDateText(text: string): DateParts | null {
  const m = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** "YYYY-MM-DD" of Gregorian parts (not checked: use isRealDate first). */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The ISO date of parts in `calendar`, or null when they are not a real day of it. */
export function isoDateOf(parts: DateParts, calendar: Calendar): string | null {
  if (!isRealDate(parts, calendar)) return null;
  if (calendar === 'gregorian') return toIsoDate(parts);
  const { gy, gm, gd } = toGregorian(parts.year, parts.month, parts.day);
  return toIsoDate({ year: gy, month: gm, day: gd });
}

/** A real ISO date in `calendar`'s parts (Persian-calendar year/month/day for 'jalali'). */
export function partsIn(iso: string, calendar: Calendar): DateParts {
  const g = requireIsoDate(iso);
  if (calendar === 'gregorian') return g;
  const { jy, jm, jd } = toJalaali(g.year, g.month, g.day);
  return { year: jy, month: jm, day: jd };
}

/*
 * Persian-calendar months, keyed "YYYY-MM" ("1399-03" is Khordad 1399): how data/performance.json names
 * its months. Keys of the same width compare in time order as strings.
 */
export type MonthParts = { year: number; month: number };

/** The one shape of a month key: four-digit Persian-calendar year, month 01 to 12. */
const JALALI_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "1399-03" → { year: 1399, month: 3 }, or null for anything else. */
export function parseJalaliMonth(key: unknown): MonthParts | null {
  const m = JALALI_MONTH.exec(typeof key === 'string' ? key : '');
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

function requireJalaliMonth(key: string): MonthParts {
  const parts = parseJalaliMonth(key);
  if (!parts) throw new Error(`Not a Persian month YYYY-MM: ${key}`);
  return parts;
}

/** The month after `key`: 1399-12 → 1400-01. */
export function nextJalaliMonth(key: string): string {
  const { year, month } = requireJalaliMonth(key);
  const n = year * 12 + month; // months since year 0, counting this one: the next is month n % 12 + 1 of year n / 12
  return `${pad(Math.floor(n / 12), 4)}-${pad((n % 12) + 1)}`;
}

/** The ISO date of a Persian month's first day (1396-01 → 2017-03-21) or last day (1405-08 → 2026-11-21). */
export function jalaliMonthEdge(key: string, edge: 'start' | 'end'): string {
  const { year, month } = requireJalaliMonth(key);
  const day = edge === 'start' ? 1 : jalaaliMonthLength(year, month);
  return isoDateOf({ year, month, day }, 'jalali')!;
}

/** The two Gregorian years a Persian-calendar year spans: it starts in March, so it ends in the next one. 1407 → [2028, 2029]. */
export function gregorianYearsOf(jalaliYear: number): [number, number] {
  const first = toGregorian(jalaliYear, 1, 1).gy;
  return [first, first + 1];
}

/** The calendar a page's dates are shown and entered in. */
export function calendarOf(language: string): Calendar {
  return language === 'fa' ? 'jalali' : 'gregorian';
}

/** Whole years between a birth date and `now` (UTC calendar date: one rule for browser and server). */
export function ageOn({ year, month, day }: DateParts, now: Date): number {
  const m = now.getUTCMonth() + 1;
  const d = now.getUTCDate();
  const hadBirthday = m > month || (m === month && d >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}
