// The operations specs' real components: what each needs on the machine (a missing one fails the spec
// naming the Debian package and the command that installs it; the group is left out on purpose with
// E2E_SKIP=operations or by running other --project's), and the daemons they start on 127.0.0.1. A
// daemon's port is never found by opening and closing one: the daemon binds a port chosen at random
// and, when that port is taken (EADDRINUSE), starts again on another. The site blocks a test deploys
// listen on ports its nginx already holds (reserved at start, answered 444 while no block claims them),
// so a reload never has to bind a port of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from '../../../scripts/nginx-conf';
import { ROOT } from '../../../scripts/lib/server-process';
import { NGINX } from '../../utils/nginx-process';

export { NGINX, ROOT };
export const PUBLIC = path.join(ROOT, 'public');
export const SSHD = ['/usr/sbin/sshd'].find((p) => fs.existsSync(p));
export const RSYNC = ['/usr/bin/rsync', '/usr/local/bin/rsync'].find((p) => fs.existsSync(p));
export const GITLAB_CI_LOCAL = path.join(ROOT, 'node_modules/.bin/gitlab-ci-local');

type Need = { present: () => boolean; what: string; install: string };

/** Everything an operations spec may need, and how a machine gets it. */
const NEEDS = {
  nginx: { present: () => Boolean(NGINX), what: 'nginx', install: 'apt-get install -y nginx' },
  sshd: { present: () => Boolean(SSHD), what: 'sshd (Debian package openssh-server)', install: 'apt-get install -y openssh-server' },
  rsync: { present: () => Boolean(RSYNC), what: 'rsync', install: 'apt-get install -y rsync' },
  root: {
    present: () => process.getuid?.() === 0,
    what: 'root (to mount a tmpfs for a store that can be made read-only)',
    install: 'run the tests as root, as .ci/run does',
  },
  'built site': { present: () => fs.existsSync(path.join(PUBLIC, 'index.html')), what: 'the built site (public/)', install: 'npx gatsby build' },
  'gitlab-ci-local': { present: () => fs.existsSync(GITLAB_CI_LOCAL), what: 'gitlab-ci-local', install: 'npm ci' },
} satisfies Record<string, Need>;

/**
 * Throws, naming each missing component and the command that installs it, unless all are there. Called
 * first in a spec's beforeAll: every test of the file then fails with that message (never skips).
 */
export function requireComponents(...names: (keyof typeof NEEDS)[]): void {
  const missing = names.map((n) => NEEDS[n]).filter((need) => !need.present());
  if (!missing.length) return;
  throw new Error(
    `missing on this machine: ${missing.map((m) => `${m.what} (${m.install})`).join('; ')}. ` +
      '.ci/run installs the Debian packages; to leave these tests out on purpose, set E2E_SKIP=operations.',
  );
}

/** A temporary folder nginx's workers (nobody) can read: mkdtemp makes it 0700. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** `count` distinct ports from the range Linux does not hand out as ephemeral ports (20000-31999). */
function randomPorts(count: number): number[] {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(20_000 + crypto.randomInt(12_000));
  return [...ports];
}

const PORT_TAKEN = /Address already in use|EADDRINUSE/;

/** Calls start with ports chosen at random until it does not fail for a port in use (at most 8 times). */
export async function onPorts<T>(count: number, start: (ports: number[]) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(randomPorts(count));
    } catch (error) {
      if (attempt >= 8 || !PORT_TAKEN.test((error as Error).message)) throw error;
    }
  }
}

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

export type Daemon = { stop: () => Promise<void>; log: () => string };

/**
 * nginx's readiness: its pid file holds the master's pid, which nginx writes once every port is bound.
 * The file's existence is not enough: `nginx -t` creates it, empty, and a test that took that for a
 * started nginx had its first request refused.
 */
export function nginxWrotePid(pidFile: string): (log: string, pid: number) => boolean {
  return (_log, pid) => {
    try {
      return Number(fs.readFileSync(pidFile, 'utf8').trim()) === pid;
    } catch {
      return false;
    }
  };
}

