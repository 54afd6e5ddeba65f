// The staff page's texts (locales/<language>/staff-area.json, given by the server in the page) and
// its numbers and dates: Persian digits and the Persian calendar on the Persian page, both for what
// it shows and for the days a staff member types in the filters.
import { calendarOf, isoDateOf, parseDateText, partsIn } from '../lib/dates';
import { localizeDigits, toLatinDigits } from '../lib/digits';
import { tehranDay } from '../lib/working-days';

type Tree = { [key: string]: string | Tree };

export type Texts = {
  language: 'fa' | 'en';
  t(key: string, values?: Record<string, string | number>): string;
  digits(value: string | number): string;
  day(isoDay: string): string;
  time(iso: string): string;
  /** A day as typed in a filter (the page's calendar, either digits) as an ISO day, or null. */
  parseDay(text: string): string | null;
  /** An ISO day as the filter shows it: 1405/09/06 on the Persian page, 2026-11-27 on the English one. */
  dayField(isoDay: string): string;
};

const pad = (n: number) => String(n).padStart(2, '0');

export function textsOf(language: 'fa' | 'en', tree: Tree): Texts {
  const digits = (value: string | number) => localizeDigits(value, language);
  const calendar = calendarOf(language);
  const dayField = (isoDay: string) => {
    const { year, month, day: d } = partsIn(isoDay, calendar);
    return digits(calendar === 'jalali' ? `${year}/${pad(month)}/${pad(d)}` : `${year}-${pad(month)}-${pad(d)}`);
  };
  return {
    language,
    t(key, values = {}) {
      let node: string | Tree | undefined = tree;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node !== 'string') return key;
      return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (typeof values[name] === 'number' ? digits(values[name]) : String(values[name] ?? '')));
    },
    digits,
    day: dayField,
    time(iso) {
      // Tehran's wall clock (UTC+03:30 all year since 2022).
      const local = new Date(Date.parse(iso) + 3.5 * 3_600_000).toISOString();
      return `${dayField(tehranDay(new Date(iso)))} ${digits(local.slice(11, 16))}`;
    },
    parseDay(text) {
      const parts = parseDateText(toLatinDigits(text.trim()));
      return parts && isoDateOf(parts, calendar);
    },
    dayField,
  };
}
