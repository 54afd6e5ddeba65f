// Return maths for the calculation and efficiency pages: money-weighted (XIRR) and time-weighted returns,
// and the parser of typed numbers (src/lib/numbers.ts), re-exported for the return calculator.
import { isoDayNumber } from './dates';

/* ------------------------------------------------------------------------------------------------
 * Conventions
 *
 * Amounts are seen from the PORTFOLIO: a deposit (money the client puts in) is positive, a
 * withdrawal (money the client takes out) is negative. The final valuation is what the client would
 * get back on its date, so in the IRR equation it counts as a last withdrawal. Rates are fractions
 * (0.125 = 12.5 %).
 *
 * Dates are ISO calendar dates 'YYYY-MM-DD' (Gregorian). Day counts are Actual/365, as Excel's XIRR.
 * ---------------------------------------------------------------------------------------------- */

/** One external cash flow into (+) or out of (−) the portfolio. */
export type CashFlow = { date: string; amount: number };

/** The portfolio's market value on a date. */
export type Valuation = { date: string; value: number };

/** Where an error sits: an index into the input list, or the final valuation. */
export type ErrorLocation = number | 'final';

export type MwrError =
  'empty' | 'invalid-number' | 'invalid-date' | 'negative-valuation' | 'no-sign-change' | 'no-convergence' | 'missing-valuation' | 'dates-out-of-order';

export type MwrResult =
  | {
      ok: true;
      /** Annualised IRR r (XIRR convention): Σ CFᵢ·(1+r)^(−dᵢ/365) = 0. */
      annualized: number;
      /** The same rate over the whole span, not annualised: (1+r)^(days/365) − 1. */
      periodic: number;
      /** Days from the first flow to the final valuation. */
      days: number;
    }
  | { ok: false; error: MwrError; at?: ErrorLocation };

/** The day count's year (Actual/365): what the money-weighted formula on /calculation divides by. */
export const DAYS_PER_YEAR = 365;

/** (1 + periodReturn)^(365/days) − 1: a cumulative return over `days` expressed per 365-day year. */
export function annualize(periodReturn: number, days: number): number {
  return Math.pow(1 + periodReturn, DAYS_PER_YEAR / days) - 1;
}

/** Net present value of `flows` (amounts with their times in years) at rate r. */
function npv(terms: { amount: number; years: number }[], r: number): number {
  let sum = 0;
  for (const { amount, years } of terms) sum += amount * Math.pow(1 + r, -years);
  return sum;
}

function npvDerivative(terms: { amount: number; years: number }[], r: number): number {
  let sum = 0;
  for (const { amount, years } of terms) sum -= years * amount * Math.pow(1 + r, -years - 1);
  return sum;
}

function newton(terms: { amount: number; years: number }[], guess: number, scale: number): number | null {
  let r = guess;
  for (let i = 0; i < 100; i += 1) {
    const f = npv(terms, r);
    const df = npvDerivative(terms, r);
    if (!Number.isFinite(f) || !Number.isFinite(df) || df === 0) return null;
    const next = r - f / df;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - r) <= 1e-12 * Math.max(1, Math.abs(next))) {
      return Math.abs(npv(terms, next)) <= 1e-9 * scale ? next : null;
    }
    r = next;
  }
  return null;
}

/** Scans 1+r over (1e-6, 1e6) on a log grid for a sign change, then bisects it. */
function bisection(terms: { amount: number; years: number }[]): number | null {
  let prevR: number | null = null;
  let prevF = 0;
  for (let k = -60; k <= 60; k += 1) {
    const r = Math.pow(10, k / 10) - 1;
    const f = npv(terms, r);
    if (!Number.isFinite(f)) continue;
    if (f === 0) return r;
    if (prevR !== null && Math.sign(f) !== Math.sign(prevF)) {
      let lo = prevR;
      let hi = r;
      let flo = prevF;
      for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i += 1) {
        const mid = (lo + hi) / 2;
        const fm = npv(terms, mid);
        if (fm === 0) return mid;
        if (Math.sign(fm) === Math.sign(flo)) {
          lo = mid;
          flo = fm;
        } else hi = mid;
      }
      return (lo + hi) / 2;
    }
    prevR = r;
    prevF = f;
  }
  return null;
}

/**
 * Money-weighted return: the annualised internal rate of return of the client's flows and the final
 * valuation, with Excel XIRR's Actual/365 convention, so it matches XIRR to 1e-6.
 *
 * Sign convention: `amount` > 0 is a deposit into the portfolio, < 0 a withdrawal; `finalValue.value`
 * (≥ 0) is treated as a final withdrawal. That is XIRR's investor view with every sign reversed, which
 * has the same roots. t₀ is the first flow's date; flows must be in date order and the valuation dated
 * after the first flow and not before the last one.
 *
 * Returns both the annualised rate and the non-annualised rate over the whole span (`periodic`); for
 * spans under a year, show `periodic` (GIPS: do not annualise periods shorter than a year).
 * Newton's method from 10 %, falling back to a bracketed bisection when Newton fails or leaves (−1, ∞).
 * When the flows change sign more than once the IRR may not be unique; the root found is reported.
 */
