// Everything that touches Gatsby's private browser globals (window.___loader, ___navigate,
// ___chunkMapping): they are not a public API and can change with any Gatsby release. The methods the
// site relies on are listed in GATSBY_LOADER_METHODS; __tests__/runtime/gatsby-internals.test.ts
// checks them against the installed Gatsby's loader source, and the browser tests against the built
// site, so an upgrade that renames or drops one fails the tests instead of silently turning a
// feature off (these wrappers skip a missing method).
type PageResult = { status?: string; page?: object } | null | undefined;
export type GatsbyLoader = {
  enqueue?: (path: string) => unknown;
  prefetch?: (path: string) => unknown;
  hovering?: (path: string) => unknown;
  loadPage?: (path: string) => Promise<PageResult>;
  loadPageSync?: (path: string, options?: Record<string, unknown>) => PageResult;
  __offlineFallback?: boolean;
  __prefetchGuarded?: boolean;
};
type Navigate = ((to: string | number, options?: Record<string, unknown>) => unknown) & { __runtimeWrapped?: boolean };
export type GatsbyWindow = Window & { ___loader?: GatsbyLoader; ___navigate?: Navigate; ___chunkMapping?: unknown };

/** The methods of Gatsby's public loader (cache-dir/loader.js `publicLoader`) the site wraps or calls. */
export const GATSBY_LOADER_METHODS = ['enqueue', 'prefetch', 'hovering', 'loadPage', 'loadPageSync'] as const;

export function gatsbyLoader(win: Window = window): GatsbyLoader | undefined {
  return (win as GatsbyWindow).___loader;
}

/** Gatsby's chunk mapping (component chunk name → files) as it writes it into every page, still unparsed. */
export function rawChunkMapping(win: Window | undefined = typeof window === 'undefined' ? undefined : window): unknown {
  return (win as GatsbyWindow | undefined)?.___chunkMapping;
}

/** Calls `before(to)` ahead of every in-site navigation through Gatsby's navigate; idempotent. */
export function wrapNavigate(win: Window, before: (to: string | number) => void): void {
  const gatsbyWin = win as GatsbyWindow;
  const navigate = gatsbyWin.___navigate;
  if (typeof navigate !== 'function' || navigate.__runtimeWrapped) return;
  const wrapped: Navigate = (to, options) => {
    before(to);
    return navigate(to, options);
  };
  wrapped.__runtimeWrapped = true;
  gatsbyWin.___navigate = wrapped;
}

// Prefetching linked pages is skipped offline, on 2G and with data saver on. Gatsby's loader already
// declines prefetch and enqueue on 2G and with data saver on (doesConnectionSupportPrefetch in
// cache-dir/loader.js, checked by the tests), so those are only guarded against being offline:
// there a prefetch can only fail, and it would let the service worker's offline stand-in be
// remembered for a page that exists. Its hover loading (`hovering`) checks neither, so it gets both.

export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };
export type NavigatorLike = { onLine?: boolean; connection?: ConnectionInfo };

/** Whether Gatsby may prefetch (`prefetch`/`enqueue`) or load on hover (`hover`) now. */
export function prefetchAllowed(nav: NavigatorLike | undefined, entry: 'prefetch' | 'hover' = 'prefetch'): boolean {
  if (!nav) return true;
  if (nav.onLine === false) return false;
  if (entry === 'prefetch') return true;
  const connection = nav.connection;
  return !((connection?.effectiveType ?? '').includes('2g') || connection?.saveData);
}

/** What Gatsby's own loader answers when it declines a prefetch (gatsby-link calls .abort() on it). */
const declined = () => ({ then: (resolve: (value: boolean) => void) => resolve(false), abort: () => undefined });

/** Wraps the loader's prefetch methods in place; idempotent. */
export function guardLoaderPrefetch(loader: GatsbyLoader | undefined, nav: () => NavigatorLike | undefined): void {
  if (!loader || loader.__prefetchGuarded) return;
  for (const method of ['enqueue', 'prefetch', 'hovering'] as const) {
    const original = loader[method];
    if (typeof original !== 'function') continue;
    const entry = method === 'hovering' ? 'hover' : 'prefetch';
    loader[method] = (path: string) => (prefetchAllowed(nav(), entry) ? original.call(loader, path) : declined());
  }
  loader.__prefetchGuarded = true;
}

const usable = (result: PageResult): boolean => Boolean(result && result.status !== 'error' && result.page);

function pathnameOf(rawPath: string): string {
  return rawPath.split(/[?#]/)[0] || '/';
}

/**
 * Offline, a page whose data or component chunk this browser does not have cannot be loaded, and
 * Gatsby would then either render nothing (first load) or fall back to a full page load (in-site
 * navigation), which ends in the browser's error page without a service worker. Instead, Gatsby's
 * loader (the object Gatsby's own router, navigation and first render all call) is given the offline
 * page of the path's language for that path, so the offline page renders at the asked address.
 * Online, failures are left to Gatsby (a full reload, then the chunk-reload guard).
 */
export function installOfflineFallback(loader: GatsbyLoader | undefined, win: Window, offlinePathOf: (pathname: string) => string): void {
  if (!loader?.loadPage || !loader.loadPageSync || loader.__offlineFallback) return;
  const loadPage = loader.loadPage;
  const loadPageSync = loader.loadPageSync;
  const standIns = new Map<string, PageResult>();
  loader.loadPage = async (rawPath) => {
    const result = await loadPage(rawPath);
    if (usable(result)) {
      standIns.delete(rawPath);
      return result;
    }
    const offlinePath = offlinePathOf(pathnameOf(rawPath));
    if (win.navigator.onLine !== false || pathnameOf(rawPath) === offlinePath) return result;
    const offline = await loadPage(offlinePath);
    if (!usable(offline)) return result;
    // Gatsby's router renders a page only where its path matches the address: give it the asked one.
    const standIn = { ...offline, page: { ...(offline as { page: object }).page, path: pathnameOf(rawPath), matchPath: undefined } };
    standIns.set(rawPath, standIn);
    return standIn;
  };
  loader.loadPageSync = (rawPath, options) => {
    const result = loadPageSync(rawPath, options);
    return usable(result) ? result : (standIns.get(rawPath) ?? result);
  };
  loader.__offlineFallback = true;
}

/** Loads a page into Gatsby's memory (data and component), ignoring failures; false without a loader. */
export function loadPageQuietly(win: Window, path: string): boolean {
  const loader = gatsbyLoader(win);
  if (!loader?.loadPage) return false;
  loader.loadPage(path)?.catch?.(() => undefined);
  return true;
}
