// Everything under /admin/: the editor's script, bundled from src/admin/ by esbuild apart from the site's
// bundles (its JSX rendered by the React inside Decap's bundle: src/admin/react-shim.ts), its page and
// styles (src/admin/), Decap's standalone bundle and its lazy chunks (from the package), the site's
// stylesheet for the previews, the Vazirmatn font, and the generated configurations. The build writes
// them into public/admin/ (writeAdmin, from gatsby-node.ts onPostBuild); scripts/cms.ts serves them.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { BuildOptions, Plugin } from 'esbuild';
import { walkFiles } from '../files';
import { adminConfigs } from './config';
import { backendFromEnv, type ProductionBackend } from './backend';

const ROOT = path.resolve(__dirname, '../..');

/** Resolves a package from the project, as Node would (the bundler Gatsby compiles gatsby-node.ts with replaces a plain require). */
const projectRequire = createRequire(path.join(ROOT, 'package.json'));
const packageDir = (name: string) => path.dirname(projectRequire.resolve(`${name}/package.json`));

/** The editor's script as the page loads it. */
export const ADMIN_SCRIPT = 'admin.js';

/** esbuild's options for the editor's script: one minified file and its source map, no React of its own. */
export function adminBundleOptions(root = ROOT): BuildOptions {
  return {
    entryPoints: [path.join(root, 'src/admin/main.ts')],
    outfile: path.join(root, 'public/admin', ADMIN_SCRIPT),
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    // React.createElement, as Jest's Babel compiles the same files (tsconfig's react-jsx is for the site).
    jsx: 'transform',
    tsconfigRaw: { compilerOptions: { jsx: 'react' } },
    plugins: [decapReact(path.join(root, 'src/admin/react-shim.ts'))],
    logLevel: 'silent',
  };
}

/**
 * The JSX of src/admin (React.createElement, as in the site's code) renders with Decap's React (window.h:
 * src/admin/react-shim.ts), never with a copy of the project's React 18 beside Decap's 19: any other import
 * of React's packages stops the bundle, naming the file.
 */
function decapReact(shim: string): Plugin {
  return {
    name: 'decap-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        args.path === 'react'
          ? { path: shim }
          : {
              errors: [{ text: `${path.relative(ROOT, args.importer)} imports ${args.path}: the editor renders with Decap's React (src/admin/react-shim.ts)` }],
            },
      );
    },
  };
}

/** The editor's script and its source map, bundled now: `{ 'admin.js': …, 'admin.js.map': … }`. */
export async function bundleAdmin(root = ROOT): Promise<Record<string, Uint8Array>> {
  const esbuild = projectRequire('esbuild') as typeof import('esbuild');
  const result = await esbuild.build(adminBundleOptions(root));
  return Object.fromEntries((result.outputFiles ?? []).map((f) => [path.basename(f.path), f.contents]));
}

/** The editor's files that are copied as they are, as URL path (relative to /admin/) → file on disk. */
export function adminFiles(root = ROOT): Record<string, string> {
  const decapDist = path.join(packageDir('decap-cms'), 'dist');
  const fonts = path.join(packageDir('@fontsource-variable/vazirmatn'), 'files');
  const own = path.join(root, 'src/admin');
  const files: Record<string, string> = {
    'index.html': path.join(own, 'index.html'),
    'admin.css': path.join(own, 'admin.css'),
    'preview.css': path.join(own, 'preview.css'),
    'fonts.css': path.join(own, 'fonts.css'),
    'decap-cms.js': path.join(decapDist, 'decap-cms.js'),
    'site.css': path.join(root, 'src/styles/global.css'),
    'fonts/vazirmatn-arabic.woff2': path.join(fonts, 'vazirmatn-arabic-wght-normal.woff2'),
    'fonts/vazirmatn-latin.woff2': path.join(fonts, 'vazirmatn-latin-wght-normal.woff2'),
  };
  for (const f of fs.readdirSync(decapDist)) if (/^\d+\.decap-cms\.js$|\.wasm$/.test(f)) files[f] = path.join(decapDist, f);
  return files;
}

/**
 * Writes /admin/ into the built site (public/admin/): copied files, the bundled script, the configurations.
 * What an earlier build left there that this one does not write goes, with its precompressed copies; the
 * copies of a file written again stay for the build's last step, which keeps them if they still match.
 */
export async function writeAdmin(publicDir: string, backend: ProductionBackend | undefined = backendFromEnv(), root = ROOT): Promise<number> {
  const dir = path.join(publicDir, 'admin');
  const copied = adminFiles(root);
  const written: Record<string, string | Uint8Array> = { ...(await bundleAdmin(root)), ...adminConfigs({ backend, root }) };
  const names = new Set([...Object.keys(copied), ...Object.keys(written)]);
  if (fs.existsSync(dir)) {
    for (const file of walkFiles(dir)) {
      const rel = path.relative(dir, file).split(path.sep).join('/');
      if (!names.has(rel.replace(/\.(br|gz)$/, ''))) fs.rmSync(file);
    }
  }
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  for (const [rel, source] of Object.entries(copied)) fs.copyFileSync(source, path.join(dir, rel));
  for (const [rel, content] of Object.entries(written)) fs.writeFileSync(path.join(dir, rel), content);
  return names.size;
}
