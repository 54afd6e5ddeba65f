// The performance maths against values worked by hand, and the data checks that stop the build.
import fs from 'fs';
import path from 'path';
import {
  annualRows,
  annualizeMonthly,
  annualizedStdDev,
  chainLink,
  checkPerformance,
  growthSeries,
  lastFullYear,
  threeYearRisk,
  trailingPeriods,
  type PerformanceData,
  type PerformanceMonth,
} from '../../src/lib/performance';
import { nextJalaliMonth } from '../../src/lib/dates';

const REAL: PerformanceData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/performance.json'), 'utf8'));
const clone = (d: PerformanceData): PerformanceData => JSON.parse(JSON.stringify(d));

/** Months from `first`, one per return pair. */
function monthsFrom(first: string, pairs: [number, number][]): PerformanceMonth[] {
  let key = first;
  return pairs.map(([composite, benchmark], i) => {
    if (i > 0) key = nextJalaliMonth(key);
    return { month: key, composite, benchmark };
  });
}

describe('formulas (worked by hand)', () => {
  it.each([
    ['three months', [0.1, -0.05, 0.02], 0.0659], // 1.1 × 0.95 × 1.02 = 1.0659
    ['no months', [], 0],
    ['a total loss month', [0.5, -1], -1],
  ])('chain-links %s', (_, returns, expected) => expect(chainLink(returns as number[])).toBeCloseTo(expected as number, 12));

  it.each([
    [0.21, 24, 0.1], // √1.21 − 1
    [0.44, 24, 0.2],
    [0.331, 36, 0.1], // ∛1.331 − 1
    [0.15, 12, 0.15], // a year is its own annual figure
  ])('annualises %d over %d months to %d', (c, n, expected) => expect(annualizeMonthly(c, n)).toBeCloseTo(expected, 12));

  it.each([
    ['two months', [0.01, 0.03], 0.01 * Math.sqrt(12)], // mean 0.02, deviations ±0.01, divided by n = 2
    ['alternating ±2 %', Array.from({ length: 36 }, (_, i) => (i % 2 ? -0.02 : 0.02)), 0.02 * Math.sqrt(12)],
    ['a constant', [0.05, 0.05, 0.05], 0],
  ])('annualised population standard deviation of %s', (_, returns, expected) =>
    expect(annualizedStdDev(returns as number[])).toBeCloseTo(expected as number, 12),
  );
});

describe('annual rows', () => {
  // A partial first year (inception in Dey), a full year with a negative month, and a stub year.
  const months = monthsFrom('1399-10', [
    [0.05, 0.04],
    [-0.02, -0.03],
    [0.03, 0.01],
    ...Array.from({ length: 11 }, (): [number, number] => [0.01, 0.02]),
    [-0.1, -0.05],
    [0.02, 0.01],
    [0.03, -0.01],
  ]);
  const years = [1399, 1400, 1401].map((year) => ({ year, portfolios: 8, compositeAssets: 80, firmAssets: 100, dispersion: 0.02 }));
  const rows = annualRows({ months, years });

  it('a partial first year links its months and is complete at Esfand', () => {
    expect(rows[0]).toMatchObject({ year: 1399, months: 3, stub: false, firstMonth: '1399-10', lastMonth: '1399-12' });
    expect(rows[0].composite).toBeCloseTo(0.05987, 12); // 1.05 × 0.98 × 1.03
    expect(rows[0].benchmark).toBeCloseTo(0.018888, 12); // 1.04 × 0.97 × 1.01 = 1.018888
  });

  it('a year with a negative month', () => {
    expect(rows[1]).toMatchObject({ year: 1400, months: 12, stub: false });
    expect(rows[1].composite).toBeCloseTo(0.004101512, 9); // 1.01¹¹ × 0.90 = 1.00410151
    expect(rows[1].benchmark).toBeCloseTo(0.181206, 6); // 1.02¹¹ × 0.95 = 1.24337431 × 0.95 = 1.18120559
    expect(rows[1].difference).toBeCloseTo(rows[1].composite - rows[1].benchmark, 12);
  });

  it('the year so far is a stub, linked and never annualised', () => {
    expect(rows[2]).toMatchObject({ year: 1401, months: 2, stub: true, risk: null });
    expect(rows[2].composite).toBeCloseTo(0.0506, 12); // 1.02 × 1.03
    expect(rows[2].benchmark).toBeCloseTo(-0.0001, 12); // 1.01 × 0.99
  });

  it('carries the year-end entry and the composite share of firm assets', () => {
    expect(rows[1]).toMatchObject({ portfolios: 8, compositeAssets: 80, firmAssets: 100, dispersion: 0.02 });
    expect(rows[1].firmShare).toBeCloseTo(0.8, 12);
  });

  it('no three-year risk before 36 months', () => expect(rows.map((r) => r.risk)).toEqual([null, null, null]));

  it('the last full year is the last complete one, not the stub', () => expect(lastFullYear({ months, years })?.year).toBe(1400));
});

