// The installable, offline-capable site in Chromium with service workers allowed: manifest
// and icons, visited pages offline (reload and in-site navigation, both locales), the offline page
// for unvisited pages, the connection indicator, the route loading bar, a missing chunk reloading
// once, and the update toast after a new build. Runs its own server over a copy of public/ so it can stop it ("offline")
// and swap sw.js ("a new build") without touching the shared build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../utils/server-process';
import { CHROMIUM, TEST_CHROMIUM_ARGS } from '../../../scripts/lib/local-site';
import { test, allPagePaths, expect, newPage, ROOT } from '../fixtures';
import { quietWindow } from '../quiet';
import { LOADING_THROTTLE_MS } from '../../../src/runtime/loading-bar';

const PUBLIC = path.join(ROOT, 'public');

let siteDir: string;
let port = 0;
let baseURL: string;
let server: ServerProcess | null = null;

/** The project's server over the copied site; restarted on the port it got first, so the origin (and its worker) survives restarts. */
async function startSite(): Promise<void> {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-submissions-'));
  server = await startServer({ PUBLIC_DIR: siteDir, SUBMISSIONS_DIR: storeDir, EXIT_AFTER_MS: String(15 * 60_000) }, port ? { port } : {});
  port = server.port;
  baseURL = `http://localhost:${port}`;
}

async function stopSite(): Promise<void> {
  const running = server;
  server = null;
  await running?.stop();
}

/** Offline for real: the browser says so and the server is gone (worker fetches fail too). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await stopSite();
}

async function goOnline(context: BrowserContext): Promise<void> {
  await startSite();
  await context.setOffline(false);
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 20_000 });
  // The worker's install step caches the offline pages; let the warm-up after activation finish too.
  await page.waitForFunction(
    async () => {
      const names = await caches.keys();
      return names.includes('site-offline-pages') && names.some((n) => n.includes('runtime'));
    },
    undefined,
    { timeout: 20_000, polling: 250 },
  );
  await page.waitForLoadState('networkidle');
}

async function cachedPageDataPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) {
        const m = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(req.url).pathname);
        if (m) out.push(m[1]);
      }
    }
    return out;
  });
}

const h1 = (page: Page) => page.locator('main h1').first();

/** Pages rendered from the app shell get lang and dir from Gatsby's Head just after rendering. */
async function waitForLangDir(page: Page, lang: string, dir: string): Promise<void> {
  await page.waitForFunction(([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d, [lang, dir], { timeout: 5000 });
}

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(PUBLIC, 'sw.js'))) throw new Error('public/sw.js missing: build the site with gatsby-plugin-offline first');
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-site-'));
  fs.cpSync(PUBLIC, siteDir, { recursive: true });
  await startSite();
});

