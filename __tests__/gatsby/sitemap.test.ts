/** @jest-environment node */
// sitemap.xml lists every indexable page of both locales with its alternates; robots.txt points to it.
import routes from '../../data/routes.json';
import { buildRobots, buildSitemap } from '../../gatsby/sitemap';
import type { RouteEntry } from '../../gatsby/pages';
import { isPreviewBuild } from '../../src/lib/site-preview';

describe('sitemap', () => {
  const xml = buildSitemap(routes as RouteEntry[], 'https://example.ir');
  it('has a <url> for every page in both locales except the sign-in explainer and the superseded /about-us-old', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://example.ir/');
    expect(locs).toContain('https://example.ir/en/');
    expect(locs).toContain('https://example.ir/en/dedicated/');
    expect(locs.some((l) => l.includes('authentication'))).toBe(false);
    expect(locs.some((l) => l.includes('about-us-old'))).toBe(false);
    expect(locs).toContain('https://example.ir/about-us/');
    // The superseded pages (src/lib/page-meta.ts): /about-us-old, /company-history-old, /services-available2.
    expect(locs.some((l) => /company-history-old|services-available2/.test(l))).toBe(false);
    expect(locs).toHaveLength((routes.length - 4) * 2);
  });
  it('gives each page its fa, en-US and x-default alternates', () => {
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://example.ir/en/control/</loc>'))!;
    expect(entry).toContain('hreflang="fa" href="https://example.ir/control/"');
    expect(entry).toContain('hreflang="en-US" href="https://example.ir/en/control/"');
    expect(entry).toContain('hreflang="x-default" href="https://example.ir/control/"');
  });
  it('robots.txt names the sitemap', () => {
    expect(buildRobots('https://example.ir')).toMatch(/^Sitemap: https:\/\/example\.ir\/sitemap\.xml$/m);
  });
});

describe('a preview build (SITE_PREVIEW=1)', () => {
  it('disallows every path in robots.txt and names no sitemap', () => {
    expect(buildRobots('https://mr-7.preview.example.ir', { preview: true })).toBe('User-agent: *\nDisallow: /\n');
  });
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', true],
  ])('SITE_PREVIEW=%p is a preview: %p', (value, expected) => {
    expect(isPreviewBuild(value)).toBe(expected);
  });
  it.each(['true', 'yes', '2', ' 1'])('refuses SITE_PREVIEW=%p, naming the allowed values', (value) => {
    expect(() => isPreviewBuild(value)).toThrow(/SITE_PREVIEW must be 1 .* or 0/);
  });
});
