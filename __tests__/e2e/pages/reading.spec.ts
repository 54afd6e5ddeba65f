// What a careful reader sees, in both languages, measured in Chromium on the built site: charts with time
// left to right (labels in the page's direction, the log scale said, text of at least 11 px on a phone,
// the year so far marked alike in chart and table), staff initials that never join, table headings over
// their figures, captions and headings inside a 375 px screen and tables that show they scroll, MathML
// formulas, forms with nothing to read after the send button and a résumé control in the page's
// language, the offline page in one state, and the home page, header, footer and phone numbers.
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, type Browser, type Server, visitorPage } from '../fixtures';

// The worker's server and Chromium, for this file's helpers.
let site: Server;
let browser: Browser;
test.beforeAll(({ site: worker, browser: chromium }) => {
  site = worker;
  browser = chromium;
});

const LANGUAGES = ['fa', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

const urlOf = (lng: Lng, path: string) => site.baseURL + (lng === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path);

async function open(lng: Lng, path: string, width = 1280) {
  const { context, page } = await visitorPage(browser, { viewport: { width, height: 900 } });
  await page.goto(urlOf(lng, path));
  await page.waitForSelector('html[data-hydrated]');
  return { context, page };
}

/** Which side of its digits a label's '*' is drawn on (SVG text or an HTML element). */
async function markSide(target: Locator): Promise<'left' | 'right'> {
  return target.evaluate((el) => {
    const text = el.textContent ?? '';
    const star = text.indexOf('*');
    if (star < 0) throw new Error(`no mark in «${text}»`);
    const other = star === 0 ? 1 : 0;
    if (el instanceof SVGTextContentElement) return el.getExtentOfChar(star).x < el.getExtentOfChar(other).x ? 'left' : 'right';
    // HTML: the rectangle of the mark against that of a digit.
    const xs: Record<number, number> = {};
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length;
      for (const index of [star, other]) {
        if (index >= offset && index < offset + length) {
          const range = document.createRange();
          range.setStart(node, index - offset);
          range.setEnd(node, index - offset + 1);
          xs[index] = range.getBoundingClientRect().x;
        }
      }
      offset += length;
    }
    return xs[star] < xs[other] ? 'left' : 'right';
  });
}

