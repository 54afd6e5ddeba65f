// The performance record's months follow each other: the first is the composite's inception month and
// each later one the Persian-calendar month after the one before it (1403-12 → 1404-01). The editor
// refuses to save a record that breaks this; the build refuses it too (checkPerformance in
// src/lib/performance.ts, with nextJalaliMonth of src/lib/dates.ts). This file is plain JavaScript for the
// editor's page, so it cannot import the build's TypeScript: __tests__/gatsby/cms-months.test.ts holds the two to the same answers on a table
// of cases.

import { isolate } from './bidi.js';

const MONTH = /^([0-9]{4})-(0[1-9]|1[0-2])$/;

/** The month after `key` (YYYY-MM), or null when `key` is not a month. */
export function monthAfter(key) {
  const m = MONTH.exec(typeof key === 'string' ? key : '');
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return month === 12 ? `${year + 1}-01` : `${m[1]}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * What is wrong with each month of the list, by index: `format` (not YYYY-MM), `first` (the list does not
 * start at the inception month), `twice` (the month is already in the list), `order` (not the month after
 * the previous entry). Each month is judged against the one before it as written, so one slip is one
 * problem, as in the build's check.
 */
export function monthProblems(keys, inception) {
  const problems = new Map();
  keys.forEach((key, i) => {
    if (!MONTH.test(key ?? '')) return problems.set(i, { kind: 'format', month: key ?? '' });
    if (i === 0) {
      if (key !== inception) problems.set(i, { kind: 'first', month: key, expected: inception });
      return undefined;
    }
    const previous = keys[i - 1];
    const expected = monthAfter(previous);
    if (expected === null || key === expected) return undefined;
    problems.set(i, { kind: keys.indexOf(key) < i ? 'twice' : 'order', month: key, expected, previous });
    return undefined;
  });
  return problems;
}

/** A message template with {month}, {expected}, {previous} filled in, each value isolated (bidi.js) so
 *  that a Latin YYYY-MM keeps its order inside a Persian sentence and stays on one line. */
export function fillMessage(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? isolate(values[name]) : whole));
}
