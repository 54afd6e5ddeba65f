// Valid HTML gate: the Nu Html Checker (vnu-jar, on Debian's Java) over every built HTML file, in one
// JVM run. Without a Java runtime it fails, naming the package that brings one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test, ROOT } from '../fixtures';
import { vnuErrors } from '../vnu';

const PUBLIC = path.join(ROOT, 'public');

/** Every HTML document of the build; public/_gatsby/ holds Gatsby's slice fragments, not documents. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === path.join(PUBLIC, '_gatsby') ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

test.describe('the built HTML', () => {
  test('has no error in the Nu Html Checker', () => {
    const files = htmlFiles(PUBLIC);
    assert.ok(files.length >= 46, `${files.length} HTML files`);
    // The likeliest cause first, with its own message: React 18's renderToPipeableStream writes NUL
    // bytes into multi-byte text (gatsby-ssr.tsx renders with renderToString to avoid it).
    const withNul = files.filter((f) => fs.readFileSync(f).includes(0)).map((f) => path.relative(PUBLIC, f));
    assert.deepEqual(withNul, [], `NUL bytes in the built HTML (is gatsby-ssr.tsx's replaceRenderer gone?): ${withNul.join(', ')}`);
    const errors = vnuErrors(files);
    const report = errors.map(
      (m) =>
        `${path.relative(PUBLIC, decodeURIComponent(new URL(m.url).pathname))}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
    );
    // Each distinct message once, with how many files have it, then the first few in full.
    const distinct = new Map<string, number>();
    for (const m of errors) distinct.set(m.message, (distinct.get(m.message) ?? 0) + 1);
    assert.deepEqual(report, [], `${[...distinct].map(([m, n]) => `${n}× ${m}`).join('\n')}\n\n${report.slice(0, 30).join('\n')}`);
  });
});
