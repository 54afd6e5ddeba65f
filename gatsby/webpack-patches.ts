// Every change the site makes to Gatsby's webpack configuration, in one place, each with what it saves
// (measured with `npm run bench -- --no-lighthouse`, home page first-load JavaScript, gzip) and why the
// upstream code needs it. They rest on details of Gatsby, gatsby-plugin-react-i18next and i18next
// that an upgrade can change: __tests__/gatsby/webpack-patches.test.ts fails when one of them moves.
// A patch stays only while it pays: `WEBPACK_PATCHES_OFF=outdent,browser-lang npm run build` builds
// without the named ones, to measure again.
import { createRequire } from 'module';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/** webpack's Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, the stage at which Terser minifies. */
const PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE = 400;

/** The request in Gatsby's production-app.js (cache-dir) that registers the service worker at start-up. */
export const SW_REGISTRATION_REQUEST = /^\.\/register-service-worker$/;
/** The file that request resolves to, inside the site's .cache (a copy of gatsby/cache-dir). */
export const SW_REGISTRATION_FILE = 'register-service-worker.js';

/** The plugins whose require("gatsby") gets the exports they use only (the patch 'gatsby-exports'). */
export const GATSBY_CJS_IMPORTERS = /[\\/]node_modules[\\/]gatsby-plugin-(?:react-i18next|manifest)(?:[\\/]|$)/;

/** node-fetch as Gatsby's webpack configuration resolves it for the `fetch` it provides to the server-rendering bundle. */
export function gatsbyNodeFetch(rootDir: string): string {
  // createRequire, not require.resolve: Gatsby compiles gatsby-node with Parcel, which leaves no require.resolve.
  const gatsbyPackage = createRequire(path.join(rootDir, 'package.json')).resolve('gatsby/package.json');
  return createRequire(gatsbyPackage).resolve('node-fetch');
}

/** The major versions the i18n cores are held to (their tests compare against these packages). */
export const I18NEXT_MAJOR = 22;
export const REACT_I18NEXT_MAJOR = 12;

export const PATCHES = [
  'compile-hint',
  'sw-after-settled',
  'i18next-core',
  'react-i18next-core',
  'outdent',
  'browser-lang',
  'partytown',
  'gatsby-exports',
  'native-fetch',
] as const;
export type Patch = (typeof PATCHES)[number];

/** Patches switched off by WEBPACK_PATCHES_OFF (comma-separated names), for measuring; an unknown name throws. */
export function patchesOff(value = process.env.WEBPACK_PATCHES_OFF ?? ''): Set<Patch> {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(PATCHES as readonly string[]).includes(name)) throw new Error(`WEBPACK_PATCHES_OFF: unknown patch "${name}" (known: ${PATCHES.join(', ')})`);
  return new Set(names as Patch[]);
}

/** rootDir: the site's folder (Gatsby's program.directory); its .cache holds Gatsby's cache-dir copy. */
type Args = Pick<CreateWebpackConfigArgs, 'stage' | 'plugins'> & { rootDir: string; off?: Set<Patch> };
/** A webpack plugin instance (Gatsby's `plugins` helpers are typed loosely). */
type WebpackPlugin = unknown;