describe('three-year risk: the 36-month boundary', () => {
  const months = monthsFrom(
    '1396-01',
    Array.from({ length: 40 }, (_, i): [number, number] => [i % 2 ? -0.02 : 0.02, i % 2 ? 0.01 : 0.03]),
  );
  it('is null with 35 months up to the year end', () => expect(threeYearRisk(months, 34)).toBeNull());
  it('uses exactly the last 36 months', () => {
    const risk = threeYearRisk(months, 35);
    expect(risk?.composite).toBeCloseTo(0.02 * Math.sqrt(12), 12);
    expect(risk?.benchmark).toBeCloseTo(0.01 * Math.sqrt(12), 12); // mean 0.02, deviations ±0.01
  });
  it('is shown at the third year end (1398), not before', () => {
    const rows = annualRows({ months, years: [] });
    expect(rows.map((r) => [r.year, r.risk === null])).toEqual([
      [1396, true],
      [1397, true],
      [1398, false],
      [1399, true], // stub
    ]);
  });
});

describe('trailing periods', () => {
  it('only the periods the months cover; under a year nothing is annualised', () => {
    const eleven = monthsFrom(
      '1404-01',
      Array.from({ length: 11 }, (): [number, number] => [0.01, 0]),
    );
    const periods = trailingPeriods(eleven);
    expect(periods.map((p) => p.key)).toEqual(['inception']);
    expect(periods[0].composite.cumulative).toBeCloseTo(Math.pow(1.01, 11) - 1, 12);
    expect(periods[0].composite.annualized).toBeNull();
  });

  it('13 months: one trailing year (the last 12 months) and an annualised figure since inception', () => {
    const months = monthsFrom('1403-12', [[0.5, 0.5], ...Array.from({ length: 12 }, (): [number, number] => [0.01, -0.01])]);
    const [oneYear, inception] = trailingPeriods(months);
    expect(oneYear.key).toBe('1y');
    expect(oneYear.composite.cumulative).toBeCloseTo(Math.pow(1.01, 12) - 1, 12);
    expect(oneYear.composite.annualized).toBeCloseTo(Math.pow(1.01, 12) - 1, 12);
    expect(inception.months).toBe(13);
    expect(inception.composite.annualized).toBeCloseTo(Math.pow(1.5 * Math.pow(1.01, 12), 12 / 13) - 1, 12);
  });

  it('36 months: one and three years; 60 months: five years too', () => {
    const m = (n: number) =>
      monthsFrom(
        '1398-01',
        Array.from({ length: n }, (): [number, number] => [0.01, 0.01]),
      );
    expect(trailingPeriods(m(35)).map((p) => p.key)).toEqual(['1y', 'inception']);
    expect(trailingPeriods(m(36)).map((p) => p.key)).toEqual(['1y', '3y', 'inception']);
    expect(trailingPeriods(m(60)).map((p) => p.key)).toEqual(['1y', '3y', '5y', 'inception']);
    expect(trailingPeriods(m(36))[1].composite.annualized).toBeCloseTo(0.126825, 6); // 1.01¹² − 1
  });

  it('nothing for an empty record', () => expect(trailingPeriods([])).toEqual([]));
});

describe('growth of 10 billion rials', () => {
  it('starts at the amount invested and compounds month by month', () => {
    const points = growthSeries(
      monthsFrom('1396-01', [
        [0.1, -0.1],
        [-0.1, 0.2],
      ]),
    );
    expect(points.map((p) => [p.month, Math.round(p.composite), Math.round(p.benchmark)])).toEqual([
      [null, 10_000_000_000, 10_000_000_000],
      ['1396-01', 11_000_000_000, 9_000_000_000],
      ['1396-02', 9_900_000_000, 10_800_000_000],
    ]);
  });
});

