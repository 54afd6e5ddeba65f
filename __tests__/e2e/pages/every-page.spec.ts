// Every page of both languages (and the two not-found pages), each visited once in Chromium: what
// every sweep needs is read in that one visit, then each test judges its part. A visit reads the
// answer's status and the fonts fetched, the head (lang, dir, title, one h1, canonical, alternates),
// the text (how much, in which script, raw keys, digits and Persian typography), axe's WCAG 2.2 A/AA
// rules and the measured text contrast in the dark theme (the default), the colour rules and contrast
// again after the header's switch has turned the page light (the themes differ only in colours),
// whether the page scrolls sideways at 320 px, and every console error, failed request and
// Content-Security-Policy violation meanwhile (the server sends this build's headers, the ones nginx
// sends: public/security-headers.json).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES } from '../axe';
import { describeContrast, measureTextContrast, type ContrastFinding } from '../contrast';
import { stubTrustSeal, watchPageProblems } from '../page-problems';
import { PERSIAN_FONTS } from '../../../scripts/lib/page-weight';
import { test, allPagePaths, newPage, ROOT } from '../fixtures';

// Persian text the data gives only in Persian may appear on English pages; nothing else may.
const PERSIAN = /[\u0600-\u06FF]/;
const RAW_KEY =
  /\b(?:meta|sections|hero|labels|menu|footer|site|errors|fields|common|job|contact)\.[a-zA-Z][\w.-]*\b|\{\{\s*\w+\s*\}\}|\b[a-z-]+:[a-z][\w]*\.[\w.]+/;

type Head = {
  lang: string;
  dir: string;
  title: string;
  h1: number;
  canonical?: string | null;
  alternates: (string | null)[];
  description: string;
  robots?: string | null;
};
type Visit = {
  path: string;
  language: 'fa' | 'en';
  notFound: boolean;
  status?: number;
  fonts: string[];
  head: Head;
  main: string;
  body: string;
  /** Latin digits in Persian text (Persian pages), Persian text on an English page. */
  wrongDigits: string[];
  wrongScript: string[];
  typography: string[];
  axe: { dark: string[]; light: string[] };
  contrast: { dark: ContrastFinding[]; light: ContrastFinding[]; checked: number };
  theme: { loaded?: string; switched?: string };
  wideAt320: string;
  /** Console errors, page errors, failed requests and CSP violations during the visit. */
  problems: string[];
};

/**
 * What a Persian editor marks in a Persian page's text (header, main and footer; left-to-right runs such as
 * emails, formulas and English names left out): Arabic yeh, kaf and alef maksura or Arabic-Indic digits
 * instead of the Persian letters and digits; a Latin comma, semicolon or question mark beside Persian
 * text (Persian takes «،», «؛» and «؟»); English quotation marks (Persian takes «»); «توسط», the mark of
 * a passive translated word for word. The text is read across elements, so «PDF, ۵۶» built from three
 * nodes is caught. Each finding names the class and its context.
 */
async function persianTypography(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'script, style, noscript, template, [dir=ltr], [lang=en], [lang^="en-"], code, kbd, input, textarea, math, svg';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // A left-to-right run stands as a neutral mark, so what is beside it is not read as touching Persian.
      text += n.parentElement!.closest(skip) ? ' \u2063 ' : (n.textContent ?? '');
    }
    const persian = '[\u0600-\u06FF]';
    const classes: [string, RegExp][] = [
      ['Arabic letter (ي ك ى) instead of Persian ی ک', /[\u064A\u0643\u0649]/g],
      ['Arabic-Indic digit instead of a Persian one', /[\u0660-\u0669]/g],
      ['Latin comma, semicolon or question mark beside Persian text', new RegExp(`${persian}[\\s\\u200c]*[,;?]|[,;?][\\s\\u200c]*${persian}`, 'g')],
      ['English quotation mark instead of «»', /["“”]/g],
      // «… توسط X انجام می‌شود» is a passive translated word for word; Persian names the doer.
      ['«توسط», a translated passive', /(?<![\u0600-\u06FF])توسط(?![\u0600-\u06FF])/g],
    ];
    const found: string[] = [];
    for (const [name, rx] of classes) {
      for (const m of text.matchAll(rx)) found.push(`${name}: «${text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25).replace(/\s+/g, ' ')}»`);
    }
    return found;
  });
}

/** Text in main outside left-to-right runs that has Latin digits (Persian copy uses Persian ones). */
const latinDigitsOutsideLtr = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement!.closest('[dir=ltr], input, textarea, code, [lang=en], svg text')) continue;
      if (/[0-9]/.test(n.textContent ?? '')) found.push((n.textContent ?? '').trim().slice(0, 40));
    }
    return found;
  });

