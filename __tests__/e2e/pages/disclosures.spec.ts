// /disclosures as built: documents newest first with type, period, date, format and size; the filters
// are plain links that work with JavaScript off; axe on the pages; links from /control, /certificate
// and the footer; and /supply-and-acceptance's admission record (none yet: one sentence).
import fs from 'node:fs';
import path from 'node:path';
import { axeCheck, WCAG_TAGS } from '../axe';
import { expect, visitorTest as test } from '../fixtures';
import { applyFilter, disclosureYear } from '../../../src/lib/disclosures';

type Doc = { id: string; type: string; published: string; file: string; title: { fa: string; en: string } };
const DOCS = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/disclosures.json'), 'utf8')) as Doc[]).map((d) => ({ ...d, jsonId: d.id }));
const ids = (docs: { jsonId: string }[]) => docs.map((d) => d.jsonId);
/** The documents listed, by id: read with expect.poll, as a plain link's new page may still be loading. */
const listed = (page: import('@playwright/test').Page) => page.locator('main li[data-type]').evaluateAll((els) => els.map((e) => e.id));

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/en/disclosures/ lists every document newest first, and the filters lead to their pages', async ({ page }) => {
    await page.goto('/en/disclosures/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclosures');
    await expect.poll(() => listed(page)).toEqual(ids(applyFilter(DOCS, { kind: 'all' })));
    const first = page.locator('main li[data-type]').first();
    await expect(first).toContainText('Conflict-of-interest report');
    await expect(first).toContainText('25 April 2026');
    await expect(first).toContainText(/PDF, \d+ KB/);

    const filters = page.getByRole('navigation', { name: 'Show documents' });
    await filters.getByRole('link', { name: 'Licence', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/disclosures\/type\/licence\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclosures: Licence');
    await expect.poll(() => listed(page)).toEqual(ids(applyFilter(DOCS, { kind: 'type', type: 'licence' })));
    await expect(filters.getByRole('link', { name: 'Licence', exact: true })).toHaveAttribute('aria-current', 'page');

    await filters.getByRole('link', { name: '2025–26' }).click();
    await expect(page).toHaveURL(/\/en\/disclosures\/year\/1404\/$/);
    await expect.poll(() => listed(page)).toEqual(ids(applyFilter(DOCS, { kind: 'year', year: 1404 })));
    expect(DOCS.filter((d) => disclosureYear(d) === 1404).length).toBeGreaterThan(1);

    await filters.getByRole('link', { name: 'All documents' }).click();
    await expect(page).toHaveURL(/\/en\/disclosures\/$/);
  });

  test('/disclosures/ in Persian: Persian dates and digits, Persian filter names', async ({ page }) => {
    await page.goto('/disclosures/');
    const first = page.locator('main li[data-type]').first();
    await expect(first).toContainText('۵ اردیبهشت ۱۴۰۵');
    await expect(first).not.toContainText(/[0-9]/);
    await page.getByRole('navigation', { name: 'نمایش اسناد' }).getByRole('link', { name: 'گزارش تضاد منافع' }).click();
    await expect(page).toHaveURL(/\/disclosures\/type\/conflict-of-interest\/$/);
    await expect.poll(() => listed(page)).toEqual(ids(applyFilter(DOCS, { kind: 'type', type: 'conflict-of-interest' })));
  });
});

test('each document downloads as the file it names', async ({ request }) => {
  for (const d of DOCS) {
    const res = await request.get(d.file);
    expect(res.status(), d.file).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});

for (const p of [
  '/disclosures/',
  '/en/disclosures/',
  '/en/disclosures/type/licence/',
  '/disclosures/year/1404/',
  '/supply-and-acceptance/',
  '/en/supply-and-acceptance/',
]) {
  test(`${p} passes axe`, async ({ page }) => {
    await page.goto(p);
    await expect(page.locator('main h1')).toBeVisible();
    const violations = await axeCheck(page, { tags: WCAG_TAGS });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

for (const p of ['/control/', '/certificate/', '/en/control/', '/en/certificate/']) {
  test(`${p} links the disclosures in its text and its footer`, async ({ page }) => {
    await page.goto(p);
    const target = p.startsWith('/en') ? '/en/disclosures/' : '/disclosures/';
    await expect(page.locator(`main a[href="${target}"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="${target}"]`)).toHaveCount(1);
  });
}

test.describe('the offering and admission record', () => {
  for (const [p, sentence] of [
    ['/en/supply-and-acceptance/', 'has no admission or offering mandate on record yet'],
    ['/supply-and-acceptance/', 'هنوز پروندهٔ پذیرش یا عرضه‌ای را به پایان نرسانده است'],
  ] as const) {
    test(`${p} says in a sentence that there is no mandate yet`, async ({ page }) => {
      await page.goto(p);
      const record = page.locator('#track-record');
      await expect(record.locator('[data-mandates="none"]')).toContainText(sentence);
      await expect(record.getByRole('table')).toHaveCount(0);
    });
  }
});
