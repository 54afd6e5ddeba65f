// What investing costs, on the built site: /efficiency's net figures and /fees' worked example are the
// figures src/lib/fees.ts computes from data/performance.json and data/terms.json (without JavaScript);
// the fee calculator in Chromium in both languages (Persian digits typed, bad input refused with the
// text kept, a shared result recalculated); /complaints and the contact form opened with its subject;
// the links to both pages from the menus, footer, /dedicated, /efficiency and /contact-us.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { axeCheck, WCAG_TAGS } from '../axe';
import type { Page } from '@playwright/test';
import { MANAGEMENT_ONLY_MARK } from '../../../src/lib/table-marks';
import { feeTable, firstFeeYear, netRecord, type FeeSchedule } from '../../../src/lib/fees';
import { formatNumber, formatPercent, yearLabel } from '../../../src/lib/format';
import { annualRows, type PerformanceData, type TrailingPeriod } from '../../../src/lib/performance';
import { measureTextContrast } from '../contrast';
import { stubTrustSeal } from '../page-problems';
import { test, type Browser, type Server, allPagePaths, themedVisitorPage, visitorPage, ROOT } from '../fixtures';

// The worker's server and Chromium, for this file's helpers.
let site: Server;
let browser: Browser;
test.beforeAll(({ site: worker, browser: chromium }) => {
  site = worker;
  browser = chromium;
});

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const data: PerformanceData = read('data/performance.json');
const terms: FeeSchedule & { minimumCapitalBillionRials: number } = read('data/terms.json');
const company = read('data/company.json');
const net = netRecord(data.months, terms);
const rows = annualRows(data);
const LANGUAGES = [
  { language: 'fa' as const, prefix: '' },
  { language: 'en' as const, prefix: '/en' },
];
const rials = (x: number, language: 'fa' | 'en') => formatNumber(Math.round(x), language, 0);

