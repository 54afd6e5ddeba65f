// The date field's value: always ISO (Gregorian) "YYYY-MM-DD" when complete and real; the parts are entered in the
// Persian (Jalali) calendar on Persian pages and in the Gregorian one on English pages.
import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { localizeDigits, toLatinDigits } from '../../lib/digits';

export type Calendar = 'jalali' | 'gregorian';
export type DateParts = { day: string; month: string; year: string };

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

/**
 * An incomplete or impossible date is kept as `partial:<day>|<month>|<year>` so that what the visitor typed
 * survives re-renders and drafts, while the shared schema rejects it (it is not an ISO date).
 */
const PARTIAL_PREFIX = 'partial:';
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function toNumber(part: string, pattern: RegExp): number | null {
  const text = toLatinDigits(part).trim();
  return pattern.test(text) ? Number(text) : null;
}

function isRealGregorian(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO date of the parts, or null when they are not a complete, real date of the calendar. */
export function partsToIso(parts: DateParts, calendar: Calendar): string | null {
  const day = toNumber(parts.day, /^\d{1,2}$/);
  const month = toNumber(parts.month, /^\d{1,2}$/);
  const year = toNumber(parts.year, /^\d{4}$/);
  if (day === null || month === null || year === null) return null;
  if (calendar === 'jalali') {
    if (!isValidJalaaliDate(year, month, day)) return null;
    const { gy, gm, gd } = toGregorian(year, month, day);
    return `${pad(gy, 4)}-${pad(gm, 2)}-${pad(gd, 2)}`;
  }
  if (!isRealGregorian(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function partsToValue(parts: DateParts, calendar: Calendar): string {
  if (!parts.day.trim() && !parts.month.trim() && !parts.year.trim()) return '';
  return partsToIso(parts, calendar) ?? `${PARTIAL_PREFIX}${parts.day}|${parts.month}|${parts.year}`;
}

/** The parts to show for a value: an ISO date is converted to the page's calendar, in the page's digits. */
export function valueToParts(value: unknown, calendar: Calendar, language: string): DateParts {
  if (typeof value !== 'string' || value === '') return EMPTY_PARTS;
  if (value.startsWith(PARTIAL_PREFIX)) {
    const [day = '', month = '', year = ''] = value.slice(PARTIAL_PREFIX.length).split('|');
    return { day, month, year };
  }
  const m = ISO.exec(value);
  if (!m) return EMPTY_PARTS;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealGregorian(y, mo, d)) return EMPTY_PARTS;
  if (calendar === 'jalali') {
    const { jy, jm, jd } = toJalaali(y, mo, d);
    return { day: localizeDigits(jd, language), month: localizeDigits(jm, language), year: localizeDigits(jy, language) };
  }
  return { day: localizeDigits(d, language), month: localizeDigits(mo, language), year: localizeDigits(y, language) };
}
