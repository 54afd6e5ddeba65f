// Return maths: worked textbook cases for the money- and time-weighted returns, every error kind,
// and the parsing and formatting of numbers in Persian and English.
import {
  annualize,
  moneyWeightedReturn,
  parseLocalizedNumber,
  subPeriodsFromFlows,
  timeWeightedReturn,
  type CashFlow,
  type MwrResult,
  type SubPeriod,
  type Valuation,
} from '../../src/lib/returns';
import { formatNumber, formatPercent } from '../../src/lib/format';

function okMwr(result: MwrResult) {
  if (!result.ok) throw new Error(`expected a rate, got ${result.error}`);
  return result;
}

describe('moneyWeightedReturn', () => {
  describe('worked cases', () => {
    it.each<[string, CashFlow[], Valuation, number]>([
      [
        // Microsoft's XIRR documentation: values -10000, 2750, 4250, 3250, 2750 → 0.373362535.
        // Our signs are the portfolio's view (deposit +), so every sign is reversed; the root is the same.
        "Excel's XIRR example",
        [
          { date: '2008-01-01', amount: 10000 },
          { date: '2008-03-01', amount: -2750 },
          { date: '2008-10-30', amount: -4250 },
          { date: '2009-02-15', amount: -3250 },
        ],
        { date: '2009-04-01', value: 2750 },
        0.373362535,
      ],
      ['a single investment growing 10 % in a year', [{ date: '2021-01-01', amount: 1000 }], { date: '2022-01-01', value: 1100 }, 0.1],
      [
        // CFA Institute: buy one share at 100, receive a 2 dividend and buy another at 120 a year
        // later, receive 4 and sell both at 130 after two years: IRR 13.86 %.
        'CFA Institute two-share example',
        [
          { date: '2021-01-01', amount: 100 },
          { date: '2022-01-01', amount: 118 },
        ],
        { date: '2023-01-01', value: 264 },
        (-118 + Math.sqrt(118 * 118 + 4 * 100 * 264)) / 200 - 1,
      ],
      ['a loss over two years', [{ date: '2021-01-01', amount: 1000 }], { date: '2023-01-01', value: 810 }, -0.1],
    ])('%s', (_name, flows, final, expected) => {
      expect(okMwr(moneyWeightedReturn(flows, final)).annualized).toBeCloseTo(expected, 6);
    });

    it('matches XIRR to 1e-6 and reports the span and the non-annualised rate', () => {
      const r = okMwr(
        moneyWeightedReturn(
          [
            { date: '2008-01-01', amount: 10000 },
            { date: '2008-03-01', amount: -2750 },
            { date: '2008-10-30', amount: -4250 },
            { date: '2009-02-15', amount: -3250 },
          ],
          { date: '2009-04-01', value: 2750 },
        ),
      );
      expect(Math.abs(r.annualized - 0.373362535)).toBeLessThan(1e-6);
      expect(r.days).toBe(456);
      expect(r.periodic).toBeCloseTo(Math.pow(1.373362535, 456 / 365) - 1, 6);
    });

    it('gives the period rate for a span under a year, and the annualised one from it', () => {
      const r = okMwr(moneyWeightedReturn([{ date: '2023-01-01', amount: 1000 }], { date: '2023-07-01', value: 1050 }));
      expect(r.days).toBe(181);
      expect(r.periodic).toBeCloseTo(0.05, 10);
      expect(r.annualized).toBeCloseTo(Math.pow(1.05, 365 / 181) - 1, 10);
    });

    it('finds very large and very negative rates (bisection when Newton from 10 % fails)', () => {
      const big = okMwr(moneyWeightedReturn([{ date: '2021-01-01', amount: 100 }], { date: '2022-01-01', value: 1e6 }));
      expect(big.annualized).toBeCloseTo(9999, 6);
      const wipedOut = okMwr(moneyWeightedReturn([{ date: '2021-01-01', amount: 100 }], { date: '2022-01-01', value: 0.01 }));
      expect(wipedOut.annualized).toBeCloseTo(-0.9999, 8);
    });

    it('accepts several flows on the same day and a valuation on the day of the last flow', () => {
      const r = okMwr(
        moneyWeightedReturn(
          [
            { date: '2021-01-01', amount: 600 },
            { date: '2021-01-01', amount: 400 },
            { date: '2022-01-01', amount: -100 },
          ],
          { date: '2022-01-01', value: 1000 },
        ),
      );
      expect(r.annualized).toBeCloseTo(0.1, 10);
    });
  });

  describe('errors', () => {
    it.each<[string, CashFlow[], Valuation | null, { error: string; at?: number | 'final' }]>([
      ['no flows', [], { date: '2022-01-01', value: 1 }, { error: 'empty' }],
      ['no final valuation', [{ date: '2021-01-01', amount: 1 }], null, { error: 'missing-valuation', at: 'final' }],
      ['an amount that is not a number', [{ date: '2021-01-01', amount: NaN }], { date: '2022-01-01', value: 1 }, { error: 'invalid-number', at: 0 }],
      ['an infinite valuation', [{ date: '2021-01-01', amount: 1 }], { date: '2022-01-01', value: Infinity }, { error: 'invalid-number', at: 'final' }],
      ['a date that does not exist', [{ date: '2021-02-30', amount: 1 }], { date: '2022-01-01', value: 1 }, { error: 'invalid-date', at: 0 }],
      ['a date not in ISO form', [{ date: '1/1/2021', amount: 1 }], { date: '2022-01-01', value: 1 }, { error: 'invalid-date', at: 0 }],
      ['a bad valuation date', [{ date: '2021-01-01', amount: 1 }], { date: '2022-13-01', value: 1 }, { error: 'invalid-date', at: 'final' }],
      ['a negative valuation', [{ date: '2021-01-01', amount: 1 }], { date: '2022-01-01', value: -1 }, { error: 'negative-valuation', at: 'final' }],
      [
        'flows out of date order',
        [
          { date: '2021-06-01', amount: 1 },
          { date: '2021-01-01', amount: 1 },
        ],
        { date: '2022-01-01', value: 3 },
        { error: 'dates-out-of-order', at: 1 },
      ],
      [
        'a valuation before the last flow',
        [
          { date: '2021-01-01', amount: 1 },
          { date: '2021-06-01', amount: 1 },
        ],
        { date: '2021-03-01', value: 3 },
        { error: 'dates-out-of-order', at: 'final' },
      ],
      [
        'a valuation on the first flow date',
        [{ date: '2021-01-01', amount: 1 }],
        { date: '2021-01-01', value: 1 },
        { error: 'dates-out-of-order', at: 'final' },
      ],
      ['only deposits and nothing left', [{ date: '2021-01-01', amount: 100 }], { date: '2022-01-01', value: 0 }, { error: 'no-sign-change' }],
      ['only withdrawals', [{ date: '2021-01-01', amount: -100 }], { date: '2022-01-01', value: 10 }, { error: 'no-sign-change' }],
      [
        // 100x² − 250x + 160 has no real root: the flows go in, out, then in again.
        'flows with no real rate',
        [
          { date: '2021-01-01', amount: 100 },
          { date: '2022-01-01', amount: -250 },
          { date: '2023-01-01', amount: 160 },
        ],
        { date: '2023-01-01', value: 0 },
        { error: 'no-convergence' },
      ],
    ])('%s', (_name, flows, final, expected) => {
      expect(moneyWeightedReturn(flows, final)).toEqual({ ok: false, ...expected });
    });
  });
});

