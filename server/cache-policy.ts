// Gatsby's caching rules (gatsby docs "Caching Static Sites"), the one definition for the project's server
// and for nginx (scripts/nginx-conf.ts writes CACHE_RULES into the site block's map): HTML, page-data,
// app-data.json, sw.js and the search index revalidate every time; hashed JS/CSS and /static/ are immutable for a year;
// anything else is short-lived. Only a successful answer follows them: any other status revalidates.

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

/** The statuses whose answer may be cached by the rules; a 404, a redirect or an error always revalidates (a later deploy may create the file). */
export const CACHEABLE_STATUSES = [200, 206, 304] as const;

/**
 * The rules in order, the first that matches the URL path wins; none: SHORT. The patterns are anchored
 * and use only syntax JavaScript and nginx's PCRE read alike, since nginx matches them too.
 */
export const CACHE_RULES: readonly { pattern: RegExp; value: string }[] = [
  // A page: /route/ serves route/index.html.
  { pattern: /^.*\/$/, value: REVALIDATE },
  { pattern: /^.*\.html$/, value: REVALIDATE },
  // The Atom feeds (/feed.atom, /en/feed.atom) keep their names and follow the pages.
  { pattern: /^.*\.atom$/, value: REVALIDATE },
  // The web editor's files keep their names across versions.
  { pattern: /^\/admin\//, value: REVALIDATE },
  { pattern: /^\/page-data\//, value: REVALIDATE },
  // The search index keeps its name (search-index/fa.json) while its content follows the pages.
  { pattern: /^\/search-index\//, value: REVALIDATE },
  { pattern: /^\/sw\.js$/, value: REVALIDATE },
  { pattern: /^\/workbox-/, value: REVALIDATE },
  { pattern: /^.*\.webmanifest$/, value: REVALIDATE },
  { pattern: /^\/static\//, value: IMMUTABLE },
  // Webpack content-hashed bundles at the site root: app-1a2b3c4d5e6f7a8b9c0d.js, styles.1a2b3c.css, 123-abcdef.js.
  { pattern: /^\/[^/]+[-.][0-9a-f]{8,}\.(?:js|css|mjs)(?:\.map)?$/, value: IMMUTABLE },
];

export function cacheControlFor(urlPath: string): string {
  return CACHE_RULES.find((rule) => rule.pattern.test(urlPath))?.value ?? SHORT;
}
