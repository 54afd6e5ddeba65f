/** @jest-environment node */
// The editor's month rule (static/admin/months.js, plain JavaScript for the editor's page) and the build's
// (checkPerformance in src/lib/performance.ts, with nextJalaliMonth of src/lib/dates.ts) give the same
// answers: a record one refuses, the other refuses, at the same entry.
import fs from 'fs';
import path from 'path';
import { nextJalaliMonth } from '../../src/lib/dates';
import { checkPerformance, type PerformanceData } from '../../src/lib/performance';
import { fillMessage, monthAfter, monthProblems } from '../../static/admin/months.js';

const INCEPTION = '1403-10';

function record(keys: string[]): PerformanceData {
  const years = [...new Set(keys.map((k) => Number(k.slice(0, 4))).filter(Number.isInteger))].sort();
  return {
    composite: { inception: INCEPTION, created: INCEPTION, benchmark: 'TEDPIX', currency: 'IRR' },
    months: keys.map((month) => ({ month, composite: 0.01, benchmark: 0.01 })),
    years: years.map((year) => ({ year, portfolios: 3, compositeAssets: 1, firmAssets: 2, dispersion: null })),
  };
}

/** The entries the build names in its month messages ("months[3].month …"). */
function buildFlags(keys: string[]): number[] {
  return checkPerformance(record(keys))
    .map((line) => /months\[(\d+)\]\.month/.exec(line)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number);
}

describe("the editor's month rule agrees with the build's", () => {
  it.each([
    ['in order across a year end', ['1403-10', '1403-11', '1403-12', '1404-01', '1404-02'], [], []],
    ['the inception month alone', ['1403-10'], [], []],
    ['a gap', ['1403-10', '1403-11', '1404-01'], [2], ['order']],
    ['the same month twice', ['1403-10', '1403-11', '1403-11'], [2], ['twice']],
    ['a month before the previous one', ['1403-10', '1403-11', '1403-12', '1403-11'], [3], ['twice']],
    ['a new month out of order, then one after it', ['1403-10', '1403-11', '1403-12', '1404-02', '1404-03'], [3], ['order']],
    ['not starting at the inception month', ['1403-11', '1403-12'], [0], ['first']],
    ['a year end skipped (1403-12 → 1405-01)', ['1403-10', '1403-11', '1403-12', '1405-01'], [3], ['order']],
    ['month 13', ['1403-10', '1403-13'], [1], ['format']],
    ['a Persian-calendar date, not a month', ['1403-10', '1403/11'], [1], ['format']],
  ])('%s', (_case, keys, flagged, kinds) => {
    const problems = monthProblems(keys, INCEPTION);
    expect([...problems.keys()]).toEqual(flagged);
    expect([...problems.values()].map((p) => p.kind)).toEqual(kinds);
    expect(buildFlags(keys)).toEqual(flagged);
  });

  it('names the same next month as the build for every month of ten years', () => {
    for (let year = 1396; year < 1406; year += 1)
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect([key, monthAfter(key)]).toEqual([key, nextJalaliMonth(key)]);
      }
    expect(monthAfter('1404-13')).toBeNull();
  });

  it("accepts the project's record and the month after its last one", () => {
    const data: PerformanceData = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data/performance.json'), 'utf8'));
    const keys = data.months.map((m) => m.month);
    expect(monthProblems(keys, data.composite.inception).size).toBe(0);
    expect(monthProblems([...keys, monthAfter(keys[keys.length - 1]) as string], data.composite.inception).size).toBe(0);
  });

  it('isolates each month in a message so that a Latin YYYY-MM keeps its order in a Persian sentence', () => {
    expect(fillMessage('ماه {month} پس از {previous} نمی‌آید.', { month: '1405-09', previous: '1405-07' })).toBe(
      'ماه \u20681405-\u206009\u2069 پس از \u20681405-\u206007\u2069 نمی‌آید.',
    );
  });
});
