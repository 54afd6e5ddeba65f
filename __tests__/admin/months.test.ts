/** @jest-environment node */
// The performance record's month rule is one function (src/lib/performance.ts monthSequenceProblems): the
// build's check (checkPerformance) and the editor's month field (src/admin/months.ts, widgets.tsx) both
// apply it, so a record one refuses, the other refuses, at the same entry.
import fs from 'fs';
import path from 'path';
import { nextJalaliMonth } from '../../src/lib/dates';
import { checkPerformance, monthSequenceProblems, type PerformanceData } from '../../src/lib/performance';
import { fillMessage, monthMessage, monthProblemOf } from '../../src/admin/months';
import { monthProblem } from '../../src/admin/widgets';
import { UI_TEXT } from '../../gatsby/cms/ui-text';
import type { EditorField } from '../../src/admin/contract';
import type { ImmutableLike } from '../../src/admin/decap';

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

/** Entry data as Decap hands it to a field (only getIn is read). */
const entryData = (months: string[], inception = INCEPTION): ImmutableLike =>
  ({
    getIn: (p: readonly (string | number)[]) =>
      p.join('.') === 'months' ? months.map((month) => ({ month })) : p.join('.') === 'composite.inception' ? inception : undefined,
  }) as unknown as ImmutableLike;

const t = UI_TEXT.fa;
const monthField: EditorField = {
  name: 'month',
  widget: 'persian-month',
  sequence: { list: 'months', inception: ['composite', 'inception'] },
  messages: { format: t.month, first: t.monthFirst, order: t.monthOrder, twice: t.monthTwice },
};

describe('one month rule for the build and the editor', () => {
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
    const problems = monthSequenceProblems(keys, INCEPTION);
    expect(problems.map((p) => p.index)).toEqual(flagged);
    expect(problems.map((p) => p.kind)).toEqual(kinds);
    // The build names the same entries.
    expect(buildFlags(keys)).toEqual(flagged);
  });

  it('names the month after each month as the calendar does, for ten years', () => {
    for (let year = 1396; year < 1406; year += 1)
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const next = nextJalaliMonth(key);
        expect(monthSequenceProblems([key, next], key)).toEqual([]);
      }
  });

  it("accepts the project's record and the month after its last one", () => {
    const data: PerformanceData = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data/performance.json'), 'utf8'));
    const keys = data.months.map((m) => m.month);
    expect(monthSequenceProblems(keys, data.composite.inception)).toEqual([]);
    expect(monthSequenceProblems([...keys, nextJalaliMonth(keys[keys.length - 1])], data.composite.inception)).toEqual([]);
  });
});

describe("the editor's month field", () => {
  it('refuses a month already in the list, naming it, the one before and the one expected, each isolated for the Persian sentence', () => {
    const months = ['1403-10', '1403-11', '1403-11'];
    expect(monthProblem('1403-11', monthField, entryData(months))).toBe(
      fillMessage(t.monthTwice, { month: '1403-11', previous: '1403-11', expected: '1403-12' }),
    );
    expect(monthProblem('1403-11', monthField, entryData(months))).toContain('\u20681403-\u206012\u2069');
  });

  it('refuses a month after a gap, and a list not starting at the inception month', () => {
    expect(monthProblem('1404-01', monthField, entryData(['1403-10', '1403-11', '1404-01']))).toBe(
      fillMessage(t.monthOrder, { month: '1404-01', previous: '1403-11', expected: '1403-12' }),
    );
    expect(monthProblem('1403-11', monthField, entryData(['1403-11', '1403-12']))).toBe(fillMessage(t.monthFirst, { month: '1403-11', expected: INCEPTION }));
  });

  it('accepts the next month, and judges a month outside the record by its form alone', () => {
    expect(monthProblem('1403-12', monthField, entryData(['1403-10', '1403-11', '1403-12']))).toBeNull();
    expect(monthProblem('1403-13', monthField, entryData(['1403-10']))).toBe(t.month);
    const inception: EditorField = { name: 'inception', widget: 'persian-month', messages: { format: t.month } };
    expect(monthProblem('1396-01', inception, null)).toBeNull();
    expect(monthProblem('1396/01', inception, null)).toBe(t.month);
  });

  it('marks each entry holding a month written twice', () => {
    const keys = ['1403-10', '1403-11', '1403-11'];
    expect(monthProblemOf('1403-11', keys, INCEPTION)?.kind).toBe('twice');
    expect(monthMessage({ index: 1, kind: 'format', month: 'x' }, { format: 'bad form' })).toBe('bad form');
  });
});
