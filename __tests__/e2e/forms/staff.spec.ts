// The staff area in Chromium against a real OpenID provider (oidc-provider, the stand-in of
// `npm run staff-demo`): each role signs in through the provider's login page and sees its own kind of
// record; a user in no staff group sees no data; another kind's record by id is absent; a change from
// another origin or without the token is refused; `ref` off the site leads home; a conflicting edit
// shows the other's change; the inbox at 375 and 1280 px in both languages, checked with axe.
import fs from 'node:fs';
import { axeCheck } from '../axe';
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
  await expect(nobody.getByRole('heading', { name: 'No access to the staff area' })).toBeVisible();
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
  await admin.getByLabel('Internal notes').fill('Called the client back');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('alert')).toContainText('Kamran Moradi saved this record after you opened it');
  await expect(admin.getByLabel('Status')).toHaveValue('in_progress');
  // The notes typed were not saved, and are not lost either: they stay on the page to copy.
  await expect(admin.getByLabel('Your notes, not saved (copy them before saving again):')).toHaveText('Called the client back');
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
      // Both themes meet axe's contrast rules: light on phones here, dark (the default) on the desktop.
      if (width === 375) await page.context().addCookies([{ name: 'theme', value: 'light', url: SITE }]);
      await signIn(page, 'ava', path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', width === 375 ? 'light' : 'dark');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      // Persian digits on the Persian page, Latin on the English one.
      const counts = page.getByRole('list', { name: language === 'fa' ? 'شمار بر پایهٔ وضعیت' : 'Counts by status' });
      await expect(counts).toContainText(language === 'fa' ? /[۰-۹]/ : /[0-9]/);
      await expect(counts).not.toContainText(language === 'fa' ? /[0-9]/ : /[۰-۹]/);
      const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await fits();
      // Dates in the page's calendar and digits: the complaint received a month ago, in 1405 on the Persian page.
      const received = page.getByRole('row').filter({ hasText: 'مریم احمدی' }).locator('td').nth(1);
      await expect(received).toHaveText(language === 'fa' ? /^۱۴۰[۵-۶]\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/ : /^20\d\d-\d{2}-\d{2} \d{2}:\d{2}$/);
      if (language === 'fa') await expect(page.getByRole('table')).not.toContainText(/[0-9]/);
      // The job application's subject is its position's label, not its key.
      await expect(page.getByRole('table')).not.toContainText('portfolio-analyst');
      expect((await axeCheck(page)).map((v) => v.id)).toEqual([]);

      // The record, the audit log and an empty view fit the screen too, and pass axe.
      for (const [query, ready] of [
        [`?record=${ids.complaint}`, page.getByRole('heading', { name: language === 'fa' ? 'پیگیری' : 'Handling' })],
        ['?view=audit', page.getByRole('table')],
        ['?q=nobody-sent-this', page.getByText(language === 'fa' ? 'چیزی با این پالایه‌ها یافت نشد.' : 'Nothing matches these filters.')],
      ] as const) {
        await page.goto(`${path}${query}`);
        await expect(ready).toBeVisible();
        await fits();
        expect((await axeCheck(page)).map((v) => v.id)).toEqual([]);
      }
    });
  }
}

test('days are typed in the page’s calendar: a Persian date filters by its ISO day, a wrong one is refused in words', async ({ page }) => {
  await signIn(page, 'kamran', '/staff/');
  // On a fresh load, the first stop of the keyboard skips the header and the filters.
  await page.goto('/staff/');
  await expect(page.getByRole('table')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'رفتن به صندوق ورودی' })).toBeFocused();
  const from = page.getByLabel('دریافت از');
  await from.fill('۱۴۰۵/۰۱/۰۱');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page).toHaveURL(/from=2026-03-21/);
  await expect(page.getByLabel('دریافت از')).toHaveValue('۱۴۰۵/۰۱/۰۱');
  await page.getByLabel('دریافت از').fill('۱۴۰۵/۱۳/۰۱');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page.getByRole('alert')).toHaveText('تاریخ را به شکل سال/ماه/روز بنویسید، مانند ۱۴۰۵/۰۹/۰۶.');
  await expect(page).toHaveURL(/from=2026-03-21/);
  // A status count filters by that status.
  await page.getByRole('list', { name: 'شمار بر پایهٔ وضعیت' }).getByRole('link', { name: /^تازه/ }).click();
  await expect(page).toHaveURL(/status=new/);
});

test('the theme follows the site’s cookie (dark without one) and the toggle switches it', async ({ page }) => {
  await signIn(page, 'kamran');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await page.context().cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
});

test('the assignee list names each person with their role, and only those who may see the record', async ({ browser }) => {
  // Hana (HR) signs in once, so she is staff the firm can assign.
  const hr = await browser.newPage({ baseURL: SITE });
  await signIn(hr, 'hana');
  const admin = await browser.newPage({ baseURL: SITE });
  await signIn(admin, 'ava');
  await admin.goto(`/en/staff/?record=${ids.job}`);
  const assignee = admin.getByLabel('Assignee');
  await expect(assignee.getByRole('option', { name: 'Hana Rahimi (HR)' })).toHaveCount(1);
  await admin.goto(`/en/staff/?record=${ids.complaint}`);
  await expect(admin.getByLabel('Status')).toBeVisible();
  await expect(assignee.getByRole('option', { name: /Hana Rahimi/ })).toHaveCount(0);
  await expect(assignee.getByRole('option', { name: 'Ava Karimi (Admin)' })).toHaveCount(1);
});

test('the filtered view and the audit log download as CSV in the page’s language; reopening saves at once', async ({ page }) => {
  await signIn(page, 'ava', '/staff/');
  await page.getByLabel('نوع').selectOption('job');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page).toHaveURL(/kind=job/);
  const [inbox] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت همین فهرست به صورت CSV' }).click()]);
  const csv = fs.readFileSync((await inbox.path())!, 'utf8');
  expect(csv.startsWith('\ufeffid,کد پیگیری,')).toBe(true);
  expect(csv).toContain('Reza Tehrani');
  expect(csv).not.toContain('مریم احمدی'); // the filter applies to the download
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

  await page.getByRole('link', { name: 'گزارش رویدادها' }).click();
  const [audit] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت گزارش رویدادها به صورت CSV' }).click()]);
  const log = fs.readFileSync((await audit.path())!, 'utf8');
  expect(log.startsWith('\ufeffseq,زمان,چه کسی,')).toBe(true);
  expect(log).toMatch(/,ava,exported,/);

  // Closed, then reopened with one click: saved as in progress, and the history says so.
  await page.goto(`/staff/?record=${ids.job}`);
  const status = page.getByLabel('وضعیت');
  await expect(status).toBeVisible();
  await status.selectOption('closed');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ذخیره شد.' })).toBeVisible();
  await page.getByRole('button', { name: 'بازگشایی' }).click();
  await expect(status).toHaveValue('in_progress');
  await page.reload();
  await expect(page.getByLabel('وضعیت')).toHaveValue('in_progress');
  await expect(page.getByRole('region', { name: 'سابقه' })).toContainText('بسته ← در دست بررسی');
});
