// Persian pages' fonts in Chromium (docs/decisions.md, "Styles and fonts"): every text of every Persian
// page is drawn with Vazirmatn (Chromium's own record of the fonts it used for each element), except
// where an element asks for another family on purpose (the formulas' math fonts); and each page fetches
// the build's cut of Vazirmatn alone, at most 45 KB, never the package's wider files.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { allPagePaths, ROOT, siteUnderTest } from './harness';
import { stubTrustSeal } from './page-problems';
import { fontCharacters } from '../../gatsby/persian-font';

const BUDGET = 45_000;
const site = siteUnderTest();
const persianPages = [...allPagePaths().filter((p) => p.language === 'fa'), { path: '/no-such-page/', language: 'fa' as const, id: 'not-found' }];

describe('Persian pages are drawn in Vazirmatn from its cut alone', () => {
  it('the cut covers every character of every built Persian page', async () => {
    const dir = path.join(ROOT, 'public/static');
    const cut = fs.readdirSync(dir).find((f) => /^vazirmatn-fa-[0-9a-f]+\.woff2$/.test(f));
    assert.ok(cut, 'the build emitted the cut of Vazirmatn');
    const covered = await fontCharacters(path.join(dir, cut));
    assert.ok(fs.statSync(path.join(dir, cut)).size <= BUDGET);
    for (const p of persianPages.filter((p) => p.id !== 'not-found')) {
      const html = fs.readFileSync(path.join(ROOT, 'public', p.path, 'index.html'), 'utf8');
      const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
      const text = body.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
      // The formulas are set in a math font on purpose (their Σ and subscripts are not in Vazirmatn).
      const missing = [...new Set(text)].filter((c) => !/\s/.test(c) && !covered.has(c.codePointAt(0)!) && !'Σₜ₁₂ₙ'.includes(c));
      assert.deepEqual(missing, [], `${p.path}: characters outside the cut`);
    }
  });

  it('each page draws its text with Vazirmatn and fetches only the cut (at most 45 KB)', async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    await stubTrustSeal(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const fonts = new Map<string, number>();
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'font') return;
      const file = new URL(request.url()).pathname;
      fonts.set(file, fs.statSync(path.join(ROOT, 'public', file)).size);
    });
    for (const p of persianPages) {
      fonts.clear();
      await page.goto(site.server.baseURL + p.path);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const fetched = [...fonts.keys()];
      assert.ok(fetched.length === 1 && /\/vazirmatn-fa-[0-9a-f]+\.woff2$/.test(fetched[0]), `${p.path}: fetched ${fetched.join(', ')}`);
      assert.ok(fonts.get(fetched[0])! <= BUDGET, `${p.path}: ${fonts.get(fetched[0])} bytes of fonts`);

      // font-display: optional uses a font only once it is at hand: the second view of a page, as a visitor's.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const probes = await page.evaluate(() => {
        let n = 0;
        for (const el of document.querySelectorAll('body *')) {
          const own = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim());
          if (!own || !el.getClientRects().length) continue;
          const family = getComputedStyle(el).fontFamily;
          el.setAttribute('data-font-probe', family.startsWith('"Vazirmatn Variable"') ? 'vazirmatn' : 'other');
          n += 1;
        }
        return n;
      });
      assert.ok(probes > 10, `${p.path}: texts found`);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe="vazirmatn"]' });
      const elsewhere: string[] = [];
      for (const nodeId of nodeIds) {
        const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const other = used.filter((f) => !f.isCustomFont || !/Vazirmatn/i.test(f.familyName));
        if (other.length) {
          const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
          elsewhere.push(`${other.map((f) => f.familyName).join(', ')}: ${outerHTML.slice(0, 120)}`);
        }
      }
      assert.deepEqual(elsewhere, [], `${p.path}: text drawn in another font`);
    }
    await context.close();
  });
});
