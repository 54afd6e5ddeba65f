// The model fee's formulas (src/lib/fees.ts) on round numbers worked by hand: the performance fee's rate
// around the hurdle, the year's net return, and one two-month year in rials step by step.
import { feeYear, netOfPerformanceFee, performanceFeeRate, type FeeSchedule } from '../../src/lib/fees';

/** The site's schedule: 2 % a year, 20 % of the return above 25 %. */
const SITE: FeeSchedule = { managementFeePercent: 2, performanceFeePercent: 20, hurdlePercent: 25 };
/** Round numbers: 1 % a month, 20 % of the return above 10 %. */
const ROUND: FeeSchedule = { managementFeePercent: 12, performanceFeePercent: 20, hurdlePercent: 10 };

describe('the performance fee of a year, as a fraction of its starting value', () => {
  test.each([
    ['a loss', -0.1, 0, -0.1],
    ['below the hurdle', 0.1, 0, 0.1],
    ['exactly at the hurdle', 0.25, 0, 0.25],
    ['10 points above it: 20 % of 0.10', 0.35, 0.02, 0.33],
    ['100 points above it: 20 % of 1.00', 1.25, 0.2, 1.05],
  ])('%s (r = %p): fee %p, net %p', (_case, r, fee, net) => {
    expect(performanceFeeRate(r, SITE)).toBeCloseTo(fee, 12);
    expect(netOfPerformanceFee(r, SITE)).toBeCloseTo(net, 12);
  });
});

describe('one year of two months of +10 %, from 1,000 rials, 1 % a month and 20 % above 10 %', () => {
  // Month 1: 1,000 × 1.1 = 1,100; fee 11; 1,089 (net +8.9 %).
  // Month 2: 1,089 × 1.1 = 1,197.9; fee 11.979; 1,185.921 (net +8.9 %).
  // The year: +18.5921 % after the management fee; 8.5921 points above the hurdle; 20 % of that on
  // 1,000 is 17.1842; the year ends at 1,168.7368, so the last month is 1,168.7368 / 1,089 − 1.
  test('bearing the performance fee', () => {
    const year = feeYear([0.1, 0.1], ROUND, true, 1000);
    expect(year.start).toBe(1000);
    expect(year.grossEnd).toBeCloseTo(1210, 9);
    expect(year.managementFee).toBeCloseTo(22.979, 9);
    expect(year.performanceFee).toBeCloseTo(17.1842, 9);
    expect(year.end).toBeCloseTo(1168.7368, 9);
    expect(year.netMonths[0]).toBeCloseTo(0.089, 12);
    expect(year.netMonths[1]).toBeCloseTo(1168.7368 / 1089 - 1, 12);
  });

  test('not bearing it (a partial year): the management fee only', () => {
    const year = feeYear([0.1, 0.1], ROUND, false, 1000);
    expect(year.performanceFee).toBe(0);
    expect(year.end).toBeCloseTo(1185.921, 9);
    expect(year.netMonths.map((m) => Number(m.toFixed(12)))).toEqual([0.089, 0.089]);
  });

  test('a year with no month: nothing grows, nothing is taken', () => {
    expect(feeYear([], ROUND, true, 1000)).toEqual({ start: 1000, grossEnd: 1000, managementFee: 0, performanceFee: 0, end: 1000, netMonths: [] });
  });
});
