// Browser-test harness: the built site served by the project's server and Debian's Chromium
// (scripts/lib/local-site.ts, shared with the measuring scripts), one context per test, and the
// before/after hooks that start and stop both for a test file.
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, startSite, type Server } from '../../scripts/lib/local-site';

export { allPagePaths, CHROMIUM, CHROMIUM_ARGS, launchBrowser, ROOT, startSite as startServer, type Server } from '../../scripts/lib/local-site';
// One free-port helper for the server tests and the browser tests.
export { freePort } from '../../scripts/lib/server-process';

export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Registers before/after hooks that start the server and Chromium for one test file and stop them. */
export function siteUnderTest(env: Record<string, string> = {}): { server: Server; browser: Browser } {
  const site = {} as { server: Server; browser: Browser };
  before(async () => {
    site.server = await startSite(env);
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
