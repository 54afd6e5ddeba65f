// A throwaway copy of the repository for tests that write files or build the site: everything the build
// reads (no node_modules, public, .cache, .git, test results), node_modules linked back to this
// checkout. The checkout's own data/, locales/ and public/ are never touched.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server-process';

const LEFT_OUT = new Set(['node_modules', 'public', '.cache', '.git', 'test-results', 'bench-results', 'coverage', 'var']);

export function copyRepository(prefix = 'repo-copy-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(ROOT)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * A copy that is a git repository of its own: everything committed on branch `main` (as a maintainer's
 * clean checkout), `node_modules` ignored. The editor's tests publish into it.
 */
export function copyRepositoryWithGit(prefix = 'repo-git-'): string {
  const dir = copyRepository(prefix);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Test maintainer');
  git('config', 'user.email', 'maintainer@example.ir');
  git('config', 'commit.gpgsign', 'false');
  // The linked node_modules is a symbolic link, which .gitignore's `node_modules/` (folders only) misses.
  fs.appendFileSync(path.join(dir, '.git/info/exclude'), '/node_modules\n');
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '-m', 'The site as checked out');
  return dir;
}

export type BuildResult = { code: number | null; output: string; seconds: number };

/** `gatsby build` in `dir` (a copy), its exit code and everything it printed. */
export function buildSite(dir: string, timeoutMs = 600_000): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: dir,
      // NODE_ENV as gatsby build sets it where unset (Jest sets it to test).
      env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`gatsby build in ${dir} did not finish in ${timeoutMs / 1000} s:\n${output.slice(-2000)}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: Math.round((Date.now() - started) / 100) / 10 });
    });
  });
}
