// Browser-test harness: starts the project's server (server/main.ts) on a free loopback port over the
// built public/, with a temporary submissions directory, and launches Debian's Chromium through
// playwright-core. Both stop by themselves (the server after a hard time limit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { freePort, startServer as startProjectServer } from '../utils/server-process';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

export const ROOT = path.resolve(__dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

export type Server = { baseURL: string; port: number; storeDir: string; stop: () => Promise<void> };

// One free-port helper for the server tests and the browser tests.
export { freePort };

/** The project's server (the server tests' startServer) with a fresh submissions directory; pages are browsed as localhost. */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
  const server = await startProjectServer({ SUBMISSIONS_DIR: storeDir, EXIT_AFTER_MS: String(20 * 60_000), ...env });
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

export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Every page path of the site (both locales), from data/routes.json. */
export function allPagePaths(): { path: string; language: 'fa' | 'en'; id: string }[] {
  const routes = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/routes.json'), 'utf8')) as { id: string; path: string }[];
  return routes.flatMap((r) => [
    { path: r.path, language: 'fa' as const, id: r.id },
    { path: r.path === '/' ? '/en/' : `/en${r.path}`, language: 'en' as const, id: r.id },
  ]);
}

/** Registers before/after hooks that start the server and Chromium for one test file and stop them. */
export function siteUnderTest(env: Record<string, string> = {}): { server: Server; browser: Browser } {
  const site = {} as { server: Server; browser: Browser };
  before(async () => {
    site.server = await startServer(env);
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
