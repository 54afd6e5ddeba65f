// Run after every `npm install`. msgpackr-extract (a dependency of Gatsby's cache) has optional native
// packages, one per platform (@msgpackr-extract/msgpackr-extract-<os>-<cpu>). Where the registry npm
// installs from lacks some of them, `npm install` drops their entries from package-lock.json; `npm ci`
// on a machine of one of those platforms then stops, because the lock file no longer describes the
// optional dependency it finds in msgpackr-extract's metadata. This puts the four entries back (same
// version and licence as the linux-x64 one, marked optional with their os and cpu), so that `npm ci`
// works from package-lock.json on Linux, macOS and Windows alike; check with `npm ci --dry-run`.
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
