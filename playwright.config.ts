// Browser tests (@playwright/test) against the built public/, with Debian's Chromium. Projects group the
// spec files by what they need: `pages` only reads pages (one shared server per worker), `forms` posts to
// the server, `offline` needs the service worker, `editor` the web editor, `operations` nginx, sshd and
// the pipeline. No retries: a failure is a failure. Traces and screenshots of failures go to
// test-results/ (npx playwright show-trace test-results/<test>/trace.zip); the HTML report to playwright-report/.
// E2E_SKIP=editor,operations leaves projects out on purpose; the run's last lines name what did not run
// (__tests__/e2e/summary-reporter.ts). Without Chromium or the built site the run fails at once, saying why.
import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { ALL_PROJECTS, skippedByEnv } from './__tests__/e2e/projects';
import { CHROMIUM, TEST_CHROMIUM_ARGS, ROOT } from './scripts/lib/local-site';

if (!fs.existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium-headless-shell (Debian's Chromium in its headless mode), or set CHROMIUM_PATH`);
if (!fs.existsSync(`${ROOT}/public/index.html`)) throw new Error('No built site in public/: run "npx gatsby build" (or npm run build) first');

const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, os.availableParallelism()));
// A failure's trace holds its actions, console, network and errors; E2E_TRACE=full adds the page at each
// step (DOM snapshots and a screencast). Recorded for every test and dropped when it passes, those two
// took a third of the suite's CPU time, so they are for reproducing a failure, not for every run.
const traceMode = process.env.E2E_TRACE ?? 'lean';
if (traceMode !== 'lean' && traceMode !== 'full') throw new Error(`E2E_TRACE=${traceMode}: expected lean (the default) or full`);

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['./__tests__/e2e/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: TEST_CHROMIUM_ARGS },
    serviceWorkers: 'block',
    trace: traceMode === 'full' ? 'retain-on-failure' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: ALL_PROJECTS.filter((name) => !skippedByEnv().includes(name)).map((name) => ({
    name,
    testMatch: `${name}/**/*.spec.ts`,
    ...(name === 'offline' ? { use: { serviceWorkers: 'allow' as const } } : {}),
  })),
});
