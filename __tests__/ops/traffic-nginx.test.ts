/** @jest-environment node */
// The traffic report behind nginx's own password (the site block with --traffic-report), with the real
// nginx: refused without the staff password, served with it under headers of its own (no cookie, not
// indexed, nothing fetched from elsewhere), and absent from a site block rendered without it. With
// --staff-area instead, nginx passes /staff/ to the real server, which asks for the staff sign-in.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from '../../scripts/nginx-conf';
import { readSiteSettings, renderSiteBlock, staffPasswordFile } from '../../scripts/nginx/templates';
import { STAFF_CSP } from '../../server/staff/page';
import { requireNginx, startNginx, type NginxProcess } from '../utils/nginx-process';
import { freePort, makePublicDir, startServer, type ServerProcess } from '../utils/server-process';
import { until } from '../utils/until';

jest.setTimeout(60_000);

const NGINX = requireNginx();

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

describe('where the staff area is configured (--staff-area): the server serves the report, nginx passes it on', () => {
  let server: ServerProcess;
  let proxy: NginxProcess;
  let store: string;

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-staff-store-'));
    // The public pages' headers as a build writes them for nginx: they must not reach the staff area.
    fs.writeFileSync(path.join(publicDir, 'nginx-security-headers.conf'), `add_header Content-Security-Policy "default-src 'self'" always;\n`);
    server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: store, TRAFFIC_REPORT_DIR: report });
    proxy = await startNginx({ root: publicDir, apiUpstream: server.baseURL, staffArea: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
    fs.rmSync(store, { recursive: true, force: true });
  });

  it("asks for the staff sign-in, not nginx's password, with the server's headers alone", async () => {
    const res = await fetch(`${proxy.baseURL}/staff/traffic/`, { redirect: 'manual', headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(await res.text()).toContain('url=/en/authentication/init/?ref=%2Fstaff%2Ftraffic%2F');
    // One policy, the staff one (a second from nginx would be joined here with a comma), one Cache-Control.
    expect(res.headers.get('content-security-policy')).toBe(STAFF_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await fetch(`${proxy.baseURL}/`)).headers.get('content-security-policy')).toBe("default-src 'self'");
    // The staff page itself, in both languages, and the addresses without their slash.
    for (const page of ['/staff/', '/en/staff/']) {
      const staff = await fetch(`${proxy.baseURL}${page}`);
      expect(staff.status).toBe(200);
      expect(staff.headers.get('content-security-policy')).toBe(STAFF_CSP);
    }
    for (const bare of ['/staff', '/en/staff']) {
      const moved = await fetch(`${proxy.baseURL}${bare}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`${bare}/`);
    }
  });

  it('is one way or the other: --staff-area with --traffic-report, or without the upstream, is refused; the block remembers it', () => {
    expect(() =>
      renderSiteBlock({ root: '/srv/site/current', apiUpstream: 'http://127.0.0.1:9000', staffArea: true, trafficReport: '/var/lib/site-traffic/report' }),
    ).toThrow(/--staff-area and --traffic-report: choose one/);
    expect(() => renderSiteBlock({ root: '/srv/site/current', staffArea: true })).toThrow(/--staff-area needs --api-upstream/);
    const block = renderSiteBlock({ root: '/srv/site/current', apiUpstream: 'http://127.0.0.1:9000', staffArea: true });
    expect(block).not.toContain('auth_basic');
    expect(readSiteSettings(block)).toMatchObject({ staffArea: true, apiUpstream: 'http://127.0.0.1:9000' });
    expect(renderSiteBlock({ root: '/srv/site/current', apiUpstream: 'http://127.0.0.1:9000' })).not.toContain('location ^~ /staff/');
  });
});