test.describe('charts', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) run time left to right, with the value axis on the side the page's text starts from`, async () => {
      const { page } = await open(lng, '/efficiency/');
      const growth = page.locator('svg[data-chart="growth"]');
      const years = growth.locator('.years text');
      const firstYear = (await years.first().boundingBox())!;
      const lastYear = (await years.last().boundingBox())!;
      assert.ok(firstYear.x < lastYear.x, `growth chart: first year at ${firstYear.x}, last at ${lastYear.x}`);
      const dots = await growth.locator('.year-ends circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().x));
      assert.deepEqual(
        dots,
        [...dots].sort((a, b) => a - b),
        'year-end points left to right',
      );

      const bars = page.locator('svg[data-language] [data-period]');
      const firstBar = (await bars.first().locator('rect').first().boundingBox())!;
      const lastBar = (await bars.last().locator('rect').last().boundingBox())!;
      assert.ok(firstBar.x < lastBar.x, 'bar chart: first period on the left');

      for (const svg of [growth, page.locator('svg[data-language]')]) {
        assert.equal(await svg.getAttribute('direction'), lng === 'fa' ? 'rtl' : 'ltr');
        const { ticks, plot } = await svg.evaluate((s) => {
          const lines = [...s.querySelectorAll('.y-axis line')].map((l) => l.getBoundingClientRect());
          const labels = [...s.querySelectorAll('.y-axis g text')].map((t) => t.getBoundingClientRect());
          return { ticks: labels.map((r) => ({ left: r.left, right: r.right })), plot: { left: lines[0].left, right: lines[0].right } };
        });
        for (const tick of ticks) {
          if (lng === 'fa') assert.ok(tick.left >= plot.right - 0.5, `tick label right of the plot (${tick.left} ≥ ${plot.right})`);
          else assert.ok(tick.right <= plot.left + 0.5, `tick label left of the plot (${tick.right} ≤ ${plot.left})`);
        }
      }
      // Legends and captions stay in the page's direction.
      const legend = await page.locator('section[aria-labelledby="growth-heading"] figure ul').evaluate((ul) => getComputedStyle(ul).direction);
      assert.equal(legend, lng === 'fa' ? 'rtl' : 'ltr');
    });

    test(`(${lng}) says on the growth chart, visibly, that its scale is logarithmic`, async () => {
      const { page } = await open(lng, '/efficiency/', 375);
      const unit = page.locator('svg[data-chart="growth"] .unit');
      assert.equal(await unit.textContent(), lng === 'fa' ? 'میلیارد ریال، مقیاس لگاریتمی' : 'billion rials, logarithmic scale');
      const box = (await unit.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `the scale's words within the screen: ${box.x}–${box.x + box.width}`);
    });

    test(`(${lng}) draws every label of both charts at 11 px or more on a 375 px phone`, async () => {
      const { page } = await open(lng, '/efficiency/', 375);
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('main svg[viewBox]')].flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')]
            .filter((t) => getComputedStyle(t).display !== 'none')
            .map((t) => ({ text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale }));
        }),
      );
      assert.ok(sizes.length > 10, 'labels found');
      const small = sizes.filter((s) => s.px < 11);
      assert.deepEqual(small, [], 'no label under 11 px');
    });

    test(`(${lng}) marks the year so far the same way in the charts and the tables`, async () => {
      const { page } = await open(lng, '/efficiency/');
      const expected = lng === 'fa' ? 'left' : 'right';
      const marked = {
        'growth chart': page.locator('svg[data-chart="growth"] .years text').last(),
        'bar chart': page.locator('svg[data-language] [data-period] text').last(),
        'annual table': page.locator('table[data-table="annual"] tbody tr').last().locator('th'),
        'growth table': page.locator('table[data-table="growth"] tbody tr').last().locator('th'),
      };
      for (const [where, target] of Object.entries(marked)) assert.equal(await markSide(target), expected, where);
    });
  }
});

