// The model fee (the GIPS model-fee method): the performance record net of the highest fee of the
// schedule in data/terms.json, for /efficiency (net column, net headline figures, net growth line) and
// /fees (what an amount would have become, year by year). One function, feeYear, takes the fees of one
// Persian-calendar year; everything else here is built on it, so both pages show the same model.
// Pure functions of the data; years are grouped and judged by src/lib/performance.ts.
import { parseJalaliMonth } from './dates';
import {
  annualRows,
  chainLink,
  growthSeries,
  trailingPeriods,
  type AnnualRow,
  type PerformanceData,
  type PerformanceMonth,
  type TrailingPeriod,
} from './performance';

/** The fee schedule in percent, as data/terms.json holds it (2 = 2 % a year). */
export type FeeSchedule = { managementFeePercent: number; performanceFeePercent: number; hurdlePercent: number };

/**
 * Below this, a year's excess over the hurdle is rounding noise of chain-linking (a few units in the
 * 15th decimal), not return: a year linked to exactly the hurdle pays no performance fee.
 */
const HURDLE_TOLERANCE = 1e-12;

/** The month's return net of one twelfth of the yearly management fee: (1 + g) × (1 − m / 1200) − 1. */
export function netOfManagementFee(gross: number, schedule: FeeSchedule): number {
  return (1 + gross) * (1 - schedule.managementFeePercent / 1200) - 1;
}

/**
 * The performance fee of a year as a fraction of the year's starting value: p × max(0, r − h), where r
 * is the year's return net of the management fee and h the hurdle.
 */
export function performanceFeeRate(r: number, schedule: FeeSchedule): number {
  const excess = r - schedule.hurdlePercent / 100;
  return excess > HURDLE_TOLERANCE ? (schedule.performanceFeePercent / 100) * excess : 0;
}

/** The year's net return: (1 + r) − p × max(0, r − h) − 1. */
export function netOfPerformanceFee(r: number, schedule: FeeSchedule): number {
  return 1 + r - performanceFeeRate(r, schedule) - 1;
}

/**
 * Whether a year of the record bears a performance fee: a full Persian year, Farvardin to Esfand. The
 * year so far (it has not reached Esfand: performance.ts's stub) and a first year that starts after
 * Farvardin bear the management fee only.
 */
export function bearsPerformanceFee(row: Pick<AnnualRow, 'stub' | 'firstMonth'>): boolean {
  return !row.stub && parseJalaliMonth(row.firstMonth)?.month === 1;
}

export type FeeYear = {
  /** The value at the start of the year. */
  start: number;
  /** The value the gross returns alone would give at the year end. */
  grossEnd: number;
  /** The management fees taken, month by month, summed. */
  managementFee: number;
  /** The performance fee taken at the year end (0 for a year that does not bear one). */
  performanceFee: number;
  /** The value at the year end, after both fees. */
  end: number;
  /** Each month's return net of the fees taken in it; the last month also carries the performance fee. */
  netMonths: number[];
};

/**
 * One year of the model: `start` grows by each gross monthly return, one twelfth of the management
 * fee is taken from each month's value, and, when the year bears it, the performance fee is taken from
 * the year-end value. Values are in whatever unit `start` is (1 for returns, rials for an amount).
 */
export function feeYear(grossMonths: readonly number[], schedule: FeeSchedule, bearsFee: boolean, start = 1): FeeYear {
  let value = start;
  let managementFee = 0;
  const netMonths: number[] = [];
  for (const gross of grossMonths) {
    const before = value * (1 + gross);
    const fee = (before * schedule.managementFeePercent) / 1200;
    managementFee += fee;
    netMonths.push((before - fee) / value - 1);
    value = before - fee;
  }
  const r = start > 0 ? value / start - 1 : 0;
  const performanceFee = bearsFee && grossMonths.length > 0 ? start * performanceFeeRate(r, schedule) : 0;
  if (performanceFee > 0) {
    // A fee is charged only above a positive hurdle's worth of growth, so the value here is positive.
    const last = netMonths.length - 1;
    netMonths[last] = (1 + netMonths[last]) * (1 - performanceFee / value) - 1;
  }
  return {
    start,
    grossEnd: start * (1 + chainLink(grossMonths)),
    managementFee,
    performanceFee,
    end: value - performanceFee,
    netMonths,
  };
}

export type NetAnnualRow = {
  year: number;
  /** Whether the year bore a performance fee (see bearsPerformanceFee). */
  performanceFeeYear: boolean;
  gross: number;
  /** The year's return net of the management fee only. */
  netOfManagement: number;
  /** The year's return net of both fees. */
  net: number;
};

/** Splits the record's months into its Persian-calendar years, with the annual row of each. */
function yearsOf(months: readonly PerformanceMonth[]): { row: AnnualRow; months: PerformanceMonth[] }[] {
  let at = 0;
  return annualRows({ months: [...months], years: [] }).map((row) => {
    const slice = months.slice(at, at + row.months);
    at += row.months;
    return { row, months: slice };
  });
}

/** The record's annual returns gross and net of the model fee, one row per year of annualRows. */
export function netAnnualRows(months: readonly PerformanceMonth[], schedule: FeeSchedule): NetAnnualRow[] {
  return yearsOf(months).map(({ row, months: slice }) => {
    const bears = bearsPerformanceFee(row);
    const y = feeYear(
      slice.map((m) => m.composite),
      schedule,
      bears,
    );
    return {
      year: row.year,
      performanceFeeYear: bears,
      gross: row.composite,
      netOfManagement: y.end + y.performanceFee - 1,
      net: y.end - 1,
    };
  });
}

