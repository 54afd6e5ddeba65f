// The key-information figures against hand-worked cases.
import { bestAndWorstYears, feesAtReturn, medianYearlyReturn } from '../../src/lib/key-information';
import { nextJalaliMonth } from '../../src/lib/dates';
import type { PerformanceMonth } from '../../src/lib/performance';

/** Twelve equal months per year giving each yearly return, from `first`. */
function yearsOf(first: string, yearly: number[]): PerformanceMonth[] {
  const out: PerformanceMonth[] = [];
  let key = first;
  yearly.forEach((r, y) => {
    for (let m = 0; m < 12; m += 1) {
      if (y > 0 || m > 0) key = nextJalaliMonth(key);
      out.push({ month: key, composite: Math.pow(1 + r, 1 / 12) - 1, benchmark: 0 });
    }
  });
  return out;
}

describe('best, worst and median complete years', () => {
  const months = yearsOf('1396-01', [0.3, -0.1, 0.5, 0.2]).concat([{ month: '1400-01', composite: 0.9, benchmark: 0 }]);
  it('takes complete years only (the year so far, +90 %, is not one)', () => {
    const bw = bestAndWorstYears(months)!;
    expect([bw.best.year, bw.worst.year]).toEqual([1398, 1397]);
    expect(bw.best.composite).toBeCloseTo(0.5, 10);
  });
  it('takes the mean of the middle two of an even count', () => expect(medianYearlyReturn(months)).toBeCloseTo(0.25, 10)); // (0.2 + 0.3) / 2
  it('takes the middle of an odd count', () => expect(medianYearlyReturn(yearsOf('1396-01', [0.3, -0.1, 0.5]))).toBeCloseTo(0.3, 10));
  it('has none without a complete year', () => {
    expect(medianYearlyReturn([{ month: '1396-05', composite: 0.1, benchmark: 0 }])).toBeNull();
    expect(bestAndWorstYears([])).toBeNull();
  });
});

describe('feesAtReturn', () => {
  const none = { managementFeePercent: 0, performanceFeePercent: 20, hurdlePercent: 25 };
  it('takes only the performance fee above the hurdle when there is no management fee', () => {
    // 100 at 50 %: 150, fee 20 % × (0.5 − 0.25) × 100 = 5, end 145
    const c = feesAtReturn(0.5, none, 1, 100);
    expect(c.performanceFee).toBeCloseTo(5, 9);
    expect(c.end).toBeCloseTo(145, 9);
    expect(c.fees).toBeCloseTo(5, 9);
  });
  it('compounds over three years, each year from the value after fees', () => {
    // year 1: 100 → 145; year 2: 145 × 1.5 = 217.5 − 0.05 × 145 = 210.25; year 3: 315.375 − 10.5125 = 304.8625
    const c = feesAtReturn(0.5, none, 3, 100);
    expect(c.end).toBeCloseTo(304.8625, 9);
    expect(c.grossEnd).toBeCloseTo(337.5, 9);
    expect(c.fees).toBeCloseTo(32.6375, 9);
  });
  it('takes no performance fee at or below the hurdle, and a twelfth of the management fee a month', () => {
    // no growth, 12 % a year: 100 × (1 − 0.01)^12 = 88.638487...
    const c = feesAtReturn(0, { managementFeePercent: 12, performanceFeePercent: 20, hurdlePercent: 25 }, 1, 100);
    expect(c.performanceFee).toBe(0);
    expect(c.end).toBeCloseTo(100 * Math.pow(0.99, 12), 9);
  });
});
