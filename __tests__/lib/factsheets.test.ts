// Quarterly factsheets against cases worked by hand: the quarter ends of a record, the record cut at a
// month, the figures then (gross, net of the model fee, TEDPIX), and the correction check.
import fs from 'fs';
import path from 'path';
import { nextJalaliMonth } from '../../src/lib/dates';
import {
  checkPublishedMonths,
  cutAt,
  errataFor,
  factsheetFigures,
  factsheetsAffected,
  parseQuarterKey,
  quarterOfMonth,
  recordPublished,
  recordQuarters,
  type Erratum,
  type PublishedRecord,
} from '../../src/lib/factsheets';
import type { FeeSchedule } from '../../src/lib/fees';
import { trailingPeriods, type PerformanceData, type PerformanceMonth } from '../../src/lib/performance';

const SCHEDULE: FeeSchedule = { managementFeePercent: 2, performanceFeePercent: 20, hurdlePercent: 25 };
/** One month of the 2 % management fee: 1 − 2 / 1200. */
const M = 599 / 600;

function record(first: string, composite: number[], benchmark = 0.02): PerformanceMonth[] {
  let key = first;
  return composite.map((c, i) => {
    if (i > 0) key = nextJalaliMonth(key);
    return { month: key, composite: c, benchmark };
  });
}

// Mehr 1403 to Azar 1404, 1 % a month, TEDPIX 2 % a month.
const STEADY = record('1403-07', Array(15).fill(0.01));
// Farvardin to Esfand 1404: 50 % in Farvardin, nothing after; the year beats the 25 % hurdle.
const ONE_GOOD_MONTH = record('1404-01', [0.5, ...Array(11).fill(0)]);

describe('quarter ends', () => {
  it.each([
    ['1404-03', '1404-q1', '2025-06-21'],
    ['1404-06', '1404-q2', '2025-09-22'],
    ['1404-09', '1404-q3', '2025-12-21'],
    ['1404-12', '1404-q4', '2026-03-20'],
    ['1403-12', '1403-q4', '2025-03-20'],
  ])('%s ends quarter %s on %s', (month, key, endDate) => {
    expect(quarterOfMonth(month)).toEqual(expect.objectContaining({ key, month, endDate }));
    expect(parseQuarterKey(key)?.month).toBe(month);
  });
  it.each(['1404-01', '1404-08', '1404-13', 'x'])('%s ends no quarter', (month) => {
    expect(quarterOfMonth(month)).toBeNull();
  });
  it.each(['1404-q0', '1404-q5', '1404-3', '404-q1'])('%s is not a quarter key', (key) => {
    expect(parseQuarterKey(key)).toBeNull();
  });
  it('lists the quarters a record reaches, oldest first', () => {
    expect(recordQuarters(STEADY).map((q) => q.key)).toEqual(['1403-q3', '1403-q4', '1404-q1', '1404-q2', '1404-q3']);
  });
});

describe('the record cut at a month', () => {
  it('keeps the months up to and including it', () => {
    expect(cutAt(STEADY, '1403-12').map((m) => m.month)).toEqual(['1403-07', '1403-08', '1403-09', '1403-10', '1403-11', '1403-12']);
  });
  it('is empty for a month the record does not hold', () => {
    expect(cutAt(STEADY, '1405-03')).toEqual([]);
  });
});

