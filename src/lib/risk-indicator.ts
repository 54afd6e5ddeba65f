// The synthetic risk and reward indicator of European funds' key investor information (CESR/10-673):
// the annualised volatility of the last 60 monthly returns (since inception when fewer) placed in one of
// seven bands; and the largest fall from a peak of the record (maximum drawdown). Used by the
// key-information page and the quarterly factsheets. Pure functions of the record's months.
import { parseJalaliMonth } from './dates';

/** Months of history the indicator is computed over (CESR/10-673 box 1: five years of monthly returns). */
export const SRRI_WINDOW_MONTHS = 60;

/** The lower bounds of classes 2 to 7, as fractions of annualised volatility (0.5 %, 2, 5, 10, 15, 25 %). */
export const SRRI_BAND_FLOORS = [0.005, 0.02, 0.05, 0.1, 0.15, 0.25] as const;

export type RiskClass = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The class of an annualised volatility: class k holds floor(k) ≤ σ < floor(k + 1); 25 % or more is 7. */
export function riskClassOf(volatility: number): RiskClass {
  let riskClass = 1;
  for (const floor of SRRI_BAND_FLOORS) if (volatility >= floor) riskClass += 1;
  return riskClass as RiskClass;
}

/** Sample standard deviation (divide by n − 1) of monthly returns, times √12. */
export function sampleAnnualizedVolatility(returns: readonly number[]): number {
  const n = returns.length;
  if (n < 2) throw new Error(`risk indicator: needs at least 2 monthly returns, got ${n}`);
  const mean = returns.reduce((s, r) => s + r, 0) / n;
  const variance = returns.reduce((s, r) => s + (r - mean) * (r - mean), 0) / (n - 1);
  return Math.sqrt(variance) * Math.sqrt(12);
}

/**
 * The indicator over the last 60 monthly gross returns, or every month since inception when fewer
 * (`sinceInception` says so). Throws with fewer than two months.
 */
export function riskIndicator(monthlyGrossReturns: readonly number[]): { riskClass: RiskClass; volatility: number; months: number; sinceInception: boolean } {
  const window = monthlyGrossReturns.slice(-SRRI_WINDOW_MONTHS);
  const volatility = sampleAnnualizedVolatility(window);
  return { riskClass: riskClassOf(volatility), volatility, months: window.length, sinceInception: monthlyGrossReturns.length < SRRI_WINDOW_MONTHS };
}

/** The month before a Persian month key ("1396-01" → "1395-12"). */
function previousMonth(key: string): string {
  const parts = parseJalaliMonth(key);
  if (!parts) throw new Error(`maxDrawdown: ${key} is not a Persian month YYYY-MM`);
  const year = parts.month === 1 ? parts.year - 1 : parts.year;
  const month = parts.month === 1 ? 12 : parts.month - 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The largest fall of the value from a peak to a later low, value/peak − 1 (a negative fraction): the
 * peak is the value at the end of `peakMonth` (the month before the first when the fall starts from the
 * amount invested), the low at the end of `troughMonth`. The first such fall when two are equal. Null
 * when the value never falls.
 */
export function maxDrawdown(months: readonly { month: string; composite: number }[]): { drawdown: number; peakMonth: string; troughMonth: string } | null {
  if (months.length === 0) return null;
  let value = 1;
  let peak = 1;
  let peakMonth = previousMonth(months[0].month);
  let worst: { drawdown: number; peakMonth: string; troughMonth: string } | null = null;
  for (const m of months) {
    value *= 1 + m.composite;
    if (value > peak) {
      peak = value;
      peakMonth = m.month;
      continue;
    }
    const drawdown = value / peak - 1;
    if (drawdown < 0 && (worst === null || drawdown < worst.drawdown)) worst = { drawdown, peakMonth, troughMonth: m.month };
  }
  return worst;
}
