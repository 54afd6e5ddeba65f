// The figures of the key-information page for dedicated portfolio management, from the record
// (data/performance.json) and the fee schedule (data/terms.json): the best and worst complete year, the
// record's median yearly return, and what the model fee of /fees (src/lib/fees.ts feeYear) takes from
// an amount over whole years at that return. The risk indicator and drawdown: src/lib/risk-indicator.ts.
import { feeYear, type FeeSchedule } from './fees';
import { annualRows, type AnnualRow, type PerformanceMonth } from './performance';

/** The record's complete Persian years, Farvardin to Esfand (a part first year and the year so far are left out). */
export function completeYears(months: readonly PerformanceMonth[]): AnnualRow[] {
  return annualRows({ months: [...months], years: [] }).filter((r) => !r.stub && r.months === 12);
}

/** The complete years with the highest and the lowest gross return; null without one. */
export function bestAndWorstYears(months: readonly PerformanceMonth[]): { best: AnnualRow; worst: AnnualRow } | null {
  const years = completeYears(months);
  if (!years.length) return null;
  const best = years.reduce((b, r) => (r.composite > b.composite ? r : b));
  const worst = years.reduce((w, r) => (r.composite < w.composite ? r : w));
  return { best, worst };
}

/** The median of the complete years' gross returns (the mean of the middle two for an even count); null without one. */
export function medianYearlyReturn(months: readonly PerformanceMonth[]): number | null {
  const values = completeYears(months)
    .map((r) => r.composite)
    .sort((a, b) => a - b);
  if (!values.length) return null;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

export type FeeCost = { years: number; start: number; grossEnd: number; managementFee: number; performanceFee: number; fees: number; end: number };

/**
 * What the model fee takes from `amount` over `years` full years when the portfolio earns `yearlyReturn`
 * gross every year, spread evenly over the months ((1 + r)^(1/12) − 1 a month): each year is a full year
 * of feeYear, so it bears the management fee monthly and the performance fee at its end.
 */
export function feesAtReturn(yearlyReturn: number, schedule: FeeSchedule, years: number, amount: number): FeeCost {
  const monthly = Math.pow(1 + yearlyReturn, 1 / 12) - 1;
  let value = amount;
  let managementFee = 0;
  let performanceFee = 0;
  for (let y = 0; y < years; y += 1) {
    const year = feeYear(Array(12).fill(monthly), schedule, true, value);
    managementFee += year.managementFee;
    performanceFee += year.performanceFee;
    value = year.end;
  }
  const grossEnd = amount * Math.pow(1 + yearlyReturn, years);
  return { years, start: amount, grossEnd, managementFee, performanceFee, fees: grossEnd - value, end: value };
}
