// What the smoke check expects of a release, read from the release's own files on the target: the sha-256
// of the pages it compares, the security headers the build wrote, its app bundle, and one file carried
// from the release before. Also the files a build must have to be deployed and checked at all.
import { HEADERS_FILE } from '../../server/security-headers';
import { NOT_FOUND_PAGES } from '../../server/static-site';
import type { Carried } from './releases';
import { DeployError } from './errors';
import type { Target } from './target';

/** The files the smoke check compares byte for byte with what the site answers. */
export const COMPARED = { home: 'index.html', enHome: 'en/index.html', notFound: NOT_FOUND_PAGES.fa, enNotFound: NOT_FOUND_PAGES.en, worker: 'sw.js' } as const;
export type ComparedFile = (typeof COMPARED)[keyof typeof COMPARED];

/** The nginx include the build writes beside HEADERS_FILE (gatsby/security-headers.ts). */
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf';

/** The files a build must have to be deployed and checked. */
export const REQUIRED_FILES = [...Object.values(COMPARED), 'page-data/app-data.json', HEADERS_FILE, NGINX_HEADERS_FILE];

export type Expectation = {
  id: string;
  sha: Partial<Record<ComparedFile, string>>;
  headers: Record<string, string>;
  /** The release's own app bundle (app-<hash>.js). */
  script: string;
  /** A script or style carried from the release before, if any. */
  carried: string | null;
};

/** Prints the sha-256 of the compared files, the security headers and the app bundles of the release in $1. */
export const DESCRIBE_SCRIPT = `
cd "$1" || exit 3
for f in ${Object.values(COMPARED).join(' ')}; do
  if [ -f "$f" ]; then printf 'sha\\t%s\\t%s\\n' "$f" "$(sha256sum < "$f" | cut -d ' ' -f 1)"; else printf 'missing\\t%s\\n' "$f"; fi
done
if [ -f ${HEADERS_FILE} ]; then printf 'headers\\t'; tr -d '\\n' < ${HEADERS_FILE}; echo; else printf 'missing\\t${HEADERS_FILE}\\n'; fi
for f in app-*.js; do if [ -f "$f" ]; then printf 'script\\t%s\\n' "$f"; fi; done`;

/** What DESCRIBE_SCRIPT printed for release `id`, as the smoke check's expectation. */
export function parseDescription(text: string, id: string, carried: Carried = {}): Expectation {
  const sha: Expectation['sha'] = {};
  let headers: Record<string, string> = {};
  const missing: string[] = [];
  const scripts: string[] = [];
  for (const line of text.split('\n')) {
    const [kind, a, b] = line.split('\t');
    if (kind === 'sha') sha[a as ComparedFile] = b;
    else if (kind === 'missing') missing.push(a);
    else if (kind === 'script') scripts.push(a);
    else if (kind === 'headers') headers = JSON.parse(line.slice('headers\t'.length)) as Record<string, string>;
  }
  // The release's own app bundle, not one carried from an older release.
  const script = scripts.find((f) => !(f in carried));
  if (missing.length || !script) throw new DeployError(`release ${id} is incomplete: ${[...missing, ...(script ? [] : ['app-<hash>.js'])].join(', ')} missing`);
  return { id, sha, headers, script, carried: Object.keys(carried).find((f) => /\.(?:js|css)$/.test(f)) ?? null };
}

/** Reads the expectation of a release already on the target. */
export async function describeRelease(target: Target, id: string, carried: Carried = {}): Promise<Expectation> {
  return parseDescription(await target.must(`reading release ${id}`, DESCRIBE_SCRIPT, [`${target.dir}/releases/${id}`]), id, carried);
}
