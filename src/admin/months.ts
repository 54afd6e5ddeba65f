// The month field of the performance record: the record's month rule is src/lib/performance.ts's
// (monthSequenceProblems, the one the build's checkPerformance applies), judged on the list being edited.
import { isolate } from '../lib/bidi';
import { monthSequenceProblems, type MonthProblem } from '../lib/performance';
import type { FieldMessages } from './contract';

/**
 * What is wrong with `value` in the list of months being edited (`keys`), or null. The field knows its
 * value, not its place in the list: any entry holding this month that is out of place marks it (a month
 * written twice marks both).
 */
export function monthProblemOf(value: string, keys: readonly unknown[], inception: string): MonthProblem | null {
  return monthSequenceProblems(keys, inception).find((p) => keys[p.index] === value) ?? null;
}

/** A message template with {month}, {expected}, {previous} filled in, each value isolated (src/lib/bidi.ts)
 *  so that a Latin YYYY-MM keeps its order inside a Persian sentence and stays on one line. */
export function fillMessage(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolate(value);
  });
}

/** The message for a month problem, in the interface's language. */
export function monthMessage(problem: MonthProblem, messages: FieldMessages): string {
  const template = (problem.kind === 'format' ? messages.format : messages[problem.kind]) ?? messages.format ?? '';
  return fillMessage(template, { month: problem.month, expected: problem.expected, previous: problem.previous });
}
