// The web editor in Chromium, as `npm run cms` runs it: decap-server in git mode on a temporary git copy of
// the repository (branch `main`, nothing uncommitted). A maintainer's save is a draft, a branch
// cms/<collection>/<entry>, and the checked-out branch keeps its files and its HEAD; set to Ready and
// published, the draft is merged: `main` gains exactly that change, one commit. A draft discarded leaves
// nothing. Edits are one-line diffs in the repository's JSON form and still validate; a month out of
// order, an impossible date and an empty Persian title are refused in Persian and nothing is written; a
// page's copy is edited in both languages side by side. The sign-in page and an open entry pass axe's WCAG
// rules and the text-contrast check. The checkout's own data/, locales/ and public/ are never touched.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { axeCheck, WCAG_TAGS } from '../axe';
import type { Browser, Page } from '@playwright/test';
import { UI_TEXT } from '../../../gatsby/cms/ui-text';
import { nextJalaliMonth } from '../../../src/lib/dates';
import { validateData } from '../../../gatsby/validate-data';
import { validateLocales } from '../../../gatsby/validate-locales';
import { formatJson } from '../../../src/admin/json-format';
import { fillMessage } from '../../../src/admin/months';
import { measureTextContrast } from '../contrast';
import { copyRepositoryWithGit } from '../../utils/repo-copy';
import { startEditor, type Editor } from '../../../scripts/cms';
import { test, expect, ROOT, visitorPage } from '../fixtures';

const SHOTS = path.join(ROOT, 'test-results');
const fa = UI_TEXT.fa;
const toolbar = (fa.decap.editor as { editorToolbar: Record<string, string> }).editorToolbar;

/** The lines that differ between two texts (one changed block), as removed and added. */
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