test.describe('staff initials', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) never join: each letter is drawn in its own form, and every name gives the first letters of its first and last words`, async () => {
      for (const path of ['/managers/', '/directors/']) {
        const { page } = await open(lng, path);
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-initials]')].map((avatar) => {
            const name = avatar.parentElement!.querySelector('h2')!.textContent!.trim();
            const letters = [...avatar.children].map((letter) => {
              // The letter as drawn in the avatar, against the same letter drawn alone in the same font.
              const range = document.createRange();
              range.selectNodeContents(letter);
              const drawn = range.getBoundingClientRect().width;
              const probe = document.createElement('span');
              const style = getComputedStyle(letter);
              probe.style.cssText = `position:absolute;white-space:pre;font:${style.font};`;
              probe.textContent = letter.textContent;
              document.body.append(probe);
              const alone = probe.getBoundingClientRect().width;
              probe.remove();
              return { text: letter.textContent, drawn, alone };
            });
            return { name, letters };
          }),
        );
        assert.ok(cards.length > 0, `${path}: cards`);
        for (const { name, letters } of cards) {
          const words = name.split(/\s+/);
          assert.deepEqual(
            letters.map((l) => l.text),
            [Array.from(words[0])[0], Array.from(words[words.length - 1])[0]],
            `${path} ${name}`,
          );
          for (const l of letters) assert.ok(Math.abs(l.drawn - l.alone) < 0.5, `${path} ${name}: «${l.text}» drawn ${l.drawn} px wide, alone ${l.alone} px`);
        }
      }
    });
  }
});

/**
 * How many lines a text's boxes fill. A box is on a line already counted when its middle is within half
 * its height of that line's middle: on one line, text in a fallback font and in the page's font have tops a
 * fraction of a pixel apart, and a box taller than the line height reaches into the next line.
 */
function lineCount(boxes: { top: number; bottom: number }[]): number {
  const middles: number[] = [];
  for (const { top, bottom } of boxes.filter((b) => b.bottom > b.top)) {
    const middle = (top + bottom) / 2;
    if (!middles.some((m) => Math.abs(m - middle) < (bottom - top) / 2)) middles.push(middle);
  }
  return middles.length;
}

/** For each visible table of the page: per column, the left and right edges of each cell's visible text. */
async function columnEdges(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => !table.closest('.visually-hidden'))
      .map((table) => {
        const columns: { header: boolean; left: number; right: number; text: string }[][] = [];
        for (const row of table.querySelectorAll('tr')) {
          [...row.children].forEach((cell, i) => {
            const rects: DOMRect[] = [];
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent!.trim() || node.parentElement!.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...range.getClientRects());
            }
            if (!rects.length) return;
            (columns[i] ??= []).push({
              header: cell.tagName === 'TH' && cell.getAttribute('scope') === 'col',
              left: Math.min(...rects.map((r) => r.left)),
              right: Math.max(...rects.map((r) => r.right)),
              text: cell.textContent!.trim(),
            });
          });
        }
        const numeric = getComputedStyle(table.querySelector('td')!).fontVariantNumeric;
        return { name: table.getAttribute('data-table') ?? table.getAttribute('aria-labelledby') ?? '', columns, numeric };
      }),
  );
}

test.describe('tables', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) align every heading with its figures, in tabular digits, in every table of /efficiency and /calculation`, async () => {
      for (const path of ['/efficiency/', '/calculation/']) {
        const { page } = await open(lng, path);
        if (path === '/calculation/') {
          // The calculator's results table too, once the worked example is calculated.
          await page.getByRole('button', { name: lng === 'fa' ? 'محاسبه' : 'Calculate', exact: true }).click();
          await page.locator('main section table').last().waitFor();
        }
        const tables = await columnEdges(page);
        assert.ok(tables.length >= (path === '/efficiency/' ? 3 : 2), `${path}: tables found`);
        for (const table of tables) {
          assert.equal(table.numeric, 'tabular-nums', `${path} ${table.name}`);
          table.columns.forEach((cells, i) => {
            // Figures (every column after the first) on the right, in both languages: units and decimal
            // separators line up. The first column on the side the text starts from.
            const side = i > 0 || lng === 'fa' ? 'right' : 'left';
            const edges = cells.map((c) => c[side]);
            assert.ok(Math.max(...edges) - Math.min(...edges) < 1.5, `${path} ${table.name} column ${i}: ${side} edges ${edges.join(', ')}`);
            assert.ok(cells.some((c) => c.header) || i === 0, `${path} ${table.name} column ${i} has a heading`);
          });
        }
      }
    });

    test(`(${lng}) show a year's return with the same decimals on /efficiency and /calculation`, async () => {
      const figures: string[] = [];
      for (const path of ['/efficiency/', '/calculation/']) {
        const { page } = await open(lng, path);
        const table = path === '/efficiency/' ? page.locator('table[data-table="annual"]') : page.locator('main table').first();
        figures.push((await table.locator('tbody tr').first().locator('td').first().innerText()).trim());
      }
      assert.equal(figures[0], figures[1]);
      assert.match(figures[0], lng === 'fa' ? /^[۰-۹]+٫[۰-۹]٪$/ : /^\d+\.\d%$/);
    });
  }
});

/** Pixels of a screenshot strip as raw RGB. */
async function strip(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  return sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer();
}
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

