// What a page weighs on a first visit, as `npm run bench` reports it and the budget tests
// (__tests__/e2e/pages/budgets.spec.ts) hold it: the scripts and fonts Chromium requests from a fresh
// context until the network is idle, sized from the built files (scripts in gzip, as nginx's
// gzip_static sends them: the build's own .gz when there is one).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { ROOT } from './server-process';

const PUBLIC = path.join(ROOT, 'public');
/** Budgets are in kilobytes of 1000 bytes: the stricter reading. */
export const KB = 1000;
/** The home page's first-load JavaScript, in gzip (docs/decisions.md, "Budgets"). */
export const HOME_JS_GZIP = 115 * KB;
/** The fonts a Persian page fetches. */
export const PERSIAN_FONTS = 45 * KB;

const fileOf = (urlPath: string) => path.join(PUBLIC, decodeURIComponent(urlPath.split('?')[0]));
const gzipCache = new Map<string, number>();

/** Gzip size of a built file (the build's own .gz when there is one, as nginx's gzip_static sends it). */
export function gzipSize(urlPath: string): number {
  const file = fileOf(urlPath);
  let size = gzipCache.get(file);
  if (size === undefined) {
    const gz = `${file}.gz`;
    size = fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export const rawSize = (urlPath: string) => fs.statSync(fileOf(urlPath)).size;

/**
 * What a first visit fetches from `baseURL` until the network is idle, in the fresh context `open()`
 * gives (empty cache; closed afterwards): the paths of its scripts and fonts, and of every request to
 * the site.
 */
export async function firstLoad(
  open: () => Promise<BrowserContext>,
  baseURL: string,
  urlPath: string,
): Promise<{ scripts: string[]; fonts: string[]; requests: string[] }> {
  const context = await open();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    const fonts = new Set<string>();
    const requests = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseURL) return;
      requests.add(url.pathname);
      if (request.resourceType() === 'script') scripts.add(url.pathname);
      if (request.resourceType() === 'font') fonts.add(url.pathname);
    });
    await page.goto(baseURL + urlPath, { waitUntil: 'networkidle' });
    // The scripts start after the first paint: on a busy machine the network can be idle before they
    // do. A page's load is over once React has hydrated it and the network is idle again.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    return { scripts: [...scripts], fonts: [...fonts], requests: [...requests] };
  } finally {
    await context.close();
  }
}
