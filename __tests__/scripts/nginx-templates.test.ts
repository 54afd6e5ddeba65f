/** @jest-environment node */
// The nginx templates (scripts/nginx/templates.ts): sections kept or dropped, generated lines inserted,
// values that could end a directive refused, the facts nginx shares with server/ written from their
// one definition, and the command's exit codes. A real nginx serves the result in __tests__/e2e/operations/nginx.spec.ts and deploy.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { securityHeaderNames } from '../../gatsby/security-headers';
import { main } from '../../scripts/nginx-conf';
import { fillTemplate, readSiteSettings, renderSiteBlock } from '../../scripts/nginx/templates';
import { CACHE_RULES, cacheControlFor, IMMUTABLE, REVALIDATE, SHORT } from '../../server/cache-policy';
import { JOB_BODY_LIMIT } from '../../server/forms';

describe('fillTemplate', () => {
  const template = ['a {{X}};', '#if Y', 'y {{Y}};', '#endif', 'block {', '    #insert lines', '}'].join('\n');

  it('fills values, keeps a section whose value is set, inserts lines with the marker’s indentation', () => {
    expect(fillTemplate(template, { X: '1', Y: '2' }, { lines: ['one;', 'two;'] })).toBe('a 1;\ny 2;\nblock {\n    one;\n    two;\n}');
  });
  it('drops a section whose value is empty, with its placeholders', () => {
    expect(fillTemplate(template, { X: '1', Y: '' }, { lines: [] })).toBe('a 1;\nblock {\n}');
  });
  it.each([
    ['a value that ends a directive', { X: '80; include /etc/passwd', Y: '' }, { lines: [] }, /unsafe value for X/],
    ['a missing value', { Y: '' }, { lines: [] }, /no value for \{\{X\}\}/],
    ['an insert with nothing to insert', { X: '1', Y: '' }, {}, /nothing to insert at #insert lines/],
    ['lines for a marker the template does not have', { X: '1', Y: '' }, { lines: [], other: ['x;'] }, /no #insert line for other/],
  ])('refuses %s', (_what, values, blocks, message) => {
    expect(() => fillTemplate(template, values, blocks)).toThrow(message);
  });
  it('refuses unbalanced sections', () => {
    expect(() => fillTemplate('#if X\na', { X: '1' })).toThrow('#if without #endif');
    expect(() => fillTemplate('a\n#endif', {})).toThrow('#endif without #if');
  });
});

describe('the site block', () => {
  const block = renderSiteBlock({ root: '/srv/site/current', listen: '127.0.0.1:8080', serverName: 'www.example.ir', apiUpstream: 'http://127.0.0.1:9000' });

  it('starts with the settings it was written with, which read back', () => {
    expect(readSiteSettings(block)).toEqual({
      listen: '127.0.0.1:8080',
      serverName: 'www.example.ir',
      apiUpstream: 'http://127.0.0.1:9000',
      tlsCert: '',
      tlsKey: '',
    });
    expect(readSiteSettings('server {}')).toBeNull();
  });
  it('holds every caching rule of server/cache-policy.ts, in order, for cacheable statuses only', () => {
    const lines = block.split('\n').map((l) => l.trim());
    const positions = CACHE_RULES.map(({ pattern, value }) => lines.indexOf(`"~^1${pattern.source.slice(1)}" "${value}";`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines).toContain(`"~^0" "${REVALIDATE}";`);
    expect(lines).toContain(`default "${SHORT}";`);
  });
  it('names the not-found pages, the health path and a body limit above the largest form’s', () => {
    expect(block).toMatch(/^ {4}error_page 404 \/404\.html;$/m);
    expect(block).toMatch(/^ {8}error_page 404 \/en\/404\/index\.html;$/m);
    expect(block).toMatch(/location = \/api\/healthz \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:9000\/healthz;/);
    const limit = Number(/client_max_body_size (\d+)m;/.exec(block)?.[1]) * 1024 * 1024;
    expect(limit).toBeGreaterThan(JOB_BODY_LIMIT);
  });
  it('drops the upstream’s copy of every header a build can send', () => {
    expect(securityHeaderNames()).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Robots-Tag']));
    for (const name of securityHeaderNames()) expect(block).toContain(`proxy_hide_header ${name};`);
  });
  it('has no /api/ location without an upstream', () => {
    expect(renderSiteBlock({ root: '/srv/site/current' })).not.toMatch(/location \/api\/|proxy_/);
  });
});

describe('the caching rules', () => {
  it.each([
    ['/', REVALIDATE],
    ['/en/dedicated/', REVALIDATE],
    ['/404.html', REVALIDATE],
    ['/admin/config.fa.json', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    ['/sw.js', REVALIDATE],
    ['/workbox-v4.3.1/workbox-sw.js', REVALIDATE],
    ['/manifest.webmanifest', REVALIDATE],
    ['/static/d/1234567890/font.woff2', IMMUTABLE],
    ['/app-84f352afc53cf1a6b260.js', IMMUTABLE],
    ['/styles.1a2b3c4d5e6f.css', IMMUTABLE],
    ['/app-84f352afc53cf1a6b260.js.map', IMMUTABLE],
    ['/en/app-84f352afc53cf1a6b260.js', SHORT],
    ['/favicon.svg', SHORT],
    ['/robots.txt', SHORT],
  ])('%s: %s', (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });
});

describe('npm run nginx-conf', () => {
  let out: string;
  let logged: jest.SpyInstance[];
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    logged = [jest.spyOn(console, 'log').mockImplementation(() => {}), jest.spyOn(console, 'error').mockImplementation(() => {})];
  });
  afterEach(() => {
    for (const spy of logged) spy.mockRestore();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it.each([
    [['--out', 'x', '--listen', '80; include /etc/passwd']],
    [['--out', 'x', '--server-name', 'a;b']],
    [['--out', 'x', '--api-upstream', 'http://127.0.0.1:9000/api']],
    [['--out', 'x', '--root', '/srv/si te']],
    [['--out', 'x', '--tls-cert', 'a.crt']],
    [['--listen', '80']],
    [['--out', 'x', '--unknown']],
  ])('refuses %j with exit 2, writing nothing', (argv) => {
    expect(main(argv.map((a) => (a === 'x' ? out : a)))).toBe(2);
    expect(fs.readdirSync(out)).toEqual([]);
  });
  it('fails with exit 1 on a build without its security headers, and writes a block for another machine’s folder', () => {
    expect(main(['--out', out, '--root', out, '--site-only'])).toBe(1);
    expect(main(['--out', out, '--root', '/srv/site/current', '--site-only', '--skip-root-check', '--listen', '127.0.0.1:8080'])).toBe(0);
    expect(readSiteSettings(fs.readFileSync(path.join(out, 'site.conf'), 'utf8'))).toMatchObject({ listen: '127.0.0.1:8080' });
  });
});
