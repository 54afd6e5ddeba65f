// Quarterly factsheets: the Persian quarter ends of the performance record (end of Khordad, Shahrivar,
// Azar and Esfand), the record cut at each, and the figures as they stood then, gross and net of the
// model fee (src/lib/fees.ts), against TEDPIX. Also the corrections: which factsheets an erratum affects,
// and the check that a month already published changed only with an erratum on record
// (docs/publications.md). Pure functions of the data, shared by gatsby-node, the pages and the tests.
import { jalaliMonthEdge, parseJalaliMonth } from './dates';
import { bearsPerformanceFee, netAnnualRows, netMonths, type FeeSchedule } from './fees';
import { annualRows, chainLink, trailingPeriods, type AnnualRow, type PerformanceMonth, type TrailingPeriod } from './performance';

/** The months that end a Persian quarter: Khordad, Shahrivar, Azar, Esfand. */
export const QUARTER_END_MONTHS = [3, 6, 9, 12] as const;

export type Quarter = {
  /** The quarter's lasting key and address segment: "1404-q3" (/reports/1404-q3/). */
  key: string;
  year: number;
  /** 1 to 4. */
  quarter: number;
  /** The quarter's last month, "1404-09": the factsheet's figures run to its end. */
  month: string;
  /** The ISO date of the quarter's last day. */
  endDate: string;
};

const QUARTER_KEY = /^(\d{4})-q([1-4])$/;

/** "1404-09" → the quarter it ends ("1404-q3"), or null for a month that ends none. */
export function quarterOfMonth(month: string): Quarter | null {
  const parts = parseJalaliMonth(month);
  if (!parts) return null;
  const index = (QUARTER_END_MONTHS as readonly number[]).indexOf(parts.month);
  if (index < 0) return null;
  return { key: `${parts.year}-q${index + 1}`, year: parts.year, quarter: index + 1, month, endDate: jalaliMonthEdge(month, 'end') };
}

/** "1404-q3" → its quarter, or null for anything else. */
export function parseQuarterKey(key: string): Quarter | null {
  const m = QUARTER_KEY.exec(key);
  if (!m) return null;
  return quarterOfMonth(`${m[1]}-${String(QUARTER_END_MONTHS[Number(m[2]) - 1]).padStart(2, '0')}`);
}

/** Every quarter whose last month the record holds, oldest first. */
export function recordQuarters(months: readonly PerformanceMonth[]): Quarter[] {
  return months.map((m) => quarterOfMonth(m.month)).filter((q): q is Quarter => q !== null);
}

/** The record as it stood at the end of `month`: its months up to and including that one (none if absent). */
export function cutAt(months: readonly PerformanceMonth[], month: string): PerformanceMonth[] {
  const end = months.findIndex((m) => m.month === month);
  return end < 0 ? [] : months.slice(0, end + 1);
}

export type YearSoFar = {
  year: number;
  /** The year's first and last months in the cut record (the last is the quarter end). */
  firstMonth: string;
  lastMonth: string;
  months: number;
  composite: number;
  /** Net of the model fee: the management fee each month, and the performance fee once the year reaches Esfand from Farvardin. */
  net: number;
  benchmark: number;
};

export type FactsheetFigures = {
  quarter: Quarter;
  /** The cut record's first month (inception) and how many months it holds. */
  inception: string;
  months: number;
  /** Trailing 1, 3, 5 years (where the months exist) and since inception, gross: performance.ts's trailingPeriods of the cut record. */
  periods: TrailingPeriod[];
  /** The same periods net of the model fee (null without a fee schedule). */
  netPeriods: TrailingPeriod[] | null;
  yearSoFar: YearSoFar;
  /** Calendar-year returns of the cut record (the last one the year so far, unless the quarter is Esfand). */
  annual: AnnualRow[];
  /** Each year's return net of the model fee, in the order of `annual`. */
  netAnnual: number[] | null;
  /** The cut record's monthly returns, gross (for the risk indicator: src/lib/risk-indicator.ts, when present). */
  monthlyGross: number[];
};

/**
 * The figures of the factsheet of `quarterKey`: the record cut at the quarter's last month, worked by
 * the same functions as /efficiency. Null when the record does not reach that month.
 */
export function factsheetFigures(months: readonly PerformanceMonth[], quarterKey: string, schedule: FeeSchedule | null): FactsheetFigures | null {
  const quarter = parseQuarterKey(quarterKey);
  if (!quarter) return null;
  const cut = cutAt(months, quarter.month);
  if (!cut.length) return null;
  const annual = annualRows({ months: cut, years: [] });
  const net = schedule ? netAnnualRows(cut, schedule) : null;
  const last = annual[annual.length - 1];
  const yearMonths = cut.slice(cut.length - last.months);
  return {
    quarter,
    inception: cut[0].month,
    months: cut.length,
    periods: trailingPeriods(cut),
    netPeriods: schedule ? trailingPeriods(netMonths(cut, schedule)) : null,
    yearSoFar: {
      year: last.year,
      firstMonth: last.firstMonth,
      lastMonth: last.lastMonth,
      months: last.months,
      composite: chainLink(yearMonths.map((m) => m.composite)),
      net: net ? net[net.length - 1].net : NaN,
      benchmark: chainLink(yearMonths.map((m) => m.benchmark)),
    },
    annual,
    netAnnual: net ? net.map((r) => r.net) : null,
    monthlyGross: cut.map((m) => m.composite),
  };
}

