// What a visitor meets when things go wrong, in Chromium against the built site and the project's
// server: a store on a full tmpfs (the form shows the server's own "try again in a minute" in the
// page's language and keeps what was typed, then takes the submission once there is room), and a
// browser whose navigator.serviceWorker exists but is undefined, or is missing (no page error on / and
// /en/, the page hydrates and works).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readRecords } from '../../../server/store';
import { mountTmpfs, unmount } from '../../utils/server-process';
import { startServer, type ServerProcess } from '../../../scripts/lib/server-process';
import { test, newPage } from '../fixtures';

test.use({ siteEnv: { RATE_LIMIT_MAX: '1000' } });

const FULL = {
  fa: 'در حال حاضر امکان ثبت درخواست وجود ندارد؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید. اطلاعات واردشده در فرم باقی می‌ماند',
  en: 'We cannot register requests right now; please try again in a minute. What you typed stays in the form',
};

async function fillContact(page: Page, tag: string) {
  await page.locator('#contact-fullName').fill('Sara Ahmadi');
  await page.locator('#contact-subject').fill('Portfolio advice');
  await page.locator('#contact-email').fill('sara@example.ir');
  await page.locator('#contact-phone').fill('09123456789');
  await page.locator('#contact-message').fill(`Please call me back. ${tag}`);
}

test.describe('a store on a full disk', () => {
  // A server of its own, its store on a 1 MB tmpfs (mounting one needs root: .ci/run's container is).
  let server: ServerProcess | undefined;
  let store: string | null = null;
  test.beforeAll(async () => {
    store = mountTmpfs('1m');
    if (store) server = await startServer({ SUBMISSIONS_DIR: store, RATE_LIMIT_MAX: '1000' });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (store) unmount(store);
  });

  for (const lang of ['fa', 'en'] as const) {
    test(`(${lang}) shows the server's message to come back in a minute, keeps the form, and takes it once there is room`, async ({ browser }) => {
      assert.ok(
        server && store,
        'cannot mount a tmpfs for the store: run the tests as root (mount -t tmpfs, from the Debian package mount), or leave the forms out on purpose (E2E_SKIP=forms)',
      );
      // Fill the disk the store is on.
      const filler = path.join(store, `filler-${lang}`);
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      } catch {
        // dd stops with ENOSPC: the disk is full
      }
      const { context, page } = await newPage(browser);
      await page.goto(`${server.baseURL}${lang === 'en' ? '/en' : ''}/contact-us/`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const tag = `full-${lang}-${Date.now()}`;
      await fillContact(page, tag);
      const answer = page.waitForResponse((r) => r.url().includes('/api/Contact/ContactWithUs'));
      await page.getByRole('button', { name: lang === 'fa' ? 'ارسال' : 'Send' }).click();
      assert.equal((await answer).status(), 503);
      await page.getByText(FULL[lang]).waitFor();
      assert.equal(await page.getByText(lang === 'fa' ? /قادر به رسیدگی/ : /could not handle your request/).count(), 0);
      assert.equal(await page.locator('#contact-message').inputValue(), `Please call me back. ${tag}`);
      assert.equal((await readRecords(store, 'contact')).filter((r) => String(r.payload.message).includes(tag)).length, 0);

      // Room again: the same form, sent again, is stored and its reference shown.
      fs.rmSync(filler);
      await page.getByRole('button', { name: lang === 'fa' ? 'ارسال' : 'Send' }).click();
      await page.getByTestId('submission-receipt').waitFor();
      const stored = (await readRecords(store, 'contact')).find((r) => String(r.payload.message).includes(tag));
      assert.ok(stored, 'stored once there was room');
      await context.close();
    });
  }
});

test.describe('a browser whose navigator.serviceWorker is broken', () => {
  // Init scripts as text: a function would be serialised with the test runner's transpiler helpers.
  const cases = {
    // Some in-app browsers: the property is there, its value is undefined.
    'exists but is undefined': "Object.defineProperty(Navigator.prototype, 'serviceWorker', { get() { return undefined; }, configurable: true });",
    'is missing': 'delete Navigator.prototype.serviceWorker;',
  };

  for (const [name, script] of Object.entries(cases)) {
    for (const url of ['/', '/en/', '/en/contact-us/']) {
      test(`when it ${name}, ${url} loads without a page error and works`, async ({ site, browser }) => {
        const { context, page } = await newPage(browser, { serviceWorkers: 'allow' });
        await context.addInitScript({ content: script });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // External images (the trust seal) cannot load on this machine: not what is tested here.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
        });
        await page.goto(`${site.baseURL}${url}`);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null);
        // A client-side navigation runs Gatsby's route update again.
        const link = page.locator(`footer a[href^="/"]:not([href="${url}"]):not([href*="#"])`).filter({ visible: true }).first();
        const target = await link.getAttribute('href');
        await link.click();
        await page.waitForURL((u) => u.pathname === target);
        await page.waitForLoadState('load');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
});
