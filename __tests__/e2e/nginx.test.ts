// The production serving config (deploy/, rendered by scripts/nginx-conf.ts) in a real nginx on
// 127.0.0.1 over the built public/: status codes, trailing slash, the not-found page per locale,
// Cache-Control by file kind (the same rules as server/cache-policy.ts), every security header on
// every response, gzip, the /api/ proxy, and every page in Chromium with no CSP violation and no
// console error. Skipped, with a message, only when no nginx binary is installed.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../server/cache-policy';
import { allPagePaths, freePort, launchBrowser, newPage, ROOT, startServer, type Server } from './harness';
import { stubTrustSeal, TRUST_SEAL_ORIGIN, watchPageProblems } from './page-problems';

const PUBLIC = path.join(ROOT, 'public');
const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => p && fs.existsSync(p));
const SKIP = NGINX ? false : 'nginx is not installed (apt-get install nginx; .ci/run installs it): the production config is not tested';
const SECURITY = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'security-headers.json'), 'utf8')) as Record<string, string>;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let nginx: { baseURL: string; port: number; prefix: string; stop: () => Promise<void> };
let api: Server;
let browser: Browser;

/** One request with exactly the headers given (fetch would add Accept-Encoding and follow redirects). */
function raw(
  urlPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: nginx.port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startNginx(apiUpstream: string) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the temp folders in here.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const render = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/nginx-conf.ts',
      '--root',
      PUBLIC,
      '--out',
      prefix,
      '--listen',
      `127.0.0.1:${port}`,
      '--api-upstream',
      apiUpstream,
      '--workers',
      '1',
      '--foreground',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  assert.equal(render.status, 0, render.stderr);
  const conf = path.join(prefix, 'nginx.conf');
  const check = spawnSync(NGINX!, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
  const child: ChildProcess = spawn(NGINX!, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('nginx did not start in 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT'); // graceful: the master stops its workers
    }).then(() => fs.rmSync(prefix, { recursive: true, force: true }));
  return { baseURL, port, prefix, stop };
}

/** A file of the build whose name matches, as a URL path. */
function builtFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(PUBLIC, dir)).find((f) => pattern.test(f));
  assert.ok(name, `no ${pattern} in public/${dir}`);
  return `/${dir ? `${dir}/` : ''}${name}`;
}

function assertSecurityHeaders(res: Raw, what: string) {
  for (const [name, value] of Object.entries(SECURITY)) assert.equal(res.headers[name.toLowerCase()], value, `${what}: ${name}`);
}

