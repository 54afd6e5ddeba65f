// The build being deployed, checked on this machine before anything is sent: a folder holding a complete
// Gatsby production build with this build's security headers, and the commit it was built from.
import fs from 'node:fs';
import path from 'node:path';
import { DeployError } from './errors';
import { NGINX_HEADERS_FILE, REQUIRED_FILES } from './expectation';
import { runProcess } from './target';

export type CheckedBuild = { files: string[]; bytes: number };
export type Commit = { commit: string; dirty: boolean };

/** Each line of nginx-security-headers.conf as gatsby/security-headers.ts writes it. */
const HEADER_LINE = /^(?:#.*|add_header [A-Za-z-]+ "(?:[^"\\]|\\.)*" always;)?$/;

/** Every file under `dir`, relative to it ('/'-separated). */
function walk(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** The build's files and size; throws DeployError naming what is missing or wrong. */
export function checkBuild(from: string): CheckedBuild {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory())
    throw new DeployError(`${from} is not a folder: build the site first (npm run build) or give --from`);
  const missing = REQUIRED_FILES.filter((f) => !fs.existsSync(path.join(from, f)));
  if (missing.length) throw new DeployError(`${from} is not a complete build: ${missing.join(', ')} missing (npm run build writes them)`);
  const conf = fs.readFileSync(path.join(from, NGINX_HEADERS_FILE), 'utf8');
  const bad = conf.split('\n').findIndex((line) => !HEADER_LINE.test(line));
  if (bad >= 0) throw new DeployError(`${from}/${NGINX_HEADERS_FILE} line ${bad + 1} is not an add_header line as the build writes them`);
  const files = walk(from);
  if (!files.some((f) => /^app-[0-9a-f]+\.js$/.test(f))) throw new DeployError(`${from} has no app-<hash>.js: not a Gatsby production build`);
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(from, f)).size, 0);
  return { files, bytes };
}

/** The commit given (--commit or the CI's), else git's HEAD and whether the working copy has changes. */
export async function commitOf(given: string | null): Promise<Commit> {
  if (given) return { commit: given, dirty: false };
  const head = await runProcess('git', ['rev-parse', 'HEAD']).catch(() => null);
  if (head?.code !== 0) throw new DeployError('no commit to name the release after: run from the git checkout the build came from, or give --commit');
  const status = await runProcess('git', ['status', '--porcelain', '--untracked-files=no']);
  return { commit: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}
