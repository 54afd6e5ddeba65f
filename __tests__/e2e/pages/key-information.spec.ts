// The key-information page in both languages: its figures are the library's (risk class, best and worst
// complete year, largest fall, the fees at the median return), leaving is said as the contract says it
// (data/terms.json's notice and payout days) and the trustee and auditor of data/company.json are named,
// it is linked from /dedicated and /fees, prints on at most two A4 pages, and passes axe.
import { expect, visitorTest as test } from '../fixtures';
import { feesAtReturn, bestAndWorstYears, medianYearlyReturn } from '../../../src/lib/key-information';
import { formatNumber, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../../src/lib/format';
import { formatRials } from '../../../src/lib/fee-calculator';
import { GROWTH_START_RIALS, type PerformanceData } from '../../../src/lib/performance';
import { maxDrawdown, riskIndicator } from '../../../src/lib/risk-indicator';
import { axeViolations, open, pdfPages, readJson } from './investor-helpers';

const RECORD: PerformanceData = readJson('data/performance.json');
const TERMS = readJson('data/terms.json');
const COMPANY = readJson('data/company.json');
const PATH = { fa: '/key-information/', en: '/en/key-information/' };

for (const lang of ['fa', 'en'] as const) {
  test.describe(PATH[lang], () => {
    test('shows the figures the library computes from data/', async ({ page }) => {
      await open(page, PATH[lang]);
      const pct = (x: number) => formatPercent(x, lang, PERCENT_DECIMALS);
      const risk = riskIndicator(RECORD.months.map((m) => m.composite));
      await expect(page.locator('[data-risk-class]')).toHaveAttribute('data-risk-class', String(risk.riskClass));
      await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
      await expect(page.locator('[data-risk-sentence]')).toContainText(pct(risk.volatility));

      const { best, worst } = bestAndWorstYears(RECORD.months)!;
      await expect(page.locator('tr[data-row="best"]')).toHaveAttribute('data-year', String(best.year));
      await expect(page.locator('tr[data-row="best"] td')).toHaveText(pct(best.composite));
      await expect(page.locator('tr[data-row="worst"]')).toHaveAttribute('data-year', String(worst.year));
      await expect(page.locator('tr[data-row="worst"] td')).toHaveText(pct(worst.composite));

      const fall = maxDrawdown(RECORD.months)!;
      const row = page.locator('tr[data-row="drawdown"]');
      await expect(row).toHaveAttribute('data-from', fall.peakMonth);
      await expect(row).toHaveAttribute('data-to', fall.troughMonth);
      await expect(row.locator('td')).toHaveText(pct(fall.drawdown));

      const median = medianYearlyReturn(RECORD.months)!;
      for (const years of [1, 3]) {
        const cost = feesAtReturn(median, TERMS, years, GROWTH_START_RIALS);
        const costRow = page.locator(`[data-table="key-costs"] tr[data-years="${years}"]`);
        await expect(costRow.locator('[data-field="fees"]')).toHaveText(formatRials(cost.fees, lang));
        await expect(costRow.locator('[data-field="end"]')).toHaveText(formatRials(cost.end, lang));
      }
      await expect(page.locator('[data-as-of]')).toHaveAttribute('data-as-of', RECORD.months[RECORD.months.length - 1].month);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('says how to leave as the contract does, and names the trustee and the auditor, from data/', async ({ page }) => {
      await open(page, PATH[lang]);
      const digits = (n: number) => formatNumber(n, lang);
      const practical = page.locator('section[aria-labelledby="ki-practical"]');
      // The notice and the payout days of data/terms.json, the minimum below which a withdrawal ends the contract.
      await expect(practical).toContainText(lang === 'fa' ? `دست‌کم ${digits(TERMS.terminationNoticeDays)} روز` : `${TERMS.terminationNoticeDays} days`);
      await expect(practical).toContainText(lang === 'fa' ? `${digits(TERMS.settlementWorkingDays)} روز کاری` : `${TERMS.settlementWorkingDays} working days`);
      await expect(practical).toContainText(lang === 'fa' ? 'قرارداد امضاشدهٔ شما ملاک است' : 'your signed contract governs');
      await expect(practical.locator(`a[href="${lang === 'fa' ? '' : '/en'}/contracts/"]`)).toBeVisible();
      const oversight = practical.locator('[data-fact="oversight"]');
      await expect(oversight).toContainText(COMPANY.oversight.trustee.name[lang]);
      await expect(oversight).toContainText(COMPANY.oversight.auditor.name[lang]);
      await expect(oversight).toContainText(yearLabel(COMPANY.oversight.trustee.appointedJalaliYear, lang));
    });

    test('prints on at most two A4 pages', async ({ page }) => {
      await open(page, PATH[lang]);
      await page.emulateMedia({ media: 'print' });
      const pages = pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });

    test('at 320 px the page does not scroll sideways (wide tables scroll in their own region)', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await open(page, PATH[lang]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    for (const from of ['dedicated', 'fees']) {
      test(`is linked from /${from}`, async ({ page }) => {
        await open(page, lang === 'fa' ? `/${from}/` : `/en/${from}/`);
        await expect(page.locator(`main a[href="${PATH[lang]}"]`).first()).toBeVisible();
      });
    }
  });
}