/** Text of an English page, outside elements marked Persian, that is in Persian script. */
const persianOutsideFa = (page: Page) =>
  page.evaluate((re) => {
    const rx = new RegExp(re);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement!.closest('[lang=fa]')) continue;
      if (rx.test(n.textContent ?? '')) found.push((n.textContent ?? '').trim().slice(0, 40));
    }
    return found;
  }, PERSIAN.source);

/** Whether the page scrolls sideways, and the first element that reaches past the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const over = [...document.querySelectorAll('body *')].find((el) => {
      const r = el.getBoundingClientRect();
      return r.right > doc.clientWidth + 1 && !el.closest('[data-scroll-region]');
    });
    return doc.scrollWidth > doc.clientWidth ? `${doc.scrollWidth} > ${doc.clientWidth}: ${over ? `${over.tagName}.${over.className}`.slice(0, 80) : ''}` : '';
  });

/** The page after the header's theme switch has been pressed and its colours have settled. */
async function switchTheme(page: Page): Promise<string | undefined> {
  await page.locator('header button[aria-pressed]').first().click();
  return page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished));
    return document.documentElement.dataset.theme;
  });
}

const PAGES = [
  ...allPagePaths().map((p) => ({ ...p, notFound: false })),
  { path: '/no-such-page', language: 'fa' as const, notFound: true },
  { path: '/en/no-such-page', language: 'en' as const, notFound: true },
];
const visits: Visit[] = [];
const found = (judge: (v: Visit) => string[], which: (v: Visit) => boolean = (v) => !v.notFound) =>
  Object.fromEntries(
    visits
      .filter(which)
      .map((v) => [v.path, judge(v)] as const)
      .filter(([, problems]) => problems.length),
  );

test.beforeAll(async ({ site, browser }) => {
  test.setTimeout(600_000);
  // Reduced motion: the theme's colours change at once, with no transition to wait out.
  const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'theme', value: 'dark', url: site.baseURL }]);
  await stubTrustSeal(context);
  // Service workers stay blocked here (the offline specs test them).
  const problems = watchPageProblems(page, { serviceWorkersBlocked: true });
  let fonts: string[] = [];
  // Fonts are reported as requested even when the cache answers them, so one context serves every page.
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  for (const { path: p, language, notFound } of PAGES) {
    fonts = [];
    problems.reset();
    const response = await page.goto(site.baseURL + p, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      h1: document.querySelectorAll('h1').length,
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => l.getAttribute('hreflang')).sort(),
      description: document.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
      robots: document.querySelector('meta[name=robots]')?.getAttribute('content'),
    }));
    const main = (await page.locator('main').innerText()).trim();
    const visit: Visit = {
      path: p,
      language,
      notFound,
      status: response?.status(),
      fonts: [...fonts],
      head,
      main,
      body: await page.locator('body').innerText(),
      wrongDigits: language === 'fa' ? await latinDigitsOutsideLtr(page) : [],
      wrongScript: language === 'en' ? await persianOutsideFa(page) : [],
      typography: language === 'fa' ? await persianTypography(page) : [],
      axe: { dark: [], light: [] },
      contrast: { dark: [], light: [], checked: 0 },
      theme: { loaded: await page.evaluate(() => document.documentElement.dataset.theme) },
      wideAt320: '',
      problems: [],
    };
    visit.axe.dark = await axeViolations(page);
    if (language === 'fa') {
      const contrast = await measureTextContrast(page);
      visit.contrast.dark = contrast.failures;
      visit.contrast.checked += contrast.checked;
    }
    visit.theme.switched = await switchTheme(page);
    visit.axe.light = await axeViolations(page, COLOUR_RULES);
    if (language === 'fa') {
      const contrast = await measureTextContrast(page);
      visit.contrast.light = contrast.failures;
      visit.contrast.checked += contrast.checked;
    }
    // Back to dark (the switch writes the cookie the next page reads), then the narrowest screen.
    await switchTheme(page);
    await page.setViewportSize({ width: 320, height: 640 });
    visit.wideAt320 = await sidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    visit.problems = await problems.collect();
    visits.push(visit);
  }
  await context.close();
});

test('every page and both not-found pages were visited', () => {
  assert.equal(visits.length, PAGES.length);
  assert.ok(visits.length >= 46);
});

