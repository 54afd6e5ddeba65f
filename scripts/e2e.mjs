// Runs the browser tests (__tests__/e2e/*.test.ts) with Node's test runner against the built public/:
// each file in a process of its own, E2E_JOBS at a time (default 2: on 2 cores, most files wait on a
// browser, a server or nginx more than they compute). Each file starts its own server, browser and
// daemons on free ports and writes only to its own temporary folders, so files are independent. The
// longest files start first (measured; a file not listed comes after them), so the run ends with short
// ones. A file's output is printed whole when it ends, with its time; the run ends with each file's
// time and the failures.
// Usage: node scripts/e2e.mjs [part of a file name ...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'public/index.html'))) {
  console.error('No built site: run "npm run build" first.');
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: apt-get install chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
const jobs = Number(process.env.E2E_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1 || jobs > 8) {
  console.error(`E2E_JOBS must be a whole number from 1 to 8 (got "${process.env.E2E_JOBS}").`);
  process.exit(2);
}

/** The slowest files first (seconds measured on 2 cores); the rest keep their alphabetical order. */
const LONGEST_FIRST = ['pipeline', 'offline', 'a11y', 'deploy', 'editor', 'presentation', 'reading', 'forms', 'nginx', 'performance', 'fonts', 'search'];
const rank = (file) => {
  const i = LONGEST_FIRST.findIndex((name) => path.basename(file) === `${name}.test.ts`);
  return i < 0 ? LONGEST_FIRST.length : i;
};

const only = process.argv.slice(2);
const dir = path.join(root, '__tests__/e2e');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => path.join(dir, f))
  .sort((a, b) => rank(a) - rank(b));
if (!files.length) {
  console.error(`No browser test file matches ${only.join(', ')}.`);
  process.exit(2);
}

function runFile(file) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', file], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const name = path.relative(root, file);
      process.stdout.write(`\n== ${name} (${seconds.toFixed(1)} s)\n${output}`);
      resolve({ name, seconds, ok: code === 0, how: signal ? `killed by ${signal}` : `exit ${code}` });
    });
  });
}

const started = Date.now();
const queue = [...files];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, files.length) }, async () => {
    while (queue.length) results.push(await runFile(queue.shift()));
  }),
);
console.log(`\n== browser tests: ${files.length} files, ${jobs} at a time, ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const r of results.sort((a, b) => b.seconds - a.seconds))
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}${r.ok ? '' : ` (${r.how})`}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) console.log(`\n${failed.length} file(s) failed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
