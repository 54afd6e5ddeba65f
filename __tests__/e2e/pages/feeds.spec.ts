// The Atom feeds as served: the right type and the pages' caching rule, parsed by Chromium's XML parser
// as Atom 1.0, every link answering 200, and one <link rel="alternate"> to each on the pages they concern.
import { expect, visitorTest as test } from '../fixtures';
import { REVALIDATE } from '../../../server/cache-policy';
import { SITE_URL } from '../../../src/lib/i18n-config';

const ATOM = 'http://www.w3.org/2005/Atom';

for (const [feed, language] of [
  ['/feed.atom', 'fa'],
  ['/en/feed.atom', 'en'],
] as const) {
  test(`${feed} is Atom 1.0 served as application/atom+xml, every link answering`, async ({ page, request }) => {
    const res = await request.get(feed);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml\b/);
    expect(res.headers()['cache-control']).toBe(REVALIDATE);
    const text = await res.text();

    await page.goto(language === 'en' ? '/en/reports/' : '/reports/');
    const parsed = await page.evaluate(
      ({ xml, ns }) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const kids = (el: Element, name: string) => Array.from(el.children).filter((c) => c.namespaceURI === ns && c.localName === name);
        const feedEl = doc.documentElement;
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: `${feedEl.namespaceURI} ${feedEl.localName}`,
          lang: feedEl.getAttribute('xml:lang'),
          required: ['id', 'title', 'updated', 'author'].map((n) => kids(feedEl, n).length),
          self:
            kids(feedEl, 'link')
              .find((l) => l.getAttribute('rel') === 'self')
              ?.getAttribute('href') ?? null,
          entries: kids(feedEl, 'entry').map((e) => ({
            required: ['id', 'title', 'updated'].map((n) => kids(e, n).length),
            updated: kids(e, 'updated')[0]?.textContent ?? '',
          })),
          links: Array.from(doc.getElementsByTagNameNS(ns, 'link')).map((l) => l.getAttribute('href') ?? ''),
        };
      },
      { xml: text, ns: ATOM },
    );
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe(`${ATOM} feed`);
    expect(parsed.lang).toBe(language);
    expect(parsed.required).toEqual([1, 1, 1, 1]);
    expect(parsed.self).toBe(`${SITE_URL}${feed}`);
    expect(parsed.entries.length).toBeGreaterThan(5);
    for (const e of parsed.entries) {
      expect(e.required).toEqual([1, 1, 1]);
      expect(Number.isNaN(Date.parse(e.updated))).toBe(false);
    }
    // Every link is absolute on the site's address, and answers 200 here.
    const paths = [
      ...new Set(
        parsed.links.map((href) => {
          expect(href.startsWith(`${SITE_URL}/`), href).toBe(true);
          return new URL(href).pathname;
        }),
      ),
    ];
    for (const p of paths) expect((await request.get(p)).status(), p).toBe(200);
  });
}

for (const p of ['/reports/', '/en/reports/1404-q3/', '/disclosures/', '/en/disclosures/type/licence/']) {
  test(`${p} names its language's feed once`, async ({ page }) => {
    await page.goto(p);
    const links = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', p.startsWith('/en') ? '/en/feed.atom' : '/feed.atom');
  });
}

test('a page the feed does not concern does not name it', async ({ page }) => {
  await page.goto('/en/about-us/');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveCount(0);
});
