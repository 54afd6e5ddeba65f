// The build's last step on a folder shaped like public/: deferred scripts, headers files, .gz/.br;
// and the build fails, naming the fix, when Gatsby's script tags change shape.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { deferScriptsInPages, finishBuild } from '../../gatsby/post-build';

const TAGS = '<script src="/webpack-runtime-1a2b.js" async></script><script src="/framework-3c4d.js" async></script><script src="/app-5e6f.js" async></script>';
const page = (tail: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby">${'x'.repeat(2000)}</div>${tail}</body></html>`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  fs.mkdirSync(path.join(dir, 'en'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('finishBuild', () => {
  it('defers the scripts of every page, hashes the loader into both headers files and precompresses', async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), page(TAGS));
    fs.writeFileSync(path.join(dir, 'en/index.html'), page(TAGS));
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n'); // under 1 KB: left as it is

    expect(await finishBuild(dir)).toEqual({ deferred: 2, precompressed: 2, compressedNow: 2 });

    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script src=/);
    const loader = /<script>(\(function\(w,d,s\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/app-5e6f.js"');
    const headers = JSON.parse(fs.readFileSync(path.join(dir, 'security-headers.json'), 'utf8')) as Record<string, string>;
    const hash = `'sha256-${crypto.createHash('sha256').update(loader, 'utf8').digest('base64')}'`;
    expect(headers['Content-Security-Policy']).toContain(hash);
    expect(fs.readFileSync(path.join(dir, 'nginx-security-headers.conf'), 'utf8')).toContain(hash);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'en/index.html.br'))).toString()).toBe(
      fs.readFileSync(path.join(dir, 'en/index.html'), 'utf8'),
    );
    expect(fs.existsSync(path.join(dir, 'robots.txt.gz'))).toBe(false);
  });
});

describe('when an earlier build precompressed the same files', () => {
  const file = (rel: string) => path.join(dir, rel);
  const mtime = (rel: string) => fs.statSync(file(rel)).mtimeMs;

  it('keeps the copies that still hold their file and writes the others: a changed file, a copy cut short, a missing one', async () => {
    fs.writeFileSync(file('index.html'), page(TAGS));
    fs.writeFileSync(file('en/index.html'), page(TAGS));
    fs.writeFileSync(file('app.js'), `var a = "${'y'.repeat(3000)}";`);
    expect(await finishBuild(dir)).toEqual({ deferred: 2, precompressed: 3, compressedNow: 3 });
    const before = { gz: mtime('index.html.gz'), br: mtime('index.html.br') };

    fs.writeFileSync(file('en/index.html'), page(TAGS.replace('app-5e6f', 'app-9a8b')));
    const br = fs.readFileSync(file('app.js.br'));
    fs.writeFileSync(file('app.js.br'), br.subarray(0, br.length >> 1));
    fs.rmSync(file('index.html.gz'));
    expect(await finishBuild(dir)).toEqual({ deferred: 2, precompressed: 3, compressedNow: 3 });
    expect(mtime('index.html.br')).not.toBe(before.br);

    expect(await finishBuild(dir)).toEqual({ deferred: 2, precompressed: 3, compressedNow: 0 });
    const after = { gz: mtime('index.html.gz'), br: mtime('index.html.br') };
    expect((await finishBuild(dir)).compressedNow).toBe(0);
    expect({ gz: mtime('index.html.gz'), br: mtime('index.html.br') }).toEqual(after);
    for (const rel of ['index.html', 'en/index.html', 'app.js']) {
      const data = fs.readFileSync(file(rel));
      expect(zlib.gunzipSync(fs.readFileSync(file(`${rel}.gz`)))).toEqual(data);
      expect(zlib.brotliDecompressSync(fs.readFileSync(file(`${rel}.br`)))).toEqual(data);
    }
    expect(fs.readFileSync(file('en/index.html'), 'utf8')).toContain('app-9a8b');
  });
});

describe('when Gatsby keeps a page from the last build (nothing it depends on changed)', () => {
  it('counts the page rewritten then as deferred, leaves it as it is and rewrites the others', () => {
    fs.writeFileSync(path.join(dir, 'index.html'), page(TAGS));
    expect(deferScriptsInPages(dir)).toBe(1);
    const kept = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    fs.writeFileSync(path.join(dir, 'en/index.html'), page(TAGS));
    expect(deferScriptsInPages(dir)).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(kept);
    expect(fs.readFileSync(path.join(dir, 'en/index.html'), 'utf8')).not.toMatch(/<script src=/);
  });
});

describe('when Gatsby writes its script tags in another shape', () => {
  it.each([
    ['defer instead of async', TAGS.replace(/ async>/g, ' defer>')],
    ['async=""', TAGS.replace(/ async>/g, ' async="">')],
    ['no script tags at all', ''],
  ])('%s: the build fails and names the file to update', (_, tail) => {
    fs.writeFileSync(path.join(dir, 'index.html'), page(TAGS));
    fs.writeFileSync(path.join(dir, 'en/index.html'), page(tail));
    expect(() => deferScriptsInPages(dir)).toThrow(/en\/index\.html.*gatsby\/defer-app-scripts\.ts/);
  });

  it('fails when no page was rewritten at all', () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><p>not a Gatsby page</p>');
    expect(() => deferScriptsInPages(dir)).toThrow(/No Gatsby page found/);
  });
});