/** The webpack configuration to merge for this stage (null: none). */
export function webpackPatches({
  stage,
  plugins,
  rootDir,
  off = patchesOff(),
}: Args): { plugins: WebpackPlugin[]; resolve: { alias: Record<string, string> } } | null {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop' && stage !== 'develop-html') return null;
  const browserBuild = stage === 'build-javascript';
  const cacheDir = path.join(rootDir, '.cache');
  const shim = (file: string) => path.join(rootDir, 'gatsby/shims', file);
  const on = (patch: Patch) => !off.has(patch);
  const webpackPlugins: WebpackPlugin[] = [];
  const alias: Record<string, string> = {};

  // V8's explicit compile hint. Every function of React and of the app runs while the page hydrates,
  // so V8 compiles them on its background thread while the file streams in, not one by one on the
  // main thread when first called. Lighthouse TBT on English pages, 5 runs each: median ~105 → ~45 ms;
  // +31 bytes per file. Added after minification (which drops comments), before the content hash and
  // the source map are made, so both still describe the file.
  if (browserBuild && on('compile-hint')) {
    webpackPlugins.push(
      plugins.banner({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /^(?:app|framework)-[\w-]+\.js$/,
        stage: PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    );
  }

  // The service worker registers once the page has settled (gatsby/shims/register-service-worker.ts).
  // Gatsby's production-app.js requires ./register-service-worker as it starts, so on a first visit
  // the worker installs and precaches the site while the page hydrates on the same cores: Lighthouse
  // TBT median ~300 → ~80-250 ms with the swap. No byte change. Gatsby has no option for this.
  if (browserBuild && on('sw-after-settled')) {
    webpackPlugins.push(
      plugins.normalModuleReplacement(SW_REGISTRATION_REQUEST, (resource: { context: string; request: string }) => {
        if (resource.context === cacheDir) resource.request = shim('register-service-worker.ts');
      }),
    );
    // The shim's own require of Gatsby's registration, which the replacement above no longer reaches.
    alias['gatsby-register-service-worker$'] = path.join(cacheDir, SW_REGISTRATION_FILE);
  }

  // Home first-load JS with every patch on: 112.8 KB gzip. Each figure below is what switching that one
  // patch off adds (WEBPACK_PATCHES_OFF=<name>, clean webpack cache, same commit).
  // gatsby-plugin-react-i18next require()s i18next and react-i18next, and CommonJS keeps every export
  // in the bundle. The site's bundles get the part of each the site uses (src/lib/i18next-core.ts,
  // src/lib/react-i18next-core.ts), held to the real packages by their tests.
  // i18next core: +15.4 KB without it; react-i18next core: +6.9 KB without it.
  if (on('i18next-core')) alias.i18next$ = path.join(rootDir, 'src/lib/i18next-core.ts');
  if (on('react-i18next-core')) alias['react-i18next$'] = path.join(rootDir, 'src/lib/react-i18next-core.ts');
  // The plugin formats a development-only warning with outdent: +0.7 KB without the stand-in.
  if (on('outdent')) alias.outdent$ = shim('outdent.js');
  // The plugin's browser-language redirect, which the site turns off (redirect: false): +0.2 KB.
  if (on('browser-lang')) alias['browser-lang$'] = shim('browser-lang.js');
  // Gatsby's internal partytown plugin require()s its integration on every page but calls it only
  // in `gatsby develop`: +0.7 KB without the stand-in.
  if (browserBuild && on('partytown')) alias['@builder.io/partytown/integration$'] = shim('partytown-integration.js');

  // gatsby-plugin-react-i18next and gatsby-plugin-manifest require() gatsby as CommonJS, and webpack then
  // keeps every export of Gatsby's browser entry, among them gatsby-script's Script and Slice, which the
  // site does not use: their require gets a module exporting the three names they use
  // (gatsby/shims/gatsby-cjs-exports.js). +1.9 KB without it (measured after the others).
  if (browserBuild && on('gatsby-exports')) {
    webpackPlugins.push(
      plugins.normalModuleReplacement(/^gatsby$/, (resource: { context: string; request: string }) => {
        if (GATSBY_CJS_IMPORTERS.test(resource.context)) resource.request = shim('gatsby-cjs-exports.js');
      }),
    );
  }

  // Gatsby provides `fetch` to the server-rendering bundle from node-fetch@2, whose URL parser requires
  // Node's deprecated punycode module (DEP0040, printed by every HTML worker on Node 24 and reported by
  // Gatsby as " ERROR  UNKNOWN"). Node 24 has fetch: the provided module is a stand-in handing over
  // the built-in one. No byte change in the browser.
  if (!browserBuild && stage !== 'develop' && on('native-fetch')) alias[`${gatsbyNodeFetch(rootDir)}$`] = shim('native-fetch.js');

  return { plugins: webpackPlugins, resolve: { alias } };
}
