// The reused visitor page (visitor-page.ts) comes to the next test as a first-time visitor's: what one
// test leaves on it (storage, cookies, routes, listeners, init scripts, viewport, media, offline) is
// gone, and a test's own context options (test.use) do not reach a context another test reuses.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { visitorTest as test, visitorPage } from '../fixtures';

test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
const heard: string[] = [];

test('a test leaves its marks on the page', async ({ page, site }) => {
  first = page;
  await page.addInitScript(() => Object.assign(window, { leftBehind: true }));
  await page.route('**/page-data/**', (route) => route.abort());
  page.on('console', (m) => heard.push(m.text()));
  await page.goto('/en/');
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
  });
  await page.context().setOffline(true);
  await page.setViewportSize({ width: 400, height: 500 });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  assert.ok(site.baseURL);
});

test('the next test gets the same page, reset', async ({ page }) => {
  assert.equal(page, first, 'the same page object');
  await page.goto('/en/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const state = await page.evaluate(() => ({
    initScript: 'leftBehind' in window,
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie.includes('left='),
    online: navigator.onLine,
    width: innerWidth,
    print: matchMedia('print').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
  }));
  assert.deepEqual(state, { initScript: false, local: null, session: null, cookie: false, online: true, width: 1280, print: false, dark: false });
  // The route that aborted page data is gone: the page's data loads.
  assert.equal((await page.request.get('/page-data/en/page-data.json')).status(), 200);
  const before = heard.length;
  await page.evaluate(() => console.log('after the reset'));
  assert.equal(heard.length, before, "the last test's listener no longer hears the page");
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a test with its own options gets a context of its own', async ({ page }) => {
    assert.notEqual(page, first);
    await page.goto('/en/');
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), false);
  });

  test("a context opened for other options does not take the test's", async ({ browser, baseURL }) => {
    const { page } = await visitorPage(browser, { baseURL, viewport: { width: 800, height: 600 } });
    await page.goto('/en/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  });
});