describe('data/performance.json', () => {
  it('passes the checks', () => expect(checkPerformance(REAL)).toEqual([]));

  // The figures the site showed before the monthly record: each year's months must reproduce them to 0.1 %.
  it.each([
    [1396, 0.274, 0.226],
    [1397, 0.921, 0.852],
    [1398, 1.736, 1.864],
    [1399, 1.712, 1.561],
    [1400, 0.138, 0.046],
    [1401, 0.468, 0.432],
    [1402, 0.157, 0.089],
    [1403, 0.312, 0.287],
    [1404, 0.219, 0.241],
  ])('%i chain-links to %d (composite) and %d (TEDPIX) within 0.1 %%', (year, composite, benchmark) => {
    const row = annualRows(REAL).find((r) => r.year === year)!;
    expect(row.stub).toBe(false);
    expect(Math.abs(row.composite - composite)).toBeLessThan(0.001);
    expect(Math.abs(row.benchmark - benchmark)).toBeLessThan(0.001);
  });

  it('runs to the last complete month, 1405-08, with 1405 as the stub year', () => {
    expect(REAL.months[REAL.months.length - 1].month).toBe('1405-08');
    const rows = annualRows(REAL);
    expect(rows[rows.length - 1]).toMatchObject({ year: 1405, stub: true, months: 8 });
  });
});

describe('checkPerformance', () => {
  const F = 'data/performance.json';
  it.each<[string, (d: PerformanceData) => void, string[]]>([
    ['a missing month', (d) => d.months.splice(37, 1), [`${F}: months[37].month 1399-03: expected 1399-02 after 1399-01`]],
    [
      'two months swapped',
      (d) => ([d.months[40], d.months[41]] = [d.months[41], d.months[40]]),
      [
        `${F}: months[40].month 1399-06: expected 1399-05 after 1399-04`,
        `${F}: months[41].month 1399-05: expected 1399-07 after 1399-06`,
        `${F}: months[42].month 1399-07: expected 1399-06 after 1399-05`,
      ],
    ],
    ['a month twice', (d) => d.months.splice(5, 0, { ...d.months[4] }), [`${F}: months[5].month 1396-05: expected 1396-06 after 1396-05`]],
    ['a record that starts late', (d) => d.months.shift(), [`${F}: months[0].month 1396-02: expected 1396-01, the composite's inception month`]],
    ['a malformed month', (d) => (d.months[3].month = '1396-4'), [`${F}: months[3].month 1396-4: not a Persian month YYYY-MM`]],
    ['no months', (d) => (d.months = []), [`${F}: months: the record needs at least the inception month`]],
    ['no entry for the stub year', (d) => d.years.pop(), [`${F}: years: no entry for 1405 (the months run to 1405-08)`]],
    [
      'a year ahead of the months',
      (d) => d.years.push({ ...d.years[d.years.length - 1], year: 1406 }),
      [`${F}: years[10].year 1406: no months in the record for it (the months end at 1405-08)`],
    ],
    [
      'years out of order',
      (d) => ([d.years[2], d.years[3]] = [d.years[3], d.years[2]]),
      [`${F}: years[2].year 1399: expected 1398 after 1397`, `${F}: years[3].year 1398: expected 1399 after 1398`],
    ],
    ['dispersion with five portfolios', (d) => (d.years[0].dispersion = 0.01), [`${F}: years[0].dispersion (1396): must be null with 5 or fewer portfolios`]],
    [
      'composite larger than the firm',
      (d) => (d.years[4].compositeAssets = d.years[4].firmAssets + 1),
      [`${F}: years[4].compositeAssets (1400): larger than the firm's assets`],
    ],
    [
      'created before inception',
      (d) => (d.composite.created = '1395-12'),
      [`${F}: composite.created 1395-12: the composite cannot be created before its inception 1396-01`],
    ],
  ])('%s', (_, change, messages) => {
    const data = clone(REAL);
    change(data);
    expect(checkPerformance(data)).toEqual(messages);
  });

  it('adding the next month is one entry and passes', () => {
    const data = clone(REAL);
    data.months.push({ month: '1405-09', composite: 0.012, benchmark: -0.004 });
    expect(checkPerformance(data)).toEqual([]);
    expect(annualRows(data).at(-1)).toMatchObject({ year: 1405, months: 9, stub: true });
  });
});
