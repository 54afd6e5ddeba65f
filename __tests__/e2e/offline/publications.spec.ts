// The service worker and the publications: nothing of the archive or of a factsheet is cached before it
// is visited (the worker precaches the app shell only); once visited, a factsheet's page data is cached
// and the page opens with the network off.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every cached URL path, across the worker's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) out.push(new URL(request.url).pathname);
    }
    return out;
  });

test('a factsheet is cached when visited, not before, and opens offline', async ({ page, context }) => {
  await page.goto('/en/about-us/');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect((await cachedPaths(page)).filter((p) => p.includes('/reports/'))).toEqual([]);

  await page.goto('/en/reports/1404-q3/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Factsheet');
  const title = await heading.textContent();
  // Offline, the page is drawn from its data, the app's and the static queries' data and its scripts: the
  // worker caches each as it passes, a moment after the page has it. The HTML shows the heading before the
  // page has hydrated (and so before its data is fetched): wait for that, then until every one is cached.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', { timeout: 60_000 });
  const pageData = '/page-data/en/reports/1404-q3/page-data.json';
  await expect
    .poll(
      async () => {
        const fetched = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name))
            .filter((u) => u.origin === location.origin && /\.(js|json)$/.test(u.pathname) && !u.pathname.endsWith('/sw.js'))
            .map((u) => u.pathname),
        );
        const cached = await cachedPaths(page);
        return [...new Set([pageData, ...fetched])].filter((p) => !cached.includes(p));
      },
      { timeout: 20_000, message: 'what the factsheet fetched (its page data among it), not yet cached' },
    )
    .toEqual([]);
  // The archive was not visited: its data is not cached, whatever the factsheet links to.
  expect((await cachedPaths(page)).some((p) => p.endsWith('/page-data/en/reports/page-data.json'))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await context.setOffline(false);
});
