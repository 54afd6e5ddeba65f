// Quarterly factsheets as built: each shows the library's figures for the record cut at its month
// (src/lib/factsheets.ts), the corrections it carries, prints on at most two A4 pages and passes axe;
// the archive lists every factsheet by year, newest first; /efficiency and the home page link the latest.
import fs from 'node:fs';
import path from 'node:path';
import { axeCheck, WCAG_TAGS } from '../axe';
import { expect, visitorTest as test } from '../fixtures';
import { errataFor, factsheetFigures, parseQuarterKey, publishedOn, recordQuarters, type Erratum, type PublishedRecord } from '../../../src/lib/factsheets';
import type { FeeSchedule } from '../../../src/lib/fees';
import { formatPercent, PERCENT_DECIMALS, yearLabel } from '../../../src/lib/format';
import type { PerformanceData } from '../../../src/lib/performance';

const DATA = path.resolve(__dirname, '../../../data');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8')) as T;
const RECORD = read<PerformanceData>('performance.json');
const TERMS = read<FeeSchedule>('terms.json');
const ERRATA = read<Erratum[]>('errata.json');
const PUBLISHED = read<PublishedRecord>('published-months.json');
const QUARTERS = recordQuarters(RECORD.months);
const prefix = (language: 'fa' | 'en') => (language === 'en' ? '/en' : '');

// Two quarters: one early in the record (no five-year figure yet), and one that carries the erratum.
for (const key of ['1399-q4', '1404-q1']) {
  for (const language of ['fa', 'en'] as const) {
    test(`${prefix(language)}/reports/${key}/ shows the figures of the record cut at its month`, async ({ page }) => {
      const f = factsheetFigures(RECORD.months, key, TERMS)!;
      const pct = (x: number) => formatPercent(x, language, PERCENT_DECIMALS);
      await page.goto(`${prefix(language)}/reports/${key}/`);
      const trailing = page.locator('table[data-table="trailing"]');
      const rows = f.periods.flatMap((p, i) => {
        const net = f.netPeriods![i];
        if (p.key !== 'inception')
          return [
            {
              key: p.key,
              composite: p.composite.annualized ?? p.composite.cumulative,
              net: net.composite.annualized ?? net.composite.cumulative,
              benchmark: p.benchmark.annualized ?? p.benchmark.cumulative,
            },
          ];
        return [
          { key: 'inceptionAnnualized', composite: p.composite.annualized!, net: net.composite.annualized!, benchmark: p.benchmark.annualized! },
          { key: 'inceptionCumulative', composite: p.composite.cumulative, net: net.composite.cumulative, benchmark: p.benchmark.cumulative },
        ];
      });
      await expect(trailing.locator('tbody tr')).toHaveCount(rows.length);
      for (const r of rows) {
        const row = trailing.locator(`tr[data-period="${r.key}"]`);
        await expect(row.locator('[data-field="composite"]')).toHaveText(pct(r.composite));
        await expect(row.locator('[data-field="net"]')).toHaveText(pct(r.net));
        await expect(row.locator('[data-field="benchmark"]')).toHaveText(pct(r.benchmark));
      }
      const ytd = page.locator('tr[data-period="ytd"]');
      await expect(ytd.locator('[data-field="composite"]')).toHaveText(pct(f.yearSoFar.composite));
      await expect(ytd.locator('[data-field="net"]')).toHaveText(pct(f.yearSoFar.net));
      await expect(ytd.locator('[data-field="benchmark"]')).toHaveText(pct(f.yearSoFar.benchmark));
      const annual = page.locator('table[data-table="annual"]');
      await expect(annual.locator('tbody tr')).toHaveCount(f.annual.length);
      const last = f.annual[f.annual.length - 1];
      // Newest year first.
      await expect(annual.locator('tbody tr').first().locator('th')).toContainText(yearLabel(last.year, language));
      await expect(annual.locator(`tr[data-year="${last.year}"] [data-field="composite"]`)).toHaveText(pct(last.composite));
      await expect(annual.locator(`tr[data-year="${last.year}"] [data-field="net"]`)).toHaveText(pct(f.netAnnual![f.annual.length - 1]));
    });
  }
}

