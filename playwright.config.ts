// Browser tests (@playwright/test) against the built public/, with Debian's Chromium. Projects group the
// spec files by what they need: `pages` only reads pages (one shared server per worker), `forms` posts to
// the server, `offline` needs the service worker, `editor` the web editor, `operations` nginx, sshd and
// the pipeline. No retries: a failure is a failure. Traces and screenshots of failures go to
// test-results/ (npx playwright show-trace test-results/<test>/trace.zip); the HTML report to playwright-report/.
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/local-site';

const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, os.availableParallelism()));

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
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pages', testMatch: 'pages/**/*.spec.ts' },
    { name: 'forms', testMatch: 'forms/**/*.spec.ts' },
    { name: 'offline', testMatch: 'offline/**/*.spec.ts', use: { serviceWorkers: 'allow' } },
    { name: 'editor', testMatch: 'editor/**/*.spec.ts' },
    { name: 'operations', testMatch: 'operations/**/*.spec.ts' },
  ],
});
