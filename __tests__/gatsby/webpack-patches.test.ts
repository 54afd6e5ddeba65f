/** @jest-environment node */
// The webpack patches (gatsby/webpack-patches.ts) and tripwires for what each relies on in the
// installed packages: an upgrade that moves one fails here, loudly, instead of the patch silently
// doing nothing (or replacing the wrong thing).
import fs from 'fs';
import path from 'path';
import {
  GATSBY_CJS_IMPORTERS,
  gatsbyNodeFetch,
  I18NEXT_MAJOR,
  PATCHES,
  REACT_I18NEXT_MAJOR,
  SW_REGISTRATION_FILE,
  SW_REGISTRATION_REQUEST,
  patchesOff,
  webpackPatches,
} from '../../gatsby/webpack-patches';

const ROOT = path.resolve(__dirname, '../..');
const pkgDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const source = (name: string, file: string) => fs.readFileSync(path.join(pkgDir(name), file), 'utf8');
const major = (name: string) => Number((JSON.parse(source(name, 'package.json')) as { version: string }).version.split('.')[0]);
/** The modules a CommonJS file require()s. */
const requires = (code: string) => [...code.matchAll(/require\(["'`]([^"'`]+)["'`]\)/g)].map((m) => m[1]);

const fakePlugins = {
  banner: (options: object) => ({ banner: options }),
  normalModuleReplacement: (pattern: RegExp) => ({ replaces: pattern }),
} as unknown as Parameters<typeof webpackPatches>[0]['plugins'];

describe('what the patches rely on', () => {
  it('Gatsby starts the service worker with a require the swap matches, of a file that exists', () => {
    const startUp = requires(source('gatsby', 'cache-dir/production-app.js'));
    expect(startUp.filter((r) => SW_REGISTRATION_REQUEST.test(r))).toHaveLength(1);
    expect(fs.existsSync(path.join(pkgDir('gatsby'), 'cache-dir', SW_REGISTRATION_FILE))).toBe(true);
  });

  it(`i18next is still ${I18NEXT_MAJOR}.x and react-i18next ${REACT_I18NEXT_MAJOR}.x, the versions the cores are held to`, () => {
    expect(major('i18next')).toBe(I18NEXT_MAJOR);
    expect(major('react-i18next')).toBe(REACT_I18NEXT_MAJOR);
  });

  it('gatsby-plugin-react-i18next still requires the modules the aliases replace', () => {
    expect(requires(source('gatsby-plugin-react-i18next', 'dist/plugin/wrapPageElement.js'))).toEqual(
      expect.arrayContaining(['i18next', 'react-i18next', 'outdent', 'browser-lang']),
    );
  });

  it('the plugins given a narrower gatsby still require() it as CommonJS, and use only what the stand-in exports', () => {
    const shim = fs.readFileSync(path.join(ROOT, 'gatsby/shims/gatsby-cjs-exports.js'), 'utf8');
    const exported = (shim.match(/export \{([^}]+)\} from 'gatsby'/)?.[1] ?? '').split(',').map((name) => name.trim());
    for (const [name, files] of [
      ['gatsby-plugin-react-i18next', ['dist/Link.js', 'dist/useI18next.js', 'dist/plugin/wrapPageElement.js']],
      ['gatsby-plugin-manifest', ['get-manifest-pathname.js']],
    ] as const) {
      expect(GATSBY_CJS_IMPORTERS.test(pkgDir(name))).toBe(true);
      for (const file of files) {
        const code = source(name, file);
        expect(requires(code)).toContain('gatsby');
        const used = [...code.matchAll(/_gatsby\.(\w+)/g)].map((m) => m[1]);
        expect(used.filter((u) => !exported.includes(u))).toEqual([]);
      }
    }
    // What the patch keeps out: Gatsby's browser entry re-exports gatsby-script as a whole.
    expect(source('gatsby', 'cache-dir/gatsby-browser-entry.js')).toContain('export * from "gatsby-script"');
    expect(GATSBY_CJS_IMPORTERS.test(path.join(ROOT, 'src'))).toBe(false);
  });

  it('Gatsby still provides fetch to the server-rendering bundle from node-fetch, which still requires punycode', () => {
    const config = source('gatsby', 'dist/utils/webpack.config.js');
    expect(config).toMatch(/fetch: require\.resolve\(`node-fetch`\)/);
    expect(fs.existsSync(gatsbyNodeFetch(ROOT))).toBe(true);
    const tr46 = fs.readFileSync(require.resolve('tr46', { paths: [path.dirname(gatsbyNodeFetch(ROOT))] }), 'utf8');
    expect(requires(tr46)).toContain('punycode');
  });

  it("Gatsby's partytown plugin still requires its integration, and calls it in development only", () => {
    expect(requires(source('gatsby', 'dist/internal-plugins/partytown/utils/inject-partytown-snippet.js'))).toContain('@builder.io/partytown/integration');
    expect(source('gatsby', 'dist/internal-plugins/partytown/gatsby-browser.js')).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/);
  });
});

describe('webpackPatches', () => {
  it('gives the browser bundle the compile hint, the service-worker swap and every alias, each to an existing file', () => {
    const config = webpackPatches({ stage: 'build-javascript', plugins: fakePlugins, rootDir: ROOT, off: new Set() });
    expect(config?.plugins).toHaveLength(3);
    const alias = config?.resolve.alias ?? {};
    expect(Object.keys(alias).sort()).toEqual([
      '@builder.io/partytown/integration$',
      'browser-lang$',
      'gatsby-register-service-worker$',
      'i18next$',
      'outdent$',
      'react-i18next$',
    ]);
    for (const [name, file] of Object.entries(alias)) if (name !== 'gatsby-register-service-worker$') expect(fs.existsSync(file)).toBe(true);
  });

  it('gives the server-rendering bundle the i18n cores and stand-ins only, and Node’s own fetch', () => {
    const config = webpackPatches({ stage: 'build-html', plugins: fakePlugins, rootDir: ROOT, off: new Set() });
    expect(config?.plugins).toEqual([]);
    const fetchAlias = `${gatsbyNodeFetch(ROOT)}$`;
    expect(Object.keys(config?.resolve.alias ?? {}).sort()).toEqual(['browser-lang$', 'i18next$', 'outdent$', 'react-i18next$', fetchAlias].sort());
    expect(config?.resolve.alias[fetchAlias]).toBe(path.join(ROOT, 'gatsby/shims/native-fetch.js'));
  });

  it('the native-fetch stand-in hands over the built-in fetch and its classes, as node-fetch@2 exports them', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shim = require('../../gatsby/shims/native-fetch.js') as typeof fetch & Record<string, unknown>;
    expect(shim.default).toBe(shim);
    expect(shim.Headers).toBe(globalThis.Headers);
    expect(shim.Response).toBe(globalThis.Response);
    await expect(shim('data:text/plain,ok').then((r) => r.text())).resolves.toBe('ok');
  });

  it('leaves out the patches named in WEBPACK_PATCHES_OFF, and refuses an unknown name', () => {
    const config = webpackPatches({ stage: 'build-javascript', plugins: fakePlugins, rootDir: ROOT, off: patchesOff('compile-hint, i18next-core') });
    expect(config?.plugins).toHaveLength(2);
    expect(config?.resolve.alias).not.toHaveProperty('i18next$');
    expect(patchesOff('')).toEqual(new Set());
    expect(() => patchesOff('outdent,nope')).toThrow(`unknown patch "nope" (known: ${PATCHES.join(', ')})`);
  });
});
