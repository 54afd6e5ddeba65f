// The staff area in Chromium against a real OpenID provider (oidc-provider, the stand-in of
// `npm run staff-demo`): each role signs in through the provider's login page and sees its own kind of
// record; a user in no staff group sees no data; another kind's record by id is absent; a change from
// another origin or without the token is refused; `ref` off the site leads home; a conflicting edit
// shows the other's change; the inbox at 375 and 1280 px in both languages, checked with axe.
import AxeBuilder from '@axe-core/playwright';
import { openStore } from '../../../server/store';
import { expect } from '../fixtures';
import { SITE, signIn, staffSiteTest } from '../staff-sign-in';

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

const test = staffSiteTest({ seed });

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