test.describe('at 375 px', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) no caption or heading runs outside the screen, and a table wider than the screen shows that it scrolls`, async () => {
      for (const path of ['/efficiency/', '/calculation/']) {
        const { page } = await open(lng, path, 375);
        const outside = await page.evaluate(() => {
          const captions = [...document.querySelectorAll('[data-scroll-region]')].map((r) => document.getElementById(r.getAttribute('aria-labelledby')!)!);
          return [...document.querySelectorAll('main h1, main h2, main h3, main caption'), ...captions]
            .filter((el) => !el.closest('.visually-hidden'))
            .map((el) => ({ text: el.textContent!.slice(0, 40), r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5)
            .map(({ text }) => text);
        });
        assert.deepEqual(outside, [], `${path}: outside the screen`);

        const scrolling = page.locator('[data-scroll-region]');
        let checked = 0;
        for (const region of await scrolling.all()) {
          const wide = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          if (!wide) continue;
          await region.scrollIntoViewIfNeeded();
          const box = (await region.boundingBox())!;
          // The table goes on past the edge the page's text ends at: its shadow is painted there, and
          // nothing at the edge it starts from. Compared with the same region painted without it.
          const far = { x: lng === 'fa' ? box.x : box.x + box.width - 6, y: box.y + 2, width: 6, height: Math.min(box.height - 4, 300) };
          const near = { ...far, x: lng === 'fa' ? box.x + box.width - 6 : box.x };
          const before = { far: await strip(page, far), near: await strip(page, near) };
          await region.evaluate((el) => ((el as HTMLElement).style.background = 'none'));
          const plain = { far: await strip(page, far), near: await strip(page, near) };
          assert.ok(difference(before.far, plain.far) > 3, `${path}: a shadow where the table goes on (${difference(before.far, plain.far)})`);
          assert.ok(difference(before.near, plain.near) < 1, `${path}: none where it starts (${difference(before.near, plain.near)})`);
          checked += 1;
        }
        if (path === '/efficiency/') assert.ok(checked >= 1, 'the annual table scrolls at 375 px');
        if (path === '/calculation/') {
          // The calculator's results: a table that does not scroll, so it fits.
          await page.getByRole('button', { name: lng === 'fa' ? 'محاسبه' : 'Calculate', exact: true }).click();
          const results = page.locator('main section table').last();
          await results.waitFor();
          const box = (await results.boundingBox())!;
          assert.ok(box.x >= 0 && box.x + box.width <= 375.5, `the results table within the screen: ${box.x}–${box.x + box.width}`);
        }
      }
    });

    test(`(${lng}) the organisation chart's deepest boxes fit the screen`, async () => {
      const { page } = await open(lng, '/organization-chart/', 375);
      const { clipped, scrolls } = await page.evaluate(() => {
        const chart = document.querySelector('main [role="group"]')!;
        const width = document.documentElement.clientWidth;
        const boxes = [...chart.querySelectorAll('li > div')].map((b) => ({ text: b.textContent!.slice(0, 30), r: b.getBoundingClientRect() }));
        return {
          clipped: boxes.filter(({ r }) => r.left < -0.5 || r.right > width + 0.5).map((b) => b.text),
          scrolls: chart.scrollWidth > chart.clientWidth,
        };
      });
      assert.deepEqual(clipped, []);
      assert.equal(scrolls, false);
    });
  }
});

