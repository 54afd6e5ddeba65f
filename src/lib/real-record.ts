// The performance record set against data/economy.json: each year's real returns gross and net of the
// model fee with the deposit cap beside them, the real return since inception, and the CPI and deposit
// paths of the growth of 10 billion rials. Shared by /efficiency, the key-information page and tests, so
// every page shows the same real figures (the maths: src/lib/real-returns.ts).
import type { EconomyData } from './economy';
import { yearRates } from './economy';
import { netAnnualRows, type FeeSchedule } from './fees';
import { annualRows, GROWTH_START_RIALS, type PerformanceMonth } from './performance';
import { compoundYearly, realSinceInception, realYearRows, type RealSinceInception, type RealYearRow } from './real-returns';

export type RealRecordRow = RealYearRow & { stub: boolean; depositCap: number | null };

export type RealRecord = {
  rows: RealRecordRow[];
  gross: RealSinceInception;
  net: RealSinceInception | null;
  /** Value of GROWTH_START_RIALS at each year end of `rows` (null once a year has no figure, and for the year so far). */
  cpiPath: (number | null)[];
  depositPath: (number | null)[];
  /** Years of the record without an inflation figure (full years only). */
  missingInflation: number[];
};

export function realRecord(months: readonly PerformanceMonth[], economy: EconomyData, schedule: FeeSchedule | null): RealRecord {
  const annual = annualRows({ months: [...months], years: [] });
  const net = schedule ? new Map(netAnnualRows(months, schedule).map((n) => [n.year, n.net])) : null;
  const inflation = yearRates(economy.inflation);
  const deposit = new Map(economy.depositCap.map((d) => [d.year, d.rate]));
  const real = realYearRows(
    annual.map((r) => ({ year: r.year, gross: r.composite, net: net?.get(r.year) ?? null, full: r.months === 12 })),
    inflation,
  );
  const rows = real.map((r, i) => ({ ...r, stub: annual[i].stub, depositCap: deposit.get(r.year) ?? null }));
  const first = annual[0]?.year ?? 0;
  const path = (rates: { year: number; rate: number | null }[]) => {
    const byYear = new Map(compoundYearly(rates, first, GROWTH_START_RIALS).map((p) => [p.year, p.value]));
    return annual.map((r) => (r.stub ? null : (byYear.get(r.year) ?? null)));
  };
  return {
    rows,
    gross: realSinceInception(rows, 'gross'),
    net: schedule ? realSinceInception(rows, 'net') : null,
    cpiPath: path(inflation),
    depositPath: path(yearRates(economy.depositCap)),
    missingInflation: rows.filter((r) => r.full && r.inflation === null).map((r) => r.year),
  };
}
