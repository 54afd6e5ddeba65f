// The web editor in Chromium against its local backend (decap-server) on a temporary copy of the
// repository's data: a maintainer changes a board member's Persian title and adds a month to the performance record,
// saves, and exactly those fields change on disk, in the repository's JSON form, and still validate.
// An invalid entry is refused in the form, in the interface's language, and nothing is written.
// The worktree's own data/ is never touched.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { validateData } from '../../gatsby/validate-data';
import { formatJson } from '../../static/admin/json-format.js';
import { launchBrowser, ROOT, startServer, type Server } from './harness';
import { startEditor } from '../../scripts/cms.mjs';

type Editor = { editorUrl: string; backendUrl: string; stop: () => Promise<void> };

export function copyRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'));
  for (const sub of ['data', 'locales', 'static']) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  return dir;
}

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

async function open(page: Page, editor: Editor, lang: 'fa' | 'en', collection: string) {
  await page.goto(`${editor.editorUrl}?lang=${lang}`);
  await page.getByRole('button', { name: lang === 'fa' ? 'وارد شدن' : 'Login' }).click();
  await page.getByRole('link', { name: lang === 'fa' ? 'همکاران' : 'Colleagues' }).waitFor();
  await page.goto(`${editor.editorUrl}?lang=${lang}#/collections/${collection}/entries/${collection}`);
}

/** The Persian or English box of the visible localized field labelled `label`. */
async function localized(page: Page, label: string, lang: 'fa' | 'en') {
  const id = await page.locator('label:visible', { hasText: new RegExp(`^${label}( \\(.+\\))?$`) }).first().getAttribute('for');
  return page.locator(`[id="${id}-${lang}"]`);
}

/** The input of the visible field labelled `label` (the last one: a new list item is at the end). */
async function field(page: Page, label: string) {
  const id = await page.locator('label:visible', { hasText: new RegExp(`^${label}( \\(.+\\))?$`) }).last().getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

/** Opens the collapsed list item whose summary contains `text` (its chevron button). */
async function expand(page: Page, text: string) {
  await page.getByText(text).locator('xpath=ancestor::div[.//button][1]//button').first().click();
}

async function publish(page: Page, lang: 'fa' | 'en') {
  await page.getByRole('button', { name: lang === 'fa' ? 'انتشار' : 'Publish' }).first().click();
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

  it('changes a board member\'s Persian title: one line of data/staff.json, still valid', async () => {
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
    assert.deepEqual(validateData({ dataDir: path.join(repo, 'data'), staticDir: path.join(repo, 'static'), templatesDir: path.join(ROOT, 'src/templates') }), []);
    await context.close();
  });

  it('adds a month to the performance record: data/performance.json gains exactly that entry, in its keys\' order, still valid', async () => {
    const file = path.join(repo, 'data/performance.json');
    const before = fs.readFileSync(file, 'utf8');
    const record = JSON.parse(before);
    const last: string = record.months[record.months.length - 1].month;
    const [y, m] = last.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'en', 'performance');
    await page.getByRole('button', { name: /^Add months$/i }).click();
    await (await field(page, 'Month')).fill(next);
    await (await field(page, 'Composite return')).fill('0.0213');
    await (await field(page, 'Benchmark return')).fill('-0.0175');
    await publish(page, 'en');
    await waitForChange(file, before);
    const added = { month: next, composite: 0.0213, benchmark: -0.0175 };
    assert.equal(fs.readFileSync(file, 'utf8'), formatJson({ ...record, months: [...record.months, added] }));
    assert.deepEqual(validateData({ dataDir: path.join(repo, 'data'), staticDir: path.join(repo, 'static'), templatesDir: path.join(ROOT, 'src/templates') }), []);
    await context.close();
  });

  it('refuses an impossible date and an empty Persian title, in Persian, and writes nothing', async () => {
    const file = path.join(repo, 'data/licences.json');
    const before = fs.readFileSync(file, 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, editor, 'fa', 'licences');
    await page.getByRole('button', { name: 'این مورد را اضافه کنید' }).click();
    await (await field(page, 'شناسه')).fill('test-licence');
    await (await localized(page, 'عنوان', 'en')).fill('Test licence');
    await (await field(page, 'تاریخ صدور')).fill('1403/13/40');
    await (await field(page, 'اعتبار تا')).fill('2028-02-30');
    await publish(page, 'fa');
    await page.getByText('تاریخ را به شکل YYYY-MM-DD و با رقم لاتین بنویسید، برای نمونه 2025-03-21 (تاریخ میلادی).').waitFor();
    await page.getByText('این تاریخ در تقویم وجود ندارد.').waitFor();
    await page.getByText('متن فارسی لازم است.').first().waitFor();
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results/editor-refused-fa.png') });
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(fs.readFileSync(file, 'utf8'), before);
    await context.close();
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
    for (const file of ['config.fa.json', 'config.en.json', 'decap-cms.js', 'admin.js']) assert.equal((await fetch(`${server.baseURL}/admin/${file}`)).status, 200, file);
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
    for (const page of ['index.html', 'en/index.html', 'directors/index.html']) assert.doesNotMatch(fs.readFileSync(path.join(publicDir, page), 'utf8'), /\/admin\/|decap/i, page);
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
