// Both forms end to end in Chromium against the built site and the reference server: what the
// visitor types reaches the server with the right headers and body, is stored, and nothing is lost.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { readRecords, resumePath } from '../../../server/store';
import { toLatinDigits } from '../../../src/lib/digits';
import { test, visitorPage } from '../fixtures';
import { quietWindow } from '../quiet';

test.use({ siteEnv: { RATE_LIMIT_MAX: '1000' } });

/** The reference the page shows after a stored submission, in Latin digits (the page shows its own). */
async function shownReference(page: Page): Promise<string> {
  const shown = page.getByTestId('submission-receipt').locator('bdi');
  await shown.waitFor();
  return toLatinDigits((await shown.textContent()) ?? '');
}

const apiRequests = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Contact/')) seen.push(r);
  });
  return seen;
};

async function fillContact(page: Page, lang: 'fa' | 'en', tag: string) {
  await page
    .locator('#contact-fullName, [id$="fullName"]')
    .first()
    .fill(lang === 'fa' ? `سارا محمدی ${tag}` : `Sara Mohammadi ${tag}`);
  await page
    .locator('[id$="subject"]')
    .first()
    .fill(lang === 'fa' ? 'مشاورهٔ سبدگردانی' : 'Portfolio advice');
  await page.locator('[id$="email"]').first().fill('sara@example.ir');
  // Persian digits, spaces and dashes are accepted and sent normalised.
  await page
    .locator('[id$="phone"]')
    .first()
    .fill(lang === 'fa' ? '۰۹۱۲ ۳۴۵-۶۷۸۹' : '0912 345 6789');
  await page
    .locator('textarea[id$="message"]')
    .first()
    .fill(lang === 'fa' ? `لطفاً با من تماس بگیرید. ${tag}` : `Please call me back. ${tag}`);
}

