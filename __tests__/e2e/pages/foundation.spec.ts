// The built site in Chromium (every page's head is judged in every-page.spec.ts): the static HTML,
// trailing slashes, start-up, the not-found pages, header behaviour, language switch, theme on first paint,
// keyboard dropdowns and the site without JavaScript.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test, newPage, visitorPage, ROOT } from '../fixtures';
import { quietWindow } from '../quiet';

test.describe('every page in both locales', () => {
  test('serves the static HTML with lang and dir already set (before any script)', async ({ site }) => {
    const fa = await (await fetch(`${site.baseURL}/dedicated/`)).text();
    const en = await (await fetch(`${site.baseURL}/en/dedicated/`)).text();
    assert.match(fa, /<html[^>]*lang="fa"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="fa"/);
    assert.match(en, /<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/);
  });

  test('reaches a route with and without the trailing slash', async ({ site }) => {
    for (const path of ['/about-us', '/en/about-us', '/en']) {
      const res = await fetch(site.baseURL + path);
      assert.equal(res.status, 200, path);
      assert.ok(res.url.endsWith('/'), `${path} → ${res.url}`);
    }
  });
});

test.describe('start-up', () => {
  test('paints the page before requesting Gatsby’s scripts, then hydrates it (both locales)', async ({ site, browser }) => {
    const { context, page } = await newPage(browser);
    // The first animation frame of the document, as seen by a callback registered before any page script.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
      });
    });
    for (const path of ['/contracts/', '/en/contracts/']) {
      const html = await (await fetch(site.baseURL + path)).text();
      assert.doesNotMatch(html, /<script[^>]+\bsrc=/, `${path}: no script tag in the HTML`);
      await page.goto(site.baseURL + path);
      await page.waitForSelector('html[data-hydrated]');
      const timing = await page.evaluate(() => ({
        firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(e.name))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }));
      assert.equal(timing.scripts.length, 3, `${path}: ${JSON.stringify(timing.scripts)}`);
      for (const script of timing.scripts)
        assert.ok(script.start >= timing.firstFrame, `${path}: ${script.name} requested at ${script.start} ms, first frame at ${timing.firstFrame} ms`);
    }
    await context.close();
  });

  test('ships React and the app with V8’s compile hint on their first line, and source maps that still match', async ({ site }) => {
    const html = await (await fetch(`${site.baseURL}/`)).text();
    const chunks = [...html.matchAll(/"(\/(?:framework|app)-\w+\.js)"/g)].map((m) => m[1]);
    assert.equal(chunks.length, 2, html.slice(-600));
    for (const chunk of chunks) {
      const code = await (await fetch(site.baseURL + chunk)).text();
      assert.equal(code.split('\n')[0], '//# allFunctionsCalledOnLoad', chunk);
      // The maps stay in the build for the tools, never served (server/build-internals.ts): read from disk.
      const map = JSON.parse(fs.readFileSync(path.join(ROOT, 'public', `${chunk}.map`), 'utf8')) as { mappings: string };
      assert.equal((await fetch(`${site.baseURL + chunk}.map`)).status, 404, `${chunk}.map is not served`);
      // The banner line carries no mapping; the code's first mapped line is the line after it.
      assert.ok(map.mappings.startsWith(';'), `${chunk}.map starts on line 2`);
    }
  });
});

test.describe('not-found pages', () => {
  test('answers 404 with the page in the path’s language', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    for (const [path, lang, text, title] of [
      ['/no-such-page', 'fa', 'صفحهٔ مورد نظر یافت نشد!', 'این صفحه پیدا نشد | سبدگردان نگین آریا'],
      ['/en/no-such-page', 'en', 'This Page not found !', 'This page could not be found | Negin Aria Portfolio Management'],
    ] as const) {
      const res = await page.goto(site.baseURL + path);
      assert.equal(res?.status(), 404, path);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal((await page.locator('h1').textContent())?.trim(), text);
      assert.equal(await page.title(), title);
      assert.equal(await page.locator('main a[href="' + (lang === 'en' ? '/en/' : '/') + '"]').count(), 1);
    }
  });
});

