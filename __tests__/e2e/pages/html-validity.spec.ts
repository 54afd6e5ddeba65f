// Valid HTML gate: the Nu Html Checker (vnu-jar, on Debian's Java) over every built HTML file, in one
// JVM run. Without a Java runtime it fails, naming the package that brings one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, ROOT } from '../fixtures';

const PUBLIC = path.join(ROOT, 'public');
const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
const JAVA = spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0;

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

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
    assert.ok(JAVA, 'no Java runtime for the Nu Html Checker: apt-get install default-jre-headless (Debian package default-jre-headless; .ci/run installs it)');
    const files = htmlFiles(PUBLIC);
    assert.ok(files.length >= 46, `${files.length} HTML files`);
    // The likeliest cause first, with its own message: React 18's renderToPipeableStream writes NUL
    // bytes into multi-byte text (gatsby-ssr.tsx renders with renderToString to avoid it).
    const withNul = files.filter((f) => fs.readFileSync(f).includes(0)).map((f) => path.relative(PUBLIC, f));
    assert.deepEqual(withNul, [], `NUL bytes in the built HTML (is gatsby-ssr.tsx's replaceRenderer gone?): ${withNul.join(', ')}`);
    const run = spawnSync('java', ['-Xss4m', '-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    assert.ok(run.status === 0 || run.status === 1, `vnu failed to run: ${run.stderr || run.error}`);
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
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
