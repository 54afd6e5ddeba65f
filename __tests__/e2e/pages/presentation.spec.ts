// What a visitor meets first, in Chromium on the built site: the header's size, rows and opacity at
// four widths in both languages and both themes, focus never hidden under the sticky header
// (sideways scrolling at 320 px is judged on every page in every-page.spec.ts), text spacing (WCAG 1.4.12), print (no chrome, external
// addresses shown, page count from a real PDF), forced colours with axe, reduced motion, a browser
// without service workers, and every page's link-preview image and title pattern.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { axeCheck } from '../axe';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { stubTrustSeal } from '../page-problems';
import { quietWindow } from '../quiet';
import { test, type Browser, type Server, ROOT, allPagePaths, newPage, themedVisitorPage } from '../fixtures';

// The worker's server and Chromium, for this file's helpers.
let site: Server;
let browser: Browser;
test.beforeAll(({ site: worker, browser: chromium }) => {
  site = worker;
  browser = chromium;
});

const SITE_URL = process.env.GATSBY_SITE_URL || 'https://neginaria.example';
const company = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/company.json'), 'utf8'));
const SHOTS = path.join(ROOT, 'test-results/screenshots');
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 1100, 768, 375] as const;

async function themed(theme: (typeof THEMES)[number], viewport = { width: 1280, height: 800 }) {
  const { context, page } = await themedVisitorPage(browser, site.baseURL, theme, { viewport });
  // tsx names the functions it compiles with a helper that pages do not have.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  return { context, page };
}

async function open(page: Page, p: string) {
  await page.goto(site.baseURL + p);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** The header's visible parts grouped into rows by their vertical centre. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body header') as HTMLElement;
    const inner = header.firstElementChild as HTMLElement;
    // The row's parts, and each entry of the menu (which must not run under its neighbours either).
    const parts = [...inner.children, ...document.querySelectorAll('#site-nav > ul > li')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).display !== 'none';
    });
    const centres: number[] = [];
    for (const el of parts.filter((e) => e.parentElement === inner)) {
      const r = el.getBoundingClientRect();
      const c = r.top + r.height / 2;
      if (!centres.some((x) => Math.abs(x - c) < 12)) centres.push(c);
    }
    // Any two parts overlapping each other?
    const boxes = parts.map((el) => el.getBoundingClientRect());
    let overlap = false;
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        if (parts[i].contains(parts[i + 1 + j]) || parts[i + 1 + j].contains(parts[i])) return;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlap = true;
      }),
    );
    const bg = getComputedStyle(header).backgroundColor;
    return { height: header.getBoundingClientRect().height, rows: centres.length, overlap, bg, position: getComputedStyle(header).position };
  });
}

