// Restores the four @msgpackr-extract platform entries that this machine's registry lacks, so that
// `npm ci` works from package-lock.json here and elsewhere (DEVELOPERS.md). Run after `npm install`.
import fs from 'fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const base = 'node_modules/@msgpackr-extract/msgpackr-extract-';
const reference = lock.packages[`${base}linux-x64`];
if (!reference) throw new Error('no linux-x64 msgpackr-extract entry in package-lock.json');
const platforms = { 'darwin-arm64': ['darwin', 'arm64'], 'darwin-x64': ['darwin', 'x64'], 'linux-arm': ['linux', 'arm'], 'win32-x64': ['win32', 'x64'] };
let added = 0;
for (const [name, [os, cpu]] of Object.entries(platforms)) {
  if (lock.packages[base + name]) continue;
  lock.packages[base + name] = { version: reference.version, cpu: [cpu], license: reference.license, optional: true, os: [os] };
  added += 1;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} msgpackr-extract entries added`);
