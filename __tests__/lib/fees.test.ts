// The model fee against cases worked by hand (30-digit decimals: k = (1 − 2 % / 12)^12 =
// 0.980182318624094 is a full year of the 2 % management fee), then on the data file: /efficiency's
// net figures and /fees' table come from the same year function.
import fs from 'fs';
import path from 'path';
import {
  bearsPerformanceFee,
  feeStartYears,
  feeTable,
  feeYear,
  firstFeeYear,
  netAnnualRows,
  netMonths,
  netOfManagementFee,
  netOfPerformanceFee,
  type FeeSchedule,
} from '../../src/lib/fees';
import { nextJalaliMonth } from '../../src/lib/dates';
import { annualRows, chainLink, growthSeries, trailingPeriods, type PerformanceData, type PerformanceMonth } from '../../src/lib/performance';

const REAL: PerformanceData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/performance.json'), 'utf8'));
const TERMS = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/terms.json'), 'utf8')) as FeeSchedule;
const SCHEDULE: FeeSchedule = { managementFeePercent: 2, performanceFeePercent: 20, hurdlePercent: 25 };

/** Months from `first`, one per composite return (the benchmark's is 1 % each month). */
function monthsFrom(first: string, composite: number[]): PerformanceMonth[] {
  let key = first;
  return composite.map((c, i) => {
    if (i > 0) key = nextJalaliMonth(key);
    return { month: key, composite: c, benchmark: 0.01 };
  });
}
const year = (first: number) => [first, ...Array(11).fill(0)] as number[];

describe('the two fee formulas', () => {
  it('takes one twelfth of the management fee from a month: (1 + g)(1 − 2/1200) − 1', () => {
    expect(netOfManagementFee(0.05, SCHEDULE)).toBeCloseTo(1.05 * (599 / 600) - 1, 15);
    expect(netOfManagementFee(0, SCHEDULE)).toBeCloseTo(-1 / 600, 15);
  });
  it.each([
    ['above the hurdle', 0.35, 0.35 - 0.2 * 0.1],
    ['exactly at it', 0.25, 0.25],
    ['below it', 0.1, 0.1],
    ['a loss', -0.2, -0.2],
  ])('takes 20 %% of the return above 25 %% %s', (_, r, net) => expect(netOfPerformanceFee(r, SCHEDULE)).toBeCloseTo(net, 15));
});

describe('a year of the model (one year of 12 months unless said)', () => {
  it.each([
    // [case, first month, gross months, bears a performance fee, net of management, net]
    ['above the hurdle: +50 % in Farvardin', '1400-01', year(0.5), true, 0.470273477936141, 0.426218782348913],
    ['below the hurdle: +10 %', '1400-01', year(0.1), true, 0.0782005504865032, 0.0782005504865032],
    // (1 + g) × K = 1.25 exactly: no fee at the hurdle, however the months round.
    ['exactly at the hurdle', '1400-01', year(0.275272953050873), true, 0.25, 0.25],
    ['a negative year: −30 %', '1400-01', year(-0.3), true, -0.313872376963134, -0.313872376963134],
    // Mehr to Esfand, 1.2 × 1.1 gross, six months of fee: 1.32 × (599/600)^6 − 1, above the hurdle but no fee.
    ['an incomplete first year (from Mehr)', '1399-07', [0.2, 0.1, 0, 0, 0, 0], false, 0.306854877930454, 0.306854877930454],
    // The year so far (to Aban): the management fee only.
    ['the year so far (to Aban)', '1405-01', [0.5, 0, 0, 0, 0, 0, 0, 0], false, 1.5 * Math.pow(599 / 600, 8) - 1, 1.5 * Math.pow(599 / 600, 8) - 1],
  ])('%s', (_, first, gross, bears, netOfManagement, net) => {
    const months = monthsFrom(first as string, gross as number[]);
    const [row] = netAnnualRows(months, SCHEDULE);
    expect(row.performanceFeeYear).toBe(bears);
    expect(row.gross).toBeCloseTo(chainLink(gross as number[]), 14);
    expect(row.netOfManagement).toBeCloseTo(netOfManagement as number, 14);
    expect(row.net).toBeCloseTo(net as number, 14);
    // The net months link to the net year: the performance fee is in the year's last month.
    expect(chainLink(netMonths(months, SCHEDULE).map((m) => m.composite))).toBeCloseTo(net as number, 14);
  });

  it('takes no performance fee at all, not a rounding crumb, exactly at the hurdle', () => {
    expect(feeYear(year(0.275272953050873), SCHEDULE, true, 1e15).performanceFee).toBe(0);
  });

  it('counts the fees in rials: 10 billion, +50 % in Farvardin', () => {
    const y = feeYear(year(0.5), SCHEDULE, true, 10_000_000_000);
    // 15 billion after Farvardin, of which 15e9 × (1 − K) goes in management fees over the year.
    expect(y.grossEnd).toBeCloseTo(15_000_000_000, 3);
    expect(y.managementFee).toBeCloseTo(297_265_220.6385922, 3);
    expect(y.performanceFee).toBeCloseTo(440_546_955.8722816, 3); // 10e9 × 0.2 × (0.4702734779 − 0.25)
    expect(y.end).toBeCloseTo(14_262_187_823.489126, 3);
    expect(y.end + y.managementFee + y.performanceFee).toBeCloseTo(y.grossEnd, 3);
  });

  it('judges a year by the record: full from Farvardin to Esfand, or not', () => {
    expect(bearsPerformanceFee({ stub: false, firstMonth: '1396-01' })).toBe(true);
    expect(bearsPerformanceFee({ stub: false, firstMonth: '1396-07' })).toBe(false);
    expect(bearsPerformanceFee({ stub: true, firstMonth: '1405-01' })).toBe(false);
  });
});

