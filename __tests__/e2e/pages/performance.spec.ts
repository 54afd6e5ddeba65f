// The performance record on the built site: /efficiency/ and /en/efficiency/ show exactly what
// src/lib/performance.ts computes from data/performance.json (annual table, headline returns, both
// charts), readable without JavaScript; /calculation's table is linked from the same months; and the
// page prints as a factsheet of at most two A4 pages without the site's navigation.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { formatNumber, formatPercent, PERCENT_DECIMALS } from '../../../src/lib/format';
import { annualRows, growthSeries, trailingPeriods, type PerformanceData } from '../../../src/lib/performance';
import { netAnnualRows } from '../../../src/lib/fees';
import { test, ROOT, visitorPage } from '../fixtures';

const data: PerformanceData = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/performance.json'), 'utf8'));
const rows = annualRows(data);
// Beside the net column the difference is net minus TEDPIX (docs/performance-record.md).
const net = netAnnualRows(data.months, JSON.parse(fs.readFileSync(path.join(ROOT, 'data/terms.json'), 'utf8')));
const netDifference = (year: number, benchmark: number) => net.find((n) => n.year === year)!.net - benchmark;
const points = growthSeries(data.months);

const PAGES = [
  { path: '/efficiency/', language: 'fa' as const },
  { path: '/en/efficiency/', language: 'en' as const },
];

test.describe('the performance record on /efficiency', () => {
  for (const { path: p, language } of PAGES) {
    test(`${p}: the annual table, headline returns and both charts are the figures computed from the data file, without JavaScript`, async ({
      site,
      browser,
    }) => {
      const { page } = await visitorPage(browser, { javaScriptEnabled: false });
      await page.goto(site.baseURL + p);
      const annual = page.locator('table[data-table="annual"]');
      assert.equal(await annual.locator('tbody tr').count(), rows.length);
      for (const r of rows) {
        const row = annual.locator(`tr[data-year="${r.year}"]`);
        assert.equal(await row.locator('[data-field="composite"]').innerText(), formatPercent(r.composite, language, 1), `${p} ${r.year} composite`);
        assert.equal(await row.locator('[data-field="benchmark"]').innerText(), formatPercent(r.benchmark, language, 1), `${p} ${r.year} benchmark`);
        assert.equal(
          await row.locator('[data-field="difference"]').innerText(),
          formatPercent(netDifference(r.year, r.benchmark), language, 1),
          `${p} ${r.year} difference`,
        );
        // The bar chart is drawn from the same linked figures.
        const bar = page.locator(`g[data-period="${r.year}"] rect[data-series="portfolio"]`);
        assert.ok(Math.abs(Number(await bar.getAttribute('data-value')) - r.composite) < 1e-12, `${p} ${r.year} bar`);
      }

      const trailing = page.locator('table[data-table="trailing"] tbody tr');
      const periods = trailingPeriods(data.months);
      const inception = periods.find((x) => x.key === 'inception')!;
      assert.equal(await trailing.locator('[data-field="composite"]').last().innerText(), formatPercent(inception.composite.cumulative, language, 1));
      assert.equal(
        await page.locator('tr[data-period="1y"] [data-field="benchmark"]').innerText(),
        formatPercent(periods[0].benchmark.cumulative, language, 1),
      );

      // Growth chart: one point per month plus the start, and the year-end values in its table.
      const d = (await page.locator('svg[data-chart="growth"] path[data-series="composite"]').getAttribute('d')) ?? '';
      assert.equal((d.match(/[ML]/g) ?? []).length, points.length);
      let end = 0;
      for (const r of rows) {
        end += r.months;
        const cell = page.locator(`table[data-table="growth"] tr[data-year="${r.year}"] [data-field="composite"]`);
        assert.equal(await cell.innerText(), formatNumber(points[end].composite / 1e9, language, 1), `${p} growth ${r.year}`);
      }
      assert.ok(await page.locator('svg[data-chart="growth"]').isVisible());
      if (language === 'fa') assert.doesNotMatch(await annual.innerText(), /[0-9]/);
    });
  }

  test('/calculation/ shows the annual returns linked from the same months', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.baseURL}/en/calculation/`);
    const table = page.getByRole('table', {
      name: 'Gross and net return (after the model fee) of dedicated portfolios compared with the TSE main index yield',
    });
    const bodyRows = table.locator('tbody tr');
    assert.equal(await bodyRows.count(), rows.length);
    const last = rows[rows.length - 1];
    assert.match(await bodyRows.last().innerText(), new RegExp(formatPercent(last.composite, 'en', PERCENT_DECIMALS).replace('.', '\\.')));
    // Gross, net of the model fee, TEDPIX, then net minus TEDPIX (docs/performance-record.md).
    const n = net[0];
    const pct = (x: number) => formatPercent(x, 'en', PERCENT_DECIMALS).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.match(await bodyRows.first().innerText(), new RegExp(`2017–18\\s+27\\.4%\\s+${pct(n.net)}\\s+22\\.6%\\s+${pct(n.net - rows[0].benchmark)}`));
  });

  for (const { path: p } of PAGES) {
    test(`${p} prints as a factsheet: at most two pages, no navigation`, async ({ site, browser }) => {
      const { page } = await visitorPage(browser);
      await page.goto(site.baseURL + p);
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('header').first().isVisible(), false);
      assert.equal(await page.locator('footer').first().isVisible(), false);
      assert.ok(await page.locator('svg[data-chart="growth"]').isVisible());
      const pdf = (await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true })).toString('latin1');
      const pages = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      assert.ok(pages >= 1 && pages <= 2, `${p}: ${pages} printed pages`);
    });
  }
});
