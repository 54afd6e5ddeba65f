// Preview builds: a merge request's version of the site, built with SITE_PREVIEW=1 and served at its own
// address for review before it is published (docs/deploying.md, "Previews"). Search engines must never
// index one: robots.txt disallows everything, no sitemap is written, every page carries a robots meta tag
// and every response an X-Robots-Tag header. The pipeline also gives a preview its own GATSBY_SITE_URL.

/** The robots rule of a preview, in the meta tag and the header alike. */
export const PREVIEW_ROBOTS = 'noindex, nofollow';

/**
 * SITE_PREVIEW: "1" builds a preview, "0" or unset the public site; any other value stops the build.
 * Read as `process.env.SITE_PREVIEW` itself: Gatsby's webpack replaces that expression in the server
 * render's bundle, where `process.env` as a whole is an empty object.
 */
export function isPreviewBuild(value: string | undefined = process.env.SITE_PREVIEW): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`SITE_PREVIEW must be 1 (a preview build) or 0 (the public site), not "${value}"`);
}