describe('the figures as they stood', () => {
  it.each([
    // quarter, months, inception cumulative gross, net (management fee only: a first year from Mehr, then the year so far)
    ['1403-q4', 6, 1.01 ** 6 - 1, (1.01 * M) ** 6 - 1],
    ['1404-q3', 15, 1.01 ** 15 - 1, (1.01 * M) ** 15 - 1],
  ])('%s: %i months, since inception %f gross', (key, months, gross, net) => {
    const f = factsheetFigures(STEADY, key, SCHEDULE)!;
    expect(f.months).toBe(months);
    const inception = f.periods.find((p) => p.key === 'inception')!;
    expect(inception.composite.cumulative).toBeCloseTo(gross, 12);
    expect(f.netPeriods!.find((p) => p.key === 'inception')!.composite.cumulative).toBeCloseTo(net, 12);
  });

  it('six months: no trailing year and since inception not annualised', () => {
    const f = factsheetFigures(STEADY, '1403-q4', SCHEDULE)!;
    expect(f.periods.map((p) => p.key)).toEqual(['inception']);
    expect(f.periods[0].composite.annualized).toBeNull();
  });

  it('fifteen months: the trailing year is the last twelve, since inception annualised to 1.01^12 − 1', () => {
    const f = factsheetFigures(STEADY, '1404-q3', SCHEDULE)!;
    const oneYear = f.periods.find((p) => p.key === '1y')!;
    expect(oneYear.composite.annualized).toBeCloseTo(0.12682503013197, 12);
    expect(oneYear.benchmark.annualized).toBeCloseTo(0.268241794562545, 12);
    expect(f.netPeriods!.find((p) => p.key === '1y')!.composite.annualized).toBeCloseTo(0.104493970718417, 12);
    expect(f.periods.find((p) => p.key === 'inception')!.composite.annualized).toBeCloseTo(0.12682503013197, 12);
    expect(f.periods.some((p) => p.key === '3y')).toBe(false);
  });

  it('the year so far: Farvardin to Azar 1404, gross 1.01^9 − 1, TEDPIX 1.02^9 − 1, net of the management fee', () => {
    const { yearSoFar } = factsheetFigures(STEADY, '1404-q3', SCHEDULE)!;
    expect(yearSoFar).toEqual(expect.objectContaining({ year: 1404, firstMonth: '1404-01', lastMonth: '1404-09', months: 9 }));
    expect(yearSoFar.composite).toBeCloseTo(0.0936852726843609, 12);
    expect(yearSoFar.benchmark).toBeCloseTo(0.195092568622311, 12);
    expect(yearSoFar.net).toBeCloseTo((1.01 * M) ** 9 - 1, 12);
  });

  it('at Esfand the year so far is the full year and bears the performance fee above the hurdle', () => {
    // r = 1.5 × M^12 − 1 = 0.470273477936140; fee 20 % × (r − 25 %); net = r − fee.
    const f = factsheetFigures(ONE_GOOD_MONTH, '1404-q4', SCHEDULE)!;
    expect(f.yearSoFar.composite).toBeCloseTo(0.5, 12);
    expect(f.yearSoFar.net).toBeCloseTo(0.426218782348912, 12);
    expect(f.netPeriods!.find((p) => p.key === '1y')!.composite.annualized).toBeCloseTo(0.426218782348912, 12);
    expect(f.annual.map((r) => r.stub)).toEqual([false]);
  });

  it('at Azar the same year bears the management fee only', () => {
    const f = factsheetFigures(ONE_GOOD_MONTH, '1404-q3', SCHEDULE)!;
    expect(f.yearSoFar.net).toBeCloseTo(0.477649418122572, 12);
    expect(f.annual.map((r) => r.stub)).toEqual([true]);
  });

  it('is null for a quarter the record does not reach, or not a quarter', () => {
    expect(factsheetFigures(STEADY, '1405-q1', SCHEDULE)).toBeNull();
    expect(factsheetFigures(STEADY, 'latest', SCHEDULE)).toBeNull();
  });

  it('without a fee schedule, no net figures', () => {
    const f = factsheetFigures(STEADY, '1404-q3', null)!;
    expect(f.netPeriods).toBeNull();
    expect(f.netAnnual).toBeNull();
  });

  it('on the real record, each factsheet equals performance.ts on the record cut at its month', () => {
    const real: PerformanceData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/performance.json'), 'utf8'));
    for (const q of recordQuarters(real.months)) {
      const f = factsheetFigures(real.months, q.key, SCHEDULE)!;
      const cut = real.months.slice(0, real.months.findIndex((m) => m.month === q.month) + 1);
      expect(f.periods).toEqual(trailingPeriods(cut));
    }
  });
});

