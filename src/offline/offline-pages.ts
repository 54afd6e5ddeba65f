// Which pages this browser can show without a network: those whose page data and component chunk
// the service worker has cached (gatsby-plugin-offline keeps /page-data/<path>/page-data.json and
// the chunks in Cache Storage). Used by the offline page to link to them.
import { languageOfPath, type Language } from '../lib/i18n-config';
import { rawChunkMapping } from '../runtime/gatsby-internals';

const PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json$/;
const NOT_A_DESTINATION = /^\/(?:en\/)?(?:offline|404|404\.html|dev-404-page|offline-plugin-app-shell-fallback)\/$/;

/** `/page-data/en/about-us/page-data.json` → `/en/about-us/`; `/page-data/index/page-data.json` → `/`; anything else → null. */
export function pagePathOfPageDataUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x').pathname;
  } catch {
    return null;
  }
  const match = PAGE_DATA.exec(pathname);
  if (!match || match[1].startsWith('sq/')) return null;
  const inner = match[1];
  if (inner === 'index') return '/';
  return `/${inner}/`;
}

/** The pages of `language`, sorted, from a list of cached request URLs. */
export function offlinePagePaths(urls: readonly string[], language: Language): string[] {
  const paths = new Set<string>();
  for (const url of urls) {
    const path = pagePathOfPageDataUrl(url);
    if (!path || NOT_A_DESTINATION.test(path) || languageOfPath(path) !== language) continue;
    paths.add(path);
  }
  return [...paths].sort();
}

type CacheLike = { keys(): Promise<readonly { url: string }[]> };
type CacheStorageLike = {
  keys(): Promise<string[]>;
  open(name: string): Promise<CacheLike>;
  match?(url: string): Promise<{ json(): Promise<unknown> } | undefined>;
};

function browserCaches(): CacheStorageLike | undefined {
  return typeof caches === 'undefined' ? undefined : (caches as unknown as CacheStorageLike);
}

/** Every request URL held in Cache Storage (empty where the browser has none). */
export async function cachedUrls(storage: CacheStorageLike | undefined = browserCaches()): Promise<string[]> {
  if (!storage) return [];
  const urls: string[] = [];
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) urls.push(request.url);
  }
  return urls;
}

export function pageDataUrlOf(path: string): string {
  const inner = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
  return `/page-data/${inner}/page-data.json`;
}

export type ChunkMapping = Record<string, readonly string[]>;

/** Gatsby's chunk mapping (component chunk name → files), which it writes into every page. */
export function readChunkMapping(): ChunkMapping {
  const raw = rawChunkMapping();
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return value && typeof value === 'object' ? (value as ChunkMapping) : {};
  } catch {
    return {};
  }
}

/** The pages of `language` whose data and component files are all cached. */
export async function availableOfflinePaths(
  language: Language,
  storage: CacheStorageLike | undefined = browserCaches(),
  chunkMapping: ChunkMapping = readChunkMapping(),
): Promise<string[]> {
  if (!storage?.match) return [];
  const urls = await cachedUrls(storage);
  const cached = new Set(urls.map((url) => new URL(url, 'http://x').pathname));
  const ready: string[] = [];
  for (const path of offlinePagePaths(urls, language)) {
    try {
      const data = (await (await storage.match(pageDataUrlOf(path)))?.json()) as { componentChunkName?: string } | undefined;
      const files = (data?.componentChunkName && chunkMapping[data.componentChunkName]) || null;
      if (files && files.every((file) => cached.has(file))) ready.push(path);
    } catch {
      // An unreadable entry is simply not offered.
    }
  }
  return ready;
}
