// Site search in Chromium on the built site (issue "Search the whole site in Persian or English"): the
// header's control in both languages and without JavaScript, "/" and Esc with focus return, results as
// you type (title, marked passage, link to the section, polite count), Persian as people type it (each
// spelling among the first five results), licence numbers in Persian digits, staff names, no result
// from the other language, offline after one online search, nothing loaded before search is used, no
// CSP violation or console error, and axe with the search open.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { axeCheck, WCAG_TAGS } from '../axe';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../utils/server-process';
import { stubTrustSeal, watchPageProblems, type PageProblems } from '../page-problems';
import { test, themedVisitorPage, ROOT } from '../fixtures';

const ZWNJ = '\u200C';
const toPersian = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const toArabicIndic = (s: string) => s.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
const data = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data', name), 'utf8')) as T;
const locale = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lng, `${ns}.json`), 'utf8'));

const common = { fa: locale('fa', 'common'), en: locale('en', 'common') };
const licences = data<{ id: string; number: string }[]>('licences.json');
const staff = data<{ id: string; group: 'board' | 'management'; name: { fa: string; en: string } }[]>('staff.json');
const manager = staff.find((m) => m.group === 'management')!;
const director = staff.find((m) => m.group === 'board')!;

// A server of this file's own: the offline case stops it and starts it again on the port it had.
let port = 0;
let baseURL: string;
let server: ServerProcess | null = null;
let browser: Browser;
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-submissions-'));

async function startSite(): Promise<void> {
  server = await startServer({ SUBMISSIONS_DIR: storeDir, EXIT_AFTER_MS: String(10 * 60_000) }, port ? { port } : {});
  port = server.port;
  baseURL = `http://localhost:${port}`;
}

test.beforeAll(async ({ browser: chromium }) => {
  browser = chromium;
  await startSite();
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

type Visit = { context: BrowserContext; page: Page; problems: PageProblems };

/**
 * A page in a fresh context. Where a test asserts no console error, the service worker is allowed (as
 * for a visitor): Playwright's blocked mode hands Gatsby a registration without its installing worker,
 * which Gatsby's registration logs as an error.
 */
async function visit(pagePath: string, options: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block'; width?: number } = {}): Promise<Visit> {
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  await stubTrustSeal(context);
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(baseURL + pagePath);
  if (options.javaScriptEnabled !== false) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // The page's parts hydrate apart from the root that sets data-hydrated: under load the header's
    // search control (and its "/" key) may still be server HTML then. Wait until React owns the button.
    await page.waitForFunction(() => {
      const button = document.querySelector('header button[aria-haspopup="dialog"]');
      return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
    });
  }
  return { context, page, problems };
}

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, lng: 'fa' | 'en') => dialog(page).getByRole('searchbox', { name: common[lng].search.label });

async function openSearch(page: Page, lng: 'fa' | 'en'): Promise<void> {
  await page.getByRole('button', { name: common[lng].search.open }).click();
  await field(page, lng).waitFor();
}

/** Types a query and waits for the results of that query (the polite status names the count, or says nothing was found). */
async function search(page: Page, lng: 'fa' | 'en', query: string): Promise<{ href: string; title: string; marks: string[] }[]> {
  const input = field(page, lng);
  await input.fill(query);
  await page.waitForFunction(
    ([q]) => {
      const input = document.querySelector('dialog input[type="search"]') as HTMLInputElement | null;
      const status = document.querySelector('dialog [role="status"]')?.textContent ?? '';
      return input?.value === q && status !== '' && document.querySelector('dialog [data-query]')?.getAttribute('data-query') === q;
    },
    [query],
  );
  return dialog(page)
    .locator('ol li')
    .evaluateAll((items) =>
      items.map((li) => ({
        href: li.querySelector('a')!.getAttribute('href')!,
        title: li.querySelector('a > span')!.textContent!,
        marks: [...li.querySelectorAll('mark')].map((m) => m.textContent!),
      })),
    );
}

const pathOf = (href: string) => href.split('#')[0];

