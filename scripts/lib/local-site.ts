// The built site as the scripts (bench, trace-load) and the browser tests (__tests__/e2e/fixtures.ts)
// meet it: the project's server over public/ on a loopback port it picks itself (port 0) with a temporary submissions
// directory (stopping by itself after a time limit), Debian's Chromium through playwright-core with the
// flags that keep it off the network, and every page path of the site.
//
// Pages are driven in Debian's chromium-headless-shell (the same engine build as the chromium package,
// in Chromium's original headless mode, which is what Playwright itself runs headless tests in): on
// two cores the browser tests took 37 % less CPU than in the full browser's --headless=new. Lighthouse
// (npm run bench) audits in the full browser, CHROMIUM_FULL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT, startServer as startServerProcess } from './server-process';

export { ROOT };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FULL = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
/**
 * For the browser tests, which cut the connection with Playwright's context.setOffline: Chromium (150
 * here) gives each cross-document navigation a new document host (its RenderDocument feature), and the
 * offline emulation does not reach it, so after page.goto in an offline context navigator.onLine said
 * true while every request failed: no visitor's browser does that. Without the feature the emulation
 * holds (Lighthouse, in scripts/bench.ts, keeps Chromium's defaults).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-features=RenderDocument'];

export type Server = { baseURL: string; port: number; storeDir: string; stop: () => Promise<void> };

/**
 * The project's server with a fresh submissions directory; pages are browsed as localhost. Every
 * browser context of a run comes from the one loopback address, like many visitors behind one
 * address, so the per-client connection limit is raised above what a run's contexts hold open (the
 * limit itself is tested in __tests__/server/faults.test.ts).
 */
export async function startSite(env: Record<string, string> = {}): Promise<Server> {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
  const server = await startServerProcess({ SUBMISSIONS_DIR: storeDir, EXIT_AFTER_MS: String(20 * 60_000), CONNECTIONS_PER_CLIENT: '256', ...env });
  return {
    baseURL: `http://localhost:${server.port}`,
    port: server.port,
    storeDir,
    stop: async () => {
      await server.stop();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export type SitePage = { path: string; language: 'fa' | 'en'; id: string };

/** Every page path of the site (both locales), from data/routes.json. */
export function allPagePaths(): SitePage[] {
  const routes = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/routes.json'), 'utf8')) as { id: string; path: string }[];
  return routes.flatMap((r) => [
    { path: r.path, language: 'fa' as const, id: r.id },
    { path: r.path === '/' ? '/en/' : `/en${r.path}`, language: 'en' as const, id: r.id },
  ]);
}