describe('timeWeightedReturn', () => {
  it.each<[string, SubPeriod[], number]>([
    [
      '+10 % then −5 %: (1.10)(0.95) − 1 = 4.5 %',
      [
        { startValue: 0, flow: 100, endValue: 110 },
        { startValue: 110, flow: 0, endValue: 104.5 },
      ],
      0.045,
    ],
    [
      'a deposit between sub-periods does not count as return',
      [
        { startValue: 0, flow: 1000, endValue: 1100 },
        { startValue: 1100, flow: 5000, endValue: 6100 * 0.95 },
      ],
      0.045,
    ],
    [
      'CFA Institute two-share example: (122/100)(264/240) − 1 = 34.2 %',
      subPeriodsFromFlows(
        [
          { amount: 100, valueBefore: 0 },
          { amount: 118, valueBefore: 122 },
        ],
        264,
      ),
      0.342,
    ],
    ['a total loss', [{ startValue: 0, flow: 100, endValue: 0 }], -1],
  ])('%s', (_name, subPeriods, expected) => {
    const r = timeWeightedReturn(subPeriods);
    expect(r.ok && r.value).toBeCloseTo(expected, 10);
  });

  it('returns each sub-period return', () => {
    const r = timeWeightedReturn(
      subPeriodsFromFlows(
        [
          { amount: 100, valueBefore: 0 },
          { amount: 118, valueBefore: 122 },
        ],
        264,
      ),
    );
    expect(r.ok && r.subPeriodReturns.map((x) => Number(x.toFixed(10)))).toEqual([0.22, 0.1]);
  });

  it.each<[string, SubPeriod[], { error: string; at?: number; field?: string }]>([
    ['no sub-periods', [], { error: 'empty' }],
    ['a missing valuation', [{ startValue: undefined, flow: 100, endValue: 110 }], { error: 'missing-valuation', at: 0, field: 'startValue' }],
    ['a missing final valuation', subPeriodsFromFlows([{ amount: 100, valueBefore: 0 }], null), { error: 'missing-valuation', at: 0, field: 'endValue' }],
    ['a valuation that is not a number', [{ startValue: NaN, flow: 100, endValue: 110 }], { error: 'invalid-number', at: 0, field: 'startValue' }],
    ['a flow that is not a number', [{ startValue: 0, flow: NaN, endValue: 110 }], { error: 'invalid-number', at: 0, field: 'flow' }],
    ['a negative valuation', [{ startValue: 0, flow: 100, endValue: -1 }], { error: 'negative-valuation', at: 0, field: 'endValue' }],
    ['a zero base', [{ startValue: 0, flow: 0, endValue: 10 }], { error: 'non-positive-base', at: 0, field: 'flow' }],
    [
      'a withdrawal larger than the portfolio',
      [
        { startValue: 0, flow: 100, endValue: 110 },
        { startValue: 110, flow: -120, endValue: 0 },
      ],
      { error: 'non-positive-base', at: 1, field: 'flow' },
    ],
  ])('%s', (_name, subPeriods, expected) => {
    expect(timeWeightedReturn(subPeriods)).toEqual({ ok: false, ...expected });
  });
});

