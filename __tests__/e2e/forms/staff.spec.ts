// The staff area in Chromium against a real OpenID provider (oidc-provider, the stand-in of
// `npm run staff-demo`): each role signs in through the provider's login page and sees its own kind of
// record; a user in no staff group sees no data; another kind's record by id is absent; a change from
// another origin or without the token is refused; `ref` off the site leads home; a conflicting edit
// shows the other's change; the inbox at 375 and 1280 px in both languages, checked with axe.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openStore } from '../../../server/store';
import { startServer } from '../../../scripts/lib/server-process';
import { demoSiteEnv, startDemoProvider } from '../../../scripts/staff-demo-provider';
import { startRelay } from '../../utils/tcp-relay';
import { expect, test as siteTest } from '../fixtures';

// The site's address, set by the site fixture: a relay on a port the system picked, so the provider
// can be told the site's callback address before the site starts (and the site the provider's).
let SITE = '';
const ids: Record<string, string> = {};

/** A complaint a month old (overdue) and an application with its résumé, stored before the server starts (its catch-up scan indexes them). */
async function seed(storeDir: string) {
  const store = await openStore(storeDir);
  const at = new Date(Date.now() - 30 * 86_400_000).toISOString();
  ids.complaint = (
    await store.write({
      kind: 'contact',
      receivedAt: at,
      idempotency: null,
      payload: { fullName: 'مریم احمدی', subject: 'شکایت', email: 'maryam@example.ir', phone: '09121234567', message: 'پاسخ نگرفتم', language: 'fa' },
    })
  ).id;
  ids.job = (
    await store.write({
      kind: 'job',
      receivedAt: new Date().toISOString(),
      idempotency: null,
      payload: {
        firstName: 'Reza',
        lastName: 'Tehrani',
        mobile: '09125556666',
        jobPosition: 'portfolio-analyst',
        resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 9 },
        language: 'en',
      },
      resume: { bytes: Buffer.from('%PDF-1.7\n'), extension: 'pdf' },
    })
  ).id;
}

// The site's server as the shared fixture starts it, but behind the address the provider was told.
const test = siteTest.extend({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this parameter
    async ({}, use) => {
      const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
      await seed(storeDir);
      const relay = await startRelay();
      SITE = `http://localhost:${relay.port}`;
      const redirect = `${SITE}/staff/auth/callback`;
      const provider = await startDemoProvider({ redirectUri: redirect });
      const server = await startServer({
        SUBMISSIONS_DIR: storeDir,
        EXIT_AFTER_MS: String(20 * 60_000),
        STAFF_SIGN_IN_RATE_LIMIT: '200',
        ...demoSiteEnv(provider, redirect),
      });
      relay.to(server.port);
      await use({ baseURL: SITE, port: relay.port, storeDir, stop: async () => void (await server.stop()) });
      await server.stop();
      await provider.close();
      await relay.close();
      fs.rmSync(storeDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/** Signs in from the staff page: the 401 leads to the sign-in page, then the provider's login page. */
async function signIn(page: Page, login: string, path = '/en/staff/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/authentication\/init\/\?ref=/);
  await page.getByRole('link', { name: /Demo GitLab/ }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

test('each role sees its own kind of record, and another kind by id as absent', async ({ page }) => {
  await signIn(page, 'hana');
  await expect(page.getByRole('table')).toContainText('Reza Tehrani');
  await expect(page.getByRole('table')).not.toContainText('مریم');
  const other = await page.request.get(`/api/staff/records/${ids.complaint}`);
  expect(other.status()).toBe(404);
  const resume = await page.request.get(`/api/staff/records/${ids.job}/resume`);
  expect(resume.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(resume.headers()['x-content-type-options']).toBe('nosniff');
});

test('compliance sees the overdue complaint first and marked; a user in no group sees no data', async ({ browser }) => {
  const compliance = await browser.newPage({ baseURL: SITE });
  await signIn(compliance, 'kamran');
  const first = compliance.getByRole('row').nth(1);
  await expect(first).toContainText('مریم احمدی');
  await expect(first).toContainText('Overdue');
  expect((await compliance.request.get(`/api/staff/records/${ids.job}`)).status()).toBe(404);

  const nobody = await browser.newPage({ baseURL: SITE });
  await signIn(nobody, 'nima');
  await expect(nobody.getByText(/in none of the staff groups/)).toBeVisible();
  await expect(nobody.getByRole('table')).toHaveCount(0);
  expect((await nobody.request.get('/api/staff/inbox')).status()).toBe(403);
});

test('a change from another origin or without the token is refused; a conflicting edit shows the other’s change', async ({ browser }) => {
  const admin = await browser.newPage({ baseURL: SITE });
  await signIn(admin, 'ava');
  const session = (await (await admin.request.get('/api/staff/session')).json()).data;
  const url = `/api/staff/records/${ids.complaint}`;
  expect(
    (
      await admin.request.patch(url, { data: { version: 0, status: 'closed' }, headers: { Origin: 'https://evil.example', 'X-CSRF-Token': session.csrf } })
    ).status(),
  ).toBe(403);
  expect((await admin.request.patch(url, { data: { version: 0, status: 'closed' }, headers: { Origin: SITE } })).status()).toBe(403);

  const compliance = await browser.newPage({ baseURL: SITE });
  await signIn(compliance, 'kamran');
  for (const p of [admin, compliance]) await p.goto(`/en/staff/?record=${ids.complaint}`);
  await compliance.getByLabel('Status').selectOption('in_progress');
  await compliance.getByRole('button', { name: 'Save' }).click();
  await expect(compliance.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await admin.getByLabel('Status').selectOption('closed');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('alert')).toContainText('Kamran Moradi saved this record after you opened it');
  await expect(admin.getByLabel('Status')).toHaveValue('in_progress');
});

test('ref pointing off the site leads to the staff page, not away', async ({ page }) => {
  await page.goto('/staff/auth/login?ref=' + encodeURIComponent('//evil.example/'));
  await page.locator('input[name="login"]').fill('ava');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
  await expect(page).toHaveURL(`${SITE}/staff/`);
});

for (const [language, path] of [
  ['fa', '/staff/'],
  ['en', '/en/staff/'],
] as const) {
  for (const width of [375, 1280]) {
    test(`the inbox in ${language} at ${width} px: readable, nothing wider than the screen, no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'ava', path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      // Persian digits on the Persian page, Latin on the English one.
      const counts = page.getByRole('list', { name: language === 'fa' ? 'شمار بر پایهٔ وضعیت' : 'Counts by status' });
      await expect(counts).toContainText(language === 'fa' ? /[۰-۹]/ : /[0-9]/);
      await expect(counts).not.toContainText(language === 'fa' ? /[0-9]/ : /[۰-۹]/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
}
