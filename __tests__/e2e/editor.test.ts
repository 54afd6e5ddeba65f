// The web editor in Chromium against its local backend (decap-server) on a temporary copy of the
// repository: a maintainer changes a board member's Persian title, adds a month to the performance record
// (a month out of order is refused first) and edits a page's Persian and English copy side by side; exactly
// those lines change on disk, in the repository's JSON form, and still validate. An invalid entry is
// refused in the form, in the interface's language, and nothing is written. Then the site is built from
// the copy and shows what was saved. The checkout's own data/, locales/ and public/ are never touched.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { UI_TEXT } from '../../gatsby/cms-config';
import { toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { annualRows, growthSeries, type AnnualRow, type GrowthPoint, type PerformanceData } from '../../src/lib/performance';
import { validateData } from '../../gatsby/validate-data';
import { formatJson } from '../../static/admin/json-format.js';
import { fillMessage, monthAfter } from '../../static/admin/months.js';
import { launchBrowser, ROOT, startServer, type Server } from './harness';
import { buildSite, copyRepository } from './repo-copy';
import { startEditor } from '../../scripts/cms.mjs';

type Editor = { editorUrl: string; backendUrl: string; stop: () => Promise<void> };

function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

async function open(page: Page, editor: Editor, lang: 'fa' | 'en', collection: string, entry = collection) {
  await page.goto(`${editor.editorUrl}?lang=${lang}`);
  await page.getByRole('button', { name: lang === 'fa' ? 'وارد شدن' : 'Login' }).click();
  await page.getByRole('link', { name: lang === 'fa' ? 'همکاران' : 'Colleagues' }).waitFor();
  await page.goto(`${editor.editorUrl}?lang=${lang}#/collections/${collection}/entries/${entry}`);
}

/** The Persian or English box of the visible localized field labelled `label`. */
async function localized(page: Page, label: string, lang: 'fa' | 'en') {
  const id = await page
    .locator('label:visible', { hasText: new RegExp(`^${label}( \\(.+\\))?$`) })
    .first()
    .getAttribute('for');
  return page.locator(`[id="${id}-${lang}"]`);
}

/** The input of the visible field labelled `label` (the last one: a new list item is at the end). */
async function field(page: Page, label: string) {
  const id = await page
    .locator('label:visible', { hasText: new RegExp(`^${label}( \\(.+\\))?$`) })
    .last()
    .getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

/** The Persian interface's add button of a list labelled `item`. */
const addTo = (item: string) => UI_TEXT.fa.decap.editor.editorWidgets.list.add.replace('%{item}', item);

/** The text box of the page copy's field `name` in the pane of `lang`, holding `value`. */
async function copyBox(page: Page, label: string, lang: 'fa' | 'en', value: string) {
  const ids = await page.locator('label', { hasText: new RegExp(`^${label}$`) }).evaluateAll((labels) => labels.map((l) => l.getAttribute('for')));
  for (const id of ids) {
    const box = page.locator(`[id="${id}"]`);
    if ((await box.getAttribute('lang')) === lang && (await box.inputValue()) === value) return box;
  }
  throw new Error(`no ${lang} box "${label}" holding ${value}`);
}

/** Opens the collapsed list item whose summary contains `text` (its chevron button). */
async function expand(page: Page, text: string) {
  await page.getByText(text).locator('xpath=ancestor::div[.//button][1]//button').first().click();
}

async function publish(page: Page, lang: 'fa' | 'en') {
  await page
    .getByRole('button', { name: lang === 'fa' ? 'انتشار' : 'Publish' })
    .first()
    .click();
  await page.getByRole('menuitem', { name: lang === 'fa' ? 'اکنون منتشر کنید' : 'Publish now' }).click();
}

describe('web editor at /admin/', () => {
  let browser: Browser;
  let editor: Editor;
  let repo: string;

  before(async () => {
    repo = copyRepository();
    editor = await startEditor({ repoDir: repo, quiet: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await editor?.stop();
    fs.rmSync(repo, { recursive: true, force: true });
  });

  it("changes a board member's Persian title: one line of data/staff.json, still valid", async () => {
    const file = path.join(repo, 'data/staff.json');
    const before = fs.readFileSync(file, 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'en', 'staff');
    await expand(page, '(mohammad-hossein-rezvani)');
    const role = await localized(page, 'Title', 'fa');
    assert.equal(await role.getAttribute('dir'), 'rtl');
    assert.equal(await (await localized(page, 'Title', 'en')).getAttribute('dir'), 'ltr');
    await role.fill('رئیس هیئت‌مدیره و عضو کمیتهٔ سرمایه‌گذاری');
    await publish(page, 'en');
    await waitForChange(file, before);
    const after = fs.readFileSync(file, 'utf8');
    assert.deepEqual(changedLines(before, after), {
      removed: ['      "fa": "رئیس هیئت‌مدیره (غیرموظف)",'],
      added: ['      "fa": "رئیس هیئت‌مدیره و عضو کمیتهٔ سرمایه‌گذاری",'],
    });
    assert.deepEqual(
      validateData({ dataDir: path.join(repo, 'data'), staticDir: path.join(repo, 'static'), templatesDir: path.join(ROOT, 'src/templates') }),
      [],
    );
    await context.close();
  });

  it('refuses a month that does not follow the last one, naming it in Persian, then saves the right month: one entry more in data/performance.json', async () => {
    const file = path.join(repo, 'data/performance.json');
    const before = fs.readFileSync(file, 'utf8');
    const record = JSON.parse(before);
    const last: string = record.months[record.months.length - 1].month;
    const next = monthAfter(last) as string;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'fa', 'performance');
    await page.getByRole('button', { name: addTo('ماه‌ها') }).click();
    const month = await field(page, 'ماه');
    await (await field(page, 'بازده ترکیب')).fill('0.0213');
    await (await field(page, 'بازده شاخص')).fill('-0.0175');
    const t = UI_TEXT.fa;
    // The last month again, then the month after the right one: each refused with its message, nothing written.
    for (const [typed, template] of [
      [last, t.monthTwice],
      [monthAfter(next) as string, t.monthOrder],
    ] as const) {
      await month.fill(typed);
      await publish(page, 'fa');
      const message = fillMessage(template, { month: typed, previous: last, expected: next });
      await page.getByText(message).first().waitFor();
      await new Promise((r) => setTimeout(r, 1000));
      assert.equal(fs.readFileSync(file, 'utf8'), before, `${typed} was refused`);
    }
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results/editor-month-refused-fa.png') });
    await month.fill(next);
    await publish(page, 'fa');
    await waitForChange(file, before);
    const added = { month: next, composite: 0.0213, benchmark: -0.0175 };
    assert.equal(fs.readFileSync(file, 'utf8'), formatJson({ ...record, months: [...record.months, added] }));
    assert.deepEqual(
      validateData({ dataDir: path.join(repo, 'data'), staticDir: path.join(repo, 'static'), templatesDir: path.join(ROOT, 'src/templates') }),
      [],
    );
    await context.close();
  });

  it("edits a page's Persian and English copy side by side in one form: one line in each language's file", async () => {
    const files = { fa: path.join(repo, 'locales/fa/home.json'), en: path.join(repo, 'locales/en/home.json') };
    const before = { fa: fs.readFileSync(files.fa, 'utf8'), en: fs.readFileSync(files.en, 'utf8') };
    const heading = { fa: JSON.parse(before.fa).heading as string, en: JSON.parse(before.en).heading as string };
    const edited = { fa: `${heading.fa} (ویرایش)`, en: `${heading.en} (edited)` };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'fa', 'copy', 'home');
    // Two panes, one per language, each box in its language's direction, both on screen at once.
    await page.locator('textarea[lang="en"]').first().waitFor();
    const faField = await copyBox(page, UI_TEXT.fa.copyLabels.heading, 'fa', heading.fa);
    const enField = await copyBox(page, UI_TEXT.fa.copyLabels.heading, 'en', heading.en);
    assert.equal(await faField.getAttribute('dir'), 'rtl');
    assert.equal(await enField.getAttribute('dir'), 'ltr');
    const [faBox, enBox] = [await faField.boundingBox(), await enField.boundingBox()];
    assert.ok(faBox && enBox && Math.abs(faBox.y - enBox.y) < 2 && faBox.x > enBox.x, 'Persian beside English, Persian on the right');
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results/editor-copy-side-by-side-fa.png') });
    await faField.fill(edited.fa);
    await enField.fill(edited.en);
    await publish(page, 'fa');
    await waitForChange(files.en, before.en);
    await waitForChange(files.fa, before.fa);
    const line = (text: string) => `  "heading": ${JSON.stringify(text)},`;
    for (const lang of ['fa', 'en'] as const)
      assert.deepEqual(changedLines(before[lang], fs.readFileSync(files[lang], 'utf8')), { removed: [line(heading[lang])], added: [line(edited[lang])] }, lang);
    await context.close();
  });

  it('refuses an impossible date and an empty Persian title, in Persian, and writes nothing', async () => {
    const file = path.join(repo, 'data/licences.json');
    const before = fs.readFileSync(file, 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'fa', 'licences');
    await page.getByRole('button', { name: addTo(UI_TEXT.fa.list) }).click();
    await (await field(page, 'شناسه')).fill('test-licence');
    await (await localized(page, 'عنوان', 'en')).fill('Test licence');
    await (await field(page, 'تاریخ صدور')).fill('1403/13/40');
    await (await field(page, 'اعتبار تا')).fill('2028-02-30');
    await publish(page, 'fa');
    await page.getByText(UI_TEXT.fa.date).waitFor();
    await page.getByText(UI_TEXT.fa.dateInvalid).waitFor();
    await page.getByText(UI_TEXT.fa.requiredFa).first().waitFor();
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results/editor-refused-fa.png') });
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(fs.readFileSync(file, 'utf8'), before);
    await context.close();
  });

  it('builds the site from what the editor saved: the new title on /directors/, the new month in the tables and charts of /efficiency/ and /calculation/', async () => {
    const result = await buildSite(repo);
    assert.equal(result.code, 0, result.output.slice(-3000));
    const html = (page: string) => fs.readFileSync(path.join(repo, 'public', page, 'index.html'), 'utf8');
    const text = (fragment: string) =>
      toLatinDigits(
        fragment
          .replace(/<[^>]+>/g, ' ')
          .replace(/٫/g, '.')
          .replace(/٪/g, '%'),
      );
    const staff = JSON.parse(fs.readFileSync(path.join(repo, 'data/staff.json'), 'utf8'));
    const chair = staff.find((m: { id: string }) => m.id === 'mohammad-hossein-rezvani');
    assert.match(html('directors'), new RegExp(chair.role.fa));

    const record: PerformanceData = JSON.parse(fs.readFileSync(path.join(repo, 'data/performance.json'), 'utf8'));
    const last = annualRows(record).at(-1) as AnnualRow;
    assert.equal(last.lastMonth, record.months.at(-1)?.month, 'the saved month ends the record');
    const percent = (fraction: number, places: number) => `${(fraction * 100).toFixed(places)}%`;
    // /efficiency/: the year's row of the annual table, its bar in the annual chart, its end point in the growth chart.
    const efficiency = html('efficiency');
    const row = new RegExp(`<tr[^>]*data-year="${last.year}"[^>]*>[\\s\\S]*?</tr>`).exec(efficiency)?.[0] ?? '';
    assert.ok(text(row).includes(percent(last.composite, 1)), `${last.year} row shows ${percent(last.composite, 1)}: ${text(row)}`);
    assert.match(efficiency, new RegExp(`<rect class="portfolio"[^>]*data-series="portfolio" data-value="${last.composite}"`));
    const growth = growthSeries(record.months).at(-1) as GrowthPoint;
    assert.match(efficiency, new RegExp(`data-year="${last.year}" data-value="${growth.composite}"`));
    // /calculation/: the year so far in the annual table, to the new month.
    const calculation = html('calculation');
    const yearRow = new RegExp(`<tr>(?:(?!</tr>).)*>${toPersianDigits(last.year)}\\*<(?:(?!</tr>).)*</tr>`, 's').exec(calculation)?.[0] ?? '';
    assert.ok(text(yearRow).includes(percent(last.composite, 2)), `${last.year} row shows ${percent(last.composite, 2)}: ${text(yearRow)}`);
    console.log(`# gatsby build of the edited copy: ${result.seconds} s`);
  });
});

describe('/admin/ in the built site', () => {
  let server: Server;
  before(async () => {
    server = await startServer();
  });
  after(async () => server?.stop());

  it('is served with its own CSP and noindex, while the public pages keep theirs', async () => {
    const admin = await fetch(`${server.baseURL}/admin/`);
    assert.equal(admin.status, 200);
    assert.equal(admin.headers.get('x-robots-tag'), 'noindex, nofollow');
    const csp = admin.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self' 'unsafe-eval'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(await admin.text(), /<meta name="robots" content="noindex, nofollow"/);
    const home = await fetch(`${server.baseURL}/`);
    assert.doesNotMatch(home.headers.get('content-security-policy') ?? '', /unsafe-eval/);
    assert.equal(home.headers.get('x-robots-tag'), null);
    for (const file of ['config.fa.json', 'config.en.json', 'decap-cms.js', 'admin.js'])
      assert.equal((await fetch(`${server.baseURL}/admin/${file}`)).status, 200, file);
    const config = await (await fetch(`${server.baseURL}/admin/config.fa.json`)).json();
    assert.equal(config.local_backend, undefined, 'the built editor has no local backend');
  });

  it('is not in the sitemap, not precached by the service worker, and not in any public page', () => {
    const publicDir = path.join(ROOT, 'public');
    assert.doesNotMatch(fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8'), /\/admin/);
    const sw = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    assert.match(sw, /\\\/admin\\\/.*NetworkOnly/s, 'a NetworkOnly route for /admin/');
    const precache = /precacheAndRoute\((\[[\s\S]*?\])/.exec(sw)?.[1] ?? '';
    assert.doesNotMatch(precache, /admin/);
    for (const page of ['index.html', 'en/index.html', 'directors/index.html'])
      assert.doesNotMatch(fs.readFileSync(path.join(publicDir, page), 'utf8'), /\/admin\/|decap/i, page);
  });
});

async function waitForChange(file: string, before: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (fs.readFileSync(file, 'utf8') === before) {
    if (Date.now() > deadline) throw new Error(`${file} was not written in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 300));
}
