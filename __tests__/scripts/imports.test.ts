/** @jest-environment node */
// What the scripts import: every package they name is declared in package.json (a package that arrives
// only as another's dependency can disappear with an upgrade of that one), and nothing under scripts/
// reaches into __tests__/: code both need lives in scripts/lib/, which the tests import.
import fs from 'fs';
import { builtinModules } from 'module';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(?:[cm]?js|ts)$/.test(entry.name) ? [full] : [];
  });
}

/** The module specifiers a file imports, requires or loads with import(). */
function specifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*[),]/g),
  ];
  return found.map((m) => m[1]);
}

/** Every relative path written in quotes: module specifiers, and paths handed to a loader (tsx's require, a spawn). */
const relativePaths = (code: string) => [...code.matchAll(/['"`](\.{1,2}\/[^'"`$]*)['"`]/g)].map((m) => m[1]);

/** The package a bare specifier names: 'a/b' → 'a', '@s/a/b' → '@s/a'. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const scripts = filesUnder(path.join(ROOT, 'scripts')).map((file) => ({ file: path.relative(ROOT, file), code: fs.readFileSync(file, 'utf8') }));

describe('the scripts', () => {
  it('are found, the bench among them', () => {
    expect(scripts.map((s) => s.file)).toEqual(expect.arrayContaining(['scripts/bench.ts', 'scripts/lib/local-site.ts']));
  });

  it.each(scripts.map((s) => [s.file, s.code]))('%s imports nothing from __tests__/', (file, code) => {
    const intoTests = relativePaths(code).filter((spec) => path.resolve(ROOT, path.dirname(file), spec).startsWith(path.join(ROOT, '__tests__')));
    expect(intoTests).toEqual([]);
  });

  it.each(scripts.map((s) => [s.file, s.code]))('%s imports only declared packages and Node built-ins', (file, code) => {
    const bare = specifiers(code).filter((spec) => !spec.startsWith('.') && !spec.startsWith('/'));
    const undeclared = bare.filter((spec) => !spec.startsWith('node:') && !builtinModules.includes(spec) && !declared.has(packageOf(spec)));
    expect(undeclared).toEqual([]);
  });
});

describe('the way the specifiers are read', () => {
  it('finds static, side-effect, re-export, dynamic and CommonJS forms', () => {
    const code = [
      "import fs from 'node:fs';",
      "import { a,\n  b } from './lib/x';",
      "import 'side-effect';",
      "export { c } from '@scope/pkg/sub';",
      "const m = await import('lighthouse');",
      "const r = require('../__tests__/e2e/harness.ts');",
    ].join('\n');
    expect(specifiers(code)).toEqual(['node:fs', './lib/x', '@scope/pkg/sub', 'side-effect', 'lighthouse', '../__tests__/e2e/harness.ts']);
    expect(relativePaths("const harness = tsxRequire('../__tests__/e2e/harness.ts', import.meta.filename);")).toEqual(['../__tests__/e2e/harness.ts']);
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
    expect(packageOf('tsx/cjs/api')).toBe('tsx');
  });
});
