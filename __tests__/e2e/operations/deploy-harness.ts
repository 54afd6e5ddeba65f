// Test helpers for `npm run deploy` and the pipelines (the daemons are in daemons.ts): variants of the
// built public/ made by copying it (no new build), the deploy command as a child process, plain HTTP GETs
// on fresh connections, and a bounded load of concurrent requests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeSecurityHeaders } from '../../../gatsby/security-headers';
import { PUBLIC, ROOT } from './daemons';

/** The app bundle's file name in a build (app-<hash>.js). */
export function appBundle(dir: string): string {
  const name = fs.readdirSync(dir).find((f) => /^app-[0-9a-f]+\.js$/.test(f));
  if (!name) throw new Error(`no app-<hash>.js in ${dir}`);
  return name;
}

function rewrite(file: string, text: string) {
  fs.writeFileSync(file, text);
  // The precompressed copies nginx sends (gzip_static) follow the file, as the build writes them.
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
}

/**
 * A variant of the built public/ without a new build: a copy whose home pages' titles end with `label`;
 * with `newAppHash`, its app bundle is renamed as a new build's would be (every reference updated, the
 * security headers recomputed by the build's own code, since an inline script names the bundle).
 */
export function makeVariant(dir: string, { label, newAppHash }: { label: string; newAppHash?: string }): string {
  fs.cpSync(PUBLIC, dir, { recursive: true });
  if (newAppHash) {
    const oldName = appBundle(dir).replace(/\.js$/, '');
    const newName = `app-${newAppHash}`;
    for (const suffix of ['.js', '.js.gz', '.js.br', '.js.map'])
      if (fs.existsSync(path.join(dir, oldName + suffix))) fs.renameSync(path.join(dir, oldName + suffix), path.join(dir, newName + suffix));
    const walk = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const file of walk(dir)) {
      if (!/\.(html|js|json)$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes(oldName)) rewrite(file, text.split(oldName).join(newName));
    }
    writeSecurityHeaders(dir);
  }
  for (const page of ['index.html', 'en/index.html']) {
    const file = path.join(dir, page);
    const html = fs.readFileSync(file, 'utf8');
    const titled = html.replace(/(<title[^>]*>)([^<]*)(<\/title>)/, `$1$2 · ${label}$3`);
    if (titled === html) throw new Error(`no <title> in ${file}`);
    rewrite(file, titled);
  }
  return dir;
}

export type Run = { code: number | null; stdout: string; stderr: string };

/** A TypeScript command of the project (node --import tsx), with the environment given on top of this one's; the commit variables of a CI cleared. */
export function runScript(script: string, args: string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd,
      env: { ...process.env, CI_COMMIT_SHA: '', GITHUB_SHA: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run deploy -- …` as the operator runs it. */
export function runDeploy(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return runScript('scripts/deploy.ts', args, options);
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One GET on a fresh connection (a reload closes idle keep-alive sockets; browsers retry, fetch does not). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: target.port, path: target.pathname, agent: false, headers: { Host: target.host, Connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

export function titleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

export type Load = { stop: () => Promise<{ requests: number; failures: string[]; titles: Set<string> }> };

/**
 * `workers` loops requesting `paths` in turn, each on a new connection, until stopped: every answer must
 * be 200. Records the home page titles seen (old release, new release).
 */
export function startLoad(base: string, paths: string[], workers = 6): Load {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const titles = new Set<string>();
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i += 1) {
      const p = paths[i % paths.length];
      try {
        const res = await get(base + p);
        requests += 1;
        if (res.status !== 200) failures.push(`${p}: ${res.status}`);
        else if (p === '/') titles.add(titleOf(res.body));
      } catch (error) {
        requests += 1;
        failures.push(`${p}: ${(error as Error).message}`);
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { requests, failures, titles };
    },
  };
}
