// Browser-test harness: starts the project's server (server/main.ts) on a free loopback port over the
// built public/, with a temporary submissions directory, and launches Debian's Chromium through
// playwright-core. Both stop by themselves (the server after a hard time limit).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { freePort } from '../utils/server-process';
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

export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'warn', EXIT_AFTER_MS: String(20 * 60_000), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    port,
    storeDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
