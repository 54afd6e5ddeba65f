// What `gatsby build` alone leaves in public/ (scripts/test.sh builds with plain `npx gatsby build`,
// no npm script around it): every page loads its scripts after the first paint, the headers files of
// this build are there with the loader's hash, and text files are precompressed.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, allPagePaths, ROOT } from '../fixtures';

const PUBLIC = path.join(ROOT, 'public');
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');

test.describe('the build gatsby build produces', () => {
  test('is what npm run build runs, with nothing after it', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.match(pkg.scripts.build, /(^|\s)gatsby build$/);
  });

  test("has the security headers for server/ and the nginx include, with every page's loader hashed into the CSP", () => {
    const headers = JSON.parse(read('security-headers.json')) as Record<string, string>;
    const csp = headers['Content-Security-Policy'];
    assert.match(csp, /script-src 'self' 'sha256-/);
    assert.ok(headers['Strict-Transport-Security']);
    const nginx = read('nginx-security-headers.conf');
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${csp}" always;`));

    for (const { path: page } of allPagePaths()) {
      const html = read(path.join(page, 'index.html'));
      assert.doesNotMatch(html, /<script src="[^"]+\.js" async/, `${page} still has Gatsby's async script tags`);
      const loader = /<script>(\(function\(w,d,s\)[\s\S]*?)<\/script>/.exec(html)?.[1];
      assert.ok(loader, `${page} has no deferred script loader`);
      assert.match(loader, /"\/app-[\w]+\.js"/, page);
      const hash = `'sha256-${crypto.createHash('sha256').update(loader, 'utf8').digest('base64')}'`;
      assert.ok(csp.includes(hash), `${page}'s loader is not in the CSP`);
    }
  });

  test('precompresses pages and scripts as .gz and .br', () => {
    const html = read('index.html');
    assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(PUBLIC, 'index.html.gz'))).toString(), html);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(PUBLIC, 'index.html.br'))).toString(), html);
    const app = fs.readdirSync(PUBLIC).find((f) => /^app-[\w]+\.js$/.test(f));
    assert.ok(app && fs.existsSync(path.join(PUBLIC, `${app}.gz`)) && fs.existsSync(path.join(PUBLIC, `${app}.br`)));
    assert.ok(fs.existsSync(path.join(PUBLIC, 'sitemap.xml')));
  });
});
