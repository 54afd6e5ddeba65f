/** @jest-environment node */
// The traffic report behind nginx's own password (the site block with --traffic-report), with the real
// nginx: refused without the staff password, served with it under headers of its own (no cookie, not
// indexed, nothing fetched from elsewhere), and absent from a site block rendered without it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from '../../scripts/nginx-conf';
import { renderSiteBlock, staffPasswordFile } from '../../scripts/nginx/templates';
import { freePort, makePublicDir } from '../utils/server-process';
import { until } from '../utils/until';

jest.setTimeout(60_000);

const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => p && fs.existsSync(p));
if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx');

let prefix: string;
let nginx: ChildProcess;
let baseURL: string;
let report: string;
let publicDir: string;

/** nginx's salted SHA-1 form ({SSHA}): enough for a test; docs/operations.md makes a SHA-512 crypt one. */
const ssha = (password: string) => {
  const salt = randomBytes(8);
  return `{SSHA}${Buffer.concat([createHash('sha1').update(password).update(salt).digest(), salt]).toString('base64')}`;
};

beforeAll(async () => {
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-traffic-'));
  fs.chmodSync(prefix, 0o755); // workers run as nobody when started as root
  publicDir = makePublicDir();
  fs.chmodSync(publicDir, 0o755);
  report = path.join(prefix, 'traffic', 'report');
  fs.mkdirSync(report, { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(report), 0o755);
  fs.writeFileSync(path.join(report, 'index.html'), '<!doctype html><title>Website traffic</title>');
  fs.writeFileSync(path.join(report, 'report.html'), '<!doctype html><title>GoAccess</title>');
  fs.writeFileSync(staffPasswordFile(report), `staff:${ssha('a staff password')}\n`);
  const port = await freePort();
  writeNginxConfig({ root: publicDir, outDir: prefix, listen: `127.0.0.1:${port}`, trafficReport: report, workers: '1', foreground: true, checkRoot: false });
  const conf = path.join(prefix, 'nginx.conf');
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  expect(check.stderr).toBe('');
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: 'ignore' });
  baseURL = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${baseURL}/`).catch(() => null))?.ok === true, 'nginx answering', 15_000);
});
afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

it('refuses the report without the staff password', async () => {
  for (const headers of [{}, basic('staff', 'wrong')]) {
    const res = await fetch(`${baseURL}/staff/traffic/`, { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="Staff"');
  }
  expect((await fetch(`${baseURL}/staff/traffic/report.json`)).status).toBe(401);
});

it('serves it with the password, not cached, not indexed, fetching nothing, without a cookie', async () => {
  const res = await fetch(`${baseURL}/staff/traffic/`, { headers: basic('staff', 'a staff password') });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<title>Website traffic</title>');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'unsafe-inline'/);
  expect(res.headers.get('set-cookie')).toBeNull();
  const goaccess = await fetch(`${baseURL}/staff/traffic/report.html`, { headers: basic('staff', 'a staff password') });
  expect(goaccess.status).toBe(200);
  // Public pages unchanged, without a cookie.
  const home = await fetch(`${baseURL}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('set-cookie')).toBeNull();
});

it('has no report location in a site block rendered without --traffic-report', () => {
  const block = renderSiteBlock({ root: '/srv/site/current' });
  expect(block).not.toContain('/staff/traffic/');
  expect(block).not.toContain('auth_basic');
  expect(renderSiteBlock({ root: '/srv/site/current', trafficReport: '/var/lib/site-traffic/report' })).toContain(
    'auth_basic_user_file /var/lib/site-traffic/report.htpasswd;',
  );
});
