// Returns after inflation against values worked by hand, including years without an inflation figure.
import { compoundYearly, realReturn, realSinceInception, realYearRows, valueAfterInflation } from '../../src/lib/real-returns';

describe('realReturn: (1 + r) / (1 + π) − 1', () => {
  it.each([
    ['a return above inflation', 0.5, 0.25, 0.2], // 1.5 / 1.25
    ['a return equal to inflation', 0.1, 0.1, 0],
    ['no return in a year of 25 % inflation', 0, 0.25, -0.2], // 1 / 1.25
    ['a loss in a year of 60 % inflation', -0.2, 0.6, -0.5], // 0.8 / 1.6
    ['a return in a year of falling prices', 0.05, -0.05, 0.105263157894737], // 1.05 / 0.95
  ])('%s', (_, nominal, inflation, expected) => expect(realReturn(nominal, inflation)).toBeCloseTo(expected, 12));
});

describe('realYearRows and realSinceInception', () => {
  const years = [
    { year: 1396, gross: 0.5, net: 0.4, full: true },
    { year: 1397, gross: 0.32, net: 0.21, full: true },
    { year: 1398, gross: 0.9, net: 0.7, full: true },
    { year: 1399, gross: 0.1, net: 0.09, full: false },
  ];
  const inflation = [
    { year: 1396, rate: 0.25 },
    { year: 1397, rate: 0.1 },
    { year: 1398, rate: null },
    { year: 1399, rate: 0.3 },
  ];
  const rows = realYearRows(years, inflation);

  it('gives each full year with a figure its real returns, gross and net', () => {
    expect(rows[0].realGross).toBeCloseTo(0.2, 12); // 1.5 / 1.25
    expect(rows[0].realNet).toBeCloseTo(0.12, 12); // 1.4 / 1.25
    expect(rows[1].realGross).toBeCloseTo(0.2, 12); // 1.32 / 1.1
    expect(rows[1].realNet).toBeCloseTo(0.1, 12); // 1.21 / 1.1
  });

  it('gives a year without an inflation figure no real return, and keeps its inflation empty', () => {
    expect(rows[2]).toMatchObject({ year: 1398, inflation: null, realGross: null, realNet: null });
  });

  it('gives the year so far no real return though its inflation is known', () => {
    expect(rows[3]).toMatchObject({ year: 1399, inflation: 0.3, realGross: null, realNet: null });
  });

  it('links the years with figures and annualises over their number, naming the years left out', () => {
    const gross = realSinceInception(rows);
    expect(gross.years).toEqual([1396, 1397]);
    expect(gross.leftOut).toEqual([1398, 1399]);
    expect(gross.cumulative).toBeCloseTo(0.44, 12); // 1.2 × 1.2 − 1
    expect(gross.annualized).toBeCloseTo(0.2, 12); // √1.44 − 1
    const net = realSinceInception(rows, 'net');
    expect(net.cumulative).toBeCloseTo(0.232, 12); // 1.12 × 1.1 − 1
    expect(net.annualized).toBeCloseTo(Math.sqrt(1.232) - 1, 12);
  });

  it('has no annualised figure when no year has one', () => {
    expect(realSinceInception(realYearRows(years, [])).annualized).toBeNull();
  });
});

describe('compoundYearly', () => {
  const rates = [
    { year: 1396, rate: 0.1 },
    { year: 1397, rate: 0.2 },
    { year: 1398, rate: null },
    { year: 1399, rate: 0.5 },
  ];
  it('compounds from the end of the year before and stops before the first year without a figure', () => {
    const points = compoundYearly(rates, 1396, 100);
    expect(points.map((p) => p.year)).toEqual([1395, 1396, 1397]);
    expect(points[2].value).toBeCloseTo(132, 9); // 100 × 1.1 × 1.2
  });
  it('stops at the last year asked for', () => {
    expect(compoundYearly(rates, 1396, 100, 1396).map((p) => p.year)).toEqual([1395, 1396]);
  });
});

describe('valueAfterInflation', () => {
  it('deflates by the years between', () =>
    expect(
      valueAfterInflation(
        150,
        [
          { year: 1396, rate: 0.25 },
          { year: 1397, rate: 0.2 },
        ],
        [1396, 1397],
      ),
    ).toBeCloseTo(100, 9));
  it('has no value when a year has no figure', () => expect(valueAfterInflation(150, [{ year: 1396, rate: null }], [1396])).toBeNull());
});