test.describe('contact form', () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`(${lang}) reaches the server with JSON, X-Powered-By and an idempotency key, is stored, and the success toast appears`, async ({ site, browser }) => {
      const { page } = await visitorPage(browser);
      const seen = apiRequests(page);
      await page.goto(`${site.baseURL}${lang === 'en' ? '/en' : ''}/contact-us/`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const tag = `c-${lang}-${Date.now()}`;
      await fillContact(page, lang, tag);
      await page.getByRole('button', { name: lang === 'fa' ? 'ارسال' : 'Send' }).click();
      await page.getByText(lang === 'fa' ? 'درخواست شما با موفقیت ثبت شد' : 'Your request has been successfully registered').waitFor();
      assert.equal(seen.length, 1);
      const headers = await seen[0].allHeaders();
      assert.equal(headers['content-type'], 'application/json');
      assert.ok(headers['x-powered-by']);
      assert.ok(headers['idempotency-key']);
      const body = seen[0].postDataJSON();
      assert.equal(body.phone, '09123456789');
      assert.equal(body.language, lang);
      const stored = (await readRecords(site.storeDir, 'contact')).find((r) => String(r.payload.message).includes(tag));
      assert.ok(stored, 'record stored');
      assert.equal(stored.payload.email, 'sara@example.ir');
      // The reference shown, in the page's digits, is the one stored (and the one staff see).
      const receipt = page.getByTestId('submission-receipt').locator('bdi');
      assert.equal(await shownReference(page), stored.reference);
      assert.match((await receipt.textContent()) ?? '', lang === 'fa' ? /^[۰-۹]{4}-[۰-۹]{6}$/ : /^\d{4}-\d{6}$/);
    });
  }

  test('an invalid field shows its error, the summary gets focus, and what was typed stays', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/contact-us/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await fillContact(page, 'en', 'invalid');
    await page.locator('[id$="email"]').first().fill('not-an-email');
    await page.getByRole('button', { name: 'Send' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    // Focus moves to the summary (right after it renders).
    await page.waitForFunction(() => document.activeElement?.closest('[role=alert], [tabindex]')?.textContent?.includes('There is a problem') === true);
    const email = page.locator('[id$="email"]').first();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    assert.match(describedBy, /error/);
    assert.equal(await page.locator('[id$="fullName"]').first().inputValue(), 'Sara Mohammadi invalid');
    // The summary link moves focus to the field.
    await summary.getByRole('link').first().click();
    assert.equal(await page.evaluate(() => document.activeElement?.id.endsWith('email')), true);
  });

  test('a server failure shows the first message of the response and keeps the form', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.route('**/api/Contact/ContactWithUs', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          data: null,
          messages: [
            { type: 'error', message: 'Subject is not accepted today' },
            { type: 'error', message: 'second' },
          ],
        }),
      }),
    );
    await page.goto(`${site.baseURL}/en/contact-us/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await fillContact(page, 'en', 'fail');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Subject is not accepted today').waitFor();
    assert.equal(await page.getByText('second').count(), 0);
    assert.equal(await page.locator('[id$="subject"]').first().inputValue(), 'Portfolio advice');
  });

  test('a 401 sends the visitor to /authentication/init with the full path as ref', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.route('**/api/Contact/ContactWithUs', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, messages: [] }) }),
    );
    await page.goto(`${site.baseURL}/en/contact-us/?from=test`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await fillContact(page, 'en', '401');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/authentication/init/') || url.pathname.endsWith('/authentication/init'));
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('ref'), '/en/contact-us/?from=test');
    // The sign-in page links back to that path, and only ever to a same-site path.
    await page.getByRole('link', { name: 'Back to the previous page' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=auth-back]')?.getAttribute('href') === '/en/contact-us/?from=test');
    // Another site's address is refused for the home page in the page's language. The page reads its address
    // after hydration, and its first render links home as well: the address changes on the page itself so
    // that the link can only turn from the previous page into the home page by reading the new one.
    await page.evaluate((ref) => {
      history.pushState(null, '', `/en/authentication/init/?ref=${encodeURIComponent(ref)}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, '//evil.example/x');
    await page.waitForFunction(() => document.querySelector('[data-testid=auth-back]')?.getAttribute('href') === '/en/');
  });

  test('a double click creates one record', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    const seen = apiRequests(page);
    await page.goto(`${site.baseURL}/en/contact-us/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const tag = `dbl-${Date.now()}`;
    await fillContact(page, 'en', tag);
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await page.getByText('Your request has been successfully registered').waitFor();
    const records = async () => (await readRecords(site.storeDir, 'contact')).filter((r) => String(r.payload.message).includes(tag));
    await quietWindow('no second request or record from the double click', 500, async () => [seen.length, (await records()).length]);
    const stored = await records();
    assert.equal(stored.length, 1, `records: ${stored.length}, requests: ${seen.length}`);
  });

  test('a draft survives a reload, and a successful submit clears it', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/contact-us/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await fillContact(page, 'fa', 'draft');
    // Saved on change: the tab's sessionStorage holds the typed name before the reload.
    await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => sessionStorage.getItem(k)?.includes('draft')));
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('[id$="fullName"]') as HTMLInputElement | null)?.value.includes('draft'));
    assert.equal(await page.locator('[id$="subject"]').first().inputValue(), 'مشاورهٔ سبدگردانی');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await page.getByText('درخواست شما با موفقیت ثبت شد').waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // The draft is restored after mount, if there is one: none is left in the tab's storage to restore.
    assert.equal(await page.evaluate(() => Object.keys(sessionStorage).some((k) => sessionStorage.getItem(k)?.includes('draft'))), false);
    assert.equal(await page.locator('[id$="fullName"]').first().inputValue(), '');
  });

  test('offline, the form is kept and sent when the connection returns', async ({ site, browser }) => {
    const { context, page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/contact-us/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const tag = `offline-${Date.now()}`;
    await fillContact(page, 'en', tag);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/will be sent when the connection returns/).waitFor();
    assert.equal((await readRecords(site.storeDir, 'contact')).filter((r) => String(r.payload.message).includes(tag)).length, 0);
    assert.equal(await page.locator('textarea[id$="message"]').first().inputValue(), `Please call me back. ${tag}`);
    await context.setOffline(false);
    await page.getByText('Your request has been successfully registered').waitFor({ timeout: 15_000 });
    assert.equal((await readRecords(site.storeDir, 'contact')).filter((r) => String(r.payload.message).includes(tag)).length, 1);
  });
});

test.describe('job application form', () => {
  const resume = path.join(__dirname, '../../fixtures/e2e-resume.pdf');
  test.beforeAll(() => {
    // A small real PDF: the server checks the file's signature, not only its name.
    fs.writeFileSync(
      resume,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
  });
  test.afterAll(() => fs.rmSync(resume, { force: true }));

  for (const lang of ['fa', 'en'] as const) {
    test(`(${lang}) sends every field with the birth date as ISO Gregorian and stores the résumé`, async ({ site, browser }) => {
      const { page } = await visitorPage(browser);
      const seen = apiRequests(page);
      await page.goto(`${site.baseURL}${lang === 'en' ? '/en' : ''}/cooperation-request/`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const tag = `job-${lang}-${Date.now()}`;
      const fa = lang === 'fa';
      await page.getByLabel(fa ? 'نام' : 'First name', { exact: true }).fill(fa ? 'علی' : 'Ali');
      await page.getByLabel(fa ? 'نام خانوادگی' : 'Last name', { exact: true }).fill(fa ? `رضایی ${tag}` : `Rezaei ${tag}`);
      await page.getByLabel(fa ? 'مرد' : 'Male', { exact: true }).check();
      // Persian calendar on Persian pages: 1370/06/21 is 1991-09-12.
      await page
        .locator('#job-birthDate-day, [id$="birthDate-day"]')
        .first()
        .fill(fa ? '۲۱' : '12');
      await page
        .locator('[id$="birthDate-month"]')
        .first()
        .fill(fa ? '۶' : '9');
      await page
        .locator('[id$="birthDate-year"]')
        .first()
        .fill(fa ? '۱۳۷۰' : '1991');
      await page
        .locator('[id$="birthPlace"]')
        .first()
        .fill(fa ? 'تهران' : 'Tehran');
      await page.getByLabel(fa ? 'مجرد' : 'Single', { exact: true }).check();
      await page.locator('[id$="childrenCount"]').first().fill('0');
      await page.getByLabel(fa ? 'پایان خدمت' : 'Completed', { exact: true }).check();
      await page.locator('[id$="landline"]').first().fill('021-88776655');
      await page.locator('[id$="mobile"]').first().fill('+989123456789');
      await page
        .locator('[id$="address"]')
        .first()
        .fill(fa ? 'تهران، خیابان ولیعصر' : 'Vali-Asr St, Tehran');
      await page.getByLabel(fa ? 'تحلیلگری' : 'Analysis', { exact: true }).check();
      await page.locator('[id$="jobPosition"]').first().selectOption('portfolio-analyst');
      await page.locator('[id$="educationLevel"]').first().selectOption('masters');
      await page.locator('input[type=file]').setInputFiles(resume);
      await page.getByRole('button', { name: fa ? 'ارسال' : 'Send' }).click();
      await page.getByText(fa ? 'درخواست شما با موفقیت ثبت شد' : 'Your request has been successfully registered').waitFor({ timeout: 15_000 });
      const body = seen[0].postDataJSON();
      assert.equal(body.birthDate, '1991-09-12');
      assert.equal(body.gender, 'male');
      assert.equal(body.militaryServiceStatus, 'completed');
      assert.equal(body.mobile, '09123456789');
      assert.deepEqual(body.qualifications, ['analysis']);
      assert.equal(body.resume.contentType, 'application/pdf');
      const stored = (await readRecords(site.storeDir, 'job')).find((r) => String(r.payload.lastName).includes(tag));
      assert.ok(stored);
      const storedResume = stored.payload.resume as { storedAs: string; size: number };
      const file = resumePath(site.storeDir, stored);
      assert.ok(file && fs.statSync(file).size === storedResume.size, 'résumé stored with its record');
      assert.equal(path.basename(file!), 'resume.pdf', 'under a server-chosen name');
      assert.equal(await shownReference(page), stored.reference);
    });
  }

  test('asks for military service status only when gender is male', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/cooperation-request/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByLabel('Female', { exact: true }).check();
    assert.equal(await page.getByLabel('Completed', { exact: true }).count(), 0);
    await page.getByLabel('Male', { exact: true }).check();
    assert.equal(await page.getByLabel('Completed', { exact: true }).count(), 1);
  });
});
