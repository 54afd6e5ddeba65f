// The performance record (data/performance.json) worked into what /efficiency and /calculation show:
// annual chain-linked returns, since-inception and trailing returns, the three-year ex-post standard
// deviation, the growth of an investment, and the cross-entry checks that JSON Schema cannot express.
// Pure functions of the data: no GraphQL, no React, no dates other than those in the file. Month keys
// (Persian-calendar "YYYY-MM") are read and stepped by src/lib/dates.ts.
import { nextJalaliMonth, parseJalaliMonth } from './dates';

/** One Persian-calendar month: gross-of-fees time-weighted composite return and the benchmark's, as fractions. */
export type PerformanceMonth = { month: string; composite: number; benchmark: number };

/** The composite at the end of a Persian-calendar year (or at the last month of the year so far). */
export type PerformanceYear = {
  year: number;
  portfolios: number;
  compositeAssets: number;
  firmAssets: number;
  dispersion: number | null;
};

export type PerformanceComposite = { inception: string; created: string; benchmark: string; currency: string };

export type PerformanceData = { composite: PerformanceComposite; months: PerformanceMonth[]; years: PerformanceYear[] };

/** What "10 billion rials invested at inception" grows from. */
export const GROWTH_START_RIALS = 10_000_000_000;

/** Months of history a three-year ex-post standard deviation needs. */
export const RISK_WINDOW_MONTHS = 36;

/** At this many portfolios or fewer, internal dispersion is not meaningful and must be null. */
export const DISPERSION_MIN_PORTFOLIOS = 6;

/** Chain-linking: Π(1 + rₘ) − 1. An empty list links to 0. */
export function chainLink(returns: readonly number[]): number {
  let growth = 1;
  for (const r of returns) growth *= 1 + r;
  return growth - 1;
}

/** A cumulative return over `months` months per year, geometrically: (1 + c)^(12/n) − 1. */
export function annualizeMonthly(cumulative: number, months: number): number {
  return Math.pow(1 + cumulative, 12 / months) - 1;
}

/** Ex-post standard deviation of monthly returns, population formula (divide by n), times √12. */
export function annualizedStdDev(returns: readonly number[]): number {
  const n = returns.length;
  if (n === 0) return NaN;
  const mean = returns.reduce((s, r) => s + r, 0) / n;
  const variance = returns.reduce((s, r) => s + (r - mean) * (r - mean), 0) / n;
  return Math.sqrt(variance) * Math.sqrt(12);
}

/**
 * The three-year annualised standard deviation of the 36 months ending at index `end` (inclusive), for
 * the composite and the benchmark; null when fewer than 36 months exist up to there.
 */
export function threeYearRisk(months: readonly PerformanceMonth[], end: number): { composite: number; benchmark: number } | null {
  if (end < RISK_WINDOW_MONTHS - 1 || end >= months.length) return null;
  const window = months.slice(end - RISK_WINDOW_MONTHS + 1, end + 1);
  return {
    composite: annualizedStdDev(window.map((m) => m.composite)),
    benchmark: annualizedStdDev(window.map((m) => m.benchmark)),
  };
}

export type AnnualRow = {
  year: number;
  /** How many months of the year the record holds. */
  months: number;
  /** The year so far (fewer than 12 months after inception's year): shown as such, never annualised. */
  stub: boolean;
  /** The year's first and last month in the record. */
  firstMonth: string;
  lastMonth: string;
  composite: number;
  benchmark: number;
  /** Composite minus benchmark. */
  difference: number;
  /** Three-year standard deviation at the year end; null for a stub year or before 36 months exist. */
  risk: { composite: number; benchmark: number } | null;
  portfolios: number | null;
  compositeAssets: number | null;
  firmAssets: number | null;
  /** Composite assets as a share of firm assets. */
  firmShare: number | null;
  dispersion: number | null;
};