test.afterAll(async () => {
  await stopSite();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  assert.equal(buffer.subarray(1, 4).toString('latin1'), 'PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test.describe('installable', () => {
  test('has a manifest per locale with the theme colour, lang, dir and fetchable icons from 64 to 512 px, maskable too', async () => {
    for (const [file, lang, dir, start] of [
      ['manifest.webmanifest', 'fa', 'rtl', '/'],
      ['manifest_en.webmanifest', 'en', 'ltr', '/en/'],
    ] as const) {
      const res = await fetch(`${baseURL}/${file}`);
      assert.equal(res.status, 200, file);
      const manifest = (await res.json()) as {
        name: string;
        short_name: string;
        lang: string;
        dir: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      assert.equal(manifest.theme_color, '#E89E2E');
      assert.equal(manifest.lang, lang);
      assert.equal(manifest.dir, dir);
      assert.equal(manifest.start_url, start);
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.name && manifest.short_name, 'names');
      const sizes = manifest.icons.map((i) => Number(i.sizes.split('x')[0]));
      assert.equal(Math.min(...sizes), 64);
      assert.equal(Math.max(...sizes), 512);
      assert.ok(
        manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'),
        'a 512 px maskable icon',
      );
      assert.ok(
        manifest.icons.some((i) => (i.purpose ?? 'any').includes('any') && i.sizes === '192x192'),
        'a 192 px icon for any use',
      );
      for (const icon of manifest.icons) {
        const iconRes = await fetch(new URL(icon.src, `${baseURL}/${file}`));
        assert.equal(iconRes.status, 200, icon.src);
        assert.match(iconRes.headers.get('content-type') ?? '', /image\/png/);
        const { width, height } = pngSize(Buffer.from(await iconRes.arrayBuffer()));
        assert.equal(`${width}x${height}`, icon.sizes, icon.src);
      }
    }
  });

  test('links the manifest of the page’s locale and Chromium reports no installability errors', async () => {
    // Installability is not checked in incognito contexts: use a persistent profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: TEST_CHROMIUM_ARGS, serviceWorkers: 'allow' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const [pathname, manifest] of [
        ['/en/about-us/', '/manifest_en.webmanifest'],
        ['/about-us/', '/manifest.webmanifest'],
      ] as const) {
        await page.goto(baseURL + pathname);
        assert.equal(await page.locator('link[rel=manifest]').getAttribute('href'), manifest, pathname);
      }
      await waitForWorker(page);
      await page.reload();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(
        installabilityErrors.map((e) => e.errorId),
        [],
      );
      const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
      assert.deepEqual(
        manifestErrors.filter((e) => e.critical),
        [],
      );
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('service worker registration', () => {
  test('waits until the page has loaded and React has hydrated it, then registers once', async ({ browser }) => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow' });
    await page.addInitScript(() => {
      const calls: { readyState: string; hydrated: boolean }[] = [];
      (window as unknown as { __swRegisterCalls: typeof calls }).__swRegisterCalls = calls;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
        calls.push({ readyState: document.readyState, hydrated: document.documentElement.hasAttribute('data-hydrated') });
        return register.apply(this, args);
      };
    });
    await page.goto(`${baseURL}/en/contracts/`);
    await waitForWorker(page);
    const calls = await page.evaluate(() => (window as unknown as { __swRegisterCalls: unknown[] }).__swRegisterCalls);
    assert.deepEqual(calls, [{ readyState: 'complete', hydrated: true }]);
    await context.close();
  });
});

test.describe('offline', () => {
  let context: BrowserContext;
  let page: Page;
  const headings: Record<string, string> = {};
  // Pages whose data this browser never fetched (neither visited nor prefetched from a link).
  const unvisited: Record<'fa' | 'en', string> = { fa: '', en: '' };

  // One visitor's browser through the cases below, in order.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await newPage(browser, { serviceWorkers: 'allow' }));
    await page.goto(`${baseURL}/about-us/`);
    await waitForWorker(page);
    // Visit a few pages online, in both languages (address bar and in-site navigation).
    for (const pathname of ['/about-us/', '/', '/en/', '/en/dedicated/']) {
      await page.goto(baseURL + pathname);
      await page.waitForLoadState('networkidle');
      headings[pathname] = ((await h1(page).textContent()) ?? '').trim();
      assert.ok(headings[pathname], `h1 of ${pathname}`);
    }
    const cached = await cachedPageDataPaths(page);
    for (const p of ['about-us', 'index', 'en', 'en/dedicated']) assert.ok(cached.includes(p), `page data of ${p} cached: ${cached.join(', ')}`);
    for (const { path: p, language } of allPagePaths()) {
      const key = p === '/' ? 'index' : p.replace(/^\/|\/$/g, '');
      if (!unvisited[language] && !cached.includes(key)) unvisited[language] = p;
    }
    assert.ok(unvisited.fa && unvisited.en, `an unvisited page in each language: ${JSON.stringify(unvisited)}`);
    await goOffline(context);
  });

  test.afterAll(async () => {
    if (!server) await goOnline(context);
    await context.close();
  });

  test('reloads a visited page from the address bar', async () => {
    const res = await page.goto(`${baseURL}/about-us/`);
    assert.ok(res?.ok(), 'served by the worker');
    await h1(page).waitFor();
    assert.equal(((await h1(page).textContent()) ?? '').trim(), headings['/about-us/']);
    await waitForLangDir(page, 'fa', 'rtl');
  });

  test('navigates in-site to another visited page', async () => {
    await page.locator(`header a[href="/"]`).first().click();
    await page.waitForURL(`${baseURL}/`);
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, headings['/']);
  });

  test('opens a visited English page with English lang and dir', async () => {
    await page.goto(`${baseURL}/en/dedicated/`);
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, headings['/en/dedicated/']);
    await waitForLangDir(page, 'en', 'ltr');
    await page.locator(`header a[href="/en/"]`).first().click();
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, headings['/en/']);
  });

  test('shows the localized offline page, at the asked address, for a page never visited', async () => {
    const res = await page.goto(baseURL + unvisited.fa);
    assert.ok(res?.ok(), 'not the browser’s error page');
    await page.waitForSelector('[data-offline-page]');
    assert.equal(new URL(page.url()).pathname, unvisited.fa);
    assert.equal(((await h1(page).textContent()) ?? '').trim(), 'شما آفلاین هستید');
    await waitForLangDir(page, 'fa', 'rtl');
    assert.equal(await page.getByRole('button', { name: 'تلاش دوباره' }).count(), 1);
    // It links to what is available offline, and those links work.
    await page.waitForSelector('[data-offline-available] a');
    const links = await page.locator('[data-offline-available] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(links.includes('/about-us/') && links.includes('/'), links.join(', '));
    assert.ok(!links.some((href) => href?.startsWith('/en/')), 'only Persian pages');
    assert.equal(await page.getByRole('status').first().getAttribute('data-online'), 'false');
    await page.locator('[data-offline-available] a[href="/about-us/"]').click();
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, headings['/about-us/']);
  });

  test('shows the English offline page on in-site navigation to an unvisited English page', async () => {
    await page.goto(`${baseURL}/en/`);
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, headings['/en/']);
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), unvisited.en);
    await page.waitForSelector('[data-offline-page]');
    assert.equal(new URL(page.url()).pathname, unvisited.en);
    assert.equal(((await h1(page).textContent()) ?? '').trim(), 'You are offline');
    await waitForLangDir(page, 'en', 'ltr');
  });

  test('loads the real page once the connection is back, even when it comes back in stages', async () => {
    // The browser says online before requests get through (the server is still away), so the offline
    // page's first reloads land on the stand-in again; it keeps trying, spaced out.
    let loads = 0;
    const countLoad = () => void loads++;
    page.on('load', countLoad);
    await context.setOffline(false);
    await expect.poll(() => loads, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    page.off('load', countLoad);
    await expect(page.locator('[data-offline-page]')).toBeVisible();
    await startSite();
    await page.waitForFunction(() => !document.querySelector('[data-offline-page]') && Boolean(document.querySelector('main h1')), undefined, {
      timeout: 30_000,
    });
    assert.equal(new URL(page.url()).pathname, unvisited.en);
    assert.notEqual(((await h1(page).textContent()) ?? '').trim(), 'You are offline');
  });
});

