// What the staff area's browser tests share: a real OpenID provider (oidc-provider, the stand-in of
// `npm run staff-demo`) and the site's server configured for it, both started once per worker on ports
// fixed beforehand (the provider must know the site's callback address), and signing in through the
// provider's own login page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../scripts/lib/server-process';
import { demoSiteEnv, startDemoProvider, type DemoProvider } from '../../scripts/staff-demo-provider';
import { expect, test as siteTest } from './fixtures';

// Two ports per worker process (the site's, the provider's next to it): workers' ids are often consecutive.
export const SITE_PORT = 20_000 + (process.pid % 10_000) * 2;
const PROVIDER_PORT = SITE_PORT + 1;
export const SITE = `http://localhost:${SITE_PORT}`;
const REDIRECT = `${SITE}/staff/auth/callback`;

type StaffSiteOptions = {
  /** More server settings. */
  env?: Record<string, string>;
  /** Fills the fresh store before the server starts (its catch-up scan indexes what is there). */
  seed?: (storeDir: string) => Promise<void>;
};

/** The shared fixtures with `site` as the project's server signed in through the stand-in provider. */
export function staffSiteTest({ env = {}, seed }: StaffSiteOptions = {}) {
  return siteTest.extend<object, { provider: DemoProvider }>({
    provider: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this parameter
      async ({}, use) => {
        const provider = await startDemoProvider({ port: PROVIDER_PORT, redirectUri: REDIRECT });
        await use(provider);
        await provider.close();
      },
      { scope: 'worker' },
    ],
    site: [
      async ({ provider }, use) => {
        const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
        await seed?.(storeDir);
        const server = await startServer(
          { SUBMISSIONS_DIR: storeDir, EXIT_AFTER_MS: String(20 * 60_000), STAFF_SIGN_IN_RATE_LIMIT: '200', ...demoSiteEnv(provider, REDIRECT), ...env },
          { port: SITE_PORT },
        );
        await use({ baseURL: SITE, port: SITE_PORT, storeDir, stop: async () => void (await server.stop()) });
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
