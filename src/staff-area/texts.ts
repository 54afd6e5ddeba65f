// The staff page's texts (locales/<language>/staff-area.json, given by the server in the page) and
// its numbers and dates: Persian digits and the Persian calendar on the Persian page.
import { partsIn } from '../lib/dates';
import { localizeDigits } from '../lib/digits';
import { tehranDay } from '../lib/working-days';

type Tree = { [key: string]: string | Tree };

export type Texts = {
  language: 'fa' | 'en';
  t(key: string, values?: Record<string, string | number>): string;
  digits(value: string | number): string;
  day(isoDay: string): string;
  time(iso: string): string;
};

export function textsOf(language: 'fa' | 'en', tree: Tree): Texts {
  const digits = (value: string | number) => localizeDigits(value, language);
  const day = (isoDay: string) => {
    if (language === 'en') return isoDay;
    const { year, month, day: d } = partsIn(isoDay, 'jalali');
    return digits(`${year}/${String(month).padStart(2, '0')}/${String(d).padStart(2, '0')}`);
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
    day,
    time(iso) {
      // Tehran's wall clock (UTC+03:30 all year since 2022).
      const local = new Date(Date.parse(iso) + 3.5 * 3_600_000).toISOString();
      return `${day(tehranDay(new Date(iso)))} ${digits(local.slice(11, 16))}`;
    },
  };
}
