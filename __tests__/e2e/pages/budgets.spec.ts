// The page-weight budgets as tests (docs/decisions.md, "Budgets"): byte counts of the build are
// deterministic, so a change that breaks one fails here, naming the page and the bytes. Every public
// page in both languages is visited once and weighed as `npm run bench` weighs it (scripts/lib/
// page-weight.ts: all a first visit fetches until the network is idle; here with the cache off rather
// than in a fresh context, which fetches the same bytes for less CPU), and held to:
// - first-load JavaScript (gzip): the home page at most 115 KB, every other page at most its figure in
//   budgets.json plus 5 %;
// - the fonts a Persian page fetches at most 45 KB;
// - no search engine and no search index on first load (only /search/, where the search is the page,
//   loads the search code, and no page loads an index before a query);
// and /admin/ stays out of the service worker's precache. Lighthouse stays in `npm run bench`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, HOME_JS_GZIP, loadUntilIdle, PERSIAN_FONTS, rawSize, recordRequests } from '../../../scripts/lib/page-weight';
import { stubTrustSeal } from '../page-problems';
import { allPagePaths, ROOT, test } from '../fixtures';
import budgets from './budgets.json';

const MARGIN = 1.05;
/** Lanes at a time, two for each language: a visit mostly waits for the network to be idle, so a few overlap well. */
const AT_ONCE = 4;

const figures: Record<string, number> = budgets.firstLoadJsGzip;
/** The route of a page path (/en/fees/ → /fees/), the key of budgets.json. */
const routeOf = (p: string) => (p === '/en/' ? '/' : p.replace(/^\/en\//, '/'));
const searchChunk = (file: string) => /^\/search-[0-9a-f]+\.js$/.test(file);

type Weight = { path: string; language: 'fa' | 'en'; js: number; fonts: number; scripts: string[]; requests: string[] };

test.describe('page weight on a first visit', () => {
  const weights: Weight[] = [];

  test.beforeAll(async ({ site, browser }) => {
    test.setTimeout(600_000);
    const queues = { fa: allPagePaths().filter((p) => p.language === 'fa'), en: allPagePaths().filter((p) => p.language === 'en') };
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, lane) => {
        // A lane: one context and page that visit pages of one language one after another with the
        // browser's cache off, so each visit fetches what a first visit from a fresh context (npm run
        // bench's firstLoad) fetches; the renderer, and the scripts it has compiled, carry over, which
        // costs half the CPU. One language to a lane: once its renderer has drawn Persian text, an
        // English page fetches the Persian font too, which a fresh context would not.
        const queue = lane % 2 ? queues.en : queues.fa;
        const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
        await stubTrustSeal(context);
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
        const recorder = recordRequests(page, site.baseURL);
        for (let next = queue.shift(); next; next = queue.shift()) {
          recorder.reset();
          await loadUntilIdle(page, site.baseURL + next.path);
          const { scripts, fonts, requests } = recorder.requested();
          assert.ok(scripts.length, `${next.path}: no script requests seen on a first visit`);
          weights.push({
            path: next.path,
            language: next.language,
            js: scripts.reduce((n, s) => n + gzipSize(s), 0),
            fonts: fonts.reduce((n, f) => n + rawSize(f), 0),
            scripts,
            requests,
          });
        }
        await context.close();
      }),
    );
  });

  test('first-load JavaScript: the home pages at most 115 KB gzip, every other page at most its figure plus 5 %', () => {
    const over: string[] = [];
    for (const w of weights) {
      const route = routeOf(w.path);
      const figure = figures[route];
      if (figure === undefined) {
        over.push(`${w.path}: ${w.js} bytes, and no figure for ${route} in budgets.json`);
        continue;
      }
      const limit = route === '/' ? HOME_JS_GZIP : Math.floor(figure * MARGIN);
      if (w.js > limit) over.push(`${w.path}: ${w.js} bytes of JavaScript (gzip) > ${limit} (${route === '/' ? '115 KB' : `${figure} + 5 %`})`);
    }
    assert.equal(weights.length, allPagePaths().length, 'every page measured');
    assert.deepEqual(over, []);
  });

  test('a Persian page fetches at most 45 KB of fonts', () => {
    const persian = weights.filter((w) => w.language === 'fa');
    assert.ok(
      persian.some((w) => w.fonts > 0),
      'Persian pages fetch their font',
    );
    assert.deepEqual(
      persian.filter((w) => w.fonts > PERSIAN_FONTS).map((w) => `${w.path}: ${w.fonts} bytes of fonts > ${PERSIAN_FONTS}`),
      [],
    );
  });

  test('no page loads the search engine or a search index before the search is used', () => {
    const found = weights.flatMap((w) => {
      const isSearchPage = routeOf(w.path) === '/search/';
      const index = w.requests.filter((r) => r.startsWith('/search-index/'));
      const engine = isSearchPage ? [] : w.scripts.filter(searchChunk);
      return [...index, ...engine].map((r) => `${w.path}: ${r} (${gzipSize(r)} bytes gzip)`);
    });
    assert.deepEqual(found, []);
  });
});

test('/admin/ is not in the service worker’s precache', () => {
  const sw = fs.readFileSync(path.join(ROOT, 'public/sw.js'), 'utf8');
  const precache = /__precacheManifest = (\[[\s\S]*?\])\.concat/.exec(sw)?.[1];
  assert.match(precache ?? '', /"url":\s*"\/?app-[0-9a-f]+\.js"/, 'public/sw.js has a precache list (with the app script)');
  assert.doesNotMatch(precache!, /admin/, 'an /admin/ file in the precache');
});
