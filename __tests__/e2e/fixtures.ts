// The browser tests' fixtures: `site` is the project's server over the built public/ with a fresh
// submissions directory, started once per worker (a spec that needs its own settings declares
// `test.use({ siteEnv: { ... } })`, which gives that file's worker a server of its own); `page` and
// `request` browse it as localhost through `baseURL`, so `page.goto('/en/')` works. `newPage(browser)`
// opens a context of a test's own (a viewport, a locale, JavaScript off) on the worker's one Chromium;
// `visitorPage(browser)` (visitor-page.ts) reuses one from test to test, reset to a first-time visitor
// (`themedVisitorPage` in a theme the visitor chose), and `visitorTest` is `test` with such a page as its `page`.
import { test as base, expect, type Browser, type BrowserContextOptions } from '@playwright/test';
import { allPagePaths, ROOT, startSite, type Server } from '../../scripts/lib/local-site';
import { themedVisitorPage, visitorPage } from './visitor-page';

type WorkerFixtures = { siteEnv: Record<string, string>; site: Server };

export const test = base.extend<object, WorkerFixtures>({
  siteEnv: [{}, { scope: 'worker', option: true }],
  site: [
    async ({ siteEnv }, use) => {
      const server = await startSite(siteEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
});

/** A context of its own (service workers blocked unless `options` allow them) and a page in it. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * `test` whose `page` is the worker's reused visitor page (visitorPage), not one in a new context, with
 * the context options the project and the spec set (test.use), as Playwright's own `page` has them.
 */
export const visitorTest = test.extend({
  page: async (
    {
      browser,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      storageState,
      viewport,
      timezoneId,
      userAgent,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
  ) => {
    const options = {
      ...contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      storageState,
      viewport,
      timezoneId,
      userAgent,
      baseURL,
      serviceWorkers,
    };
    await use((await visitorPage(browser, options)).page);
  },
});

export { allPagePaths, themedVisitorPage, visitorPage, expect, ROOT, type Browser, type Server };
