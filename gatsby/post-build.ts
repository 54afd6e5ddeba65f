// The build's last step (gatsby-node.ts onPostBuild, after every plugin's), so that `gatsby build` alone
// gives the complete site: Gatsby's scripts load after the first paint (gatsby/defer-app-scripts.ts),
// this build's security headers are written (gatsby/security-headers.ts, which hashes the inline
// scripts, the loader among them), and text assets are precompressed (.br and .gz, served as they are
// by server/ and by nginx's gzip_static/brotli_static). Copies an earlier build made of the same bytes
// are kept: Brotli at quality 10 over every file took 13 s of each build, 5 of them for Decap's bundle.
import fs from 'fs';
import os from 'os';
import { promisify } from 'util';
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

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/** Whether `file.gz` and `file.br` both exist and decompress to `data`: an earlier build wrote them from these bytes. */
async function copiesMatch(file: string, data: Buffer): Promise<boolean> {
  // A copy that is missing or does not decompress (cut short, say) is written again, as is one of other bytes.
  try {
    const [gz, br] = await Promise.all([fs.promises.readFile(`${file}.gz`), fs.promises.readFile(`${file}.br`)]);
    const [fromGz, fromBr] = await Promise.all([gunzip(gz), unbrotli(br)]);
    return fromGz.equals(data) && fromBr.equals(data);
  } catch {
    return false;
  }
}

/** Whether the file's copies were written now (true), kept (false), or it is not precompressed (null). */
async function precompressFile(file: string): Promise<boolean | null> {
  const data = await fs.promises.readFile(file);
  if (data.length < 1024) return null;
  if (await copiesMatch(file, data)) return false;
  const [gz, br] = await Promise.all([
    gzip(data, { level: 9 }),
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
  return true;
}

/**
 * Writes `.gz` and `.br` next to every text file of 1 KB or more whose copies do not hold its bytes yet.
 * Kept copies keep the levels they were made with: after changing a level here, `npm run clean` first.
 * zlib compresses in Node's thread pool, so files are compressed one per core at a time: on two cores
 * a clean build's 510 files take 9 s instead of 17.
 */
export async function precompress(publicDir: string, inFlight = os.availableParallelism()): Promise<Omit<PostBuildResult, 'deferred'>> {
  const files = [...walkFiles(publicDir)].filter((file) => TEXT.test(file));
  const outcomes: Array<boolean | null> = [];
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const i = next++;
      outcomes[i] = await precompressFile(files[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, inFlight) }, lane));
  return { precompressed: outcomes.filter((o) => o !== null).length, compressedNow: outcomes.filter((o) => o === true).length };
}

export async function finishBuild(publicDir: string): Promise<PostBuildResult> {
  const deferred = deferScriptsInPages(publicDir);
  writeSecurityHeaders(publicDir);
  return { deferred, ...(await precompress(publicDir)) };
}
