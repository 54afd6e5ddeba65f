// The build's last step (gatsby-node.ts onPostBuild, after every plugin's), so that `gatsby build` alone
// gives the complete site: Gatsby's scripts load after the first paint (gatsby/defer-app-scripts.ts),
// this build's security headers are written (gatsby/security-headers.ts, which hashes the inline
// scripts, the loader among them), and text assets are precompressed (.br and .gz, served as they are
// by server/ and by nginx's gzip_static/brotli_static). Copies an earlier build made of the same bytes
// are kept: Brotli at quality 10 over every file took 13 s of each build, 5 of them for Decap's bundle.
import fs from 'fs';
import zlib from 'zlib';
import { deferAppScripts, hasDeferredScripts, sharePagePathScript } from './defer-app-scripts';
import { walkFiles } from './files';
import { writeSecurityHeaders } from './security-headers';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|atom|txt|webmanifest)$/;
/** Every page Gatsby renders has this root element, and so its script tags. */
const GATSBY_PAGE = 'id="___gatsby"';

/** Pages deferred; text files with .gz and .br copies, and how many of those copies this build wrote. */
export type PostBuildResult = { deferred: number; precompressed: number; compressedNow: number };

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
    fs.writeFileSync(file, sharePagePathScript(rewritten));
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

/** Whether `file.gz` and `file.br` both exist and decompress to `data`: an earlier build wrote them from these bytes. */
function copiesMatch(file: string, data: Buffer): boolean {
  // A copy that is missing or does not decompress (cut short, say) is written again, as is one of other bytes.
  try {
    return zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(data) && zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(data);
  } catch {
    return false;
  }
}

/**
 * Writes `.gz` and `.br` next to every text file of 1 KB or more whose copies do not hold its bytes yet.
 * Kept copies keep the levels they were made with: after changing a level here, `npm run clean` first.
 */
export function precompress(publicDir: string): Omit<PostBuildResult, 'deferred'> {
  let precompressed = 0;
  let compressedNow = 0;
  for (const file of walkFiles(publicDir)) {
    if (!TEXT.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    precompressed += 1;
    if (copiesMatch(file, data)) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    compressedNow += 1;
  }
  return { precompressed, compressedNow };
}

export function finishBuild(publicDir: string): PostBuildResult {
  const deferred = deferScriptsInPages(publicDir);
  writeSecurityHeaders(publicDir);
  return { deferred, ...precompress(publicDir) };
}