const opaque = (colour: string) => /^rgb\(/.test(colour) || /^rgba\(.*,\s*1\)$/.test(colour);

test.describe('header', () => {
  test('is one short, opaque row at 1280, 1100, 768 and 375 px, in both languages and both themes', async () => {
    for (const theme of THEMES) {
      const { page } = await themed(theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const p of ['/dedicated/', '/en/dedicated/']) {
          await open(page, p);
          const what = `${p} ${width}px ${theme}`;
          const rest = await headerLayout(page);
          const limit = width >= 1100 ? 72 : 64;
          assert.ok(rest.height <= limit, `${what}: header ${rest.height} px tall at rest (at most ${limit})`);
          assert.equal(rest.rows, 1, `${what}: header in ${rest.rows} rows`);
          assert.equal(rest.overlap, false, `${what}: header parts overlap`);
          if (width >= 1100) assert.ok(await page.locator('#site-nav').isVisible(), `${what}: whole menu shown in the row`);
          await page.evaluate(() => window.scrollTo(0, 600));
          await page.waitForFunction(() => getComputedStyle(document.querySelector('body header')!).position === 'sticky');
          const stuck = await headerLayout(page);
          assert.ok(stuck.height <= limit, `${what}: sticky header ${stuck.height} px tall`);
          assert.ok(opaque(stuck.bg), `${what}: sticky header background ${stuck.bg} is see-through`);
        }
      }
    }
  });

  test('on a phone the language and theme controls are inside the open menu', async () => {
    const { page } = await themed('dark', { width: 375, height: 800 });
    for (const [p, language] of [
      ['/dedicated/', 'EN'],
      ['/en/dedicated/', 'FA'],
    ] as const) {
      await open(page, p);
      const lang = page.locator('body header').getByRole('link', { name: new RegExp(`^${language}`) });
      assert.equal(await lang.isVisible(), false, `${p}: language switch hidden while the menu is closed`);
      await page.locator('body header button[aria-controls="site-nav"]').click();
      assert.ok(await lang.isVisible(), `${p}: language switch shown in the open menu`);
      assert.ok(await page.locator('body header button[aria-pressed]').isVisible(), `${p}: theme toggle shown in the open menu`);
      // Navigating closes the menu (and with it the controls).
      await page.locator('#site-nav > ul > li > a[href$="/supply-and-acceptance/"]').click();
      await page.waitForURL(/supply-and-acceptance/);
      assert.equal(await page.locator('body header button[aria-controls="site-nav"]').getAttribute('aria-expanded'), 'false');
    }
  });

  test('a focused link below the sticky header is scrolled into view, not hidden under it; anchors land below it', async () => {
    for (const width of [1280, 375]) {
      const { page } = await themed('light', { width, height: 700 });
      for (const p of ['/dedicated/', '/en/dedicated/']) {
        await open(page, p);
        // Scroll so that a link in the page sits right under the sticky header, then reach it by Tab.
        const links = page.locator('main a[href]');
        const target = links.nth(3);
        const previous = links.nth(2);
        await page.evaluate(() => window.scrollTo(0, 400));
        await page.waitForFunction(() => getComputedStyle(document.querySelector('body header')!).position === 'sticky');
        const top = await target.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        const headerHeight = await page.evaluate(() => document.querySelector('body header')!.getBoundingClientRect().height);
        await page.evaluate((y) => window.scrollTo(0, y), top - headerHeight + 10);
        await previous.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
        await page.keyboard.press('Tab');
        const focusedBox = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON());
        const headerBottom = await page.evaluate(() => document.querySelector('body header')!.getBoundingClientRect().bottom);
        assert.ok(focusedBox.top >= headerBottom - 1, `${p} ${width}px: focused link top ${focusedBox.top} under the header (bottom ${headerBottom})`);
        // An in-page anchor lands below the header.
        await page.evaluate(() => {
          window.location.hash = 'fees';
        });
        // Scrolled to it: the anchor is on the screen (then its place under the header is checked).
        await page.waitForFunction(() => document.getElementById('fees')!.getBoundingClientRect().top < window.innerHeight / 2);
        const anchor = await page.evaluate(() => document.getElementById('fees')!.getBoundingClientRect().top);
        const bottom = await page.evaluate(() => document.querySelector('body header')!.getBoundingClientRect().bottom);
        assert.ok(anchor >= bottom - 1, `${p} ${width}px: #fees at ${anchor}, header bottom ${bottom}`);
      }
    }
  });
});

test.describe('reflow and text spacing', () => {
  test('with WCAG 1.4.12 text spacing no text is cut off and the header parts do not overlap', async () => {
    const { page } = await themed('light');
    const spacing =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const p of ['/', '/en/', '/dedicated/', '/en/dedicated/', '/en/contact-us/', '/en/certificate/']) {
        await open(page, p);
        await page.addStyleTag({ content: spacing });
        const found = await page.evaluate(() => {
          const cut = [...document.querySelectorAll('body *')].filter((el) => {
            const s = getComputedStyle(el);
            // Text hidden on purpose for screen readers only is 1 px wide.
            if (!/hidden|clip/.test(s.overflowX + s.overflowY) || el.getBoundingClientRect().width <= 1) return false;
            if (!(el as HTMLElement).innerText?.trim()) return false;
            return el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2;
          });
          return cut.map((el) => `${el.tagName}.${el.className}`.slice(0, 60));
        });
        const header = await headerLayout(page);
        if (found.length) problems.push(`${p} ${width}px: text cut off in ${found.join(', ')}`);
        if (header.overlap) problems.push(`${p} ${width}px: header parts overlap`);
        if (await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth))
          problems.push(`${p} ${width}px: sideways scroll`);
      }
    }
    assert.deepEqual(problems, []);
  });
});