/**
 * A daemon for one spec file: resolves once `ready()` holds; rejects with its output when it exits first
 * (a port in use among it) or is not ready in 15 s. A hard limit kills it after 20 minutes, so that a run
 * killed halfway leaves nothing behind; stop() sends `signal` and waits for the exit.
 */
export async function startDaemon(
  name: string,
  command: string,
  args: string[],
  ready: (log: string, pid: number) => boolean | Promise<boolean>,
  signal: NodeJS.Signals,
): Promise<Daemon> {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const limit = setTimeout(() => child.kill('SIGKILL'), 20 * 60_000);
  limit.unref();
  const deadline = Date.now() + 15_000;
  // Polls the daemon's readiness (a pid file, a port that answers): a condition with no event to wait on.
  while (!(await ready(log, child.pid!))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      throw new Error(`${name} exited: ${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start in 15 s: ${log}`);
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 50))]);
  }
  const stop = () => {
    clearTimeout(limit);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { stop, log: () => log };
}

export type Nginx = { prefix: string; sites: string; ports: number[]; reloadCmd: string; testCmd: string; stop: () => Promise<void> };

/**
 * nginx (scripts/nginx-conf.ts's nginx.conf without a site of its own) serving the blocks in
 * <prefix>/sites/*.conf, holding `ports` loopback ports for the sites the test deploys: a block
 * listening on one of them is served there (it comes first in nginx's order, so it is that port's
 * default server); once it is removed, the port closes every connection unanswered (444).
 */
export async function startNginx(prefix: string, portCount: number): Promise<Nginx> {
  const sites = path.join(prefix, 'sites');
  fs.mkdirSync(sites, { recursive: true });
  const conf = writeNginxConfig({ root: '', outDir: prefix, noSite: true, include: `${sites}/*.conf`, workers: '1', foreground: true }).nginxConf!;
  const pid = path.join(prefix, 'nginx.pid');
  return onPorts(portCount, async (ports) => {
    const listen = ports.map((p) => `  listen 127.0.0.1:${p};`).join('\n');
    // "zz-": after every site block in nginx's (alphabetical) include order.
    const held = path.join(sites, 'zz-held-ports.conf');
    if (ports.length) fs.writeFileSync(held, `# The ports held for the test's sites.\nserver {\n${listen}\n  return 444;\n}\n`);
    // SIGQUIT: a graceful stop, the master stops its workers.
    const daemon = await startDaemon('nginx', NGINX!, ['-p', prefix, '-c', conf, '-e', 'stderr'], nginxWrotePid(pid), 'SIGQUIT');
    return {
      prefix,
      sites,
      ports,
      reloadCmd: `${NGINX} -p ${prefix} -c ${conf} -s reload`,
      testCmd: `${NGINX} -t -q -p ${prefix} -c ${conf}`,
      stop: daemon.stop,
    };
  });
}

export type Sshd = { configFile: string; host: string; dir: string; port: number; stop: () => Promise<void> };

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
  keygen(path.join(dir, 'host_key'));
  keygen(path.join(dir, 'client_key'));
  fs.writeFileSync(path.join(dir, 'authorized_keys'), fs.readFileSync(path.join(dir, 'client_key.pub')));
  // sshd's privilege separation needs this folder (Debian creates it from its service unit).
  fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  return onPorts(1, async ([port]) => {
    const sshdConfig = path.join(dir, 'sshd_config');
    fs.writeFileSync(
      sshdConfig,
      [
        `ListenAddress 127.0.0.1:${port}`,
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
    const configFile = writeClientConfig(dir, port);
    // sshd says "Server listening on 127.0.0.1 port N." once bound (-e: on stderr), or exits when it cannot bind.
    const ready = (log: string) => log.includes(`Server listening on 127.0.0.1 port ${port}.`);
    const daemon = await startDaemon('sshd', SSHD!, ['-D', '-e', '-f', sshdConfig], ready, 'SIGTERM');
    return { configFile, host: 'deploy-test', dir, port, stop: daemon.stop };
  });
}
