// axe-core in the browser tests: injected into a page's frames once, then axe.run in the page for each
// check. (@axe-core/playwright injects axe again for every check and, in its default mode, finishes
// each run in a blank page it opens and closes: about half a second a check, most of what the
// accessibility sweep of every page cost.)
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG A/AA rules of axe whose outcome depends on colours: all a theme changes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Violation = AxeResults['violations'][number];
/** Every rule of axe (none given), the rules with these tags, or these rules; less the ones disabled. */
export type AxeChoice = { tags?: string[]; rules?: string[]; disable?: string[] };

/** axe's violations on the page as it is now (its frames included). */
export async function axeCheck(page: Page, { tags, rules, disable = [] }: AxeChoice = {}): Promise<Violation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])),
  };
  const results = await page.evaluate(
    (o) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  return results.violations;
}

/** One line per violation: the rule, its impact and help, and the first few elements with why. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`)
        .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`,
  );
}

/** Violations of every WCAG A/AA rule, or of the rules given, described one per line. */
export async function axeViolations(page: Page, rules: 'all' | string[] = 'all'): Promise<string[]> {
  return describeViolations(await axeCheck(page, rules === 'all' ? { tags: WCAG_TAGS } : { rules }));
}