test.describe('connection indicator', () => {
  test('switches when the connection drops and returns, in a polite live region', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/en/about-us/`);
    // The online/offline listeners exist once React has hydrated the header.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const status = page.locator('header [role=status]');
    assert.equal(await status.getAttribute('aria-live'), 'polite');
    await page.waitForFunction(() => document.querySelector('header [role=status]')?.getAttribute('data-online') === 'true');
    assert.match((await status.textContent()) ?? '', /connected/);
    await context.setOffline(true);
    await page.waitForFunction(() => document.querySelector('header [role=status]')?.getAttribute('data-online') === 'false');
    assert.match((await status.textContent()) ?? '', /You are offline/);
    await context.setOffline(false);
    await page.waitForFunction(() => document.querySelector('header [role=status]')?.getAttribute('data-online') === 'true');
    await context.close();
  });
});

test.describe('loading bar', () => {
  test('stays hidden on a fast navigation and shows, capped at 100 %, on a slow one', async ({ browser }) => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseURL}/en/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const seen: number[] = [];
    let firstShownAt = Infinity;
    await page.exposeFunction('reportBar', (value: number, at: number) => {
      seen.push(value);
      firstShownAt = Math.min(firstShownAt, at);
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar]');
        if (bar) (window as unknown as { reportBar: (v: number, at: number) => void }).reportBar(Number(bar.getAttribute('aria-valuenow')), performance.now());
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Fast: a page linked from the header, already prefetched (data and chunk) once the network is idle.
    // The bar's rule (src/runtime/loading-bar.ts): it shows only once a navigation has lasted longer
    // than the throttle. Timed in the page, from the call until the new address is in place.
    await page.waitForLoadState('networkidle');
    const fast = await page.evaluate(async (to) => {
      const began = performance.now();
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
      await new Promise<void>((resolve) => {
        const done = () => (location.pathname === to ? resolve() : requestAnimationFrame(done));
        done();
      });
      return { began, took: performance.now() - began };
    }, '/en/supply-and-acceptance/');
    if (fast.took < LOADING_THROTTLE_MS - 100) {
      await quietWindow('no loading bar on a fast navigation', 300, () => seen.length);
      assert.deepEqual(seen, [], `nothing shown for a navigation of ${Math.round(fast.took)} ms`);
    } else {
      // A machine too busy for a fast navigation: the bar may show, but never before the throttle.
      assert.ok(
        !seen.length || firstShownAt - fast.began >= LOADING_THROTTLE_MS - 5,
        `shown ${Math.round(firstShownAt - fast.began)} ms into a navigation of ${Math.round(fast.took)} ms`,
      );
      await page.locator('[role=progressbar]').waitFor({ state: 'detached', timeout: 3000 });
      seen.length = 0;
    }
    // Slow: the page data is held back until the loading bar shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/page-data/en/approach/page-data.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/en/approach/'));
    await page.locator('[role=progressbar]').waitFor({ timeout: 3000 });
    assert.equal(await page.locator('[role=progressbar]').getAttribute('aria-label'), 'Loading the page');
    release();
    await page.waitForURL(`${baseURL}/en/approach/`);
    await page.locator('[role=progressbar]').waitFor({ state: 'detached', timeout: 3000 });
    assert.ok(seen.length > 0 && Math.max(...seen) <= 100, `progress values ${seen.join(', ')}`);
    assert.equal(seen[seen.length - 1], 100, 'filled before hiding');
    await context.close();
  });
});

test.describe('a page chunk that cannot be loaded', () => {
  test('reloads the page once, not in a loop, and the server-rendered content stays', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    let blocked = 0;
    await page.route(/\/component---src-templates-content-tsx-[^/]+\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${baseURL}/about-us/`);
    await expect.poll(() => loads, { message: 'the page loaded again' }).toBeGreaterThanOrEqual(2);
    await quietWindow('no third load (a reload loop)', 3000, () => loads);
    assert.equal(loads, 2, `page loads: ${loads}`);
    assert.ok(blocked >= 2, `chunk requests: ${blocked}`);
    assert.ok(Number(await page.evaluate(() => sessionStorage.getItem('site:chunk-reload-at'))) > 0);
    assert.ok(((await h1(page).textContent()) ?? '').trim().length > 0, 'static content still readable');
    await context.close();
  });
});

test.describe('a new build', () => {
  test('tells a returning visitor with a toast whose action reloads', async ({ browser }) => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow' });
    await page.goto(`${baseURL}/`);
    await waitForWorker(page);
    // "Deploy": a new sw.js (what every build produces), with its precompressed copies replaced.
    const sw = path.join(siteDir, 'sw.js');
    fs.appendFileSync(sw, `\n// rebuilt ${Date.now()}\n`);
    for (const ext of ['.br', '.gz']) fs.rmSync(sw + ext, { force: true });
    await page.reload();
    const toast = page.getByText('نسخهٔ تازه‌ای از سایت آماده است.');
    await toast.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'بارگذاری دوباره' }).click();
    // The page reloads once the new worker has taken over: the toast goes, and must not come back.
    await expect(toast).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState('load');
    await h1(page).waitFor();
    const toasts = () => page.getByText('نسخهٔ تازه‌ای از سایت آماده است.').count();
    await quietWindow('no update toast after the reload', 1000, toasts);
    assert.equal(await toasts(), 0, 'no toast after the reload');
    await context.close();
  });
});
