// The synthetic risk indicator (CESR/10-673) and the maximum drawdown against values worked by hand.
import { maxDrawdown, riskClassOf, riskIndicator, sampleAnnualizedVolatility } from '../../src/lib/risk-indicator';

describe('riskClassOf: the seven bands, each edge', () => {
  it.each([
    [0, 1],
    [0.00499, 1],
    [0.005, 2],
    [0.01999, 2],
    [0.02, 3],
    [0.04999, 3],
    [0.05, 4],
    [0.09999, 4],
    [0.1, 5],
    [0.14999, 5],
    [0.15, 6],
    [0.24999, 6],
    [0.25, 7],
    [1.2, 7],
  ])('volatility %p is class %p', (volatility, riskClass) => expect(riskClassOf(volatility)).toBe(riskClass));
});

describe('riskIndicator', () => {
  it('uses the sample deviation (n − 1) times √12', () => {
    // mean 0; (0.0001 + 0.0001) / 1 = 0.0002; √0.0002 × √12 = 0.0489898
    const r = riskIndicator([0.01, -0.01]);
    expect(r.volatility).toBeCloseTo(0.0489898, 6);
    expect(r).toMatchObject({ riskClass: 3, months: 2, sinceInception: true });
  });

  it('takes only the last 60 months when the record is longer', () => {
    const alternating = Array.from({ length: 60 }, (_, i) => (i % 2 ? -0.02 : 0.02));
    // 60 × 0.0004 / 59 = 0.00040678; √ × √12 = 0.0698667
    const r = riskIndicator([0.5, ...alternating]);
    expect(r.volatility).toBeCloseTo(0.0698667, 6);
    expect(r).toMatchObject({ riskClass: 4, months: 60, sinceInception: false });
  });

  it('is class 1 for a constant return', () => expect(riskIndicator([0.01, 0.01, 0.01]).riskClass).toBe(1));

  it('refuses fewer than two months', () => expect(() => sampleAnnualizedVolatility([0.01])).toThrow(/at least 2/));
});

describe('maxDrawdown', () => {
  it('finds the largest fall from a peak, with its months', () => {
    // values 1.1, 0.88, 0.968, 0.484, 1.21: from 1.1 (1396-01) to 0.484 (1396-04) is −56 %
    const months = [0.1, -0.2, 0.1, -0.5, 1.5].map((composite, i) => ({ month: `1396-0${i + 1}`, composite }));
    const d = maxDrawdown(months)!;
    expect(d.drawdown).toBeCloseTo(-0.56, 12);
    expect(d).toMatchObject({ peakMonth: '1396-01', troughMonth: '1396-04' });
  });

  it('starts from the amount invested (the month before the first) when the first month falls', () => {
    const d = maxDrawdown([
      { month: '1396-01', composite: -0.1 },
      { month: '1396-02', composite: 0.05 },
    ])!;
    expect(d.drawdown).toBeCloseTo(-0.1, 12);
    expect(d).toMatchObject({ peakMonth: '1395-12', troughMonth: '1396-01' });
  });

  it('crosses a year end', () => {
    const d = maxDrawdown([
      { month: '1399-11', composite: 0.2 },
      { month: '1399-12', composite: -0.1 },
      { month: '1400-01', composite: -0.1 },
      { month: '1400-02', composite: 0.3 },
    ])!;
    expect(d.drawdown).toBeCloseTo(-0.19, 12); // 0.9 × 0.9 − 1
    expect(d).toMatchObject({ peakMonth: '1399-11', troughMonth: '1400-01' });
  });

  it('is null when the value never falls, or without months', () => {
    expect(maxDrawdown([{ month: '1396-01', composite: 0.1 }])).toBeNull();
    expect(maxDrawdown([])).toBeNull();
  });
});