/** One row per Persian-calendar year in the record, chain-linked from its months, in order. */
export function annualRows(data: Pick<PerformanceData, 'months' | 'years'>): AnnualRow[] {
  const rows: AnnualRow[] = [];
  const byYear = new Map(data.years.map((y) => [y.year, y]));
  let start = 0;
  while (start < data.months.length) {
    const year = parseJalaliMonth(data.months[start].month)?.year ?? NaN;
    let end = start;
    while (end + 1 < data.months.length && parseJalaliMonth(data.months[end + 1].month)?.year === year) end += 1;
    const slice = data.months.slice(start, end + 1);
    const composite = chainLink(slice.map((m) => m.composite));
    const benchmark = chainLink(slice.map((m) => m.benchmark));
    const lastMonth = slice[slice.length - 1].month;
    // A year is complete when it reaches Esfand; the first year may start after Farvardin and still be complete.
    const stub = parseJalaliMonth(lastMonth)?.month !== 12;
    const entry = byYear.get(year);
    rows.push({
      year,
      months: slice.length,
      stub,
      firstMonth: slice[0].month,
      lastMonth,
      composite,
      benchmark,
      difference: composite - benchmark,
      risk: stub ? null : threeYearRisk(data.months, end),
      portfolios: entry?.portfolios ?? null,
      compositeAssets: entry?.compositeAssets ?? null,
      firmAssets: entry?.firmAssets ?? null,
      firmShare: entry && entry.firmAssets > 0 ? entry.compositeAssets / entry.firmAssets : null,
      dispersion: entry?.dispersion ?? null,
    });
    start = end + 1;
  }
  return rows;
}

/** The last complete year in the record (what a headline "last full year" shows), or null. */
export function lastFullYear(data: Pick<PerformanceData, 'months' | 'years'>): AnnualRow | null {
  const complete = annualRows(data).filter((r) => !r.stub);
  return complete[complete.length - 1] ?? null;
}

export type PeriodReturn = { cumulative: number; annualized: number | null };

export type TrailingPeriod = {
  key: 'inception' | '1y' | '3y' | '5y';
  months: number;
  composite: PeriodReturn;
  benchmark: PeriodReturn;
};

const TRAILING: { key: TrailingPeriod['key']; months: number }[] = [
  { key: '1y', months: 12 },
  { key: '3y', months: 36 },
  { key: '5y', months: 60 },
];

function periodReturn(returns: number[]): PeriodReturn {
  const cumulative = chainLink(returns);
  // Periods shorter than a year are never annualised.
  return { cumulative, annualized: returns.length >= 12 ? annualizeMonthly(cumulative, returns.length) : null };
}

/**
 * Since inception (cumulative, and annualised once a year exists) and trailing 1, 3 and 5 years
 * ending at the last month, each only where the record holds that many months.
 */
export function trailingPeriods(months: readonly PerformanceMonth[]): TrailingPeriod[] {
  if (months.length === 0) return [];
  const of = (slice: readonly PerformanceMonth[], key: TrailingPeriod['key']): TrailingPeriod => ({
    key,
    months: slice.length,
    composite: periodReturn(slice.map((m) => m.composite)),
    benchmark: periodReturn(slice.map((m) => m.benchmark)),
  });
  const periods = TRAILING.filter((p) => months.length >= p.months).map((p) => of(months.slice(-p.months), p.key));
  return [...periods, of(months, 'inception')];
}

export type GrowthPoint = { month: string | null; composite: number; benchmark: number };

/**
 * The value of `start` rials invested at inception, after each month: the first point (month null) is
 * the amount invested at the start of the inception month.
 */
export function growthSeries(months: readonly PerformanceMonth[], start = GROWTH_START_RIALS): GrowthPoint[] {
  const points: GrowthPoint[] = [{ month: null, composite: start, benchmark: start }];
  let c = start;
  let b = start;
  for (const m of months) {
    c *= 1 + m.composite;
    b *= 1 + m.benchmark;
    points.push({ month: m.month, composite: c, benchmark: b });
  }
  return points;
}

/** A month of the record that breaks its order, and how (see monthSequenceProblems). */
export type MonthProblem = {
  index: number;
  /** `format`: not YYYY-MM; `first`: the list does not start at the inception month; `twice`: the month is
   *  already in the list; `order`: not the month after the entry before it (a gap, or out of order). */
  kind: 'format' | 'first' | 'twice' | 'order';
  month: string;
  expected?: string;
  previous?: string;
};

