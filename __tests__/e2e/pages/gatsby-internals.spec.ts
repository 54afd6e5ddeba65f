// Upgrade tripwire in the built site: Gatsby's private loader and navigate still have every method
// src/runtime/gatsby-internals.ts wraps or calls, and the runtime's wrappers are in place (the
// wrappers skip a missing method, so without this check an upgrade would turn features off silently).
import assert from 'node:assert/strict';
import { GATSBY_LOADER_METHODS } from '../../../src/runtime/gatsby-internals';
import { test, visitorPage } from '../fixtures';

test.describe("Gatsby's private loader in the built site", () => {
  for (const path of ['/', '/en/contact-us/']) {
    test(`has what the runtime relies on, wrapped, on ${path}`, async ({ site, browser }) => {
      const { page } = await visitorPage(browser);
      await page.goto(site.baseURL + path);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const found = await page.evaluate(
        (methods) => {
          const win = window as unknown as { ___loader?: Record<string, unknown>; ___navigate?: unknown; ___chunkMapping?: unknown };
          return {
            missing: methods.filter((m) => typeof win.___loader?.[m] !== 'function'),
            navigateWrapped: typeof win.___navigate === 'function' && (win.___navigate as { __runtimeWrapped?: boolean }).__runtimeWrapped === true,
            prefetchGuarded: win.___loader?.__prefetchGuarded === true,
            offlineFallback: win.___loader?.__offlineFallback === true,
            chunkMapping: typeof win.___chunkMapping,
          };
        },
        [...GATSBY_LOADER_METHODS],
      );
      assert.deepEqual(found, { missing: [], navigateWrapped: true, prefetchGuarded: true, offlineFallback: true, chunkMapping: 'string' });
    });
  }
});
