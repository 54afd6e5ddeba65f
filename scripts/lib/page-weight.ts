// What a page weighs on a first visit, as `npm run bench` reports it and the budget tests
// (__tests__/e2e/pages/budgets.spec.ts) hold it: the scripts and fonts Chromium requests from a fresh
// context until the network is idle, sized from the built files (scripts in gzip, as nginx's
// gzip_static sends them: the build's own .gz when there is one).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
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

/** What a page requested from the site: the paths of its scripts and fonts, and of every request. */
export type Requested = { scripts: string[]; fonts: string[]; requests: string[] };

export type RequestRecorder = { requested: () => Requested; reset: () => void };

/**
 * Records what `page` requests from `baseURL` from now on (attach it before the first navigation):
 * `requested()` gives what it has since it began or since `reset()`.
 */
export function recordRequests(page: Page, baseURL: string): RequestRecorder {
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
  return {
    requested: () => ({ scripts: [...scripts], fonts: [...fonts], requests: [...requests] }),
    reset: () => [scripts, fonts, requests].forEach((set) => set.clear()),
  };
}

/** Opens `url` in `page` and waits until its load is over: the network idle, React hydrated, the network idle again. */
export async function loadUntilIdle(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // The scripts start after the first paint: on a busy machine the network can be idle before they
  // do. A page's load is over once React has hydrated it and the network is idle again.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * What a first visit fetches from `baseURL` until the network is idle, in the fresh context `open()`
 * gives (empty cache; closed afterwards).
 */
export async function firstLoad(open: () => Promise<BrowserContext>, baseURL: string, urlPath: string): Promise<Requested> {
  const context = await open();
  try {
    const page = await context.newPage();
    const { requested } = recordRequests(page, baseURL);
    await loadUntilIdle(page, baseURL + urlPath);
    return requested();
  } finally {
    await context.close();
  }
}