describe('nginx serving the built site (deploy/)', { skip: SKIP }, () => {
  before(async () => {
    api = await startServer();
    nginx = await startNginx(`http://127.0.0.1:${api.port}`);
  });
  after(async () => {
    await browser?.close();
    await nginx?.stop();
    await api?.stop();
  });

  it('answers 200 on every page, 301 to the trailing slash, 404 with the page of the path’s locale', async () => {
    for (const { path: p } of allPagePaths()) assert.equal((await raw(p)).status, 200, p);
    for (const [from, to] of [
      ['/about-us', '/about-us/'],
      ['/en', '/en/'],
      ['/en/about-us', '/en/about-us/'],
      ['/contracts?x=1', '/contracts/?x=1'],
    ]) {
      const res = await raw(from);
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.location, to, from);
    }
    for (const [p, lang] of [
      ['/no-such-page', 'fa'],
      ['/no/such/page/', 'fa'],
      ['/static/', 'fa'],
      ['/static/no-such.woff2', 'fa'],
      ['/english', 'fa'],
      ['/en/no-such-page', 'en'],
      ['/en/static/no-such.js', 'en'],
    ] as const) {
      const res = await raw(p);
      assert.equal(res.status, 404, p);
      assert.match(String(res.headers['content-type']), /^text\/html/, p);
      assert.match(res.body.toString('utf8'), new RegExp(`<html[^>]*lang="${lang}"`), `${p} shows the ${lang} not-found page`);
    }
  });

  it('sends the caching headers of Gatsby’s caching guide, the same as server/', async () => {
    const kinds: [string, string][] = [
      ['/', REVALIDATE],
      ['/en/dedicated/', REVALIDATE],
      ['/404.html', REVALIDATE],
      ['/page-data/app-data.json', REVALIDATE],
      ['/page-data/dedicated/page-data.json', REVALIDATE],
      ['/search-index/fa.json', REVALIDATE],
      [builtFile('', /^app-[0-9a-f]+\.js$/), IMMUTABLE],
      [builtFile('', /^framework-[0-9a-f]+\.js$/), IMMUTABLE],
      [builtFile('', /^styles\.[0-9a-f]+\.css$/), IMMUTABLE],
      [builtFile('', /^component---src-templates-home-tsx-[0-9a-f]+\.js$/), IMMUTABLE],
      [builtFile('static', /\.woff2$/), IMMUTABLE],
      ['/favicon.svg', 'public, max-age=3600'],
    ];
    if (fs.existsSync(path.join(PUBLIC, 'sw.js'))) kinds.push(['/sw.js', REVALIDATE]);
    if (fs.existsSync(path.join(PUBLIC, 'manifest.webmanifest'))) kinds.push(['/manifest.webmanifest', REVALIDATE]);
    const sq = path.join(PUBLIC, 'page-data/sq/d');
    if (fs.existsSync(sq)) kinds.push([builtFile('page-data/sq/d', /\.json$/), REVALIDATE]);
    for (const [p, expected] of kinds) {
      const res = await raw(p);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers['cache-control'], expected, p);
      assert.equal(res.headers['cache-control'], cacheControlFor(p.endsWith('/') ? `${p}index.html` : p), `${p}: nginx and server/cache-policy.ts agree`);
    }
    // Never immutable when the file is missing, nor on a redirect, even under /static/.
    for (const p of ['/static/no-such.woff2', '/app-0123456789abcdef0123.js', '/about-us']) {
      const res = await raw(p);
      assert.equal(res.headers['cache-control'], REVALIDATE, `${p} (${res.status})`);
    }
    // Revalidation works: the HTML answers 304 to its ETag.
    const first = await raw('/dedicated/');
    const again = await raw('/dedicated/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], REVALIDATE);
  });

  it('sends every security header of this build on pages, assets, redirects, 404s and the API', async () => {
    assert.ok(Object.keys(SECURITY).length >= 6);
    assert.doesNotMatch(SECURITY['Content-Security-Policy'], /script-src[^;]*'unsafe-(inline|eval)'/);
    for (const p of [
      '/',
      '/en/contact-us/',
      builtFile('', /^app-[0-9a-f]+\.js$/),
      '/page-data/app-data.json',
      builtFile('static', /\.woff2$/),
      '/about-us',
      '/no-such-page',
      '/en/no-such-page',
    ]) {
      assertSecurityHeaders(await raw(p), p);
    }
    assertSecurityHeaders(await raw('/', { method: 'DELETE' }), 'DELETE / (405)');
    assertSecurityHeaders(
      await raw('/api/Contact/ContactWithUs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      'POST /api/',
    );
  });

  it('compresses text: the precompressed .gz files, and small files on the fly', async () => {
    const app = builtFile('', /^app-[0-9a-f]+\.js$/);
    for (const p of [
      '/',
      '/en/dedicated/',
      app,
      builtFile('', /^styles\.[0-9a-f]+\.css$/),
      '/page-data/dedicated/page-data.json',
      '/favicon.svg',
      '/no-such-page',
    ]) {
      const res = await raw(p, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(res.headers['content-encoding'], 'gzip', p);
      assert.match(String(res.headers.vary), /Accept-Encoding/i, p);
      assert.ok(res.body.length > 0, p);
    }
    const gz = await raw(app, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(Number(gz.headers['content-length']), fs.statSync(path.join(PUBLIC, `${app}.gz`)).size, 'serves the build’s .gz file');
    const plain = await raw(app);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.length, fs.statSync(path.join(PUBLIC, app)).size);
    // Binary files are sent as they are.
    const font = await raw(builtFile('static', /\.woff2$/), { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(font.headers['content-encoding'], undefined);
    assert.equal(font.headers['content-type'], 'font/woff2');
  });

  it('proxies /api/ to the configured upstream, with room for a résumé', async () => {
    const res = await raw('/api/Contact/ContactWithUs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    assert.equal(res.status, 400);
    const envelope = JSON.parse(res.body.toString('utf8')) as { success: boolean; messages: unknown[] };
    assert.equal(envelope.success, false);
    assert.ok(envelope.messages.length > 0);
    // A 2 MB file is 2.8 MB in base64: nginx must pass it on (its default limit is 1 MB).
    const big = JSON.stringify({ resume: { base64: 'A'.repeat(2.9 * 1024 * 1024) } });
    const job = await raw('/api/Contact/JobApplication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    assert.notEqual(job.status, 413, 'nginx refused the body');
    assert.match(String(job.headers['content-type']), /application\/json/);
  });

  it('loads every page in Chromium with no CSP violation and no console error', async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow' });
    await stubTrustSeal(context);
    const problems = watchPageProblems(page);
    const pages = [...allPagePaths().map((p) => p.path), '/no-such-page', '/en/no-such-page'];
    // "localhost" (nginx listens on 127.0.0.1): a secure context by name, where Gatsby registers the
    // service worker as it does on the HTTPS site.
    const origin = `http://localhost:${nginx.port}`;
    const found: Record<string, string[]> = {};
    let seals = 0;
    for (const p of pages) {
      problems.reset();
      const res = await page.goto(origin + p, { waitUntil: 'load' });
      assert.equal(res?.status(), p.includes('no-such') ? 404 : 200, p);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // Bring the lazy footer (trust seal) into view, then let prefetches settle.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      const seen = await problems.collect();
      // The trust seal: while its licence is valid (at the build date), the provider's image, allowed by
      // the CSP and loaded (from the local stub); once it has expired, the footer's 'Expired' link instead.
      const seal = await page.evaluate((sealOrigin) => {
        const img = document.querySelector<HTMLImageElement>(`img[src^="${sealOrigin}"]`);
        if (img) return img.complete && img.naturalWidth > 0;
        return document.querySelector('footer [data-seal-status="expired"]') ? 'expired' : null;
      }, TRUST_SEAL_ORIGIN);
      if (seal !== null) seals += 1;
      if (seal === false) seen.push('the trust seal image did not load');
      if (seen.length) found[p] = seen;
    }
    await context.close();
    assert.ok(seals >= allPagePaths().length, `the trust seal is on every page (${seals})`);
    assert.deepEqual(found, {}, JSON.stringify(found, null, 1));
  });
});