describe('an amount over several years (feeTable)', () => {
  // A partial first year (Mehr 1399), a year above the hurdle, one below, and the year so far.
  const months = monthsFrom('1399-07', [0.2, 0.1, 0, 0, 0, 0, ...year(0.5), ...year(0.1), 0.02, 0.03]);

  it('offers every year up to the last one that reached Esfand, and starts the example at the first full one', () => {
    expect(feeStartYears(months)).toEqual([1399, 1400, 1401]);
    expect(firstFeeYear(months)).toBe(1400);
  });

  it('works 10 billion rials from 1400 year by year, with the totals and TEDPIX beside it', () => {
    const table = feeTable(months, SCHEDULE, 10_000_000_000, 1400)!;
    expect(table.rows.map((r) => r.year)).toEqual([1400, 1401]);
    const [a, b] = table.rows;
    expect(a.start).toBe(10_000_000_000);
    expect(a.grossReturn).toBeCloseTo(0.5, 14);
    expect(a.managementFee).toBeCloseTo(297_265_220.6385922, 3);
    expect(a.performanceFee).toBeCloseTo(440_546_955.8722816, 3);
    expect(a.end).toBeCloseTo(14_262_187_823.489126, 3);
    expect(b.start).toBe(a.end);
    expect(b.managementFee).toBeCloseTo(310_907_843.4101595, 3);
    expect(b.performanceFee).toBe(0); // 7.82 % is below the hurdle
    expect(b.end).toBeCloseTo(15_377_498_762.427879, 3);
    expect(b.netReturn).toBeCloseTo(0.0782005504865032, 14);
    // TEDPIX: 1 % a month, twelve months a year.
    expect(b.benchmarkEnd).toBeCloseTo(10_000_000_000 * Math.pow(1.01, 24), 2);
    expect(table.totals).toMatchObject({ start: 10_000_000_000, end: b.end });
    expect(table.totals.managementFee).toBeCloseTo(a.managementFee + b.managementFee, 3);
    expect(table.totals.performanceFee).toBeCloseTo(a.performanceFee, 3);
    expect(table.totals.grossEnd).toBeCloseTo(10_000_000_000 * 1.5 * 1.1, 2);
    expect(table.totals.netReturn).toBeCloseTo(0.537749876242788, 12);
  });

  it('from the partial first year: the management fee only in it, then both', () => {
    const table = feeTable(months, SCHEDULE, 1_000_000, 1399)!;
    expect(table.rows.map((r) => [r.year, r.performanceFeeYear])).toEqual([
      [1399, false],
      [1400, true],
      [1401, true],
    ]);
    expect(table.rows[0].performanceFee).toBe(0);
    expect(table.rows[0].end).toBeCloseTo(1_306_854.8779304537, 6);
  });

  it('refuses a year the calculator does not offer', () => {
    expect(feeTable(months, SCHEDULE, 1_000_000, 1402)).toBeNull(); // the year so far
    expect(feeTable(months, SCHEDULE, 1_000_000, 1398)).toBeNull(); // before the record
  });
});

describe('on data/performance.json with the schedule of data/terms.json', () => {
  const rows = annualRows(REAL);
  const net = netAnnualRows(REAL.months, TERMS);

  it('has one net row per annual row; only full years bear a performance fee', () => {
    expect(net.map((r) => r.year)).toEqual(rows.map((r) => r.year));
    for (const [i, r] of net.entries()) {
      expect(r.performanceFeeYear).toBe(!rows[i].stub && rows[i].months === 12);
      expect(r.net).toBeLessThan(rows[i].composite);
    }
  });

  it('/efficiency and /fees agree: each full year of the table is the net annual return', () => {
    const from = firstFeeYear(REAL.months)!;
    const table = feeTable(REAL.months, TERMS, 10_000_000_000, from)!;
    for (const row of table.rows) expect(row.netReturn).toBeCloseTo(net.find((r) => r.year === row.year)!.net, 12);
    // The net growth line ends where the table's last year ends, when both start together.
    const growth = growthSeries(netMonths(REAL.months, TERMS));
    const monthsToLastFull = rows.filter((r) => !r.stub).reduce((n, r) => n + r.months, 0);
    expect(growth[monthsToLastFull].composite).toBeCloseTo(table.totals.end, 0);
  });

  it('net headline figures are below the gross ones over every period', () => {
    const gross = trailingPeriods(REAL.months);
    const netPeriods = trailingPeriods(netMonths(REAL.months, TERMS));
    for (const [i, p] of netPeriods.entries()) {
      expect(p.key).toBe(gross[i].key);
      expect(p.composite.cumulative).toBeLessThan(gross[i].composite.cumulative);
      expect(p.benchmark.cumulative).toBe(gross[i].benchmark.cumulative);
    }
  });
});