test.describe('corrections', () => {
  const erratum = ERRATA[0];
  const shown = QUARTERS.filter((q) => errataFor(ERRATA, q, publishedOn(PUBLISHED, q.key)).length > 0).map((q) => q.key);

  test('the seeded erratum affects the factsheets published before it that showed its month', () => {
    expect(shown).toEqual(['1404-q1', '1404-q2']);
  });

  for (const key of ['1404-q1', '1404-q2', '1404-q3', '1403-q4']) {
    test(`/en/reports/${key}/ ${shown.includes(key) ? 'shows' : 'does not show'} the dated correction`, async ({ page }) => {
      await page.goto(`/en/reports/${key}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const box = page.getByRole('region', { name: 'Corrections' });
      if (!shown.includes(key)) {
        await expect(box).toHaveCount(0);
        return;
      }
      await expect(box.locator(`li[data-erratum="${erratum.month}"]`)).toContainText('1 November 2025');
      await expect(box).toContainText(`from ${formatPercent(erratum.from, 'en', 2)} to ${formatPercent(erratum.to, 'en', 2)}`);
      await expect(box).toContainText(erratum.reason.en);
      await expect(box.locator('time')).toHaveAttribute('datetime', erratum.date);
    });
  }

  test('the Persian factsheet shows it with a Persian date', async ({ page }) => {
    await page.goto('/reports/1404-q1/');
    const box = page.getByRole('region', { name: 'اصلاحیه‌ها' });
    await expect(box).toContainText('۱۰ آبان ۱۴۰۴');
    await expect(box).toContainText(erratum.reason.fa);
  });
});

test.describe('the archive', () => {
  for (const language of ['fa', 'en'] as const) {
    test(`${prefix(language)}/reports/ lists every factsheet by year, newest first`, async ({ page }) => {
      await page.goto(`${prefix(language)}/reports/`);
      const items = page.locator('li[data-quarter]');
      await expect(items).toHaveCount(QUARTERS.length);
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-quarter')))).toEqual([...QUARTERS].reverse().map((q) => q.key));
      const years = page.locator('section h3');
      await expect(years.first()).toHaveText(
        language === 'en' ? yearLabel(QUARTERS[QUARTERS.length - 1].year, 'en') : `سال ${yearLabel(QUARTERS[QUARTERS.length - 1].year, 'fa')}`,
      );
      await items.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(language)}/reports/${QUARTERS[QUARTERS.length - 1].key}/$`));
    });
  }

  for (const p of ['/efficiency/', '/', '/en/efficiency/', '/en/']) {
    test(`${p} links the latest factsheet`, async ({ page }) => {
      const latest = QUARTERS[QUARTERS.length - 1].key;
      await page.goto(p);
      const link = page.locator(`main a[href$="/reports/${latest}/"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(p.startsWith('/en') ? 'Quarterly factsheet' : 'گزارش فصلی');
    });
  }
});

test.describe('print and accessibility', () => {
  for (const p of ['/reports/1404-q1/', '/en/reports/1404-q1/', '/en/reports/1399-q4/']) {
    test(`${p} prints on at most two A4 pages, without navigation`, async ({ page }) => {
      await page.goto(p);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').first()).toBeHidden();
      await expect(page.locator('table[data-table="annual"]')).toBeVisible();
      const pdf = (await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true })).toString('latin1');
      const pages = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }

  for (const p of ['/reports/', '/en/reports/', '/reports/1404-q1/', '/en/reports/1404-q3/']) {
    test(`${p} passes axe and links its feed once`, async ({ page }) => {
      await page.goto(p);
      await expect(page.locator('main h1')).toBeVisible();
      const violations = await axeCheck(page, { tags: WCAG_TAGS });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        'href',
        p.startsWith('/en') ? '/en/feed.atom' : '/feed.atom',
      );
    });
  }
});

/** A translation key or an unfilled placeholder left in a page's text (as the content test looks for them). */
const RAW_KEY = /\b[a-z-]+:[a-z][\w]*\.[\w.]+|\b(?:record|factsheet|archive|annual|returns)\.[a-zA-Z][\w.-]*\b|\{\{\s*\w+\s*\}\}/;

test('every quarter of the record has its page, with no raw key in its text', async ({ request, page }) => {
  for (const q of QUARTERS) {
    expect(parseQuarterKey(q.key)).not.toBeNull();
    for (const at of [`/reports/${q.key}/`, `/en/reports/${q.key}/`]) {
      const res = await request.get(at);
      expect(res.status(), at).toBe(200);
      // The text as a reader sees it: the body without its scripts and styles.
      await page.setContent((await res.text()).replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ''), { waitUntil: 'domcontentloaded' });
      expect(await page.locator('body').innerText(), at).not.toMatch(RAW_KEY);
    }
  }
});

test.describe('search, sitemap and the service worker', () => {
  test('the site search indexes the factsheets and each disclosure document', async ({ request }) => {
    const index = (await (await request.get('/search-index/en.json')).json()) as {
      pages: { path: string; title: string }[];
      sections: { page: number; anchor: string | null }[];
    };
    const paths = index.pages.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/en/reports/', '/en/reports/1404-q3/', '/en/disclosures/']));
    // The filter pages repeat /disclosures/ and are not searched.
    expect(paths.filter((p) => p.startsWith('/en/disclosures/'))).toEqual(['/en/disclosures/']);
    const disclosures = paths.indexOf('/en/disclosures/');
    expect(index.sections.filter((s) => s.page === disclosures).map((s) => s.anchor)).toContain('board-report-1403');
  });

  test('the sitemap lists every factsheet, the archive and /disclosures in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const p of ['/reports/', '/disclosures/', ...QUARTERS.map((q) => `/reports/${q.key}/`)]) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${p}</loc>`));
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/en${p}</loc>`));
    }
  });

  test('the service worker precaches no factsheet and not the archive', async ({ request }) => {
    const sw = await (await request.get('/sw.js')).text();
    expect(sw).toContain('precacheAndRoute');
    expect(sw).not.toContain('/reports/');
  });
});
