// Test helpers for `npm run deploy` and the pipelines: a real nginx on 127.0.0.1 that serves whatever site
// blocks are written into its sites/ folder, a real sshd on 127.0.0.1 with a throwaway key, variants of the
// built public/ made by copying it (no new build), the deploy command as a child process, plain HTTP GETs
// on fresh connections, and a bounded load of concurrent requests. Everything stops by itself.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeSecurityHeaders } from '../../gatsby/security-headers';
import { writeNginxConfig } from '../../scripts/nginx-conf';
import { freePort, ROOT } from './harness';

export const PUBLIC = path.join(ROOT, 'public');
export const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => p && fs.existsSync(p));
export const SSHD = ['/usr/sbin/sshd'].find((p) => fs.existsSync(p));
export const RSYNC = ['/usr/bin/rsync', '/usr/local/bin/rsync'].find((p) => fs.existsSync(p));

/** A temporary folder nginx's workers (nobody) can read: mkdtemp makes it 0700. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * A server for one test file: resolves with its stop() once `ready()` holds (rejects with its output if it
 * exits or is not ready in 15 s). A hard limit kills it after 20 minutes, so that a test killed halfway
 * leaves nothing behind; stop() sends `signal` and waits for the exit.
 */
async function startDaemon(
  name: string,
  command: string,
  args: string[],
  ready: () => boolean | Promise<boolean>,
  signal: NodeJS.Signals,
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const limit = setTimeout(() => child.kill('SIGKILL'), 20 * 60_000);
  limit.unref();
  const deadline = Date.now() + 15_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return () =>
    new Promise<void>((resolve) => {
      clearTimeout(limit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
}

export type Nginx = { prefix: string; sites: string; reloadCmd: string; testCmd: string; stop: () => Promise<void> };

/** nginx (scripts/nginx-conf.ts's nginx.conf without a site of its own) serving the blocks in <prefix>/sites/*.conf. */
export async function startNginx(prefix: string): Promise<Nginx> {
  const sites = path.join(prefix, 'sites');
  fs.mkdirSync(sites, { recursive: true });
  const conf = writeNginxConfig({ root: '', outDir: prefix, noSite: true, include: `${sites}/*.conf`, workers: '1', foreground: true }).nginxConf!;
  const pid = path.join(prefix, 'nginx.pid');
  // SIGQUIT: a graceful stop, the master stops its workers.
  const stop = await startDaemon('nginx', NGINX!, ['-p', prefix, '-c', conf, '-e', 'stderr'], () => fs.existsSync(pid), 'SIGQUIT');
  return { prefix, sites, reloadCmd: `${NGINX} -p ${prefix} -c ${conf} -s reload`, testCmd: `${NGINX} -t -q -p ${prefix} -c ${conf}`, stop };
}

export type Sshd = { configFile: string; host: string; dir: string; port: number; stop: () => Promise<void> };

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

function keygen(file: string): void {
  const r = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'deploy-test', '-f', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ssh-keygen: ${r.stderr}`);
}

/** The ssh client's configuration for the test's sshd: host `deploy-test`, the throwaway key, its host key known. */
function writeClientConfig(dir: string, port: number): string {
  fs.writeFileSync(path.join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${fs.readFileSync(path.join(dir, 'host_key.pub'), 'utf8')}`);
  const configFile = path.join(dir, 'ssh_config');
  const lines = ['Host deploy-test', '  HostName 127.0.0.1', `  Port ${port}`, '  User root', `  IdentityFile ${dir}/client_key`, '  IdentitiesOnly yes'];
  fs.writeFileSync(configFile, [...lines, `  UserKnownHostsFile ${dir}/known_hosts`, '  StrictHostKeyChecking yes', ''].join('\n'));
  return configFile;
}

/**
 * sshd on 127.0.0.1 (Debian's openssh-server) accepting one throwaway key for root, and an ssh client
 * configuration naming it (`deploy-test`, the key, a known_hosts with the host key: nothing is asked).
 */
export async function startSshd(dir: string): Promise<Sshd> {
  const port = await freePort();
  keygen(path.join(dir, 'host_key'));
  keygen(path.join(dir, 'client_key'));
  fs.writeFileSync(path.join(dir, 'authorized_keys'), fs.readFileSync(path.join(dir, 'client_key.pub')));
  const sshdConfig = path.join(dir, 'sshd_config');
  fs.writeFileSync(
    sshdConfig,
    [
      `ListenAddress 127.0.0.1`,
      `Port ${port}`,
      `HostKey ${dir}/host_key`,
      `AuthorizedKeysFile ${dir}/authorized_keys`,
      'PidFile none',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'UsePAM no',
      '',
    ].join('\n'),
  );
  // sshd's privilege separation needs this folder (Debian creates it from its service unit).
  fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const configFile = writeClientConfig(dir, port);
  const stop = await startDaemon('sshd', SSHD!, ['-D', '-e', '-f', sshdConfig], () => listening(port), 'SIGTERM');
  return { configFile, host: 'deploy-test', dir, port, stop };
}

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