test.describe('organisation chart at 1280 px', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) draws no connector past the last box of a level`, async () => {
      const { page } = await open(lng, '/organization-chart/');
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        for (const level of document.querySelectorAll('main [role="group"] ul:not([data-depth="0"])')) {
          const items = [...level.children] as HTMLElement[];
          items.forEach((li, i) => {
            const top = li.getBoundingClientRect().top;
            const trunkEnd = top + parseFloat(getComputedStyle(li, '::before').height);
            const box = li.querySelector(':scope > div')!.getBoundingClientRect();
            if (i === items.length - 1 && trunkEnd > box.bottom + 0.5)
              out.push(`${li.textContent!.slice(0, 30)}: the line runs ${trunkEnd - box.bottom} px past the last box`);
            if (i < items.length - 1 && trunkEnd < items[i + 1].getBoundingClientRect().top - 0.5)
              out.push(`${li.textContent!.slice(0, 30)}: the line stops short of the next box`);
          });
        }
        return out;
      });
      assert.deepEqual(problems, []);
    });
  }
});

test.describe('formulas on /calculation', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) are MathML, laid out as mathematics, left to right`, async () => {
      const { page } = await open(lng, '/calculation/');
      const formulas = await page.evaluate(() =>
        [...document.querySelectorAll('main math[display="block"]')].map((math) => {
          const ops = [...math.querySelectorAll('mo')];
          const first = ops[0].getBoundingClientRect();
          const equals = ops.find((o) => o.textContent === '=')!.getBoundingClientRect();
          return {
            namespace: math.namespaceURI,
            direction: getComputedStyle(math).direction,
            height: math.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(math.closest('dd')!).lineHeight),
            firstBeforeEquals: first.left < equals.left,
            fraction: Boolean(math.querySelector('mfrac')),
          };
        }),
      );
      assert.equal(formulas.length, 2);
      for (const f of formulas) {
        assert.equal(f.namespace, 'http://www.w3.org/1998/Math/MathML');
        assert.equal(f.direction, 'ltr');
      }
      assert.ok(
        formulas[0].fraction && formulas[0].height > formulas[0].lineHeight * 1.4,
        `the money-weighted formula is a built-up fraction (${formulas[0].height} px)`,
      );
      assert.ok(formulas[1].firstBeforeEquals === false, 'TWR stands left of its "="');
      assert.ok(formulas[0].firstBeforeEquals, 'the sum stands left of "= 0"');
    });
  }
});

test.describe('formulas in Persian', () => {
  // Written in Latin letters, left to right, a formula takes Latin digits: a lone Persian zero in
  // «max(۰, r − h)» or «= ۰» reads as a dot. Every page that shows a formula.
  for (const path of ['/calculation/', '/fees/', '/efficiency/']) {
    test(`(fa) ${path}: the formulas' numbers are Latin digits, left to right`, async () => {
      const { page } = await open('fa', path);
      const numbers = await page.locator('main math[display="block"] mn').allTextContents();
      assert.ok(numbers.length > 0, 'the page shows formulas');
      assert.deepEqual(
        numbers.filter((n) => !/^[0-9.]+$/.test(n)),
        [],
      );
      const zeros = await page.locator('main math[display="block"][dir="ltr"] mn', { hasText: /^0$/ }).count();
      // Each of these pages has a zero: «= 0» on /calculation, «max(0, r − h)» in the fee model.
      assert.ok(zeros > 0, 'a zero is written 0');
    });
  }
});

