// Accessibility gate, beside every page's sweep (every-page.spec.ts): each form with its errors shown
// (submitted empty) in both themes, with axe's WCAG 2.2 A and AA rules and text contrast measured in the
// page on Persian pages (contrast.ts), which axe mostly leaves unchecked for joined Persian letters; and
// proof that both checkers report what they must, so an empty report means something.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES } from '../axe';
import { describeContrast, measureTextContrast } from '../contrast';
import { test, themedVisitorPage, type Browser, type Server } from '../fixtures';

const THEMES = ['light', 'dark'] as const;
// The themes differ only in colours: every rule in the dark theme (the default), the colour rules in the light one.
const rulesOf = (theme: (typeof THEMES)[number]) => (theme === 'dark' ? 'all' : COLOUR_RULES);
const FORMS = ['/contact-us/', '/cooperation-request/', '/en/contact-us/', '/en/cooperation-request/'];

let server: Server;
let browser: Browser;

test.beforeAll(({ site, browser: chromium }) => {
  server = site;
  browser = chromium;
});

const themedPage = (theme: (typeof THEMES)[number]) => themedVisitorPage(browser, server.baseURL, theme, { viewport: { width: 1280, height: 800 } });

async function open(page: Page, path: string) {
  await page.goto(server.baseURL + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

test('axe and the contrast measure report a picture without a name and faint Persian text', async () => {
  const { page } = await themedPage('light');
  await open(page, '/about-us/');
  assert.deepEqual(await axeViolations(page), [], 'the page itself passes');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/icons/icon-64x64.png" width="64" height="64"><p style="color:#ccc;background:#fff">متن کم‌رنگ</p>');
  });
  const violations = await axeViolations(page);
  assert.ok(
    violations.some((line) => line.startsWith('image-alt')),
    violations.join('\n'),
  );
  assert.ok(
    (await axeViolations(page, COLOUR_RULES)).some((line) => line.startsWith('color-contrast')),
    'the colour rules alone find the faint text',
  );
  const contrast = await measureTextContrast(page);
  assert.deepEqual(
    contrast.failures.map((f) => f.text),
    ['متن کم‌رنگ'],
  );
});

for (const theme of THEMES) {
  test(`each form with its errors shown has no violation (${theme} theme)`, async () => {
    const { page } = await themedPage(theme);
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
    assert.deepEqual(found, {}, JSON.stringify(found, null, 1));
  });
}
