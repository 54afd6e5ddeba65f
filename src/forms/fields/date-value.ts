// The date field's value: always ISO (Gregorian) "YYYY-MM-DD" when complete and real; the parts are entered in the
// Persian (Jalali) calendar on Persian pages and in the Gregorian one on English pages.
import { isoDateOf, parseIsoDate, partsIn, type Calendar } from '../../lib/dates';
import { localizeDigits, toLatinDigits } from '../../lib/digits';
import { monthOfName } from '../../lib/month-names';

export type DateParts = { day: string; month: string; year: string };

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

/**
 * An incomplete or impossible date is kept as `partial:<day>|<month>|<year>` so that what the visitor typed
 * survives re-renders and drafts, while the shared schema rejects it (it is not an ISO date).
 */
const PARTIAL_PREFIX = 'partial:';

function toNumber(part: string, pattern: RegExp): number | null {
  const text = toLatinDigits(part).trim();
  return pattern.test(text) ? Number(text) : null;
}

/** ISO date of the parts, or null when they are not a complete, real date of the calendar. */
export function partsToIso(parts: DateParts, calendar: Calendar): string | null {
  const day = toNumber(parts.day, /^\d{1,2}$/);
  // The month may be typed as a name too («شهریور», "Shahrivar", "September"): src/lib/month-names.ts.
  const month = toNumber(parts.month, /^\d{1,2}$/) ?? monthOfName(parts.month, calendar);
  const year = toNumber(parts.year, /^\d{4}$/);
  if (day === null || month === null || year === null) return null;
  return isoDateOf({ year, month, day }, calendar);
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
  if (!parseIsoDate(value)) return EMPTY_PARTS;
  const { year, month, day } = partsIn(value, calendar);
  return { day: localizeDigits(day, language), month: localizeDigits(month, language), year: localizeDigits(year, language) };
}
