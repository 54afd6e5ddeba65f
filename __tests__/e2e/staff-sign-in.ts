// What the staff area's browser tests share: a real OpenID provider (oidc-provider, the stand-in of
// `npm run staff-demo`) and the site's server configured for it, both started once per worker on ports
// the system picks, and signing in through the provider's own login page. The provider must know the
// site's callback address before the site starts, so the site is reached through a relay that listens
// first (__tests__/utils/tcp-relay.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../scripts/lib/server-process';
import { demoSiteEnv, startDemoProvider, type DemoProvider } from '../../scripts/staff-demo-provider';
import { startRelay, type Relay } from '../utils/tcp-relay';
import { expect, test as siteTest } from './fixtures';

/** The site's address in this worker, set once its relay listens. */
export let SITE = '';
const redirectOf = (site: string) => `${site}/staff/auth/callback`;

type StaffSiteOptions = {
  /** More server settings. */
  env?: Record<string, string>;
  /** Fills the fresh store before the server starts (its catch-up scan indexes what is there). */
  seed?: (storeDir: string) => Promise<void>;
};

/** The shared fixtures with `site` as the project's server signed in through the stand-in provider. */
export function staffSiteTest({ env = {}, seed }: StaffSiteOptions = {}) {
  return siteTest.extend<object, { relay: Relay; provider: DemoProvider }>({
    relay: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this parameter
      async ({}, use) => {
        const relay = await startRelay();
        SITE = `http://localhost:${relay.port}`;
        await use(relay);
        await relay.close();
      },
      { scope: 'worker' },
    ],
    provider: [
      async ({ relay }, use) => {
        const provider = await startDemoProvider({ redirectUri: redirectOf(`http://localhost:${relay.port}`) });
        await use(provider);
        await provider.close();
      },
      { scope: 'worker' },
    ],
    site: [
      async ({ relay, provider }, use) => {
        const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
        await seed?.(storeDir);
        const site = `http://localhost:${relay.port}`;
        const server = await startServer({
          SUBMISSIONS_DIR: storeDir,
          EXIT_AFTER_MS: String(20 * 60_000),
          STAFF_SIGN_IN_RATE_LIMIT: '200',
          ...demoSiteEnv(provider, redirectOf(site)),
          ...env,
        });
        relay.to(server.port);
        await use({ baseURL: site, port: relay.port, storeDir, stop: async () => void (await server.stop()) });
        await server.stop();
        fs.rmSync(storeDir, { recursive: true, force: true });
      },
      { scope: 'worker' },
    ],
  });
}

/** Signs in from a staff address: the 401 leads to the sign-in page, then the provider's login page, then back. */
export async function signIn(page: Page, login: string, path = '/en/staff/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/authentication\/init\/\?ref=/);
  // Sent there by the staff area, the sign-in page offers the company's provider, not the customer portal.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\/en\//.test(new URL(path, 'http://x').pathname) ? 'Staff sign-in' : 'ورود کارکنان');
  await page.getByRole('link', { name: /Demo GitLab/ }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
