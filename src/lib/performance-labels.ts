// How the performance record names its years and months on each language's pages: Persian-calendar
// years and months in Persian digits on Persian pages, the Gregorian span and dates on English pages.
import { jalaliMonthEdge, parseJalaliMonth } from './dates';
import { localizeDigits } from './digits';
import { formatDate, yearLabel } from './format';
import type { Language } from './i18n-config';
import type { AnnualRow } from './performance';
import type { NetAnnualRow } from './fees';
import { STUB_MARK } from './table-marks';

/** One period's figures as the returns chart and table show them; returns are fractions (0.245 = 24.5 %). */
export type ReturnsPeriod = { id: string; label: string; grossReturn: number; indexYield: number; netReturn?: number };

/**
 * A month as a point in time: its start ("inception") or its end ("figures to"). Persian pages name
 * the Persian month ("آبان ۱۴۰۵"); English pages the Gregorian date ("21 November 2026").
 * `monthNames` are the page's calendar months from locales/<lng>/common.json.
 */
export function monthLabel(key: string, edge: 'start' | 'end', language: Language, monthNames: readonly string[]): string {
  if (language === 'fa') {
    const p = parseJalaliMonth(key);
    return p ? localizeDigits(`${monthNames[p.month - 1] ?? p.month} ${p.year}`, 'fa') : key;
  }
  return formatDate(jalaliMonthEdge(key, edge), language, monthNames);
}

/**
 * Annual rows as the bar chart's and the calculation table's periods; the stub year carries `mark`.
 * With `net` (src/lib/fees.ts netAnnualRows) each period also carries its return net of the model fee.
 */
export function periodsOf(rows: readonly AnnualRow[], language: Language, mark = STUB_MARK, net?: readonly NetAnnualRow[]): ReturnsPeriod[] {
  return rows.map((r) => {
    const netReturn = net?.find((n) => n.year === r.year)?.net;
    return {
      id: String(r.year),
      label: `${yearLabel(r.year, language)}${r.stub ? mark : ''}`,
      grossReturn: r.composite,
      indexYield: r.benchmark,
      ...(netReturn === undefined ? {} : { netReturn }),
    };
  });
}
