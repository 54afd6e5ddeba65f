// What a careful investor checks on the built site: the trust seal shown as a badge while valid (the expired case is
// __tests__/components/TrustSeal.test.tsx, with the expiry moved in the data), the difference beside
// net figures is net minus TEDPIX, the fee calculator's first three columns fit a phone and all eight
// a desktop, the amount groups its digits while it is typed, and the trustee and the auditor are named
// where the site speaks of supervision (home, /certificate, /control).
import fs from 'node:fs';
import path from 'node:path';
import { expect, visitorTest as test } from '../fixtures';
import { annualRows, type PerformanceData } from '../../../src/lib/performance';
import { netAnnualRows } from '../../../src/lib/fees';
import { formatPercent, PERCENT_DECIMALS } from '../../../src/lib/format';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const data: PerformanceData = read('data/performance.json');
const rows = annualRows(data);
const net = netAnnualRows(data.months, read('data/terms.json'));

test('the trust seal is a badge in the footer and on the home page while its licence is valid', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('footer [data-seal-status]')).toHaveAttribute('data-seal-status', 'valid');
  await expect(page.getByRole('region', { name: /licensed/i }).locator('[data-seal-status]')).toHaveAttribute('data-seal-status', 'valid');
});

const company = read('data/company.json');
for (const [prefix, language] of [
  ['', 'fa'],
  ['/en', 'en'],
] as const) {
  // Where the site speaks of supervision, the trustee and the auditor of data/company.json are named.
  for (const [where, region] of [
    ['/', 'main [data-figure="oversight"]'],
    ['/certificate/', 'main #supervision'],
    ['/control/', 'main #compliance'],
  ] as const) {
    test(`${prefix}${where}: names the trustee and the auditor`, async ({ page }) => {
      await page.goto(`${prefix}${where}`);
      const text = page.locator(region);
      await expect(text).toContainText(company.oversight.trustee.name[language]);
      await expect(text).toContainText(company.oversight.auditor.name[language]);
    });
  }
}

for (const [prefix, language] of [
  ['', 'fa'],
  ['/en', 'en'],
] as const) {
  test(`${prefix}/efficiency/: beside the net column the difference is net minus TEDPIX, with its sign`, async ({ page }) => {
    await page.goto(`${prefix}/efficiency/`);
    const table = page.locator('table[data-table="annual"]');
    // A year where the gross return beat the index but the net did not: the sign must be the net one.
    for (const r of rows) {
      const n = net.find((x) => x.year === r.year)!.net;
      await expect(table.locator(`tr[data-year="${r.year}"] [data-field="difference"]`)).toHaveText(formatPercent(n - r.benchmark, language, PERCENT_DECIMALS));
    }
    const heading = table.locator('thead th').nth(4);
    await expect(heading).toHaveText(language === 'fa' ? 'تفاوت خالص با شاخص کل' : 'Difference, net − TEDPIX');
  });
}

for (const width of [375, 1280]) {
  for (const prefix of ['', '/en']) {
    test(`${prefix}/fees/ at ${width}px: year, value at the end and TEDPIX in view without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/fees/`);
      const table = page.locator('table[data-table="fees"]');
      const firstRow = table.locator('tbody tr').first();
      for (const field of ['end', 'benchmarkEnd']) {
        const box = (await firstRow.locator(`[data-field="${field}"]`).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const scroller = page.locator('[data-scroll-region]').filter({ has: table });
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // The caption wraps inside the screen.
      const caption = (await page.locator('#fee-results-caption').boundingBox())!;
      expect(caption.x).toBeGreaterThanOrEqual(0);
      expect(caption.x + caption.width).toBeLessThanOrEqual(width);
      // A year, and the Persian total's name, each on one line (the lines of its text, counted by their tops).
      for (const name of [firstRow.locator('th'), ...(prefix ? [] : [table.locator('tr[data-total] th')])]) {
        const lines = await name.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, await name.innerText()).toBe(1);
      }
      const extra = firstRow.locator('[data-field="managementFee"]');
      if (width === 375) {
        await expect(extra).toBeHidden();
        await page.getByLabel(prefix ? /Show every column/ : /نمایش همهٔ ستون‌ها/).check();
        await expect(extra).toBeVisible();
      } else {
        await expect(extra).toBeVisible();
        await expect(table.locator('thead th')).toHaveCount(8);
      }
    });
  }
}