export function moneyWeightedReturn(flows: CashFlow[], finalValue: Valuation | null | undefined): MwrResult {
  if (!Array.isArray(flows) || flows.length === 0) return { ok: false, error: 'empty' };
  if (finalValue == null || finalValue.value == null) return { ok: false, error: 'missing-valuation', at: 'final' };

  const days: number[] = [];
  for (let i = 0; i < flows.length; i += 1) {
    const day = isoDayNumber(flows[i].date);
    if (day === null) return { ok: false, error: 'invalid-date', at: i };
    if (typeof flows[i].amount !== 'number' || !Number.isFinite(flows[i].amount)) {
      return { ok: false, error: 'invalid-number', at: i };
    }
    if (i > 0 && day < days[i - 1]) return { ok: false, error: 'dates-out-of-order', at: i };
    days.push(day);
  }
  const finalDay = isoDayNumber(finalValue.date);
  if (finalDay === null) return { ok: false, error: 'invalid-date', at: 'final' };
  if (typeof finalValue.value !== 'number' || !Number.isFinite(finalValue.value)) {
    return { ok: false, error: 'invalid-number', at: 'final' };
  }
  if (finalValue.value < 0) return { ok: false, error: 'negative-valuation', at: 'final' };
  if (finalDay < days[days.length - 1] || finalDay <= days[0]) {
    return { ok: false, error: 'dates-out-of-order', at: 'final' };
  }

  const terms = flows.map((f, i) => ({ amount: f.amount, years: (days[i] - days[0]) / DAYS_PER_YEAR }));
  terms.push({ amount: -finalValue.value, years: (finalDay - days[0]) / DAYS_PER_YEAR });
  const hasPositive = terms.some((t) => t.amount > 0);
  const hasNegative = terms.some((t) => t.amount < 0);
  if (!hasPositive || !hasNegative) return { ok: false, error: 'no-sign-change' };

  const scale = terms.reduce((s, t) => s + Math.abs(t.amount), 0);
  const rate = newton(terms, 0.1, scale) ?? bisection(terms);
  if (rate === null || !Number.isFinite(rate)) return { ok: false, error: 'no-convergence' };
  const span = finalDay - days[0];
  return { ok: true, annualized: rate, periodic: Math.pow(1 + rate, span / DAYS_PER_YEAR) - 1, days: span };
}

/* ------------------------------------------------------------------------------------------------
 * Time-weighted return
 * ---------------------------------------------------------------------------------------------- */

/**
 * One sub-period between two external flows. `startValue` is the valuation taken just BEFORE the
 * flow that opens the sub-period (0 for a new portfolio), `flow` that flow (deposit +, withdrawal −),
 * `endValue` the valuation just before the next flow (or the final valuation).
 * The sub-period return is endValue / (startValue + flow) − 1.
 */
export type SubPeriod = {
  startValue: number | null | undefined;
  flow: number;
  endValue: number | null | undefined;
};

export type TwrError = 'empty' | 'invalid-number' | 'missing-valuation' | 'negative-valuation' | 'non-positive-base';

export type TwrResult =
  | { ok: true; /** Π(1 + rᵢ) − 1, not annualised. */ value: number; subPeriodReturns: number[] }
  | { ok: false; error: TwrError; at?: number; field?: 'startValue' | 'flow' | 'endValue' };

/**
 * Time-weighted return: the chained product of sub-period returns, Π(1 + rᵢ) − 1, cumulative over the
 * whole span (use `annualize` with the span's days for a yearly figure). Flows happen at the start
 * of their sub-period. Errors: a missing (null/undefined) valuation, a non-finite number, a negative
 * valuation, or a base (startValue + flow) that is zero or negative.
 */
export function timeWeightedReturn(subPeriods: SubPeriod[]): TwrResult {
  if (!Array.isArray(subPeriods) || subPeriods.length === 0) return { ok: false, error: 'empty' };
  const returns: number[] = [];
  let growth = 1;
  for (let i = 0; i < subPeriods.length; i += 1) {
    const { startValue, flow, endValue } = subPeriods[i];
    for (const field of ['startValue', 'endValue'] as const) {
      const v = subPeriods[i][field];
      if (v == null) return { ok: false, error: 'missing-valuation', at: i, field };
      if (typeof v !== 'number' || !Number.isFinite(v)) return { ok: false, error: 'invalid-number', at: i, field };
      if (v < 0) return { ok: false, error: 'negative-valuation', at: i, field };
    }
    if (typeof flow !== 'number' || !Number.isFinite(flow)) return { ok: false, error: 'invalid-number', at: i, field: 'flow' };
    const base = (startValue as number) + flow;
    if (!(base > 0)) return { ok: false, error: 'non-positive-base', at: i, field: 'flow' };
    const r = (endValue as number) / base - 1;
    returns.push(r);
    growth *= 1 + r;
  }
  return { ok: true, value: growth - 1, subPeriodReturns: returns };
}

/**
 * Sub-periods from the calculator's rows: each row is a flow with the valuation taken just before it;
 * sub-period i runs from row i to row i+1 (the last one to the final valuation).
 */
export function subPeriodsFromFlows(rows: { amount: number; valueBefore: number | null | undefined }[], finalValue: number | null | undefined): SubPeriod[] {
  return rows.map((row, i) => ({
    startValue: row.valueBefore,
    flow: row.amount,
    endValue: i + 1 < rows.length ? rows[i + 1].valueBefore : finalValue,
  }));
}

// The parser of typed numbers lives in numbers.ts; return-calculator.ts reads it from here.
export { parseLocalizedNumber } from './numbers';