test.describe('header', () => {
  test('is flipped between Persian and English', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 800 } });
    const brandBox = async (path: string) => {
      await page.goto(site.baseURL + path);
      return page.locator('header a[aria-label]').first().boundingBox();
    };
    const fa = await brandBox('/about-us/');
    const en = await brandBox('/en/about-us/');
    assert.ok(fa && en);
    assert.ok(fa.x > 640, `Persian logo is on the right (x=${fa.x})`);
    assert.ok(en.x < 640, `English logo is on the left (x=${en.x})`);
    // A component style written `text-align: left` (Footer.tsx), flipped by stylis-plugin-rtl on Persian pages.
    const align = async (path: string) => {
      await page.goto(site.baseURL + path);
      return page.evaluate(() => getComputedStyle(document.querySelector('footer nav li a')!).textAlign);
    };
    assert.equal(await align('/about-us/'), 'right');
    assert.equal(await align('/en/about-us/'), 'left');
  });

  test('is not sticky at 0 px and is sticky after 4 px of scroll', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.baseURL}/dedicated/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const position = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).position);
    assert.equal(await position(), 'static');
    await page.evaluate(() => window.scrollTo(0, 3));
    assert.equal(await quietWindow('the header stays static after 3 px of scroll', 200, position), 'static');
    await page.evaluate(() => window.scrollTo(0, 4));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).position === 'sticky');
  });

  test('has its own style on the home page', async ({ site, browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/`);
    assert.equal(await page.locator('header').getAttribute('data-home'), 'true');
    await page.goto(`${site.baseURL}/en/about-us/`);
    assert.equal(await page.locator('header').getAttribute('data-home'), 'false');
  });

  test('opens and closes a dropdown by keyboard with aria-expanded true to state', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseURL}/en/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const group = page.getByRole('button', { name: 'About us' });
    await group.focus();
    assert.equal(await group.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.getByRole('link', { name: 'Board of directors' }).isVisible());
    await page.keyboard.press('Escape');
    assert.equal(await group.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'About us');
    assert.ok(!(await page.getByRole('link', { name: 'Board of directors' }).isVisible()));
    await page.keyboard.press(' ');
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press(' ');
    assert.equal(await group.getAttribute('aria-expanded'), 'false');
  });

  test('opens a dropdown on mouse hover', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseURL}/en/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Portfolio management' }).hover();
    await page.getByRole('link', { name: 'Conflict-of-interest control' }).waitFor({ state: 'visible' });
  });

  test('lists the six external systems in Persian and omits crowd-funding and fund-in-fund in English', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseURL}/`);
    const faLinks = await page.locator('#site-nav a[target=_blank]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(faLinks.length, 6);
    await page.goto(`${site.baseURL}/en/`);
    const enLinks = await page.locator('#site-nav a[target=_blank]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(enLinks.length, 4);
    assert.ok(!enLinks.some((h) => /crowd|fif/.test(h ?? '')));
    const internal = await page.locator('#site-nav a:not([target])').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(internal.length > 10 && internal.every((h) => h?.startsWith('/en/')), internal.join());
  });

  test('on a phone, the menu button opens the menu and following a link closes it', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${site.baseURL}/en/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const nav = page.locator('#site-nav');
    assert.ok(!(await nav.isVisible()));
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.ok(await nav.isVisible());
    await page.getByRole('button', { name: 'About us' }).click();
    await page.getByRole('link', { name: 'Company goals' }).click();
    await page.waitForURL('**/en/company-targets/');
    await page.waitForFunction(() => document.querySelector('#site-nav')?.getAttribute('data-open') === 'false');
    assert.ok(!(await nav.isVisible()));
    await button.click();
    assert.ok(await nav.isVisible());
    await page.keyboard.press('Escape');
    assert.ok(!(await nav.isVisible()));
  });
});

test.describe('language switch', () => {
  test('lands on the same route in the other locale and writes the locale cookie', async ({ site, browser }) => {
    const { context, page } = await visitorPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseURL}/control/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('link', { name: /^EN/ }).click();
    await page.waitForURL('**/en/control/');
    // Gatsby's Head applies <html lang dir> right after the new page renders.
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.documentElement.dir === 'ltr');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    assert.equal(cookie?.value, 'en');
    assert.equal(cookie?.path, '/');
    assert.equal(cookie?.sameSite, 'Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    assert.ok(days > 364 && days <= 365.01, `expires in ${days} days`);
    await page.getByRole('link', { name: /^FA/ }).click();
    await page.waitForURL((url) => url.pathname === '/control/');
    await page.waitForFunction(() => document.documentElement.lang === 'fa' && document.documentElement.dir === 'rtl');
    assert.equal((await context.cookies()).find((c) => c.name === 'locale')?.value, 'fa');
  });
});

test.describe('theme', () => {
  for (const [cookie, expected] of [
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'dark'],
  ] as const) {
    test(`is ${expected} on first paint with ${cookie ? `theme=${cookie}` : 'no cookie'}`, async ({ site, browser }) => {
      const { context, page } = await visitorPage(browser);
      if (cookie) await context.addCookies([{ name: 'theme', value: cookie, url: site.baseURL }]);
      // Read the colour as soon as the body exists, before the page's scripts load.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${site.baseURL}/about-us/`, { waitUntil: 'domcontentloaded' });
      const state = await page.evaluate(() => ({ theme: document.documentElement.dataset.theme, bg: getComputedStyle(document.body).backgroundColor }));
      assert.equal(state.theme, expected);
      assert.equal(state.bg, expected === 'light' ? 'rgb(255, 255, 255)' : 'rgb(16, 21, 28)');
    });
  }

  test('the toggle switches the theme and writes the cookie', async ({ site, browser }) => {
    const { context, page } = await visitorPage(browser);
    await page.goto(`${site.baseURL}/en/about-us/`);
    const toggle = page.getByRole('button', { name: 'Switch to the light theme' });
    // aria-pressed appears once React has hydrated the toggle (it reads the theme after mount).
    await page.waitForFunction(() => document.querySelector('header button[aria-pressed]') !== null);
    await toggle.click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    assert.equal((await context.cookies()).find((c) => c.name === 'theme')?.value, 'light');
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  });
});

test.describe('without JavaScript', () => {
  test('every page reads completely and every menu link can be reached', async ({ site, browser }) => {
    const { page } = await visitorPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseURL}/en/dedicated/`);
    assert.ok(((await page.locator('main').textContent()) ?? '').length > 500);
    // Tab through the header as a keyboard user would: every menu link is reached and visible.
    const hrefs = await page.locator('#site-nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.length > 15);
    const reached = new Set<string>();
    await page.locator('header a').first().focus();
    for (let i = 0; i < 80 && reached.size < hrefs.length; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.closest('#site-nav') || el.tagName !== 'A') return null;
        const r = el.getBoundingClientRect();
        return { href: el.getAttribute('href'), visible: r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' };
      });
      if (focused) {
        assert.ok(focused.visible, `${focused.href} is visible when focused`);
        reached.add(focused.href!);
      }
    }
    assert.deepEqual([...reached].sort(), [...new Set(hrefs)].sort());
    // On a phone the whole menu is shown expanded.
    await page.setViewportSize({ width: 375, height: 740 });
    assert.ok(await page.locator('#site-nav').isVisible());
    assert.ok(await page.getByRole('link', { name: 'Company goals' }).isVisible());
  });
});
