// Runs the browser tests (__tests__/e2e/*.test.ts) with Node's test runner, one file at a time
// (2 cores: parallel Chromiums only slow each other down). Needs a built public/ and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
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
const only = process.argv.slice(2);
const dir = path.join(root, '__tests__/e2e');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => path.join(dir, f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