test.describe('web editor at /admin/ on a git working copy', () => {
  let browser: Browser;
  let editor: Editor;
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const head = () => git('rev-parse', 'main');
  const drafts = () => git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);
  const file = (rel: string) => fs.readFileSync(path.join(repo, rel), 'utf8');
  const valid = () => validateData({ dataDir: path.join(repo, 'data'), staticDir: path.join(repo, 'static'), templatesDir: path.join(ROOT, 'src/templates') });

  test.beforeAll(async ({ browser: chromium }) => {
    browser = chromium;
    repo = copyRepositoryWithGit();
    editor = await startEditor({ repoDir: repo, quiet: true });
  });
  test.afterAll(async () => {
    await editor?.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  /** A first-time visitor's page (1280 px), its confirmation dialogs accepted and their texts kept. */
  async function staffPage(): Promise<{ page: Page; dialogs: string[] }> {
    // As a staff member's browser: service workers allowed (the runner's default blocks them).
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    return { page, dialogs };
  }

  async function signIn(page: Page, lang: 'fa' | 'en') {
    await page.goto(`${editor.editorUrl}?lang=${lang}`);
    await page.getByRole('button', { name: lang === 'fa' ? 'وارد شدن' : 'Login' }).click();
    await page.getByRole('link', { name: lang === 'fa' ? 'همکاران' : 'Colleagues' }).waitFor();
  }

  async function open(page: Page, lang: 'fa' | 'en', collection: string, entry = collection) {
    await signIn(page, lang);
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

  /** The text box of the page copy's field `label` in the pane of `lang`, once it holds `value`. */
  async function copyBox(page: Page, label: string, lang: 'fa' | 'en', value: string) {
    const found = await page.waitForFunction(
      ([label, lang, value]) =>
        [...document.querySelectorAll('label')]
          .filter((l) => l.textContent === label)
          .map((l) => document.getElementById(l.htmlFor) as HTMLTextAreaElement | null)
          .find((box) => box?.lang === lang && box.value === value)?.id ?? null,
      [label, lang, value] as const,
      { timeout: 15_000 },
    );
    return page.locator(`[id="${await found.jsonValue()}"]`);
  }

  /** Opens the collapsed list item whose summary contains `text`. */
  async function expand(page: Page, text: string) {
    await page.getByText(text).locator('xpath=ancestor::div[.//button][1]//button').first().click();
  }

  const addTo = (item: string) => (fa.decap.editor as { editorWidgets: { list: { add: string } } }).editorWidgets.list.add.replace('%{item}', item);

  /** Saves the entry as a draft (the Persian interface): waits for its branch. */
  async function saveDraft(page: Page, branch: string) {
    await page.getByRole('button', { name: toolbar.save, exact: true }).click();
    await expect.poll(() => drafts().includes(branch), { message: `draft branch ${branch}` }).toBe(true);
    await page.getByText(toolbar.changesSaved).waitFor();
  }

  /** Sets the draft's status to Ready and publishes it (the Persian interface), accepting the confirmation. */
  async function readyAndPublish(page: Page, branch: string) {
    await page.getByRole('button', { name: `وضعیت: ${toolbar.draft}` }).click();
    await page.getByRole('menuitem', { name: toolbar.ready }).click();
    await page.getByRole('button', { name: `وضعیت: ${toolbar.ready}` }).waitFor();
    await page.getByRole('button', { name: 'انتشار', exact: true }).click();
    await page.getByRole('menuitem', { name: 'اکنون منتشر کنید' }).click();
    await expect.poll(() => !drafts().includes(branch), { message: `${branch} merged and deleted` }).toBe(true);
  }

  test('passes axe (WCAG 2.2 A/AA) and the text-contrast check on the sign-in page in both languages and on an open entry', async () => {
    for (const lang of ['fa', 'en'] as const) {
      const { page } = await staffPage();
      await page.goto(`${editor.editorUrl}?lang=${lang}`);
      await page.getByRole('button', { name: lang === 'fa' ? 'وارد شدن' : 'Login' }).waitFor();
      const problems = async (where: string) => {
        const violations = await axeCheck(page, { tags: WCAG_TAGS });
        const contrast = await measureTextContrast(page);
        return [
          ...violations.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
          ...contrast.failures.map((f) => `${where}: contrast ${f.ratio} < ${f.required}: "${f.text}" (${f.selector})`),
        ];
      };
      const found = await problems(`${lang} sign-in`);
      // An open entry once, in the Persian interface (the English one differs only in its words).
      if (lang === 'en') {
        assert.deepEqual(found, []);
        continue;
      }
      await page.getByRole('button', { name: lang === 'fa' ? 'وارد شدن' : 'Login' }).click();
      await page.getByRole('link', { name: lang === 'fa' ? 'همکاران' : 'Colleagues' }).waitFor();
      await page.goto(`${editor.editorUrl}?lang=${lang}#/collections/staff/entries/staff`);
      await page.getByText('(mohammad-hossein-rezvani)').first().waitFor();
      await page.locator('iframe#preview-pane[title]').waitFor();
      await expand(page, '(mohammad-hossein-rezvani)');
      found.push(...(await problems(`${lang} entry`)));
      assert.deepEqual(found, []);
    }
  });

  test("saves a board member's Persian title as a draft that leaves main alone, and publishing it adds that one line to main in one commit", async () => {
    const rel = 'data/staff.json';
    const before = { head: head(), text: file(rel) };
    const { page, dialogs } = await staffPage();
    await open(page, 'fa', 'staff');
    await expand(page, '(mohammad-hossein-rezvani)');
    const role = await localized(page, 'سمت', 'fa');
    assert.equal(await role.getAttribute('dir'), 'rtl');
    assert.equal(await (await localized(page, 'سمت', 'en')).getAttribute('dir'), 'ltr');
    await role.fill('رئیس هیئت‌مدیره و عضو کمیتهٔ سرمایه‌گذاری');
    const line = {
      removed: ['      "fa": "رئیس هیئت‌مدیره (غیرموظف)",'],
      added: ['      "fa": "رئیس هیئت‌مدیره و عضو کمیتهٔ سرمایه‌گذاری",'],
    };

    await saveDraft(page, 'cms/staff/staff');
    // The draft: its own branch, one commit on main, that one line; main, its files and its HEAD unchanged.
    assert.equal(head(), before.head);
    assert.equal(git('symbolic-ref', '--short', 'HEAD'), 'main');
    assert.equal(git('status', '--porcelain'), '');
    assert.equal(file(rel), before.text);
    assert.equal(git('rev-list', '--count', 'main..cms/staff/staff'), '1');
    assert.deepEqual(git('diff', '--name-only', 'main', 'cms/staff/staff').split('\n'), [rel]);
    assert.deepEqual(changedLines(before.text, `${git('show', `cms/staff/staff:${rel}`)}\n`), line);
    await page.screenshot({ path: path.join(SHOTS, 'editor-draft-fa.png') });
    // The preview draws the cards as the site does: a member's initials side by side, in the light theme.
    const preview = page.frameLocator('iframe#preview-pane');
    const letters = await preview
      .locator('.pv-avatar')
      .first()
      .locator('span')
      .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
    assert.equal(letters.length, 2);
    assert.ok(Math.abs(letters[0] - letters[1]) < 1, `initials on one line (tops ${letters.join(', ')})`);
    assert.equal(await preview.locator('html').getAttribute('data-theme'), 'light');

    await readyAndPublish(page, 'cms/staff/staff');
    assert.deepEqual(dialogs, [(fa.decap.editor as { editor: Record<string, string> }).editor.onPublishing]);
    // Published: main gained exactly one commit with exactly that line, and the working copy has it.
    assert.equal(git('rev-list', '--count', `${before.head}..main`), '1');
    assert.equal(git('rev-parse', 'main^'), before.head);
    assert.deepEqual(git('diff', '--name-only', before.head, 'main').split('\n'), [rel]);
    assert.deepEqual(changedLines(before.text, file(rel)), line);
    assert.equal(git('status', '--porcelain'), '');
    assert.deepEqual(drafts(), []);
    assert.deepEqual(valid(), []);
  });

  test('refuses a month that does not follow the last one, naming it in Persian, then saves the right month: one entry more in the draft', async () => {
    const rel = 'data/performance.json';
    const before = { head: head(), text: file(rel) };
    const record = JSON.parse(before.text);
    const last: string = record.months[record.months.length - 1].month;
    const next = nextJalaliMonth(last);
    const { page } = await staffPage();
    await open(page, 'fa', 'performance');
    // The entry has loaded when its last month's summary is listed (an empty form shows first).
    await page.getByText(`${last}: `).first().waitFor();
    await page.getByRole('button', { name: addTo('ماه‌ها') }).click();
    const month = await field(page, 'ماه');
    await (await field(page, 'بازده مجموعهٔ سبدها')).fill('0.0213');
    await (await field(page, 'بازده شاخص')).fill('-0.0175');
    // The last month again, then the month after the right one: each refused with its message, nothing written.
    for (const [typed, template] of [
      [last, fa.monthTwice],
      [nextJalaliMonth(next), fa.monthOrder],
    ] as const) {
      await month.fill(typed);
      await page.getByRole('button', { name: toolbar.save, exact: true }).click();
      await page
        .getByText(fillMessage(template, { month: typed, previous: last, expected: next }))
        .first()
        .waitFor();
      assert.deepEqual(drafts(), [], `${typed} was refused: no draft`);
      assert.equal(head(), before.head);
    }
    await page.screenshot({ path: path.join(SHOTS, 'editor-month-refused-fa.png') });
    await month.fill(next);
    await saveDraft(page, 'cms/performance/performance');
    const added = { month: next, composite: 0.0213, benchmark: -0.0175 };
    assert.equal(`${git('show', `cms/performance/performance:${rel}`)}\n`, formatJson({ ...record, months: [...record.months, added] }));
    assert.equal(file(rel), before.text);
    await readyAndPublish(page, 'cms/performance/performance');
    assert.equal(file(rel), formatJson({ ...record, months: [...record.months, added] }));
    assert.equal(git('rev-list', '--count', `${before.head}..main`), '1');
    assert.deepEqual(valid(), []);
  });

  test("edits a page's Persian and English copy side by side in one form: one line in each language's file", async () => {
    const files = { fa: 'locales/fa/home.json', en: 'locales/en/home.json' };
    const before = { head: head(), fa: file(files.fa), en: file(files.en) };
    const heading = { fa: JSON.parse(before.fa).heading as string, en: JSON.parse(before.en).heading as string };
    const edited = { fa: `${heading.fa} (ویرایش)`, en: `${heading.en} (edited)` };
    const { page } = await staffPage();
    await open(page, 'fa', 'copy', 'home');
    const faField = await copyBox(page, fa.copyLabels.heading, 'fa', heading.fa);
    const enField = await copyBox(page, fa.copyLabels.heading, 'en', heading.en);
    assert.equal(await faField.getAttribute('dir'), 'rtl');
    assert.equal(await enField.getAttribute('dir'), 'ltr');
    const [faBox, enBox] = [await faField.boundingBox(), await enField.boundingBox()];
    assert.ok(faBox && enBox && Math.abs(faBox.y - enBox.y) < 2 && faBox.x > enBox.x, 'Persian beside English, Persian on the right');
    await page.screenshot({ path: path.join(SHOTS, 'editor-copy-side-by-side-fa.png') });
    await faField.fill(edited.fa);
    await enField.fill(edited.en);
    await saveDraft(page, 'cms/copy/home');
    const line = (text: string) => `  "heading": ${JSON.stringify(text)},`;
    assert.deepEqual(git('diff', '--name-only', 'main', 'cms/copy/home').split('\n').sort(), [files.en, files.fa]);
    assert.equal(file(files.fa), before.fa);
    // Reopened, the draft shows both languages as saved (read back from the two files of its branch).
    await page.reload();
    await copyBox(page, fa.copyLabels.heading, 'en', edited.en);
    await copyBox(page, fa.copyLabels.heading, 'fa', edited.fa);
    await readyAndPublish(page, 'cms/copy/home');
    for (const lang of ['fa', 'en'] as const)
      assert.deepEqual(changedLines(before[lang], file(files[lang])), { removed: [line(heading[lang])], added: [line(edited[lang])] }, lang);
    assert.equal(git('rev-list', '--count', `${before.head}..main`), '1');
    assert.deepEqual(validateLocales(path.join(repo, 'locales'), ['fa', 'en'], ['home']), []);
  });

  test('refuses an impossible date and an empty Persian title, in Persian, and writes nothing', async () => {
    const before = { head: head(), text: file('data/licences.json') };
    const { page } = await staffPage();
    await open(page, 'fa', 'licences');
    const licences = JSON.parse(before.text) as { id: string }[];
    await page.getByText(`(${licences[0].id})`).first().waitFor();
    await page.getByRole('button', { name: addTo(fa.list) }).click();
    await (await field(page, 'شناسه')).fill('test-licence');
    await (await localized(page, 'عنوان', 'en')).fill('Test licence');
    await (await field(page, 'تاریخ صدور')).fill('1403/13/40');
    await (await field(page, 'اعتبار تا')).fill('2028-02-30');
    await page.getByRole('button', { name: toolbar.save, exact: true }).click();
    await page.getByText(fa.date).waitFor();
    await page.getByText(fa.dateInvalid).waitFor();
    await page.getByText(fa.requiredFa).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'editor-refused-fa.png') });
    assert.deepEqual(drafts(), []);
    assert.equal(head(), before.head);
    assert.equal(file('data/licences.json'), before.text);
  });

  test('discards a second draft: no branch, no file changed, main where it was', async () => {
    const rel = 'data/company.json';
    const before = { head: head(), text: file(rel), branches: git('branch', '--list') };
    const { page, dialogs } = await staffPage();
    await open(page, 'fa', 'company');
    const box = await field(page, 'کد پستی');
    // The entry has loaded when the box holds the file's value (an empty form shows first).
    const id = await box.getAttribute('id');
    await page.waitForFunction(([id, value]) => (document.getElementById(id) as HTMLInputElement | null)?.value === value, [
      id ?? '',
      JSON.parse(before.text).contact.postalCode,
    ] as const);
    await box.fill('1969914399');
    await saveDraft(page, 'cms/company/company');
    assert.notEqual(git('rev-parse', 'cms/company/company'), before.head);
    await page.getByRole('button', { name: toolbar.deleteUnpublishedChanges }).click();
    await expect.poll(() => drafts().length === 0, { message: 'the draft deleted' }).toBe(true);
    assert.deepEqual(dialogs, [(fa.decap.editor as { editor: Record<string, string> }).editor.onDeleteUnpublishedChanges]);
    assert.equal(git('branch', '--list'), before.branches);
    assert.equal(head(), before.head);
    assert.equal(git('status', '--porcelain'), '');
    assert.equal(file(rel), before.text);
  });
});

