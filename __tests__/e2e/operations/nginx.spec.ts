// The production serving config (deploy/, rendered by scripts/nginx-conf.ts) in a real nginx on
// 127.0.0.1 over the built public/: status codes, trailing slash, the not-found page per locale,
// Cache-Control by file kind (the same rules as server/cache-policy.ts), every security header on
// every page and every kind of response, gzip, the /api/ proxy, and in Chromium one page of each kind
// (both home pages, a form, the charts, a factsheet, a search, both not-found pages) with no CSP
// violation and no console error. Every page in Chromium under these same headers (the project's server
// sends them too, from public/security-headers.json) is pages/every-page.spec.ts's sweep. Without nginx
// or a built site every test fails, naming what to install (daemons.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../../server/cache-policy';
import { stubTrustSeal, TRUST_SEAL_ORIGIN, watchPageProblems } from '../page-problems';
import { allPagePaths, expect, test } from '../fixtures';
import { NGINX, nginxWrotePid, onPorts, PUBLIC, requireComponents, ROOT, startDaemon, tempDir } from './daemons';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let SECURITY: Record<string, string>;
let nginx: { port: number; stop: () => Promise<void> };

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

/**
 * nginx with the production config (scripts/nginx-conf.ts) over public/, on a port it binds itself (on
 * another when that one is taken); ready once its pid file holds its pid, after every port is bound.
 */
function startSiteNginx(apiUpstream: string) {
  return onPorts(1, async ([port]) => {
    const prefix = tempDir('nginx-');
    const args = ['--root', PUBLIC, '--out', prefix, '--listen', `127.0.0.1:${port}`, '--api-upstream', apiUpstream, '--workers', '1', '--foreground'];
    const render = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/nginx-conf.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
    expect(render.status, render.stderr).toBe(0);
    const conf = path.join(prefix, 'nginx.conf');
    const check = spawnSync(NGINX!, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    const removePrefix = () => fs.rmSync(prefix, { recursive: true, force: true });
    // SIGQUIT: graceful, the master stops its workers.
    const daemon = await startDaemon(
      'nginx',
      NGINX!,
      ['-p', prefix, '-c', conf, '-e', 'stderr'],
      nginxWrotePid(path.join(prefix, 'nginx.pid')),
      'SIGQUIT',
    ).catch((error: Error) => {
      removePrefix();
      throw error;
    });
    return { port, stop: () => daemon.stop().then(removePrefix) };
  });
}

/** A file of the build whose name matches, as a URL path. */
function builtFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(PUBLIC, dir)).find((f) => pattern.test(f));
  expect(name, `no ${pattern} in public/${dir}`).toBeTruthy();
  return `/${dir ? `${dir}/` : ''}${name}`;
}

