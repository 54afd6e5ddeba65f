// A real nginx in front of the project's server for Jest tests: the deploy's own templates
// (scripts/nginx/templates.ts) rendered into a temporary prefix, nginx run as a child on 127.0.0.1 in the
// foreground. `NGINX` is null where no nginx is installed; starting one there fails naming the package.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMainConfig, renderSiteBlock } from '../../scripts/nginx/templates';
import { freePort } from '../../scripts/lib/server-process';
import { until } from './until';

export const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => p && fs.existsSync(p)) ?? null;

/** nginx's path, or a failure saying how to get it: a test of what nginx does must meet the real nginx, never skip. */
export function requireNginx(): string {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx (Debian package nginx; .ci/run installs it)');
  return NGINX;
}

export type NginxProcess = { port: number; baseURL: string; prefix: string; stop: () => Promise<void> };

/** nginx serving `root` with /api/ (and with `staffArea`, /staff/) passed to `apiUpstream`; resolves once it answers. */
export async function startNginx({ root, apiUpstream, staffArea }: { root: string; apiUpstream: string; staffArea?: boolean }): Promise<NginxProcess> {
  const nginx = requireNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the temp folders in here.
  fs.chmodSync(prefix, 0o755);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) fs.mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const siteConf = path.join(prefix, 'site.conf');
  fs.writeFileSync(siteConf, renderSiteBlock({ root, listen: `127.0.0.1:${port}`, apiUpstream, staffArea }));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderMainConfig({ prefix, siteConf, workers: '1', foreground: true }));
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  let output = '';
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  let up = false;
  const answers = () =>
    fetch(`${baseURL}/`).then(
      () => true,
      () => false,
    );
  await until(async () => child.exitCode !== null || (up = await answers()), 'nginx answering', 15_000);
  if (!up) throw new Error(`nginx exited with ${child.exitCode}: ${output}`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT'); // graceful: the master stops its workers
    }).then(() => fs.rmSync(prefix, { recursive: true, force: true }));
  return { port, baseURL, prefix, stop };
}