test.describe('accessibility', () => {
  test('no WCAG 2.2 A/AA violation in the dark theme (every rule) or the light one (the colour rules)', () => {
    assert.deepEqual(
      found(
        (v) => [
          ...(v.theme.loaded === 'dark' ? [] : [`loaded in the ${v.theme.loaded} theme, not dark`]),
          ...(v.theme.switched === 'light' ? [] : [`the switch gave the ${v.theme.switched} theme, not light`]),
          ...v.axe.dark.map((line) => `dark: ${line}`),
          ...v.axe.light.map((line) => `light: ${line}`),
        ],
        () => true,
      ),
      {},
    );
  });

  test('Persian text has enough contrast in both themes (measured in the page)', () => {
    const describe = (theme: string, failures: ContrastFinding[]) => describeContrast(failures).map((line) => `${theme}: ${line}`);
    assert.deepEqual(
      found(
        (v) => [...describe('dark', v.contrast.dark), ...describe('light', v.contrast.light)],
        (v) => v.language === 'fa',
      ),
      {},
    );
    const measured = visits.reduce((sum, v) => sum + v.contrast.checked, 0);
    assert.ok(measured > 1000, `measured the contrast of ${measured} Persian text elements in both themes`);
  });
});

test('no console error, failed request or Content-Security-Policy violation on any page', () => {
  assert.deepEqual(
    found(
      (v) => v.problems,
      () => true,
    ),
    {},
  );
});

test.describe('the head', () => {
  test('answers 200 with lang, dir, a title, one h1, a description, canonical and hreflang alternates', () => {
    assert.deepEqual(
      found((v) => {
        const problems: string[] = [];
        const check = (ok: boolean, what: string) => ok || problems.push(what);
        check(v.status === 200, `status ${v.status}`);
        check(v.head.lang === v.language, `lang ${v.head.lang}`);
        check(v.head.dir === (v.language === 'fa' ? 'rtl' : 'ltr'), `dir ${v.head.dir}`);
        check(v.head.h1 === 1, `${v.head.h1} h1`);
        check(v.head.title.length > 10 && (v.language === 'fa' ? /سبدگردان/ : /portfolio manage/i).test(v.head.title), `title «${v.head.title}»`);
        check(v.head.description.length > 30, `description «${v.head.description}»`);
        if (v.path.includes('/authentication/')) {
          // The sign-in explainer is not for search engines: noindex, no canonical.
          check(v.head.robots === 'noindex', `robots ${v.head.robots}`);
        } else {
          // A superseded page (/about-us-old, /company-history-old, /services-available2) names its successor; every other page itself.
          const own = v.path
            .replace('/about-us-old/', '/about-us/')
            .replace('/company-history-old/', '/about-us/')
            .replace('/services-available2/', '/services-available/');
          check(Boolean(v.head.canonical?.endsWith(own)), `canonical ${v.head.canonical}`);
          check(JSON.stringify(v.head.alternates) === JSON.stringify(['en-US', 'fa', 'x-default']), `alternates ${v.head.alternates.join(' ')}`);
        }
        return problems;
      }),
      {},
    );
  });
});

test.describe('the text', () => {
  test('main content is substantial and in the page’s language, with no raw keys or placeholders', () => {
    assert.deepEqual(
      found((v) => {
        const problems: string[] = [];
        // The sign-in explainer is short by design; every other page has real content.
        const minimum = v.path.includes('/authentication/') ? 250 : 400;
        if (v.main.length <= minimum) problems.push(`main has ${v.main.length} characters`);
        if (RAW_KEY.test(v.body)) problems.push(`raw translation key or placeholder: ${RAW_KEY.exec(v.body)![0]}`);
        if (v.language === 'fa') {
          const letters = (v.main.match(/[\u0600-\u06FF]/g) ?? []).length;
          if (letters / v.main.replace(/\s/g, '').length <= 0.6) problems.push(`main is ${letters} Persian letters of ${v.main.length}`);
        }
        return [
          ...problems,
          ...v.wrongDigits.map((t) => `Latin digits in Persian text: ${t}`),
          ...v.wrongScript.map((t) => `Persian on an English page: ${t}`),
        ];
      }),
      {},
    );
  });

  test('Persian pages follow Persian typography', () => {
    assert.deepEqual(
      found((v) => v.typography),
      {},
    );
    assert.ok(visits.filter((v) => v.language === 'fa' && !v.notFound).length >= 23);
  });
});

test('no page scrolls sideways at 320 px (both languages)', () => {
  assert.deepEqual(
    found(
      (v) => (v.wideAt320 ? [v.wideAt320] : []),
      () => true,
    ),
    {},
  );
});

test('each Persian page fetches only the cut of Vazirmatn (at most 45 KB)', () => {
  assert.deepEqual(
    found(
      (v) => {
        if (v.fonts.length !== 1 || !/\/vazirmatn-fa-[0-9a-f]+\.woff2$/.test(v.fonts[0])) return [`fetched ${v.fonts.join(', ') || 'no font'}`];
        const bytes = fs.statSync(path.join(ROOT, 'public', v.fonts[0])).size;
        return bytes <= PERSIAN_FONTS ? [] : [`${bytes} bytes of fonts`];
      },
      (v) => v.language === 'fa',
    ),
    {},
  );
});
