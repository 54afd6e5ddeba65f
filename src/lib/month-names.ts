// Month names a visitor may type in a date's month box, in either language, for each calendar: the
// Persian names and their usual Latin spellings for the Solar Hijri months, the English names (and
// three-letter forms) and their Persian spellings for the Gregorian ones. Digits are read as before.
import type { Calendar } from './dates';

const JALALI: readonly (readonly string[])[] = [
  ['فروردین', 'farvardin'],
  ['اردیبهشت', 'ordibehesht', 'ordibehest'],
  ['خرداد', 'khordad', 'xordad'],
  ['تیر', 'tir'],
  ['مرداد', 'amordad', 'mordad'],
  ['شهریور', 'shahrivar', 'sharivar'],
  ['مهر', 'mehr'],
  ['آبان', 'aban', 'abaan'],
  ['آذر', 'azar'],
  ['دی', 'dey', 'dei'],
  ['بهمن', 'bahman'],
  ['اسفند', 'esfand'],
];

const GREGORIAN: readonly (readonly string[])[] = [
  ['january', 'jan', 'ژانویه'],
  ['february', 'feb', 'فوریه'],
  ['march', 'mar', 'مارس'],
  ['april', 'apr', 'آوریل'],
  ['may', 'مه', 'می'],
  ['june', 'jun', 'ژوئن'],
  ['july', 'jul', 'ژوئیه', 'جولای'],
  ['august', 'aug', 'اوت', 'آگوست'],
  ['september', 'sep', 'sept', 'سپتامبر'],
  ['october', 'oct', 'اکتبر'],
  ['november', 'nov', 'نوامبر'],
  ['december', 'dec', 'دسامبر'],
];

/** Arabic yeh and kaf as Persian ones, no ZWNJ or spaces, Latin in lower case; «ا» for «آ» so both spellings match. */
function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\u064A/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u200c\s]/g, '')
    .replace(/\u0622/g, '\u0627');
}

/** The month's number (1–12) of a typed name in the calendar, or null. */
export function monthOfName(text: string, calendar: Calendar): number | null {
  const wanted = normalise(text);
  if (!wanted) return null;
  const table = calendar === 'jalali' ? JALALI : GREGORIAN;
  const index = table.findIndex((names) => names.some((name) => normalise(name) === wanted));
  return index < 0 ? null : index + 1;
}
