// Test helpers for the project's server: a minimal built site (index, not-found pages, a file with
// precompressed variants, the security-headers file), the server as a real child process on a free
// loopback port, posting JSON, and small tmpfs mounts for fault tests (valid submissions: fixtures/form-bodies.ts).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const ROOT = path.resolve(__dirname, '../..');
// The server as a child process lives with the scripts, which use it too.
export { freePort, startServer, type ServerProcess } from '../../scripts/lib/server-process';
export const CONTACT = '/api/Contact/ContactWithUs';
export const JOB = '/api/Contact/JobApplication';

export const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/** A temporary directory standing in for public/ (with or without the security-headers file). */
export function makePublicDir({ headers = true }: { headers?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-public-'));
  fs.mkdirSync(path.join(dir, 'en/404'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>پیدا نشد</title>');
  fs.writeFileSync(path.join(dir, 'en/404/index.html'), '<!doctype html><title>Not found</title>');
  const script = 'console.log("app");'.repeat(50);
  fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), script);
  fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js.gz'), zlib.gzipSync(script));
  if (headers) fs.writeFileSync(path.join(dir, 'security-headers.json'), JSON.stringify(SECURITY_HEADERS));
  return dir;
}

/** Runs server/main.ts expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'json', EXIT_AFTER_MS: '20000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export async function postJson(baseURL: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { success: boolean; data: { id: string; reference: string } | null; messages: Array<{ message: string; field?: string }> } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** Mounts a tmpfs of `size` (e.g. '1m') on a new directory; null when this machine does not allow it. */
export function mountTmpfs(size: string): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/** Mounts a tmpfs of `size`, or fails saying what is missing: a fault test must meet the real fault, never skip. */
export function requireTmpfs(size: string): string {
  const dir = mountTmpfs(size);
  if (!dir) throw new Error(`cannot mount a ${size} tmpfs: these tests need root (mount -t tmpfs, Debian package mount); run them as root, as .ci/run does`);
  return dir;
}

export function remount(dir: string, mode: 'ro' | 'rw'): void {
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
}

export function unmount(dir: string): void {
  try {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every entry of a kind's day folders (records/<kind>/<day>/*): record directories, and anything else that should not be there. */
export function recordDirsOnDisk(storeDir: string, kind: 'contact' | 'job'): string[] {
  const kindDir = path.join(storeDir, 'records', kind);
  if (!fs.existsSync(kindDir)) return [];
  return fs.readdirSync(kindDir).flatMap((day) => fs.readdirSync(path.join(kindDir, day)));
}

/** Every path under a store that a cut-off write or delete could leave: in tmp/, or named with the temporary prefix. */
export function leftovers(dir: string): string[] {
  const found: string[] = [];
  const temp = path.join(dir, 'tmp');
  if (fs.existsSync(temp)) found.push(...fs.readdirSync(temp).map((name) => path.join(temp, name)));
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.name.startsWith('.tmp-')) found.push(full);
      if (entry.isDirectory()) walk(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}