test.describe('/admin/ in the built site', () => {
  test('is served with its own CSP and noindex, its script bundled, while the public pages keep theirs', async ({ site: server }) => {
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
    for (const name of ['config.fa.json', 'config.en.json', 'decap-cms.js', 'admin.js', 'admin.css'])
      assert.equal((await fetch(`${server.baseURL}/admin/${name}`)).status, 200, name);
    const config = await (await fetch(`${server.baseURL}/admin/config.fa.json`)).json();
    assert.equal(config.decap.local_backend, undefined, 'the built editor has no local backend');
    assert.equal(config.decap.publish_mode, 'editorial_workflow');
    assert.ok(config.editor.formats.length > 0);
  });

  test('is not in the sitemap, not precached by the service worker, and not in any public page', () => {
    const publicDir = path.join(ROOT, 'public');
    assert.doesNotMatch(fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8'), /\/admin/);
    const sw = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    assert.match(sw, /\\\/admin\\\/.*NetworkOnly/s, 'a NetworkOnly route for /admin/');
    const precache = /__precacheManifest = (\[[\s\S]*?\])\.concat/.exec(sw)?.[1] ?? '';
    assert.match(precache, /app-[0-9a-f]+\.js/, 'the precache list was found');
    assert.doesNotMatch(precache, /admin/);
    for (const page of ['index.html', 'en/index.html', 'directors/index.html'])
      assert.doesNotMatch(fs.readFileSync(path.join(publicDir, page), 'utf8'), /\/admin\/|decap/i, page);
  });
});