test('/efficiency/ at 375px: every table caption wraps within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const p of ['/efficiency/', '/en/efficiency/']) {
    await page.goto(p);
    for (const caption of await page.locator('[data-scroll-region]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby')))) {
      if (!caption) continue;
      const box = (await page.locator(`[id="${caption}"]`).boundingBox())!;
      expect(box.x, `${p} ${caption}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${p} ${caption}`).toBeLessThanOrEqual(375);
    }
  }
});

test('the amount groups its digits while typed, in the page digits, caret kept', async ({ page }) => {
  await page.goto('/fees/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const amount = page.getByLabel('مبلغ (ریال)');
  await amount.fill('');
  await amount.pressSequentially('25000000000');
  await expect(amount).toHaveValue('۲۵٬۰۰۰٬۰۰۰٬۰۰۰');
  // A digit typed after the first: the caret stays after it.
  await amount.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 1));
  await amount.press('1');
  await expect(amount).toHaveValue('۲۱۵٬۰۰۰٬۰۰۰٬۰۰۰');
  expect(await amount.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
  // Paste keeps working: Latin digits become the page's, grouped.
  await amount.fill('');
  await amount.evaluate((input: HTMLInputElement) => {
    input.focus();
    document.execCommand('insertText', false, '1000000');
  });
  await expect(amount).toHaveValue('۱٬۰۰۰٬۰۰۰');
  await page.getByRole('button', { name: 'محاسبه' }).click();
  await expect(page.locator('table[data-table="fees"]')).toHaveAttribute('data-amount', '1000000');
});

test('search results keep a space between blocks of a page', async ({ page, request }) => {
  const index = await (await request.get('/search-index/fa.json')).json();
  const texts: string[] = index.sections.map((s: { text: string }) => s.text);
  expect(texts.some((t) => t.includes('DOCX (فارسی) حجم:'))).toBe(true);
  expect(texts.some((t) => /\)حجم|کیلوبایتآخرین|کیلوبایتتاریخ/.test(t))).toBe(false);
  // And as a visitor reads it in the results: the file's type, size and date are separate phrases.
  await page.goto('/search/?q=' + encodeURIComponent('حجم'));
  const hit = page
    .getByRole('main')
    .getByText(/DOCX|PDF/)
    .filter({ hasText: 'حجم:' })
    .first();
  await expect(hit).toContainText(/\) حجم: .+ کیلوبایت آخرین/);
});

test('superseded pages stay reachable but are not offered in results or the site map', async ({ page, request }) => {
  const superseded = ['about-us-old', 'company-history-old', 'services-available2'];
  for (const lng of ['fa', 'en']) {
    const index = await (await request.get(`/search-index/${lng}.json`)).json();
    const paths: string[] = index.pages.map((p: { path: string }) => p.path);
    for (const id of superseded)
      expect(
        paths.some((p) => p.includes(id)),
        `${lng} index: ${id}`,
      ).toBe(false);
  }
  for (const id of superseded) expect((await request.get(`/${id}/`)).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const id of superseded) expect(sitemap).not.toContain(id);
  await page.goto('/en/search/?q=history');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  for (const id of superseded) await expect(page.locator(`main a[href*="/${id}/"]`)).toHaveCount(0);
});

for (const [prefix, contact, search] of [
  ['', 'با ما تماس بگیرید', 'جست‌وجو در سایت'],
  ['/en', 'contact us', 'Search the site'],
] as const) {
  test(`${prefix}/ not-found page links the contact page and offers the search`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('link', { name: contact })).toHaveAttribute('href', `${prefix}/contact-us/`);
    const box = page.getByRole('main').getByRole('searchbox', { name: search });
    await box.fill('fees');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/search/\\?q=fees$`));
  });
}
