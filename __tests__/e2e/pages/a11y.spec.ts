// Accessibility gate: axe-core with the WCAG 2.2 A and AA rules on every page of both locales in both
// themes, and on each form with its errors shown (submitted empty); plus text contrast measured in the
// page on Persian pages (contrast.ts), which axe mostly leaves unchecked for joined Persian letters.
// The themes differ only in colours (the same markup, data-theme on <html>): every rule runs in the dark
// theme, the visitors' default, and the rules that read colours in the light one.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { measureTextContrast, type ContrastFinding } from '../contrast';
import { stubTrustSeal } from '../page-problems';
import { test, allPagePaths, newPage, type Browser, type Server } from '../fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
/** The WCAG A/AA rules of axe whose outcome depends on colours: all a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const rulesOf = (theme: (typeof THEMES)[number]) => (theme === 'dark' ? 'all' : COLOUR_RULES);
const FORMS = ['/contact-us/', '/cooperation-request/', '/en/contact-us/', '/en/cooperation-request/'];

let server: Server;
let browser: Browser;

test.beforeAll(({ site, browser: chromium }) => {
  server = site;
  browser = chromium;
});

async function themedPage(theme: (typeof THEMES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'theme', value: theme, url: server.baseURL }]);
  await stubTrustSeal(context);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(server.baseURL + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** axe's violations (of every WCAG A/AA rule, or of the rules given), one line each with the offending elements (the first few). */
async function axeViolations(page: Page, rules: 'all' | string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules === 'all' ? builder.withTags(WCAG_TAGS) : builder.withRules(rules)).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`)
        .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`,
  );
}

function describeContrast(failures: ContrastFinding[]): string[] {
  return failures.map((f) => `contrast ${f.ratio} < ${f.required}: "${f.text}" ${f.fg} on ${f.bg} (${f.selector})`);
}

// The two themes at once, each test in a worker of its own: axe works in the page, so two pages use
// both cores.
test.describe('both themes', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const theme of THEMES) {
    test.describe(`${theme} theme`, () => {
      test('every page in both locales has no WCAG 2.2 A/AA violation, and Persian text has enough contrast', async () => {
        test.setTimeout(600_000);
        const { context, page } = await themedPage(theme);
        const found: Record<string, string[]> = {};
        const pages = [...allPagePaths(), { path: '/no-such-page', language: 'fa' as const }, { path: '/en/no-such-page', language: 'en' as const }];
        let measured = 0;
        for (const { path, language } of pages) {
          await open(page, path);
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, path);
          const problems = await axeViolations(page, rulesOf(theme));
          if (language === 'fa') {
            const contrast = await measureTextContrast(page);
            measured += contrast.checked;
            problems.push(...describeContrast(contrast.failures));
          }
          if (problems.length) found[path] = problems;
        }
        await context.close();
        assert.ok(measured > 500, `measured the contrast of ${measured} Persian text elements`);
        assert.deepEqual(found, {}, JSON.stringify(found, null, 1));
      });

      test('each form with its errors shown has no violation', async () => {
        const { context, page } = await themedPage(theme);
        const found: Record<string, string[]> = {};
        for (const path of FORMS) {
          await open(page, path);
          await page.waitForLoadState('networkidle');
          await page.locator('main form button[type=submit]').click();
          // The error summary (role=alert) and the fields' messages are shown.
          await page
            .locator('main [role=alert]')
            .first()
            .waitFor({ state: 'visible', timeout: 10_000 })
            .catch((error: Error) => assert.fail(`${path}: no error summary after an empty submit (now at ${page.url()}): ${error.message}`));
          assert.ok((await page.locator('main [aria-invalid=true]').count()) > 1, `${path}: fields are marked invalid`);
          const problems = await axeViolations(page, rulesOf(theme));
          if (!path.startsWith('/en/')) problems.push(...describeContrast((await measureTextContrast(page)).failures));
          if (problems.length) found[path] = problems;
        }
        await context.close();
        assert.deepEqual(found, {}, JSON.stringify(found, null, 1));
      });
    });
  }
});