describe('corrections', () => {
  const published: PublishedRecord = {
    quarters: [
      { quarter: '1403-q4', publishedOn: '2025-04-05' },
      { quarter: '1404-q1', publishedOn: '2025-07-01' },
      { quarter: '1404-q2', publishedOn: '2025-10-01' },
    ],
    months: cutAt(STEADY, '1404-06').map((m) => ({ ...m })),
  };
  const changed = STEADY.map((m) => (m.month === '1404-02' ? { ...m, composite: 0.012 } : m));
  const erratum: Erratum = { month: '1404-02', field: 'composite', from: 0.01, to: 0.012, date: '2025-11-15', reason: { fa: 'اصلاح', en: 'Fix' } };

  it('an unchanged record passes', () => {
    expect(checkPublishedMonths(STEADY, published, [])).toEqual([]);
  });
  it('a changed published month without an erratum is refused, naming the month and the values', () => {
    const errors = checkPublishedMonths(changed, published, []);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/month 1404-02 composite is 0\.012, but 0\.01 was published/);
  });
  it('a changed published month with its erratum passes', () => {
    expect(checkPublishedMonths(changed, published, [erratum])).toEqual([]);
  });
  it('two errata on one month chain from the published value', () => {
    const again = changed.map((m) => (m.month === '1404-02' ? { ...m, composite: 0.011 } : m));
    const second: Erratum = { ...erratum, from: 0.012, to: 0.011, date: '2025-11-20' };
    expect(checkPublishedMonths(again, published, [second, erratum])).toEqual([]);
    expect(checkPublishedMonths(again, published, [erratum])[0]).toMatch(/is 0\.011, but 0\.012 was published/);
  });
  it('an erratum whose "from" is not the published figure is refused', () => {
    expect(checkPublishedMonths(changed, published, [{ ...erratum, from: 0.02 }])[0]).toMatch(/"from" is 0\.02/);
  });
  it('a change to a month not yet published needs no erratum', () => {
    const later = STEADY.map((m) => (m.month === '1404-09' ? { ...m, benchmark: 0.03 } : m));
    expect(checkPublishedMonths(later, published, [])).toEqual([]);
  });
  it('a published month removed from the record is refused', () => {
    expect(checkPublishedMonths(STEADY.slice(0, 5), published, [])[0]).toMatch(/month 1403-12 was published .* no longer in the record/);
  });

  it('shows on the factsheets published before the correction that showed the month', () => {
    expect(factsheetsAffected(erratum, published)).toEqual(['1404-q1', '1404-q2']);
    expect(errataFor([erratum], parseQuarterKey('1404-q2')!, '2025-10-01')).toEqual([erratum]);
    // Published after the correction: it showed the corrected figure.
    expect(errataFor([erratum], parseQuarterKey('1404-q3')!, '2025-12-25')).toEqual([]);
    // Did not show the month.
    expect(errataFor([erratum], parseQuarterKey('1403-q4')!, '2025-04-05')).toEqual([]);
  });

  it('publishing records the new quarters with the date and the months they show, once', () => {
    const next = recordPublished(STEADY, published, '2025-12-25');
    expect(next.quarters.slice(-1)).toEqual([{ quarter: '1404-q3', publishedOn: '2025-12-25' }]);
    // 1403-q3 was never recorded: it is recorded now, in its place.
    expect(next.quarters.map((q) => q.quarter)).toEqual(['1403-q3', '1403-q4', '1404-q1', '1404-q2', '1404-q3']);
    expect(next.quarters[1]).toEqual({ quarter: '1403-q4', publishedOn: '2025-04-05' });
    expect(next.months.map((m) => m.month)).toEqual(STEADY.map((m) => m.month));
    expect(recordPublished(STEADY, next, '2026-01-01')).toBe(next);
  });
});
