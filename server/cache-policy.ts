// Gatsby's caching rules (gatsby docs "Caching Static Sites"), shared by the project's server and the
// generated nginx config: HTML, page-data, app-data.json, sw.js and the search index revalidate every time; hashed
// JS/CSS and /static/ are immutable for a year; anything else is short-lived.

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

/** Webpack content-hashed bundles at the site root: app-1a2b3c4d5e6f7a8b9c0d.js, styles.1a2b3c.css, 123-abcdef.js. */
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{8,}\.(?:js|css|mjs)(?:\.map)?$/;

export function cacheControlFor(urlPath: string): string {
  // The web editor's files keep their names across versions: always revalidated.
  if (urlPath.endsWith('/') || urlPath.endsWith('.html') || urlPath.startsWith('/admin/')) return REVALIDATE;
  if (
    urlPath.startsWith('/page-data/') ||
    urlPath.startsWith('/search-index/') ||
    urlPath === '/sw.js' ||
    urlPath.startsWith('/workbox-') ||
    urlPath === '/manifest.webmanifest' ||
    urlPath.endsWith('.webmanifest')
  )
    return REVALIDATE;
  if (urlPath.startsWith('/static/') || HASHED_BUNDLE.test(urlPath)) return IMMUTABLE;
  return SHORT;
}
