// sitemap.xml (every page of both locales with its hreflang alternates) and robots.txt pointing to it,
// written after the build from data/routes.json (a preview build has no sitemap and disallows all). The sign-in pages are left out (src/lib/sign-in-pages.ts),
// and so are superseded pages whose canonical URL is another page's (src/lib/page-meta.ts).
import { LANGUAGES, LOCALE_META, localizePath } from '../src/lib/i18n-config';
import { isSignInPath, signInSections } from '../src/lib/sign-in-pages';
import { SUPERSEDED_BY } from '../src/lib/page-meta';
import type { RouteEntry } from './pages';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemap(routes: readonly RouteEntry[], siteUrl: string): string {
  const urls: string[] = [];
  for (const route of routes) {
    if (isSignInPath(route.path) || route.id in SUPERSEDED_BY) continue;
    const alternates = [
      ...LANGUAGES.map(
        (lng) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_META[lng].hreflang}" href="${xmlEscape(siteUrl + localizePath(route.path, lng))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(siteUrl + localizePath(route.path, 'fa'))}"/>`,
    ].join('\n');
    for (const lng of LANGUAGES) {
      urls.push(`  <url>\n    <loc>${xmlEscape(siteUrl + localizePath(route.path, lng))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the sign-in pages disallowed and the sitemap named; a preview build disallows everything. */
export function buildRobots(siteUrl: string, { preview = false }: { preview?: boolean } = {}): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  const disallowed = signInSections()
    .map((section) => `Disallow: ${section}\n`)
    .join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
