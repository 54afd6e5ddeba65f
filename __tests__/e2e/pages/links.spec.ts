// No broken links gate: every internal link and asset of every built page (href, src, srcset, the
// site's own absolute URLs such as canonical, hreflang and JSON-LD, url() in the inlined and linked CSS, the
// page-data and static-query results Gatsby's runtime will fetch, fragment targets) answers 200 from
// the project's server, and every file under /downloads/ is served whole with its type.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test, ROOT, type Server } from '../fixtures';

const PUBLIC = path.join(ROOT, 'public');
const SITE_URL = new URL(process.env.GATSBY_SITE_URL || 'https://neginaria.example');
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'action', 'data', 'formaction']);
const CONTENT_TYPES: Record<string, RegExp> = {
  '.pdf': /^application\/pdf/,
  '.docx': /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/,
  '.doc': /^application\/msword/,
};

let server: Server;

test.beforeAll(({ site }) => {
  server = site;
});

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The page URL path a built HTML file is served at (public/en/about-us/index.html → /en/about-us/). */
function pagePathOf(file: string): string {
  const rel = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Attribute URLs, the site's own absolute URLs in meta content, and url() in inline styles. */
function referencesIn(html: string): { urls: string[]; ids: Set<string> } {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  const urls: string[] = [];
  const ids = new Set<string>();
  for (const [, tag, attrs] of markup.matchAll(/<([a-zA-Z][\w-]*)\b([^>]*)>/g)) {
    for (const [, rawName, , dq, sq, bare] of attrs.matchAll(/([^\s"'=<>/]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      const name = rawName.toLowerCase();
      const value = decode(dq ?? sq ?? bare ?? '');
      if (name === 'id' || (name === 'name' && tag.toLowerCase() === 'a')) ids.add(value);
      else if (URL_ATTRIBUTES.has(name)) urls.push(value);
      else if (name === 'srcset' || name === 'imagesrcset')
        urls.push(
          ...value
            .split(',')
            .map((c) => c.trim().split(/\s+/)[0])
            .filter(Boolean),
        );
      else if (name === 'content' && value.startsWith(SITE_URL.origin)) urls.push(value);
      else if (name === 'style') urls.push(...cssUrls(value));
    }
  }
  for (const css of styles) urls.push(...cssUrls(css));
  // Structured data (JSON-LD): the site's own URLs in it (url, logo, …) must exist too.
  for (const [, json] of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    const visit = (v: unknown): void => {
      if (typeof v === 'string' && v.startsWith(SITE_URL.origin)) urls.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(visit);
    };
    visit(JSON.parse(json));
  }
  return { urls, ids };
}

function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)].map((m) => m[1] ?? m[2] ?? m[3]).filter((u) => u && !u.startsWith('data:'));
}

/** The local path of a URL that belongs to this site, or null for another site or scheme. */
function internalPath(raw: string, base: URL): { path: string; hash: string } | null {
  if (/^(mailto|tel|javascript|data|blob):/i.test(raw)) return null;
  const url = new URL(raw, base);
  if (url.origin === SITE_URL.origin) return { path: url.pathname + url.search, hash: url.hash };
  if (url.origin !== base.origin) return null;
  return { path: url.pathname + url.search, hash: url.hash };
}

test.describe('links and assets of the built site', () => {
  test('every internal link, asset, page-data and fragment target resolves', async () => {
    const base = new URL(server.baseURL);
    // Gatsby's pages only: /admin/ is the web editor's own page (a standalone bundle, no page data).
    const notGatsby = ['_gatsby', 'admin'].map((dir) => path.join(PUBLIC, dir) + path.sep);
    const pages = [...walk(PUBLIC)].filter((f) => f.endsWith('.html') && !notGatsby.some((dir) => f.startsWith(dir)));
    assert.ok(pages.length >= 46, `${pages.length} pages`);
    const wanted = new Map<string, Set<string>>(); // URL path → the pages that reference it
    const fragments: { from: string; target: string; hash: string }[] = [];
    const want = (p: string, from: string) => {
      if (!wanted.has(p)) wanted.set(p, new Set());
      wanted.get(p)!.add(from);
    };
    const problems: string[] = [];

    for (const file of pages) {
      const pagePath = pagePathOf(file);
      const html = fs.readFileSync(file, 'utf8');
      const { urls, ids } = referencesIn(html);
      const pageURL = new URL(pagePath, base);
      for (const raw of urls) {
        if (raw.startsWith('#')) {
          if (raw.length > 1 && !ids.has(decodeURIComponent(raw.slice(1)))) problems.push(`${pagePath}: no element for ${raw}`);
          continue;
        }
        const target = internalPath(raw, pageURL);
        if (!target) continue;
        want(target.path, pagePath);
        if (target.hash.length > 1 && target.path.split('?')[0] !== pagePath)
          fragments.push({ from: pagePath, target: target.path, hash: target.hash.slice(1) });
      }
      // Gatsby's runtime fetches the page's page-data and its static queries' results.
      const dataPath = `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;
      const dataFile = path.join(PUBLIC, dataPath);
      if (!fs.existsSync(dataFile)) {
        problems.push(`${pagePath}: no ${dataPath}`);
        continue;
      }
      want(dataPath, pagePath);
      const pageData = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { staticQueryHashes?: string[] };
      for (const hash of pageData.staticQueryHashes ?? []) want(`/page-data/sq/d/${hash}.json`, pagePath);
    }
    want('/page-data/app-data.json', '(Gatsby runtime)');

    // Linked stylesheets: their url()s too.
    for (const p of [...wanted.keys()].filter((k) => /\.css(\?|$)/.test(k))) {
      const css = await (await fetch(server.baseURL + p)).text();
      for (const u of cssUrls(css)) {
        const target = internalPath(u, new URL(p, base));
        if (target) want(target.path, p);
      }
    }

    const bodies = new Map<string, string>();
    for (const [p, from] of wanted) {
      const res = await fetch(server.baseURL + p, { redirect: 'manual' });
      if (res.status !== 200)
        problems.push(
          `${p} answers ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''} (linked from ${[...from].slice(0, 3).join(', ')}${from.size > 3 ? ` and ${from.size - 3} more` : ''})`,
        );
      if (fragments.some((f) => f.target === p)) bodies.set(p, await res.text());
      else await res.arrayBuffer();
    }
    for (const { from, target, hash } of fragments) {
      const body = bodies.get(target);
      if (body && !referencesIn(body).ids.has(decodeURIComponent(hash))) problems.push(`${from}: ${target} has no element #${hash}`);
    }
    assert.ok(wanted.size > 100, `checked ${wanted.size} URLs`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('serves every file under /downloads/ whole, with its content type', async () => {
    const dir = path.join(PUBLIC, 'downloads');
    const files = fs.existsSync(dir) ? [...walk(dir)].filter((f) => !/\.(gz|br)$/.test(f)) : [];
    assert.ok(files.length > 0, 'the build has downloads');
    for (const file of files) {
      const p = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;
      const res = await fetch(server.baseURL + encodeURI(p), { redirect: 'manual' });
      assert.equal(res.status, 200, p);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
      if (type) assert.match(res.headers.get('content-type') ?? '', type, p);
      assert.equal(Buffer.from(await res.arrayBuffer()).length, fs.statSync(file).size, `${p} is served whole`);
    }
  });
});