async function open(page: Page, url: string) {
  await page.goto(site.baseURL + url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** The headline lines of TrailingTable: each period's annualised figure, and since inception both. */
function headline(periods: TrailingPeriod[]): Map<string, number> {
  const lines = new Map<string, number>();
  for (const p of periods) {
    if (p.key !== 'inception') lines.set(p.key, p.composite.annualized ?? p.composite.cumulative);
    else {
      if (p.composite.annualized !== null) lines.set('inceptionAnnualized', p.composite.annualized);
      lines.set('inceptionCumulative', p.composite.cumulative);
    }
  }
  return lines;
}

test.describe('/efficiency net of the model fee', () => {
  for (const { language, prefix } of LANGUAGES) {
    test(`${prefix}/efficiency/: the net column, net headline figures and net growth line are the library's, without JavaScript`, async () => {
      const { page } = await visitorPage(browser, { javaScriptEnabled: false });
      await page.goto(`${site.baseURL}${prefix}/efficiency/`);
      for (const r of net.annual) {
        const cell = page.locator(`table[data-table="annual"] tr[data-year="${r.year}"] [data-field="net"]`);
        assert.equal(await cell.innerText(), formatPercent(r.net, language, 1) + (r.performanceFeeYear ? '' : MANAGEMENT_ONLY_MARK), `${r.year}`);
      }
      // The year so far bears the management fee only, and the note under the table says which.
      const partial = net.annual.filter((r) => !r.performanceFeeYear);
      assert.ok(partial.length > 0);
      assert.match(await page.locator('[data-note="management-only"]').innerText(), new RegExp(yearLabel(partial[0].year, language)));

      for (const [key, value] of headline(net.periods)) {
        assert.equal(
          await page.locator(`table[data-table="trailing"] tr[data-period="${key}"] [data-field="net"]`).innerText(),
          formatPercent(value, language, 1),
          key,
        );
      }

      const d = (await page.locator('svg[data-chart="growth"] path[data-series="net"]').getAttribute('d')) ?? '';
      assert.equal((d.match(/[ML]/g) ?? []).length, net.growth.length);
      let end = 0;
      for (const r of rows) {
        end += r.months;
        const cell = page.locator(`table[data-table="growth"] tr[data-year="${r.year}"] [data-field="net"]`);
        assert.equal(await cell.innerText(), formatNumber(net.growth[end] / 1e9, language, 1), `growth ${r.year}`);
      }

      // The model is stated on the page, with the schedule's rates, and links to the calculator.
      const model = page.locator('#fee-model');
      assert.match(await model.innerText(), new RegExp(formatNumber(terms.hurdlePercent, language)));
      assert.equal(await model.locator(`a[href="${prefix}/fees/"]`).count(), 1);
    });
  }
});

test.describe('/fees', () => {
  const from = firstFeeYear(data.months)!;
  const example = feeTable(data.months, terms, 10_000_000_000, from)!;

  for (const { language, prefix } of LANGUAGES) {
    test(`${prefix}/fees/ shows the worked example (10 billion rials from ${from}) computed from the data files, without JavaScript`, async () => {
      const { page } = await visitorPage(browser, { javaScriptEnabled: false });
      await page.goto(`${site.baseURL}${prefix}/fees/`);
      const table = page.locator('table[data-table="fees"]');
      assert.equal(await table.getAttribute('data-from'), String(from));
      assert.equal(await table.locator('tbody tr').count(), example.rows.length);
      for (const r of example.rows) {
        const row = table.locator(`tr[data-year="${r.year}"]`);
        const cell = (field: string) => row.locator(`[data-field="${field}"]`).innerText();
        assert.equal(await cell('start'), rials(r.start, language));
        assert.equal(await cell('grossReturn'), formatPercent(r.grossReturn, language, 1));
        assert.equal(await cell('managementFee'), rials(r.managementFee, language));
        assert.equal(await cell('performanceFee'), rials(r.performanceFee, language) + (r.performanceFeeYear ? '' : MANAGEMENT_ONLY_MARK));
        assert.equal(await cell('end'), rials(r.end, language));
        assert.equal(await cell('benchmarkEnd'), rials(r.benchmarkEnd, language));
      }
      const total = table.locator('tr[data-total]');
      assert.equal(await total.locator('[data-field="managementFee"]').innerText(), rials(example.totals.managementFee, language));
      assert.equal(await total.locator('[data-field="performanceFee"]').innerText(), rials(example.totals.performanceFee, language));
      assert.equal(await total.locator('[data-field="end"]').innerText(), rials(example.totals.end, language));
      assert.equal(await total.locator('[data-field="benchmarkEnd"]').innerText(), rials(example.totals.benchmarkEnd, language));
      // The schedule comes first, with the rates of data/terms.json.
      assert.match(await page.locator('#fee-schedule').innerText(), new RegExp(`${formatNumber(terms.managementFeePercent, language)}`));
      if (language === 'fa') assert.doesNotMatch(await table.innerText(), /[0-9]/);
    });
  }

  test('calculates an amount typed in Persian digits on the Persian page, and puts it in the address', async () => {
    const { page } = await visitorPage(browser);
    await open(page, '/fees/');
    await page.getByLabel('مبلغ (ریال)').fill('۲۵٬۰۰۰٬۰۰۰٬۰۰۰');
    await page.getByLabel('سال آغاز').selectOption('1399');
    await page.getByRole('button', { name: 'محاسبه', exact: true }).click();
    const table = page.locator('table[data-table="fees"][data-from="1399"]');
    await table.waitFor();
    assert.equal(await table.getAttribute('data-amount'), '25000000000');
    const expected = feeTable(data.months, terms, 25_000_000_000, 1399)!;
    assert.equal(await table.locator('tbody tr').count(), expected.rows.length);
    assert.equal(await table.locator('tr[data-total] [data-field="end"]').innerText(), rials(expected.totals.end, 'fa'));
    assert.match(await page.locator('[data-results] h3').innerText(), /نتیجه/);
    assert.equal(new URL(page.url()).search, '?amount=25000000000&from=1399');
    assert.doesNotMatch(await page.locator('[data-results]').innerText(), /[0-9]/);
  });

  test('recalculates a shared result from the address', async () => {
    const { page } = await visitorPage(browser);
    await open(page, '/en/fees/?amount=5000000000&from=1400');
    const table = page.locator('table[data-table="fees"][data-from="1400"]');
    await table.waitFor();
    assert.equal(await table.getAttribute('data-amount'), '5000000000');
    assert.equal(await page.getByLabel('Amount (rials)').inputValue(), '5000000000');
  });

  test('refuses bad input on the English page with a clear message, keeping what was typed', async () => {
    const { page } = await visitorPage(browser);
    await open(page, '/en/fees/');
    const amount = page.getByLabel('Amount (rials)');
    const cases = [
      ['', 'Enter an amount in rials'],
      ['0', 'Enter an amount greater than zero'],
      ['-5,000,000', 'Enter an amount greater than zero'],
      ['ten billion', 'Enter the amount in digits only, for example 10,000,000,000'],
      ['2,000,000,000,000,000', 'Enter an amount of at most 1,000,000,000,000,000 rials'],
    ];
    for (const [typed, message] of cases) {
      await amount.fill(typed);
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      const summary = page.locator('#fees-error-summary [role="alert"]');
      await summary.getByRole('link', { name: message }).waitFor();
      assert.equal(await amount.inputValue(), typed, `kept ${JSON.stringify(typed)}`);
      assert.equal(await amount.getAttribute('aria-invalid'), 'true');
      assert.match(
        (await page.locator('#fees-amount-error').innerText()).replace(/\s+/g, ' '),
        new RegExp(`Error: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      assert.equal(await page.locator('table[data-table="fees"]').count(), 0, 'no stale result beside an error');
      // The summary is focused, and its link focuses the field.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'fees-error-summary');
    }
    await page.locator('#fees-error-summary a').click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'fees-amount');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no accessibility violation with both fields in error (${theme} theme, both languages)`, async () => {
      const { page } = await themedVisitorPage(browser, site.baseURL, theme);
      const found: Record<string, string[]> = {};
      for (const { language, prefix } of LANGUAGES) {
        await open(page, `${prefix}/fees/`);
        await page.locator('#fees-amount').fill('');
        await page.locator('#fees-from').selectOption('');
        await page.locator('#calculator button[type=submit]').click();
        await page.locator('#fees-from-error').waitFor();
        assert.equal(await page.locator('main [aria-invalid=true]').count(), 2);
        const violations = await axeCheck(page, { tags: WCAG_TAGS });
        const problems = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        if (language === 'fa') problems.push(...(await measureTextContrast(page)).failures.map((f) => `contrast ${f.ratio} < ${f.required}: ${f.text}`));
        if (problems.length) found[prefix || '/'] = problems;
      }
      assert.deepEqual(found, {});
    });
  }

  test('refuses a year outside the record from the address, and bad input on the Persian page in Persian', async () => {
    const { page } = await visitorPage(browser);
    await open(page, '/en/fees/?amount=12,000,000&from=1390');
    await page.locator('#fees-from-error').waitFor();
    assert.match(await page.locator('#fees-from-error').innerText(), /Choose a start year of the record, from 2017–18 to 2025–26/);
    assert.equal(await page.getByLabel('Amount (rials)').inputValue(), '12,000,000');

    await open(page, '/fees/');
    await page.getByLabel('مبلغ (ریال)').fill('ده میلیارد');
    await page.getByRole('button', { name: 'محاسبه', exact: true }).click();
    await page.locator('#fees-amount-error').waitFor();
    assert.match(await page.locator('#fees-amount-error').innerText(), /مبلغ را تنها با رقم وارد کنید/);
    assert.equal(await page.getByLabel('مبلغ (ریال)').inputValue(), 'ده میلیارد');
  });
});

test.describe('/complaints', () => {
  for (const { language, prefix } of LANGUAGES) {
    test(`${prefix}/complaints/ opens the contact form with the subject filled in, states the answer time and the routes outside`, async () => {
      const { context, page } = await visitorPage(browser);
      await stubTrustSeal(context);
      await open(page, `${prefix}/complaints/`);
      const days = formatNumber(company.contact.complaintAnswerWorkingDays, language);
      assert.match(await page.locator('main h1 + p').innerText(), new RegExp(days));
      // The association's address from data/company.json; the regulator's, empty there, is "activated soon".
      assert.equal(await page.locator(`main a[href="${company.externalLinks.iiiaConciliation}"]`).count(), 1);
      const placeholder = page.locator('#escalation button[data-placeholder]');
      assert.equal(await placeholder.count(), company.externalLinks.seoComplaints ? 0 : 1);
      if (!company.externalLinks.seoComplaints) {
        await placeholder.click();
        await page.getByText(language === 'fa' ? 'این بخش به‌زودی فعال می‌شود' : 'This section will be activated soon').waitFor();
      }

      await page.locator('a[data-complaint-form]').click();
      await page.waitForURL(`**${prefix}/contact-us/?subject=complaint#contact-fullName`);
      const subject = page.locator('#contact-subject');
      await page.waitForFunction(() => (document.getElementById('contact-subject') as HTMLInputElement | null)?.value !== '');
      assert.equal(await subject.inputValue(), language === 'fa' ? 'شکایت' : 'Complaint');
    });
  }

  test('ignores a subject that is not on the list', async () => {
    const { page } = await visitorPage(browser);
    await open(page, '/en/contact-us/?subject=%3Cb%3Ehi');
    assert.equal(await page.locator('#contact-subject').inputValue(), '');
  });
});

test.describe('links to /fees and /complaints', () => {
  const html = (p: string) => fs.readFileSync(path.join(ROOT, 'public', p, 'index.html'), 'utf8');

  test('every page links to /complaints from its footer, and to /fees from the Portfolio management menu', () => {
    for (const { path: p, language } of allPagePaths()) {
      const prefix = language === 'en' ? '/en' : '';
      const page = html(p);
      const footer = page.slice(page.lastIndexOf('<footer'));
      assert.match(footer, new RegExp(`href="${prefix}/complaints/"`), `${p} footer`);
      const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
      assert.match(header, new RegExp(`href="${prefix}/fees/"`), `${p} menu`);
    }
  });

  for (const { prefix } of LANGUAGES) {
    test(`${prefix || '/fa'}: /dedicated's fee section and fee question, /efficiency and /contact-us link to the new pages`, () => {
      const dedicated = html(`${prefix}/dedicated/`);
      const feesSection = dedicated.slice(dedicated.indexOf('id="fees"'), dedicated.indexOf('</section>', dedicated.indexOf('id="fees"')));
      assert.match(feesSection, new RegExp(`href="${prefix}/fees/"`));
      const faq = dedicated.slice(dedicated.indexOf('id="faq"'));
      assert.match(faq, new RegExp(`href="${prefix}/fees/"`));
      assert.match(html(`${prefix}/efficiency/`), new RegExp(`<main[\\s\\S]*href="${prefix}/fees/"[\\s\\S]*</main>`));
      assert.match(html(`${prefix}/contact-us/`), new RegExp(`<main[\\s\\S]*href="${prefix}/complaints/"[\\s\\S]*</main>`));
    });
  }
});