test.describe('the search control', () => {
  for (const lng of ['fa', 'en'] as const) {
    const home = lng === 'fa' ? '/' : '/en/';
    test(`${lng}: a button named in the page's language; the dialog reads ${lng === 'fa' ? 'right to left' : 'left to right'}`, async () => {
      const { context, page, problems } = await visit(home, { serviceWorkers: 'allow' });
      const button = page.getByRole('button', { name: common[lng].search.open });
      assert.equal(await button.getAttribute('aria-haspopup'), 'dialog');
      assert.equal(await button.getAttribute('aria-keyshortcuts'), '/');
      await openSearch(page, lng);
      assert.equal(await dialog(page).evaluate((d) => getComputedStyle(d).direction), lng === 'fa' ? 'rtl' : 'ltr');
      assert.equal(
        await dialog(page)
          .getAttribute('aria-labelledby')
          .then((id) => page.locator(`#${id}`).textContent()),
        common[lng].search.title,
      );
      assert.deepEqual(await problems.collect(), []);
      await context.close();
    });
  }

  test('"/" opens the dialog with focus in the field; Esc closes it and focus returns to where it was', async () => {
    const { context, page } = await visit('/dedicated/');
    const button = page.getByRole('button', { name: common.fa.search.open });
    await button.focus();
    await page.keyboard.press('Enter');
    await field(page, 'fa').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'the field has focus');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'dialog', 'focus is back on the button');

    // "/" from the page (a link has focus), not from inside a text field.
    const link = page.locator('main a').first();
    await link.focus();
    await page.keyboard.press('/');
    await field(page, 'fa').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search');
    assert.equal(await field(page, 'fa').inputValue(), '', 'the "/" is not typed into the field');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), await link.getAttribute('href'), 'focus is back on the link');
    await context.close();
  });

  test('on the search page, "/" and the button go to the page\'s own field, with no dialog over it', async () => {
    const { context, page } = await visit('/en/search/');
    const pageField = page.getByRole('main').getByRole('searchbox', { name: common.en.search.label });
    // The page's own field comes in the search chunk, hydrated apart from the header: wait until React owns it too.
    await page.waitForFunction(() => {
      const field = document.querySelector('main [role="search"] input');
      return Boolean(field && Object.keys(field).some((key) => key.startsWith('__reactProps')));
    });
    await page.locator('main a').first().focus();
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.closest('main [role="search"]'));
    await page.locator('main a').first().focus();
    await page.getByRole('button', { name: common.en.search.open }).click();
    await page.waitForFunction(() => document.activeElement?.closest('main [role="search"]'));
    assert.equal(await dialog(page).count(), 0);
    assert.equal(await pageField.inputValue(), '', 'the "/" is not typed into the field');
    await context.close();
  });

  test('without JavaScript: a link to the search page, which lists every page of the site by section', async () => {
    for (const lng of ['fa', 'en'] as const) {
      const { context, page } = await visit(lng === 'fa' ? '/about-us/' : '/en/about-us/', { javaScriptEnabled: false });
      const link = page.getByRole('banner').getByRole('link', { name: common[lng].search.open });
      assert.equal(await link.getAttribute('href'), lng === 'fa' ? '/search/' : '/en/search/');
      await link.click();
      await page.waitForURL(`**${lng === 'fa' ? '' : '/en'}/search/`);
      const siteMap = page.getByRole('navigation', { name: locale(lng, 'search').siteMap.heading });
      // Superseded pages stay reachable but are not listed (src/lib/page-meta.ts).
      const superseded = ['about-us-old', 'company-history-old', 'services-available2'];
      const routes = data<{ id: string; path: string }[]>('routes.json').filter((r) => r.id !== 'search' && !superseded.includes(r.id));
      const hrefs = await siteMap.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(hrefs.sort(), routes.map((r) => (lng === 'fa' ? r.path : r.path === '/' ? '/en/' : `/en${r.path}`)).sort());
      assert.ok(await siteMap.getByRole('heading', { name: common[lng].menu.groups.about }).isVisible(), 'grouped as the menu groups them');
      assert.equal(await page.getByRole('searchbox').count(), 0, 'no search field that could not work');
      await context.close();
    }
  });
});