/**
 * The cut record's years as nominal returns for the real-return library (src/lib/real-returns.ts
 * realYearRows): gross, net of the model fee, and whether the year is a full Persian year
 * (Farvardin to Esfand), the only kind compared with a year's inflation.
 */
export function nominalYears(figures: Pick<FactsheetFigures, 'annual' | 'netAnnual'>): { year: number; gross: number; net: number | null; full: boolean }[] {
  return figures.annual.map((row, i) => ({ year: row.year, gross: row.composite, net: figures.netAnnual?.[i] ?? null, full: bearsPerformanceFee(row) }));
}

/* ---------------------------------------------------------------------------------------------------
 * Corrections (data/errata.json) and what was published (data/published-months.json).
 * ------------------------------------------------------------------------------------------------- */

export type MonthField = 'composite' | 'benchmark';

export type Erratum = {
  /** The corrected month, "1404-03". */
  month: string;
  field: MonthField;
  /** The value published before, and the value now in data/performance.json (fractions). */
  from: number;
  to: number;
  /** The ISO date of the correction. */
  date: string;
  reason: { fa: string; en: string };
};

export type PublishedQuarter = { quarter: string; publishedOn: string };

/** data/published-months.json: each published quarter with its date, and each month as first published. */
export type PublishedRecord = { quarters: readonly PublishedQuarter[]; months: readonly PerformanceMonth[] };

/** When the factsheet of `quarterKey` was first published, or null when it has not been recorded yet. */
export function publishedOn(published: Pick<PublishedRecord, 'quarters'>, quarterKey: string): string | null {
  return published.quarters.find((q) => q.quarter === quarterKey)?.publishedOn ?? null;
}

/**
 * The errata a factsheet carries: corrections to a month the factsheet showed (up to its quarter's last
 * month), made on or after the day it was published. A factsheet published after a correction showed
 * the corrected figure and carries none. Oldest first.
 */
export function errataFor(errata: readonly Erratum[], quarter: Quarter, published: string | null): Erratum[] {
  if (!published) return [];
  return errata.filter((e) => e.month <= quarter.month && e.date >= published).sort((a, b) => a.date.localeCompare(b.date) || a.month.localeCompare(b.month));
}

/** The factsheets (quarter keys) an erratum affects: every published one that showed its month before the correction. */
export function factsheetsAffected(erratum: Erratum, published: Pick<PublishedRecord, 'quarters'>): string[] {
  return published.quarters
    .filter((q) => {
      const quarter = parseQuarterKey(q.quarter);
      return quarter !== null && erratum.month <= quarter.month && erratum.date >= q.publishedOn;
    })
    .map((q) => q.quarter);
}

// Equal as the data files write them: the same decimal number parses to the same double.
const same = (a: number, b: number) => Math.abs(a - b) < 1e-12;

/**
 * The build's correction check: each month in data/published-months.json must still have its published
 * figures in data/performance.json, or be carried to its present figures by the errata of that month and
 * field, in date order, each starting from the value the one before it left. One message per problem.
 */
export function checkPublishedMonths(months: readonly PerformanceMonth[], published: PublishedRecord, errata: readonly Erratum[]): string[] {
  const errors: string[] = [];
  const now = new Map(months.map((m) => [m.month, m]));
  const ordered = [...errata].sort((a, b) => a.date.localeCompare(b.date));
  for (const was of published.months) {
    const current = now.get(was.month);
    if (!current) {
      errors.push(`data/performance.json: month ${was.month} was published (data/published-months.json) and is no longer in the record`);
      continue;
    }
    for (const field of ['composite', 'benchmark'] as const) {
      let value = was[field];
      for (const e of ordered.filter((x) => x.month === was.month && x.field === field)) {
        if (!same(e.from, value)) {
          errors.push(`data/errata.json: ${e.month} ${field} (${e.date}): "from" is ${e.from}, but the figure published or last corrected was ${value}`);
        }
        value = e.to;
      }
      if (!same(value, current[field])) {
        errors.push(
          `data/performance.json: month ${was.month} ${field} is ${current[field]}, but ${value} was published; ` +
            `record the correction in data/errata.json (month, field, from ${value}, to ${current[field]}, date, reason) or restore the figure`,
        );
      }
    }
  }
  ordered.forEach((e) => {
    if (!published.months.some((m) => m.month === e.month))
      errors.push(`data/errata.json: ${e.month} ${e.field} (${e.date}): no published month to correct (data/published-months.json)`);
  });
  return errors;
}

/**
 * The snapshot after publishing every quarter the record now reaches: quarters not yet recorded are added
 * with `today`, and the months they show that were not yet published, with their present figures.
 * What `npm run publish:quarters` writes (scripts/publish-quarters.ts).
 */
export function recordPublished(months: readonly PerformanceMonth[], published: PublishedRecord, today: string): PublishedRecord {
  const known = new Set(published.quarters.map((q) => q.quarter));
  const fresh = recordQuarters(months).filter((q) => !known.has(q.key));
  if (!fresh.length) return published;
  const last = fresh[fresh.length - 1].month;
  const have = new Set(published.months.map((m) => m.month));
  const added = cutAt(months, last)
    .filter((m) => !have.has(m.month))
    .map((m) => ({ month: m.month, composite: m.composite, benchmark: m.benchmark }));
  return {
    quarters: [...published.quarters, ...fresh.map((q) => ({ quarter: q.key, publishedOn: today }))].sort((a, b) => a.quarter.localeCompare(b.quarter)),
    months: [...published.months, ...added].sort((a, b) => a.month.localeCompare(b.month)),
  };
}