function assertSecurityHeaders(res: Raw, what: string) {
  for (const [name, value] of Object.entries(SECURITY)) expect(res.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

test.describe('nginx serving the built site (deploy/)', () => {
  test.beforeAll(async ({ site }) => {
    requireComponents('nginx', 'built site');
    SECURITY = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'security-headers.json'), 'utf8')) as Record<string, string>;
    // The project's server over the built site (the worker's `site`) is the /api/ upstream.
    nginx = await startSiteNginx(`http://127.0.0.1:${site.port}`);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('answers 200 on every page with every security header, 301 to the trailing slash, 404 with the page of the path’s locale', async () => {
    for (const { path: p } of allPagePaths()) {
      const res = await raw(p);
      expect(res.status, p).toBe(200);
      assertSecurityHeaders(res, p);
    }
    for (const [from, to] of [
      ['/about-us', '/about-us/'],
      ['/en', '/en/'],
      ['/en/about-us', '/en/about-us/'],
      ['/contracts?x=1', '/contracts/?x=1'],
    ]) {
      const res = await raw(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
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
      expect(res.status, p).toBe(404);
      expect(String(res.headers['content-type']), p).toMatch(/^text\/html/);
      expect(res.body.toString('utf8'), `${p} shows the ${lang} not-found page`).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    }
  });

  test('sends the caching headers of Gatsby’s caching guide, the same as server/', async () => {
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
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe(expected);
      expect(res.headers['cache-control'], `${p}: nginx and server/cache-policy.ts agree`).toBe(cacheControlFor(p.endsWith('/') ? `${p}index.html` : p));
    }
    // Never immutable when the file is missing, nor on a redirect, even under /static/.
    for (const p of ['/static/no-such.woff2', '/app-0123456789abcdef0123.js', '/about-us']) {
      const res = await raw(p);
      expect(res.headers['cache-control'], `${p} (${res.status})`).toBe(REVALIDATE);
    }
    // Revalidation works: the HTML answers 304 to its ETag.
    const first = await raw('/dedicated/');
    const again = await raw('/dedicated/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(REVALIDATE);
  });

  test('sends every security header of this build on pages, assets, redirects, 404s and the API', async () => {
    expect(Object.keys(SECURITY).length).toBeGreaterThanOrEqual(6);
    expect(SECURITY['Content-Security-Policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
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

  test('compresses text: the precompressed .gz files, and small files on the fly', async () => {
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
      expect(res.headers['content-encoding'], p).toBe('gzip');
      expect(String(res.headers.vary), p).toMatch(/Accept-Encoding/i);
      expect(res.body.length, p).toBeGreaterThan(0);
    }
    const gz = await raw(app, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(Number(gz.headers['content-length']), 'serves the build’s .gz file').toBe(fs.statSync(path.join(PUBLIC, `${app}.gz`)).size);
    const plain = await raw(app);
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(plain.body.length).toBe(fs.statSync(path.join(PUBLIC, app)).size);
    // Binary files are sent as they are.
    const font = await raw(builtFile('static', /\.woff2$/), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(font.headers['content-encoding']).toBe(undefined);
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  test('proxies /api/ to the configured upstream, with room for a résumé', async () => {
    const res = await raw('/api/Contact/ContactWithUs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    const envelope = JSON.parse(res.body.toString('utf8')) as { success: boolean; messages: unknown[] };
    expect(envelope.success).toBe(false);
    expect(envelope.messages.length).toBeGreaterThan(0);
    // A 2 MB file is 2.8 MB in base64: nginx must pass it on (its default limit is 1 MB).
    const big = JSON.stringify({ resume: { base64: 'A'.repeat(2.9 * 1024 * 1024) } });
    const job = await raw('/api/Contact/JobApplication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    expect(job.status, 'nginx refused the body').not.toBe(413);
    expect(String(job.headers['content-type'])).toMatch(/application\/json/);
  });

  test.describe('in Chromium', () => {
    test.use({ serviceWorkers: 'allow' });

    test('loads a page of each kind in Chromium with no CSP violation and no console error', async ({ context, page }) => {
      await stubTrustSeal(context);
      const problems = watchPageProblems(page);
      const pages = [
        '/',
        '/en/',
        '/contact-us/',
        '/en/cooperation-request/',
        '/efficiency/',
        '/en/fees/',
        '/reports/1404-q1/',
        '/en/search/?q=fees',
        '/no-such-page',
        '/en/no-such-page',
      ];
      const existing = pages.filter((p) => !p.includes('no-such'));
      expect(
        existing.filter((p) => !fs.existsSync(path.join(PUBLIC, p.split('?')[0], 'index.html'))),
        'pages of this build',
      ).toEqual([]);
      // "localhost" (nginx listens on 127.0.0.1): a secure context by name, where Gatsby registers the
      // service worker as it does on the HTTPS site.
      const origin = `http://localhost:${nginx.port}`;
      const found: Record<string, string[]> = {};
      let seals = 0;
      for (const p of pages) {
        problems.reset();
        const res = await page.goto(origin + p, { waitUntil: 'load' });
        expect(res?.status(), p).toBe(p.includes('no-such') ? 404 : 200);
        // Hydration on a loaded 2-core machine has taken more than expect's 15 s.
        await expect(page.locator('html'), p).toHaveAttribute('data-hydrated', { timeout: 60_000 });
        // Bring the lazy footer (trust seal) into view, then let prefetches settle.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        const seen = await problems.collect();
        // The trust seal: while its licence is valid (at the build date), the provider's image, allowed by
        // the CSP and loaded (from the local stub); once it has expired, the footer's 'Expired' link instead.
        // A lazy image starts loading once it is near the screen: wait for it to be drawn (or to fail).
        const seal = await page
          .waitForFunction(
            (sealOrigin) => {
              const img = document.querySelector<HTMLImageElement>(`img[src^="${sealOrigin}"]`);
              if (img) return img.complete ? { loaded: img.naturalWidth > 0 } : false;
              return { loaded: document.querySelector('footer [data-seal-status="expired"]') ? 'expired' : null };
            },
            TRUST_SEAL_ORIGIN,
            { timeout: 30_000 },
          )
          .then((handle) => handle.jsonValue() as Promise<{ loaded: boolean | 'expired' | null }>)
          .then(({ loaded }) => loaded)
          .catch(() => false as const);
        if (seal !== null) seals += 1;
        if (seal === false) seen.push('the trust seal image did not load');
        if (seen.length) found[p] = seen;
      }
      expect(seals, 'the trust seal is on every page').toBeGreaterThanOrEqual(existing.length);
      expect(found, JSON.stringify(found, null, 1)).toEqual({});
    });
  });
});