/** Number of pages of a PDF made by Chromium: one "/Type /Page" object per page. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

test.describe('charts', () => {
  test('at 375 and 1280 px every chart label is at least 10 px, inside the screen, and no two overlap (both languages)', async () => {
    for (const width of [375, 1280]) {
      const { page } = await themed('light', { width, height: 800 });
      for (const p of ['/efficiency/', '/en/efficiency/', '/calculation/', '/en/calculation/']) {
        await open(page, p);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          for (const svg of document.querySelectorAll<SVGSVGElement>('main svg[role=img]')) {
            const scale = svg.getScreenCTM()?.a ?? 1;
            const boxes: { text: string; r: DOMRect }[] = [];
            for (const text of svg.querySelectorAll('text')) {
              const r = text.getBoundingClientRect();
              if (getComputedStyle(text).display === 'none' || r.width === 0) continue;
              const px = parseFloat(getComputedStyle(text).fontSize) * scale;
              const name = text.textContent ?? '';
              if (px < 10) found.push(`"${name}" at ${px.toFixed(1)} px`);
              if (r.left < 0 || r.right > document.documentElement.clientWidth) found.push(`"${name}" outside the screen`);
              for (const b of boxes) {
                if (r.left < b.r.right - 0.5 && b.r.left < r.right - 0.5 && r.top < b.r.bottom - 0.5 && b.r.top < r.bottom - 0.5)
                  found.push(`"${name}" overlaps "${b.text}"`);
              }
              boxes.push({ text: name, r });
            }
          }
          return found;
        });
        assert.deepEqual(problems, [], `${p} at ${width} px`);
      }
    }
  });
});

test.describe('print', () => {
  test('/efficiency and /dedicated print without header, menus, controls or dark background; external links show their address', async () => {
    const { page } = await themed('dark');
    for (const p of ['/efficiency/', '/en/efficiency/', '/dedicated/', '/en/dedicated/']) {
      await open(page, p);
      await page.emulateMedia({ media: 'print' });
      const seen = await page.evaluate(() => {
        const visible = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
        const external = document.querySelector('main a[href^="http"]');
        return {
          header: visible(document.querySelector('body header')),
          nav: [...document.querySelectorAll('nav')].some(visible),
          buttons: [...document.querySelectorAll('button')].some(visible),
          status: [...document.querySelectorAll('[role=status], [role=progressbar]')].some(visible),
          bg: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.body).color,
          externalAfter: external ? getComputedStyle(external, '::after').content : null,
          externalHref: external?.getAttribute('href') ?? null,
        };
      });
      assert.equal(seen.header, false, `${p}: header printed`);
      assert.equal(seen.nav, false, `${p}: navigation printed`);
      assert.equal(seen.buttons, false, `${p}: buttons printed`);
      assert.equal(seen.status, false, `${p}: status or loading bar printed`);
      assert.equal(seen.bg, 'rgb(255, 255, 255)', `${p}: background ${seen.bg}`);
      assert.equal(seen.text, 'rgb(0, 0, 0)', `${p}: text ${seen.text}`);
      if (seen.externalHref) assert.ok(seen.externalAfter?.includes(seen.externalHref), `${p}: external link prints its address (${seen.externalAfter})`);
      const pages = pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
      assert.ok(pages >= 1, `${p}: ${pages} pages`);
      await page.emulateMedia({ media: 'screen' });
    }
  });

  test('/efficiency prints on at most two A4 pages (a factsheet: table and chart whole)', async () => {
    const { page } = await themed('light');
    for (const p of ['/efficiency/', '/en/efficiency/']) {
      await open(page, p);
      await page.emulateMedia({ media: 'print' });
      const pages = pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
      assert.ok(pages <= 2, `${p}: ${pages} A4 pages`);
    }
  });
});

test.describe('modes', () => {
  test('forced colours: axe finds nothing on the home page, a form with radios and checkboxes and the performance chart; focus rings and controls stay visible', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const { page } = await themed('dark');
    await page.emulateMedia({ forcedColors: 'active' });
    for (const p of ['/', '/en/cooperation-request/', '/en/efficiency/', '/certificate/']) {
      await open(page, p);
      await page.screenshot({ path: path.join(SHOTS, `forced-colours${p.replace(/\//g, '_')}.png`), fullPage: false });
      // Text contrast is left out: with forced colours emulated, axe reads the page's own colours while
      // Chromium paints the system's (the screenshot shows black on white); a11y.test.ts checks contrast.
      const violations = await axeCheck(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'], disable: ['color-contrast'] });
      assert.deepEqual(
        violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
        [],
        `${p} in forced colours`,
      );
      const controls = await page.evaluate(() =>
        [...document.querySelectorAll('main button, main input, main select, main textarea')]
          .filter((el) => (el as HTMLInputElement).type !== 'hidden' && el.getBoundingClientRect().width > 0)
          .filter((el) => {
            const s = getComputedStyle(el);
            const radio = (el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox';
            return !radio && s.borderTopStyle === 'none' && s.borderBottomStyle === 'none';
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      assert.deepEqual(controls, [], `${p}: controls without an edge in forced colours`);
      await page.locator('main a, main button, main input').first().focus();
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      assert.notEqual(outline, 'none', `${p}: focus ring in forced colours`);
    }
  });

  test('reduced motion: nothing animates while the menu and a dropdown open', async () => {
    const { page } = await themed('light');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/en/');
    await page.locator('#site-nav button[aria-expanded]').first().click();
    const moving = await page.evaluate(() => {
      const durations = [...document.querySelectorAll('body *')].filter((el) => {
        const s = getComputedStyle(el);
        return s.transitionDuration.split(',').some((d) => parseFloat(d) > 0) || (s.animationName !== 'none' && parseFloat(s.animationDuration) > 0);
      });
      return { running: document.getAnimations().length, durations: durations.map((el) => el.tagName).slice(0, 5) };
    });
    assert.deepEqual(moving, { running: 0, durations: [] });
  });

  test('a browser whose service-worker support is a stub logs no error', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow' });
    await stubTrustSeal(context);
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    // As some in-app browsers do: navigator.serviceWorker exists, but registering gives nothing usable.
    await context.addInitScript(() => {
      const asked = () => document.documentElement.setAttribute('data-sw-asked', '');
      const stub = {
        controller: null,
        register: () => (asked(), Promise.resolve(undefined)),
        getRegistration: () => (asked(), Promise.resolve(undefined)),
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { configurable: true, get: () => stub });
      // @ts-expect-error removed on purpose: no real service-worker support
      delete window.ServiceWorkerRegistration;
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/en/');
    // The page asks the stub for a registration; what follows from its empty answer comes soon after.
    await page.waitForSelector('html[data-sw-asked]', { state: 'attached' });
    const errorsSeen = () => errors.filter((e) => !/trustseal/i.test(e));
    await quietWindow('no error once the stub has answered', 1000, errorsSeen);
    assert.deepEqual(errorsSeen(), []);
    await context.close();
  });
});

test.describe('link previews and titles', () => {
  test('every page has its own 1200×630 og:image by absolute URL, og/twitter tags and the one title pattern', async () => {
    for (const { path: p, language, id } of allPagePaths()) {
      const html = await (await fetch(site.baseURL + p)).text();
      const meta = (attr: string, name: string) => [...html.matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
      const [image] = meta('property', 'og:image');
      assert.equal(image, `${SITE_URL}/og/${language}/${id}.png`, `${p}: og:image`);
      const file = path.join(ROOT, 'public', new URL(image).pathname);
      const { width, height, format } = await sharp(file).metadata();
      assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'png' }, `${p}: image size`);
      const served = await fetch(site.baseURL + new URL(image).pathname);
      assert.equal(served.headers.get('content-type'), 'image/png', `${p}: image served`);
      assert.deepEqual(meta('property', 'og:locale'), [language === 'fa' ? 'fa_IR' : 'en_US'], `${p}: og:locale`);
      assert.deepEqual(meta('property', 'og:locale:alternate'), [language === 'fa' ? 'en_US' : 'fa_IR'], `${p}: og:locale:alternate`);
      assert.deepEqual(meta('name', 'twitter:card'), ['summary_large_image'], `${p}: twitter:card`);
      assert.deepEqual(meta('name', 'twitter:image'), [image], `${p}: twitter:image`);
      assert.ok(meta('property', 'og:title')[0] && meta('property', 'og:description')[0], `${p}: og:title and og:description`);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const brand = company.shortName[language];
      assert.ok(title.endsWith(` | ${brand}`), `${p}: title "${title}" follows "{page} | {brand}"`);
      assert.equal(title.split(brand).length - 1, 1, `${p}: brand once in "${title}"`);
    }
  });

  test('/about-us-old names /about-us/ as its canonical page', async () => {
    for (const [p, canonical] of [
      ['/about-us-old/', `${SITE_URL}/about-us/`],
      ['/en/about-us-old/', `${SITE_URL}/en/about-us/`],
    ]) {
      const html = await (await fetch(site.baseURL + p)).text();
      assert.match(html, new RegExp(`<link rel="canonical" href="${canonical}"`), p);
    }
    const sitemap = await (await fetch(`${site.baseURL}/sitemap.xml`)).text();
    assert.doesNotMatch(sitemap, /about-us-old/);
  });

  test('/dedicated answers its frequently asked questions, with FAQPage structured data in both languages', async () => {
    const { page } = await themed('light');
    for (const p of ['/dedicated/', '/en/dedicated/']) {
      await open(page, p);
      const questions = await page.locator('#faq h3').allTextContents();
      assert.equal(questions.length, 7, `${p}: seven questions`);
      const ld = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')));
      const faq = ld.find((d) => d['@type'] === 'FAQPage');
      assert.ok(faq, `${p}: FAQPage structured data`);
      assert.deepEqual(
        faq.mainEntity.map((q: { name: string }) => q.name),
        questions,
      );
      assert.ok(faq.mainEntity.every((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text.length > 40 && !q.acceptedAnswer.text.includes('{{')));
    }
  });
});

// Screenshots of the home and an inner page at 375 and 1280 px, both languages and themes, to look at.
test.describe('screenshots', () => {
  test('are written for review', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const theme of THEMES) {
      const { page } = await themed(theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        for (const p of ['/', '/en/', '/certificate/', '/en/dedicated/']) {
          await open(page, p);
          await page.screenshot({ path: path.join(SHOTS, `${theme}-${width}${p.replace(/\//g, '_')}.png`) });
        }
      }
    }
  });
});