/**
 * The record with each month's composite return net of the model fee (the benchmark's unchanged), so
 * that trailingPeriods and growthSeries of performance.ts give the net headline figures and growth.
 */
export function netMonths(months: readonly PerformanceMonth[], schedule: FeeSchedule): PerformanceMonth[] {
  return yearsOf(months).flatMap(({ row, months: slice }) => {
    const { netMonths: net } = feeYear(
      slice.map((m) => m.composite),
      schedule,
      bearsPerformanceFee(row),
    );
    return slice.map((m, i) => ({ ...m, composite: net[i] }));
  });
}

/**
 * What /efficiency shows net of the model fee: the annual rows, the headline periods (trailing and since
 * inception) and the growth of GROWTH_START_RIALS after each month (the first value is the amount invested).
 */
export function netRecord(months: readonly PerformanceMonth[], schedule: FeeSchedule): { annual: NetAnnualRow[]; periods: TrailingPeriod[]; growth: number[] } {
  const net = netMonths(months, schedule);
  return { annual: netAnnualRows(months, schedule), periods: trailingPeriods(net), growth: growthSeries(net).map((p) => p.composite) };
}

/** The years an amount can be invested from: every year of the record up to the last that reached Esfand. */
export function feeStartYears(months: readonly PerformanceMonth[]): number[] {
  const rows = annualRows({ months: [...months], years: [] });
  const lastComplete = rows.filter((r) => !r.stub).pop();
  return lastComplete ? rows.filter((r) => r.year <= lastComplete.year).map((r) => r.year) : [];
}

/** The first year of the record that bears a performance fee (the worked example's start), or null. */
export function firstFeeYear(months: readonly PerformanceMonth[]): number | null {
  return annualRows({ months: [...months], years: [] }).find(bearsPerformanceFee)?.year ?? null;
}

export type FeeTableRow = FeeYear & {
  year: number;
  performanceFeeYear: boolean;
  /** The year's gross and net returns. */
  grossReturn: number;
  netReturn: number;
  /** The same starting amount invested in TEDPIX, at this year's end. */
  benchmarkEnd: number;
};

export type FeeTable = {
  rows: FeeTableRow[];
  totals: {
    start: number;
    managementFee: number;
    performanceFee: number;
    end: number;
    /** What the gross returns alone would have made of the amount. */
    grossEnd: number;
    grossReturn: number;
    netReturn: number;
    benchmarkEnd: number;
    benchmarkReturn: number;
  };
};

/**
 * What `amount` invested at the start of `fromYear` would have become, year by year to the last year
 * that reached Esfand: value at the start, gross return, the fees taken, value at the end, and the same
 * amount in TEDPIX. Null when `fromYear` is not one of feeStartYears.
 */
export function feeTable(months: readonly PerformanceMonth[], schedule: FeeSchedule, amount: number, fromYear: number): FeeTable | null {
  if (!feeStartYears(months).includes(fromYear)) return null;
  const rows: FeeTableRow[] = [];
  let value = amount;
  let benchmark = amount;
  for (const { row, months: slice } of yearsOf(months)) {
    if (row.year < fromYear || row.stub) continue;
    const bears = bearsPerformanceFee(row);
    const y = feeYear(
      slice.map((m) => m.composite),
      schedule,
      bears,
      value,
    );
    benchmark *= 1 + row.benchmark;
    rows.push({ ...y, year: row.year, performanceFeeYear: bears, grossReturn: row.composite, netReturn: y.end / y.start - 1, benchmarkEnd: benchmark });
    value = y.end;
  }
  const sum = (pick: (r: FeeTableRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const grossEnd = amount * rows.reduce((g, r) => g * (1 + r.grossReturn), 1);
  return {
    rows,
    totals: {
      start: amount,
      managementFee: sum((r) => r.managementFee),
      performanceFee: sum((r) => r.performanceFee),
      end: value,
      grossEnd,
      grossReturn: grossEnd / amount - 1,
      netReturn: value / amount - 1,
      benchmarkEnd: benchmark,
      benchmarkReturn: benchmark / amount - 1,
    },
  };
}

/** The record's latest year (the year so far to its last month): gross, net of the model fee, TEDPIX, and the latest year-end assets. */
export type LatestYear = {
  year: number;
  lastMonth: string;
  composite: number;
  benchmark: number;
  net: number | null;
  assetsYear: number | null;
  compositeAssets: number | null;
  firmAssets: number | null;
};

/** What the home page shows of the record (worked at build time: gatsby-node.ts), or null for an empty record. */
export function latestYear(data: Pick<PerformanceData, 'months' | 'years'>, schedule: FeeSchedule | null): LatestYear | null {
  const rows = annualRows(data);
  const latest = rows[rows.length - 1];
  if (!latest) return null;
  const net = schedule ? (netAnnualRows(data.months, schedule).find((n) => n.year === latest.year)?.net ?? null) : null;
  const assets = data.years[data.years.length - 1];
  return {
    year: latest.year,
    lastMonth: latest.lastMonth,
    composite: latest.composite,
    benchmark: latest.benchmark,
    net,
    assetsYear: assets?.year ?? null,
    compositeAssets: assets?.compositeAssets ?? null,
    firmAssets: assets?.firmAssets ?? null,
  };
}
