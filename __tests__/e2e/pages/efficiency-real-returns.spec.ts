// The record after inflation on /efficiency (both languages): each year's inflation and real returns are
// the library's, a year without a figure says so and is left out of the real total, the growth chart
// carries the CPI and deposit lines in its legend and table, and the /fees result says why it has no
// value after inflation. axe on each page.
import { expect, visitorTest as test } from '../fixtures';
import { formatPercent, PERCENT_DECIMALS } from '../../../src/lib/format';
import type { EconomyData } from '../../../src/lib/economy';
import type { PerformanceData } from '../../../src/lib/performance';
import { realRecord } from '../../../src/lib/real-record';
import { axeViolations, open, readJson } from './investor-helpers';

const RECORD: PerformanceData = readJson('data/performance.json');
const ECONOMY: EconomyData = readJson('data/economy.json');
const TERMS = readJson('data/terms.json');
const COPY = { fa: readJson('locales/fa/real-returns.json'), en: readJson('locales/en/real-returns.json') };
const REAL = realRecord(RECORD.months, ECONOMY, TERMS);

for (const lang of ['fa', 'en'] as const) {
  test(`${lang}: /efficiency shows the record after inflation from the library`, async ({ page }) => {
    await open(page, lang === 'fa' ? '/efficiency/' : '/en/efficiency/');
    const pct = (x: number) => formatPercent(x, lang, PERCENT_DECIMALS);
    const table = page.locator('[data-table="real"]');
    for (const row of REAL.rows) {
      const tr = table.locator(`tr[data-year="${row.year}"]`);
      await expect(tr.locator('[data-field="inflation"]')).toHaveText(row.inflation === null ? COPY[lang].table.noFigure : pct(row.inflation));
      if (row.realGross !== null) await expect(tr.locator('[data-field="real-gross"]')).toHaveText(pct(row.realGross));
      else await expect(tr.locator('[data-field="real-gross"]')).toContainText('—');
      if (row.realNet !== null) await expect(tr.locator('[data-field="real-net"]')).toHaveText(pct(row.realNet));
    }
    await expect(page.locator('[data-period="real-gross"] [data-field="real"]')).toHaveText(pct(REAL.gross.annualized!));
    await expect(page.locator('[data-real-years]')).toHaveAttribute('data-real-years', REAL.gross.years.join(' '));
    expect(REAL.gross.years).not.toContain(1401);
    await expect(page.locator('[data-note="missing-inflation"]')).toBeVisible();

    const chart = page.locator('svg[data-chart="growth"]');
    await expect(chart.locator('path[data-series="cpi"]')).toHaveCount(1);
    await expect(chart.locator('path[data-series="deposit"]')).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: COPY[lang].growth.cpi })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: COPY[lang].growth.deposit })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: /fees says why its result has no value after inflation`, async ({ page }) => {
    await open(page, lang === 'fa' ? '/fees/' : '/en/fees/');
    await expect(page.locator('[data-after-inflation="none"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
