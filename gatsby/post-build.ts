// The build's last step (gatsby-node.ts onPostBuild, after every plugin's), so that `gatsby build` alone
// gives the complete site: Gatsby's scripts load after the first paint (gatsby/defer-app-scripts.ts),
// this build's security headers are written (gatsby/security-headers.ts, which hashes the inline
// scripts, the loader among them), and text assets are precompressed (.br and .gz, served as they are
// by server/ and by nginx's gzip_static/brotli_static).
import fs from 'fs';
import zlib from 'zlib';
import { deferAppScripts, hasDeferredScripts } from './defer-app-scripts';
import { walkFiles } from './files';
import { writeSecurityHeaders } from './security-headers';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|atom|txt|webmanifest)$/;
/** Every page Gatsby renders has this root element, and so its script tags. */
const GATSBY_PAGE = 'id="___gatsby"';

export type PostBuildResult = { deferred: number; precompressed: number };

/**
 * Rewrites every Gatsby page's script tags into the deferred loader. A Gatsby page whose tags were
 * not found throws: after a Gatsby upgrade that changes the tag's shape, the build fails instead of
 * silently shipping pages that wait for their JavaScript before the first paint.
 */
export function deferScriptsInPages(publicDir: string): number {
  let deferred = 0;
  const missed: string[] = [];
  for (const file of walkFiles(publicDir)) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes(GATSBY_PAGE)) continue;
    // A page Gatsby did not render again (nothing it depends on changed) was rewritten by the last build.
    if (hasDeferredScripts(html)) {
      deferred += 1;
      continue;
    }
    const rewritten = deferAppScripts(html);
    if (rewritten === html) {
      missed.push(file);
      continue;
    }
    fs.writeFileSync(file, rewritten);
    deferred += 1;
  }
  if (deferred === 0 && missed.length === 0) throw new Error(`No Gatsby page found in ${publicDir}: nothing to defer.`);
  if (missed.length) {
    throw new Error(
      `Gatsby's <script src async> tags were not found in ${missed.length} page(s) (${missed.slice(0, 3).join(', ')}): ` +
        'their shape changed (a Gatsby upgrade?). Update SCRIPT_TAG in gatsby/defer-app-scripts.ts.',
    );
  }
  return deferred;
}

/** Writes `.gz` and `.br` next to every text file of 1 KB or more. */
export function precompress(publicDir: string): number {
  let files = 0;
  for (const file of walkFiles(publicDir)) {
    if (!TEXT.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    files += 1;
  }
  return files;
}

export function finishBuild(publicDir: string): PostBuildResult {
  const deferred = deferScriptsInPages(publicDir);
  writeSecurityHeaders(publicDir);
  return { deferred, precompressed: precompress(publicDir) };
}
