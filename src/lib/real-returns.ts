// Returns after inflation: the one place every page that shows a real return (/efficiency, /fees, the
// key-information page, the quarterly factsheets) takes it from. A real return is (1 + r) / (1 + π) − 1,
// r the nominal return and π the consumer-price inflation of the same Persian year, both fractions. A
// year without a published inflation figure has no real return: it is shown as such and left out of
// every real total, never estimated.

/** The return after inflation: (1 + r) / (1 + π) − 1, fractions in, fraction out. */
export function realReturn(nominal: number, inflation: number): number {
  return (1 + nominal) / (1 + inflation) - 1;
}

/** A yearly figure that may not have been published (null: no figure, not zero). */
export type YearRate = { year: number; rate: number | null };

/** One Persian year of the record: its nominal returns (gross, and net of the model fee when known) and whether it is a full year. */
export type NominalYear = {
  year: number;
  gross: number;
  net?: number | null;
  /** A full Persian year in the record, Farvardin to Esfand: only such a year compares with a year's inflation. */
  full: boolean;
};

export type RealYearRow = {
  year: number;
  gross: number;
  net: number | null;
  full: boolean;
  /** The year's inflation, null when no figure was published. */
  inflation: number | null;
  /** Real returns; null for a year without an inflation figure or a part year. */
  realGross: number | null;
  realNet: number | null;
};

/** The record's years with their inflation and real returns, in the order given. */
export function realYearRows(years: readonly NominalYear[], inflation: readonly YearRate[]): RealYearRow[] {
  const rates = new Map(inflation.map((y) => [y.year, y.rate]));
  return years.map((y) => {
    const pi = rates.get(y.year) ?? null;
    const comparable = pi !== null && y.full;
    const net = y.net ?? null;
    return {
      year: y.year,
      gross: y.gross,
      net,
      full: y.full,
      inflation: pi,
      realGross: comparable ? realReturn(y.gross, pi) : null,
      realNet: comparable && net !== null ? realReturn(net, pi) : null,
    };
  });
}

export type RealSinceInception = {
  /** The years linked: full years of the record that have an inflation figure, in order. */
  years: number[];
  /** Years of the record left out: without an inflation figure, or not full (the year so far). */
  leftOut: number[];
  cumulative: number;
  /** Geometric yearly average over `years`: (Π(1 + real))^(1/n) − 1; null without any year. */
  annualized: number | null;
};

/**
 * The real return since inception over the years that have figures: the real returns of those years
 * linked and annualised over their number. `pick` chooses gross or net.
 */
export function realSinceInception(rows: readonly RealYearRow[], pick: 'gross' | 'net' = 'gross'): RealSinceInception {
  const years: number[] = [];
  const leftOut: number[] = [];
  let growth = 1;
  for (const row of rows) {
    const real = pick === 'gross' ? row.realGross : row.realNet;
    if (real === null) {
      leftOut.push(row.year);
      continue;
    }
    years.push(row.year);
    growth *= 1 + real;
  }
  return { years, leftOut, cumulative: growth - 1, annualized: years.length ? Math.pow(growth, 1 / years.length) - 1 : null };
}

/** A value at the end of a Persian year. */
export type YearEndValue = { year: number; value: number };

/**
 * `start` compounded yearly by `rates` from the start of `fromYear`: the starting point (the end of the
 * year before) and each year end, stopping before the first year without a figure (a path is never
 * carried across a missing year). The CPI path (what keeps purchasing power) and one-year deposits.
 */
export function compoundYearly(rates: readonly YearRate[], fromYear: number, start: number, toYear = Infinity): YearEndValue[] {
  const byYear = new Map(rates.map((y) => [y.year, y.rate]));
  const points: YearEndValue[] = [{ year: fromYear - 1, value: start }];
  let value = start;
  for (let year = fromYear; year <= toYear; year += 1) {
    const rate = byYear.get(year);
    if (rate === undefined || rate === null) break;
    value *= 1 + rate;
    points.push({ year, value });
  }
  return points;
}

/** What `amount` at the end is worth in money of the start, after the inflation of the years between (null when a year has no figure). */
export function valueAfterInflation(amount: number, inflation: readonly YearRate[], years: readonly number[]): number | null {
  const rates = new Map(inflation.map((y) => [y.year, y.rate]));
  let deflator = 1;
  for (const year of years) {
    const rate = rates.get(year);
    if (rate === undefined || rate === null) return null;
    deflator *= 1 + rate;
  }
  return amount / deflator;
}