/**
 * The rule of the record's months: the first is the composite's inception month and each later one the
 * Persian-calendar month after the one before it (1403-12 → 1404-01). Each month is judged against the
 * one before it as written, so one slip is one problem. The build (checkPerformance) and the web editor's
 * month field (src/admin/months.ts) both apply it.
 */
export function monthSequenceProblems(keys: readonly unknown[], inception: string): MonthProblem[] {
  const problems: MonthProblem[] = [];
  keys.forEach((key, index) => {
    const month = String(key ?? '');
    if (!parseJalaliMonth(key)) {
      problems.push({ index, kind: 'format', month });
      return;
    }
    if (index === 0) {
      if (month !== inception) problems.push({ index, kind: 'first', month, expected: inception });
      return;
    }
    const previous = keys[index - 1];
    // After a month that is not one, the next is judged by nothing: the slip is already named.
    if (typeof previous !== 'string' || !parseJalaliMonth(previous)) return;
    const expected = nextJalaliMonth(previous);
    if (month !== expected) problems.push({ index, kind: keys.slice(0, index).includes(month) ? 'twice' : 'order', month, expected, previous });
  });
  return problems;
}

/**
 * What JSON Schema cannot check in data/performance.json: months consecutive from the inception month,
 * in order and without gaps; one year entry per year the months cover, in order; the creation month not
 * before inception; assets and dispersion consistent. One message per problem, naming the entry.
 */
export function checkPerformance(data: PerformanceData, file = 'data/performance.json'): string[] {
  const errors: string[] = [];
  const { composite, months, years } = data;
  if (!parseJalaliMonth(composite.inception)) {
    errors.push(`${file}: composite.inception ${composite.inception}: not a Persian month YYYY-MM`);
    return errors;
  }
  if (!parseJalaliMonth(composite.created)) errors.push(`${file}: composite.created ${composite.created}: not a Persian month YYYY-MM`);
  else if (composite.created < composite.inception)
    errors.push(`${file}: composite.created ${composite.created}: the composite cannot be created before its inception ${composite.inception}`);
  if (months.length === 0) {
    errors.push(`${file}: months: the record needs at least the inception month`);
    return errors;
  }

  for (const problem of monthSequenceProblems(
    months.map((m) => m.month),
    composite.inception,
  )) {
    const { index, month, expected, previous } = problem;
    if (problem.kind === 'format') {
      errors.push(`${file}: months[${index}].month ${month}: not a Persian month YYYY-MM`);
      return errors;
    }
    errors.push(
      problem.kind === 'first'
        ? `${file}: months[0].month ${month}: expected ${expected}, the composite's inception month`
        : `${file}: months[${index}].month ${month}: expected ${expected} after ${previous}`,
    );
  }
  if (errors.length) return errors;

  const first = parseJalaliMonth(months[0].month)!.year;
  const last = parseJalaliMonth(months[months.length - 1].month)!.year;
  const lastMonth = months[months.length - 1].month;
  for (let i = 0; i <= last - first || i < years.length; i += 1) {
    const want = first + i;
    const got = years[i];
    if (!got) errors.push(`${file}: years: no entry for ${want} (the months run to ${lastMonth})`);
    else if (want > last) errors.push(`${file}: years[${i}].year ${got.year}: no months in the record for it (the months end at ${lastMonth})`);
    else if (got.year !== want)
      errors.push(`${file}: years[${i}].year ${got.year}: expected ${want}${i === 0 ? ', the inception year' : ` after ${want - 1}`}`);
    if (!got) continue;
    if (got.compositeAssets > got.firmAssets) errors.push(`${file}: years[${i}].compositeAssets (${got.year}): larger than the firm's assets`);
    if (got.portfolios < DISPERSION_MIN_PORTFOLIOS && got.dispersion !== null)
      errors.push(`${file}: years[${i}].dispersion (${got.year}): must be null with ${DISPERSION_MIN_PORTFOLIOS - 1} or fewer portfolios`);
  }
  return errors;
}