test.describe('forms', () => {
  for (const lng of LANGUAGES) {
    for (const path of ['/contact-us/', '/cooperation-request/']) {
      test(`(${lng}) ${path}: everything to read comes before the send button`, async () => {
        const { page } = await open(lng, path);
        const after = await page.evaluate(() => {
          const button = document.querySelector('main form button[type="submit"]')!;
          const texts: string[] = [];
          const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement!;
            if (!node.textContent!.trim() || button.contains(el)) continue;
            if (!(button.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
            if (el.closest('.visually-hidden') || el.getClientRects().length === 0) continue;
            texts.push(node.textContent!.trim());
          }
          return texts;
        });
        assert.deepEqual(after, []);
        // What is required is said before the first field.
        const note = page.locator('main form [data-required-note]');
        assert.ok(await note.isVisible());
        const order = await note.evaluate((n) =>
          Boolean(n.compareDocumentPosition(n.closest('form')!.querySelector('input, select, textarea')!) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
        assert.ok(order, 'the note comes before the first field');
      });
    }

    test(`(${lng}) the contact form has a heading of its own`, async () => {
      const { page } = await open(lng, '/contact-us/');
      const region = page.getByRole('region', { name: lng === 'fa' ? 'فرم ارسال پیام' : 'Send us a message' });
      assert.equal(await region.locator('form').count(), 1);
      assert.ok(await region.getByRole('heading', { level: 2 }).isVisible());
    });

    test(`(${lng}) the résumé control speaks the page's language, opens from the keyboard and shows the chosen file's name and size`, async () => {
      const { page } = await open(lng, '/cooperation-request/');
      const control = page.getByRole('button', { name: lng === 'fa' ? 'بارگذاری رزومه' : 'Résumé upload' });
      assert.equal(await page.locator('input[type="file"]').isVisible(), false, "the browser's own control is not shown");
      assert.equal(
        (await control.innerText()).replace(/\s+/g, ' ').trim(),
        lng === 'fa' ? 'انتخاب فایل هنوز فایلی انتخاب نشده است' : 'Choose file No file chosen yet',
      );
      // Playwright's documented order: listen, then act (the Enter key on the focused control).
      const opened = page.waitForEvent('filechooser');
      await control.press('Enter');
      const chooser = await opened;
      await chooser.setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${'x'.repeat(150 * 1024)}\n%%EOF\n`) });
      await page.locator('[data-file-status]').filter({ hasText: 'cv.pdf' }).waitFor();
      assert.match(await page.locator('[data-file-status]').innerText(), lng === 'fa' ? /cv\.pdf.*\(۱۵۰ کیلوبایت\)/ : /cv\.pdf \(150 KB\)/);
    });

    test(`(${lng}) the accepted formats are listed in their order`, async () => {
      const { page } = await open(lng, '/cooperation-request/');
      const xs = await page.locator('#job-resume-hint').evaluate((hint) => {
        const node = [...hint.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
        const text = node.textContent!;
        return ['PDF', 'DOC', 'DOCX', 'JPEG', 'PNG'].map((name) => {
          const at = new RegExp(`(?<![A-Z])${name}(?![A-Z])`).exec(text)!.index;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + name.length);
          return range.getBoundingClientRect().x;
        });
      });
      const inOrder = [...xs].sort((a, b) => (lng === 'fa' ? b - a : a - b));
      assert.deepEqual(xs, inOrder, `${lng === 'fa' ? 'right to left' : 'left to right'}: ${xs.join(', ')}`);
    });
  }
});

test.describe('the offline page', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) is in one state at a time`, async () => {
      const { context, page } = await open(lng, '/offline/', 375);
      const offline = lng === 'fa' ? 'شما آفلاین هستید' : 'You are offline';
      const back = lng === 'fa' ? 'اتصال دوباره برقرار شد' : 'Your connection is back';
      const h1 = page.locator('main h1');
      await page.waitForFunction((text) => document.querySelector('main h1')?.textContent === text, back);
      assert.equal(await page.getByText(offline, { exact: true }).count(), 0);
      await context.setOffline(true);
      await page.waitForFunction((text) => document.querySelector('main h1')?.textContent === text, offline);
      assert.equal(await page.getByText(back).count(), 0);
      assert.equal(await h1.count(), 1);
      // The header says so too, in words, on a phone.
      const word = page.locator('header [role="status"] [aria-hidden="true"]').filter({ hasText: lng === 'fa' ? 'آفلاین' : 'Offline' });
      assert.ok(await word.isVisible());
    });
  }
});

test.describe('header, footer, home page and phone numbers', () => {
  for (const lng of LANGUAGES) {
    test(`(${lng}) the connection indicator reads as a status: an icon, its word beside the folded menu, its tooltip beside the full one`, async () => {
      const offline = lng === 'fa' ? 'آفلاین' : 'Offline';
      const { context, page } = await open(lng, '/', 768);
      const status = page.locator('header [role="status"]');
      const word = status.locator('[data-status-word]');
      // Online and settled it is out of sight (a green icon shown all the time read as a leftover), still a status in the page; offline it shows.
      assert.equal(await status.getAttribute('data-seen'), 'false');
      await context.setOffline(true);
      await page.waitForFunction(() => document.querySelector('header [role="status"]')?.getAttribute('data-seen') === 'true');
      assert.ok(await status.locator('svg').isVisible());
      assert.ok(await word.isVisible());
      assert.equal((await word.innerText()).trim(), offline);
      assert.equal(await status.evaluate((s) => getComputedStyle(s).borderTopStyle), 'none', 'no outline: not a switch');
      // Beside the whole menu the icon alone keeps the header one row; the words are its tooltip.
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.ok(await status.locator('svg').isVisible());
      assert.equal(await word.isVisible(), false);
      const label = lng === 'fa' ? 'اتصال اینترنت قطع است' : 'You are offline';
      assert.equal(await status.getAttribute('title'), label);
      assert.equal(await status.locator('.visually-hidden').textContent(), label);
    });

    test(`(${lng}) the home page's return says it is gross of fees, and its figures keep their lines`, async () => {
      for (const width of [375, 1280]) {
        const { page } = await open(lng, '/', width);
        const card = page.locator('[data-figure="return"]');
        assert.match(await card.innerText(), lng === 'fa' ? /بازده ناخالص[\s\S]*پیش از کسر کارمزدها/ : /Gross return[\s\S]*Before fees/);
        // The year's characters all on the label's last line (nothing after the dash went to a new line).
        const lines = await card
          .locator('dt')
          .evaluate((dt) => {
            const text = dt.firstChild!;
            const range = document.createRange();
            range.setStart(text, text.textContent!.search(/[0-9۰-۹]/));
            range.setEnd(text, text.textContent!.length);
            return [...range.getClientRects()].map(({ top, bottom }) => ({ top, bottom }));
          })
          .then(lineCount);
        assert.equal(lines, 1, `${width}px: the year on one line`);
        const capitalLines = await page
          .locator('main dl > div')
          .first()
          .locator('dd')
          .evaluate((dd) => {
            const range = document.createRange();
            range.selectNodeContents(dd);
            return [...range.getClientRects()].map(({ top, bottom }) => ({ top, bottom }));
          })
          .then(lineCount);
        assert.ok(capitalLines <= 2, `${width}px: the capital on ${capitalLines} lines`);
      }
    });

    test(`(${lng}) the trust seal's state is the same in the footer and on /certificate`, async () => {
      const { page } = await open(lng, '/certificate/');
      const onCertificate = await page.locator('main [aria-labelledby="licence-trust-seal"]').getAttribute('data-status');
      const inFooter = await page.locator('footer [data-seal-status]').getAttribute('data-seal-status');
      assert.equal(inFooter, onCertificate);
      if (onCertificate === 'expired') {
        const seal = page.locator('footer [data-seal-status]');
        assert.match(await seal.innerText(), lng === 'fa' ? /منقضی‌شده/ : /Expired/);
        assert.equal(await seal.getAttribute('href'), `${lng === 'en' ? '/en' : ''}/certificate/#licence-trust-seal`);
      }
    });
  }

  test('(en) prints phone numbers in international form and calls the home page "Home"', async () => {
    const { page } = await open('en', '/contact-us/');
    const phones = await page.locator('a[href^="tel:"]').allInnerTexts();
    assert.ok(phones.length >= 2);
    for (const phone of phones) assert.match(phone.trim(), /^\+98 \d{2} \d{4} \d{4}$/);
    assert.ok(await page.locator('header nav a[href="/en/"]', { hasText: /^Home$/ }).count(), 'the menu says Home');
  });

  test('(fa) prints phone numbers the local way in Persian digits', async () => {
    const { page } = await open('fa', '/contact-us/');
    for (const phone of await page.locator('a[href^="tel:"]').allInnerTexts()) assert.match(phone.trim(), /^۰[۰-۹]{2}-[۰-۹]{8}$/);
  });
});