test.describe('results as you type', () => {
  test('each result: the page title, the passage with the words marked, a link to the section; the count announced politely', async () => {
    const { context, page, problems } = await visit('/', { serviceWorkers: 'allow' });
    await openSearch(page, 'fa');
    assert.equal((await search(page, 'fa', director.name.fa))[0]?.href, `/directors/#staff-${director.id}`, 'a board member: the board page');
    const person = manager;
    const results = await search(page, 'fa', person.name.fa);
    assert.ok(results.length >= 1);
    assert.equal(results[0].href, `/managers/#staff-${person.id}`, 'a manager: their section of the managers page');
    assert.equal(await dialog(page).getByRole('status').getAttribute('role'), 'status');
    assert.match((await dialog(page).getByRole('status').textContent())!, new RegExp(toPersian(String(results.length))));
    const heading = dialog(page).locator('ol li').first().locator('mark');
    assert.ok((await heading.allTextContents()).join(' ').includes(person.name.fa.split(' ')[0]), 'the name is marked');

    // Following a result goes to the section and closes the dialog.
    await dialog(page).locator('ol li a').first().click();
    await page.waitForURL(`**/managers/#staff-${person.id}`);
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator(`#staff-${person.id}`).waitFor();
    assert.deepEqual(await problems.collect(), []);
    await context.close();
  });

  test('a FAQ answer links to its question', async () => {
    const { context, page } = await visit('/');
    await openSearch(page, 'fa');
    const results = await search(page, 'fa', 'تمدید قرارداد');
    assert.ok(
      results.slice(0, 5).some((r) => /^\/dedicated\/#faq-\d+$/.test(r.href)),
      results.map((r) => r.href).join(', '),
    );
    await context.close();
  });
});

test.describe('Persian as people type it: every spelling finds the page among the first five results', () => {
  const licence = licences.find((l) => l.id === 'portfolio-management') ?? licences[0];
  const cases: [string, string[], string][] = [
    ['half-space, space or nothing', [`تمدید می${ZWNJ}شود`, 'تمدید می شود', 'تمدید میشود'], '/dedicated/'],
    ['plural with a half-space, space or nothing', [`سبدگردان${ZWNJ}ها`, 'سبدگردان ها', 'سبدگردانها'], '/sabad-gardani/'],
    ['Arabic yeh and kaf', ['كارمزد مديريت', 'کارمزد مدیریت'], '/dedicated/'],
    ['teh marbuta, heh with yeh above, heh with hamza', ['مشاورة عرضه', 'مشاورۀ عرضه', 'مشاورهٔ عرضه'], '/supply-and-acceptance/'],
    ['alef with hamza and without madda', ['فرابورس إیران', 'فرابورس أیران', 'اموزش'], '/supply-and-acceptance/'],
    ['tatweel and diacritics', ['سبـدگـردانی اختصاصـی', 'سَبَدگَردانیِ اختصاصی'], '/dedicated/'],
    ['licence number in Persian, Arabic-Indic and Latin digits', [toPersian(licence.number), toArabicIndic(licence.number), licence.number], '/certificate/'],
    ['a typo of one letter in a long word', ['سبدگردنی اختصاصی', 'سبدگردانی اختصاسی'], '/dedicated/'],
  ];
  test('in Persian', async () => {
    const { context, page, problems } = await visit('/', { serviceWorkers: 'allow' });
    await openSearch(page, 'fa');
    for (const [what, queries, expected] of cases) {
      for (const query of queries) {
        // «اموزش» (آموزش without its madda) is in the glossary's pages; the others name the expected page.
        const results = await search(page, 'fa', query);
        const top = results.slice(0, 5).map((r) => pathOf(r.href));
        if (query === 'اموزش') assert.ok(results.length > 0, `${what}: ${query} finds آموزش`);
        else assert.ok(top.includes(expected), `${what}: «${query}» → ${top.join(', ')} (expected ${expected})`);
      }
    }
    assert.deepEqual(await problems.collect(), []);
    await context.close();
  });

  test('in English: a question, a name, a word with a typo', async () => {
    const { context, page } = await visit('/en/');
    await openSearch(page, 'en');
    for (const [query, expected] of [
      ['how are returns calculated', '/en/calculation/'],
      [manager.name.en, '/en/managers/'],
      [director.name.en, '/en/directors/'],
      ['trustee', '/en/dedicated/'],
      ['dedicated portfolio managment', '/en/dedicated/'],
    ]) {
      const top = (await search(page, 'en', query)).slice(0, 5).map((r) => pathOf(r.href));
      assert.ok(top.includes(expected), `«${query}» → ${top.join(', ')} (expected ${expected})`);
    }
    await context.close();
  });
});

test.describe('nothing found', () => {
  test('says so, without results from a lone word of a two-word query, and offers the list of every page', async () => {
    for (const lng of ['fa', 'en'] as const) {
      const { context, page } = await visit(lng === 'fa' ? '/' : '/en/');
      await openSearch(page, lng);
      // One word the site has (in Persian, one letter from «پرونده», a typo match) and one it has nowhere.
      const query = lng === 'fa' ? 'زرافه پرنده' : 'giraffe portfolio';
      assert.deepEqual(await search(page, lng, query), []);
      assert.equal(await dialog(page).getByRole('status').textContent(), common[lng].search.none.replace('{{query}}', query));
      await dialog(page).getByRole('link', { name: common[lng].search.siteMapLink }).click();
      await page.waitForURL(`**${lng === 'fa' ? '' : '/en'}/search/`);
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByRole('navigation', { name: locale(lng, 'search').siteMap.heading }).waitFor();
      await context.close();
    }
  });

  test('Enter in the field opens the first result', async () => {
    const { context, page } = await visit('/en/');
    await openSearch(page, 'en');
    const results = await search(page, 'en', manager.name.en);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${results[0].href}`);
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });
});

test.describe('results never cross languages', () => {
  test('a Persian page searches the Persian pages only, an English page the English ones', async () => {
    for (const lng of ['fa', 'en'] as const) {
      const { context, page } = await visit(lng === 'fa' ? '/' : '/en/');
      const indexes: string[] = [];
      page.on('request', (r) => r.url().includes('/search-index/') && indexes.push(new URL(r.url()).pathname));
      await openSearch(page, lng);
      for (const query of ['portfolio', 'سبدگردانی', licences[0].number, staff[0].name.en, staff[0].name.fa]) {
        for (const r of await search(page, lng, query)) assert.equal(r.href.startsWith('/en/'), lng === 'en', `${lng} page, «${query}»: ${r.href}`);
      }
      assert.equal((await search(page, lng, lng === 'fa' ? 'trustee' : 'امین')).length, 0, 'a word of the other language only finds nothing');
      assert.deepEqual([...new Set(indexes)], [`/search-index/${lng}.json`]);
      await context.close();
    }
  });
});

test.describe('loading', () => {
  test('nothing of search loads before it is used; its code and index load when it is opened', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await stubTrustSeal(context);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const before = [...requested];
    assert.equal(before.filter((p) => p.includes('search')).length, 0, before.filter((p) => p.includes('search')).join(', '));
    await openSearch(page, 'fa');
    await search(page, 'fa', 'سبدگردانی');
    const after = requested.slice(before.length);
    assert.ok(after.includes('/search-index/fa.json'), after.join(', '));
    // The search chunk and nothing else: not the toast area, which a form would load (ToastProvider).
    assert.deepEqual(
      after.filter((p) => p.endsWith('.js')).map((p) => p.replace(/-[0-9a-f]+\.js$/, '')),
      ['/search'],
      after.join(', '),
    );
    await context.close();
  });

  test('the search page loads its index once its field is used, or at once when the address holds a query', async () => {
    const { context, page } = await visit('/search/');
    const indexes: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && indexes.push(new URL(r.url()).pathname));
    const input = page.getByRole('main').getByRole('searchbox', { name: common.fa.search.label });
    await input.waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(indexes, [], 'not while the page loads');
    await input.focus();
    await page.waitForResponse((r) => r.url().endsWith('/search-index/fa.json'));
    await context.close();

    const query = director.name.fa;
    const withQuery = await visit(`/search/?q=${encodeURIComponent(query)}`);
    const main = withQuery.page.getByRole('main');
    await withQuery.page.waitForFunction((q) => document.querySelector('main [data-query]')?.getAttribute('data-query') === q, query);
    assert.equal(await main.getByRole('searchbox').inputValue(), query);
    assert.equal(await main.locator('ol li a').first().getAttribute('href'), `/directors/#staff-${director.id}`);
    // A new query goes into the address, so that the search can be shared and survives a reload.
    await main.getByRole('searchbox').fill('trustee');
    await withQuery.page.waitForURL((url) => url.searchParams.get('q') === 'trustee');
    await withQuery.context.close();
  });

  test('after one search online, the same search works offline', async () => {
    const { context, page } = await visit('/', { serviceWorkers: 'allow' });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    await openSearch(page, 'fa');
    const online = await search(page, 'fa', 'سبدگردانی اختصاصی');
    assert.ok(online.length > 0);
    // The worker has kept the index (and the search code) once they went through it.
    await page.waitForFunction(
      async () => {
        for (const name of await caches.keys()) {
          const keys = await (await caches.open(name)).keys();
          if (keys.some((r) => new URL(r.url).pathname === '/search-index/fa.json')) return true;
        }
        return false;
      },
      undefined,
      { timeout: 15_000, polling: 200 },
    );
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    // Gone at once, as a server out of reach is. A graceful stop finishes the requests in flight first,
    // for up to its drain time (25 s), and a response Chromium stopped reading when it went offline can
    // be one of them: a CI run spent 27 s here.
    await server!.kill9();
    server = null;
    try {
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await openSearch(page, 'fa');
      const offline = await search(page, 'fa', 'سبدگردانی اختصاصی');
      assert.deepEqual(offline, online);
    } finally {
      await context.setOffline(false);
      await startSite();
      await context.close();
    }
  });
});

test.describe('accessibility', () => {
  for (const lng of ['fa', 'en'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      test(`axe with the search open and results shown (${lng}, ${theme})`, async ({ browser }) => {
        const { page } = await themedVisitorPage(browser, baseURL, theme, { viewport: { width: 375, height: 800 } });
        await page.goto(`${baseURL}${lng === 'fa' ? '/' : '/en/'}`);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        await openSearch(page, lng);
        await search(page, lng, lng === 'fa' ? 'سبدگردانی' : 'portfolio');
        const violations = await axeCheck(page, { tags: WCAG_TAGS });
        assert.deepEqual(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
          [],
        );
      });
    }
  }
});
