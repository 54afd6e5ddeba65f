// Content in a real browser (every page's text is judged in every-page.spec.ts): the company's facts
// from data/company.json and the home page's JSON-LD, the sample contracts, the sitemap and robots.txt,
// and the calculator computing MWR and TWR for a case typed in.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test, ROOT, visitorPage } from '../fixtures';

test.describe('the company and its files', () => {
  test('shows the company facts of data/company.json on the home page and the introduction, in both languages', async ({ site, browser }) => {
    const company = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/company.json'), 'utf8'));
    const { page } = await visitorPage(browser);
    const mainText = async (url: string) => {
      await page.goto(`${site.baseURL}${url}`);
      return page.locator('main').innerText();
    };
    // The home page's key figures show today's capital; the introduction tells the company's history.
    assert.match(await mainText('/en/'), new RegExp(`${company.capital.currentBillionRials} billion rials`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    assert.equal(ld['@type'], 'FinancialService');
    assert.equal(ld.name, company.name.en);
    assert.match(await mainText('/'), /۶۰۰ میلیارد ریال/);
    const en = await mainText('/en/about-us/');
    assert.match(en, new RegExp(`${company.capital.foundingBillionRials} billion rials`));
    assert.match(en, /2011/);
    assert.match(en, /1407/);
    const fa = await mainText('/about-us/');
    assert.match(fa, /۱۳۹۰/);
    assert.match(fa, /۱۴۰۷/);
  });

  test('every sample contract downloads as a real file of its type', async ({ site }) => {
    const contracts = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/contracts.json'), 'utf8')) as { file: string }[];
    for (const { file } of contracts) {
      const res = await fetch(site.baseURL + file);
      assert.equal(res.status, 200, file);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (file.endsWith('.pdf')) assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
      else assert.deepEqual([...bytes.slice(0, 4)], [0x50, 0x4b, 0x03, 0x04]);
    }
  });

  test('serves sitemap.xml with every page and robots.txt pointing to it', async ({ site }) => {
    const sitemap = await (await fetch(`${site.baseURL}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>[^<]+\/en\/calculation\/<\/loc>/);
    const robots = await (await fetch(`${site.baseURL}/robots.txt`)).text();
    assert.match(robots, /Sitemap: .+\/sitemap\.xml/);
  });
});

test.describe('return calculator', () => {
  test('computes MWR and TWR for a case entered through the form', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/calculation/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Clear all' }).click();
    const rows = async () => page.getByLabel('Date', { exact: true }).count();
    while ((await rows()) < 2) await page.getByRole('button', { name: 'Add a cash flow' }).click();
    const fillRow = async (i: number, date: string, amount: string, before: string) => {
      await page.getByLabel('Date', { exact: true }).nth(i).fill(date);
      await page.getByLabel('Amount (rials)', { exact: true }).nth(i).fill(amount);
      await page.getByLabel('Value just before the flow (rials)', { exact: true }).nth(i).fill(before);
    };
    // A deposit of 1,000,000, another of 500,000 half-way when the portfolio is worth 1,100,000,
    // and 1,700,000 a year after the start. TWR = 1.1 × 1.0625 − 1 = 16.88 %; the IRR is 16.09 %
    // (shown with one decimal, as every percentage on the site).
    await fillRow(0, '2023-01-01', '1,000,000', '0');
    await fillRow(1, '2023-07-01', '500000', '1,100,000');
    await page.getByLabel('Valuation date', { exact: true }).fill('2024-01-01');
    await page.getByLabel('Portfolio value (rials)', { exact: true }).fill('1700000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const results = page.locator('[aria-live=polite]').filter({ hasText: 'Results' });
    await results.waitFor();
    const text = await results.innerText();
    assert.match(text, /16\.9\s?%/);
    assert.match(text, /16\.1\s?%/);
  });

  test('accepts Persian digits and Persian-calendar dates on the Persian page', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/calculation/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'محاسبه' }).click();
    const results = page.locator('[aria-live=polite]').filter({ hasText: 'نتیجه' });
    await results.waitFor();
    const text = await results.innerText();
    assert.match(text, /[۰-۹]٪/);
    assert.doesNotMatch(text, /[0-9]/);
  });
});
