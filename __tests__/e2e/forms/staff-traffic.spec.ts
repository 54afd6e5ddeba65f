// The traffic report served by the server to signed-in admins (TRAFFIC_REPORT_DIR; docs/operations.md),
// against the real stand-in OpenID provider and a report written by the real GoAccess (npm run traffic):
// no session sends the browser to the sign-in page and back; an admin reads the summary and GoAccess's
// own page (drawn by its inline scripts under the staff CSP, nothing refused) from the staff area's
// link, each view in the audit log; HR has no link and gets a page saying so; names leading out of
// the folder or to a link in it are refused; a report not written yet is a page saying how to write it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { main as traffic } from '../../../scripts/ops/traffic';
import { expect } from '../fixtures';
import { SITE, signIn, staffSiteTest } from '../staff-sign-in';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-traffic-'));
const REPORT = path.join(work, 'report');
const SECRET = 'not-for-the-report-0f3a';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day of nginx's access log: 3 views of /en/contact-us/ and 2 of / from three addresses, and a crawler. */
async function writeReport(storeDir: string) {
  const d = new Date();
  const when = `${String(d.getUTCDate()).padStart(2, '0')}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:10:00:00 +0000`;
  const line = (ip: string, url: string, agent = CHROME) => `${ip} - - [${when}] "GET ${url} HTTP/1.1" 200 1234 "-" "${agent}"`;
  const log = [
    ...['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((ip) => line(ip, '/en/contact-us/')),
    line('203.0.113.1', '/'),
    line('203.0.113.2', '/'),
    line('66.249.66.1', '/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
  ];
  fs.writeFileSync(path.join(work, 'access.log'), `${log.join('\n')}\n`);
  let said = '';
  const code = await traffic(
    ['--out', REPORT, path.join(work, 'access.log')],
    { ...process.env, SUBMISSIONS_DIR: storeDir },
    {
      out: () => undefined,
      err: (s) => void (said += s),
    },
  );
  if (code !== 0) throw new Error(`npm run traffic failed: ${said}`);
  // Beside the report, never to be served: a file outside the folder, and a link to it inside.
  fs.writeFileSync(path.join(work, 'secret.html'), SECRET);
  fs.symlinkSync(path.join(work, 'secret.html'), path.join(REPORT, 'linked.html'));
}

const test = staffSiteTest({ env: { TRAFFIC_REPORT_DIR: REPORT }, seed: writeReport });
test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The audit log's entries, newest first, as an admin's page reads them. */
async function audit(page: Page): Promise<Array<{ actor: string; action: string; detail: string | null }>> {
  const response = await page.request.get('/api/staff/audit');
  expect(response.status()).toBe(200);
  return (await response.json()).data.entries;
}

test('without a session: 401, and the browser goes to the sign-in page with ref back to the report', async ({ page, request }) => {
  const answer = await request.get('/staff/traffic/', { maxRedirects: 0, headers: { 'Accept-Language': 'fa' } });
  expect(answer.status()).toBe(401);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await answer.text()).toContain('/authentication/init/?ref=%2Fstaff%2Ftraffic%2F');
  expect(await answer.text()).not.toContain('Website traffic');
  const bare = await request.get('/staff/traffic', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe('/staff/traffic/');

  await page.goto('/staff/traffic/report.html');
  await expect(page).toHaveURL(/\/en\/authentication\/init\/\?ref=%2Fstaff%2Ftraffic%2Freport\.html$/);
  await expect(page.getByRole('link', { name: /Demo GitLab/ })).toBeVisible();
});

test('an admin opens the report from the staff area: the summary, GoAccess’s page drawn, each view audited', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'ava');
  // The link fits the staff area's header on a phone.
  await expect(page.getByRole('link', { name: 'Traffic report' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/staff/traffic/'),
    page.getByRole('link', { name: 'Traffic report' }).click(),
  ]);
  const headers = response.headers();
  expect(response.status()).toBe(200);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // The summary: page views per page and language (the crawler left out).
  await expect(page.getByRole('heading', { name: 'Website traffic' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^contact-us en 3 [0-9]+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^home fa 2 [0-9]+$/ })).toBeVisible();

  // GoAccess's own page draws itself with its inline scripts: they run by their hashes.
  const goaccess = await page.goto('/staff/traffic/report.html');
  expect(goaccess!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^;]+'unsafe-eval'; style-src/);
  expect(goaccess!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByText('Total Requests').first()).toBeVisible();
  expect(refused).toEqual([]);

  const entries = await audit(page);
  const views = entries.filter((e) => e.actor === 'ava' && e.action === 'viewed-traffic').map((e) => e.detail);
  expect(views).toEqual(expect.arrayContaining(['index.html', 'report.html']));
});

test('HR has no link to the report, and is refused with a page saying so (403, audited)', async ({ page, browser }) => {
  await signIn(page, 'hana');
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Traffic report' })).toHaveCount(0);
  const response = await page.goto('/staff/traffic/');
  expect(response!.status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('Your account has no access to the traffic report: it is for administrators.');
  await expect(page.getByRole('link', { name: 'Back to the staff area' })).toHaveAttribute('href', '/en/staff/');
  await expect(page.getByText('Website traffic')).toHaveCount(0);

  const admin = await browser.newPage({ baseURL: SITE });
  await signIn(admin, 'ava');
  const refused = (await audit(admin)).find((e) => e.actor === 'hana' && e.action === 'refused');
  expect(refused?.detail).toContain('/staff/traffic/');
  await admin.close();
});

test('names leading out of the folder, or to a link in it, are refused', async ({ page }) => {
  await signIn(page, 'ava');
  for (const target of [
    '/staff/traffic/..%2fsecret.html',
    '/staff/traffic/%2e%2e%2fsecret.html',
    '/staff/traffic/%2E%2E/secret.html',
    '/staff/traffic/..%5csecret.html',
    '/staff/traffic/linked.html',
    '/staff/traffic/.%2e/.%2e/.%2e/.%2e/etc/passwd',
  ]) {
    const response = await page.request.get(target, { maxRedirects: 0 });
    const body = await response.text();
    expect([400, 404], target).toContain(response.status());
    expect(body, target).not.toContain(SECRET);
    expect(body, target).not.toContain('root:');
  }
});

test('a report not written yet is a page saying how to write it, in the browser’s language', async ({ page }) => {
  await signIn(page, 'ava');
  fs.renameSync(REPORT, `${REPORT}.away`);
  try {
    const response = await page.goto('/staff/traffic/');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('There is no traffic report yet');
    await expect(page.getByRole('alert')).toContainText('systemctl start site-traffic.service');
    const persian = await page.request.get('/staff/traffic/', { headers: { 'Accept-Language': 'fa' } });
    expect(persian.status()).toBe(404);
    expect(await persian.text()).toContain('هنوز گزارش بازدیدی نیست');
  } finally {
    fs.renameSync(`${REPORT}.away`, REPORT);
  }
});