describe('when money-weighted and time-weighted returns agree or diverge', () => {
  it('a single investment with no further flows gives MWR = TWR', () => {
    const mwr = okMwr(moneyWeightedReturn([{ date: '2021-01-01', amount: 1000 }], { date: '2023-01-01', value: 1210 }));
    const twr = timeWeightedReturn([{ startValue: 0, flow: 1000, endValue: 1210 }]);
    expect(twr.ok && twr.value).toBeCloseTo(mwr.periodic, 10);
    expect(twr.ok && annualize(twr.value, mwr.days)).toBeCloseTo(mwr.annualized, 10);
  });

  it('a large contribution before a weaker year pulls the MWR below the TWR (CFA: 13.86 % vs 15.84 %)', () => {
    const mwr = okMwr(
      moneyWeightedReturn(
        [
          { date: '2021-01-01', amount: 100 },
          { date: '2022-01-01', amount: 118 },
        ],
        { date: '2023-01-01', value: 264 },
      ),
    );
    const twr = timeWeightedReturn(
      subPeriodsFromFlows(
        [
          { amount: 100, valueBefore: 0 },
          { amount: 118, valueBefore: 122 },
        ],
        264,
      ),
    );
    if (!twr.ok) throw new Error(twr.error);
    expect(mwr.annualized).toBeCloseTo(0.1386, 4);
    expect(annualize(twr.value, mwr.days)).toBeCloseTo(0.1584, 4);
    expect(mwr.annualized).toBeLessThan(annualize(twr.value, mwr.days));
  });
});

describe('parseLocalizedNumber', () => {
  it.each<[string, number | null]>([
    ['1234', 1234],
    ['۱۲۳۴', 1234],
    ['١٢٣٤', 1234],
    ['۱۲۳٬۴۵۶٫۷۸', 123456.78],
    ['١٢٣٬٤٥٦٫٧٨', 123456.78],
    ['1,234,567.5', 1234567.5],
    ['۱۲۳،۴۵۶', 123456],
    ['1 000 000', 1000000],
    ['1\u00A0000', 1000],
    ['  42  ', 42],
    ['-۵۰٬۰۰۰', -50000],
    ['\u200E\u2212۵٫۵', -5.5],
    ['+7', 7],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12a', null],
    ['1,5', null],
    ['1,2345', null],
    ['1.2.3', null],
    ['--5', null],
    ['5-', null],
  ])('%j → %s', (input, expected) => expect(parseLocalizedNumber(input)).toBe(expected));

  it('returns null for a value that is not a string', () => {
    expect(parseLocalizedNumber(undefined)).toBeNull();
    expect(parseLocalizedNumber(null)).toBeNull();
  });
});

describe('formatNumber and formatPercent', () => {
  it.each<[number, 'fa' | 'en', number | undefined, string]>([
    [1234567, 'en', undefined, '1,234,567'],
    [1234567, 'fa', undefined, '۱٬۲۳۴٬۵۶۷'],
    [1234.5, 'en', undefined, '1,234.5'],
    [1234.5, 'fa', undefined, '۱٬۲۳۴٫۵'],
    [1234.5, 'en', 2, '1,234.50'],
    [-1234.567, 'en', undefined, '-1,234.57'],
    [-1234.567, 'fa', undefined, '\u200E\u2212۱٬۲۳۴٫۵۷'],
    [-0.001, 'en', undefined, '0'],
    [999, 'fa', 0, '۹۹۹'],
    [NaN, 'en', undefined, '—'],
  ])('formatNumber(%s, %s, %s) → %s', (x, language, digits, expected) => {
    expect(formatNumber(x, language, digits)).toBe(expected);
  });

  it.each<[number, 'fa' | 'en', number | undefined, string]>([
    [0.045, 'en', undefined, '4.50%'],
    [0.045, 'fa', undefined, '۴٫۵۰٪'],
    [0.1235, 'en', undefined, '12.35%'],
    [-0.1234, 'fa', undefined, '\u200E\u2212۱۲٫۳۴٪'],
    [0.5, 'en', 0, '50%'],
    [12.3456, 'en', 1, '1,234.6%'],
    [-0.00001, 'en', 2, '0.00%'],
  ])('formatPercent(%s, %s, %s) → %s', (x, language, digits, expected) => {
    expect(formatPercent(x, language, digits)).toBe(expected);
  });

  it('round-trips through parseLocalizedNumber', () => {
    for (const x of [0, 7, -50000, 1234567.89]) {
      expect(parseLocalizedNumber(formatNumber(x, 'fa'))).toBe(x);
      expect(parseLocalizedNumber(formatNumber(x, 'en'))).toBe(x);
    }
  });
});
