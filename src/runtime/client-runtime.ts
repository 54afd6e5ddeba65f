// Browser-side wiring of the runtime (gatsby-browser calls these): the loading bar around Gatsby's
// navigations, the chunk-failure reload, prefetching only where it makes sense, the offline page for
// pages that cannot load offline, the service worker's update, and filling its caches once it takes over.
import { reloadForChunkError } from './chunk-reload';
import { languageOfPath } from '../lib/i18n-config';
import { routeLoadingBar } from './loading-bar';
import { OFFLINE_PAGE_PATH } from './offline-pages';
import { guardLoaderPrefetch, type NavigatorLike } from './prefetch-guard';
import { announceUpdateReady } from './runtime-events';

type PageResult = { status?: string; page?: object } | null | undefined;
type GatsbyLoader = {
  enqueue?: (path: string) => unknown;
  prefetch?: (path: string) => unknown;
  hovering?: (path: string) => unknown;
  loadPage?: (path: string) => Promise<PageResult>;
  loadPageSync?: (path: string, options?: Record<string, unknown>) => PageResult;
  __offlineFallback?: boolean;
};
type Navigate = ((to: string | number, options?: Record<string, unknown>) => unknown) & { __runtimeWrapped?: boolean };
type GatsbyWindow = Window & { ___loader?: GatsbyLoader; ___navigate?: Navigate };

function hasWorkerControl(win: Window): boolean {
  return Boolean(win.navigator.serviceWorker?.controller);
}

function isCurrentLocation(win: Window, to: string): boolean {
  try {
    const target = new URL(to, win.location.href);
    return target.pathname === win.location.pathname && target.search === win.location.search && target.hash === win.location.hash;
  } catch {
    return false;
  }
}

/** Once, from onClientEntry (Gatsby's loader and navigate exist by then). */
export function installClientRuntime(win: GatsbyWindow = window as GatsbyWindow): void {
  guardLoaderPrefetch(win.___loader, () => win.navigator as unknown as NavigatorLike);

  // A chunk that fails while Gatsby resolves the first route surfaces as an unhandled rejection.
  win.addEventListener('unhandledrejection', (event) => {
    reloadForChunkError(event.reason);
  });

  installOfflineFallback(win.___loader, win);

  const navigate = win.___navigate;
  if (typeof navigate === 'function' && !navigate.__runtimeWrapped) {
    const wrapped: Navigate = (to, options) => {
      if (typeof to !== 'string' || !isCurrentLocation(win, to)) routeLoadingBar.start();
      return navigate(to, options);
    };
    wrapped.__runtimeWrapped = true;
    win.___navigate = wrapped;
  }
  win.addEventListener('popstate', () => routeLoadingBar.start());

  watchForUpdates(win);
}

/**
 * A new service worker may install before Gatsby's own `updatefound` listener is attached (the
 * browser checks for one as soon as the page is requested), and then onServiceWorkerUpdateReady never
 * fires. A change of controller on a page that already had one means the same thing: announce it too
 * (the toast is offered once either way). And check for a new version when the tab comes back.
 */
function watchForUpdates(win: Window): void {
  const sw = win.navigator.serviceWorker;
  if (!sw) return;
  const hadController = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (hadController) announceUpdateReady();
  });
  // A new version installed during an earlier visit (or before Gatsby listened) may still be waiting.
  const offerWaiting = () =>
    sw
      .getRegistration()
      .then((registration) => {
        if (registration?.waiting && sw.controller) serviceWorkerUpdateReady(win);
      })
      .catch(() => undefined);
  void offerWaiting();
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'visible') return;
    sw.getRegistration()
      .then((registration) => registration?.update())
      .then(offerWaiting)
      .catch(() => undefined);
  });
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
export function installOfflineFallback(loader: GatsbyLoader | undefined, win: Window): void {
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
    const offlinePath = OFFLINE_PAGE_PATH[languageOfPath(pathnameOf(rawPath))];
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

/** Asks a new service worker that is installed but still waiting to take over now (see sw-offline-fallback.js). */
export async function activateWaitingWorker(win: Window = window, timeoutMs = 3000): Promise<boolean> {
  const sw = win.navigator.serviceWorker;
  const registration = await sw?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!sw || !waiting) return false;
  const changed = new Promise<boolean>((resolve) => {
    const timer = win.setTimeout(() => resolve(false), timeoutMs);
    sw.addEventListener('controllerchange', () => {
      win.clearTimeout(timer);
      resolve(true);
    }, { once: true });
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return changed;
}

/** The update toast's action: let the new version take over, then load the page from it. */
export async function reloadToNewVersion(win: Window = window): Promise<void> {
  await activateWaitingWorker(win).catch(() => false);
  win.location.reload();
}

/** From onServiceWorkerUpdateReady: tell the visitor, and let the new version take over. */
export function serviceWorkerUpdateReady(win: Window = window): void {
  announceUpdateReady();
  void activateWaitingWorker(win).catch(() => false);
}

/** From onRouteUpdate. */
export function routeChangeDone(): void {
  routeLoadingBar.finish();
}

/**
 * Without a controlling service worker, keeps the offline page of the current language in Gatsby's
 * memory (a few KB), so the offline fallback above can show it when the network is gone.
 */
export function preloadOfflinePage(win: GatsbyWindow = window as GatsbyWindow): void {
  if (hasWorkerControl(win) || !win.___loader?.loadPage) return;
  const load = () => {
    win.___loader?.loadPage?.(OFFLINE_PAGE_PATH[languageOfPath(win.location.pathname)])?.catch?.(() => undefined);
  };
  const idle = (win as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(load, { timeout: 5000 });
  else win.setTimeout(load, 2000);
}

const WARMABLE = /\.(?:js|css|json|woff2?|svg|png|webmanifest)$/;
const NOT_WARMED = /^\/(?:sw\.js|workbox-|idb-keyval-|api\/)/;

/** Same-origin files the page has loaded, worth fetching again through the service worker. */
export function resourcesToWarm(entries: readonly { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !WARMABLE.test(url.pathname) || NOT_WARMED.test(url.pathname)) continue;
    urls.add(url.pathname + url.search);
  }
  return [...urls];
}

function waitForController(win: Window, timeoutMs: number): Promise<boolean> {
  const sw = win.navigator.serviceWorker;
  if (!sw) return Promise.resolve(false);
  if (sw.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(Boolean(sw.controller)), timeoutMs);
    sw.addEventListener('controllerchange', () => {
      win.clearTimeout(timer);
      resolve(true);
    }, { once: true });
  });
}

/**
 * From onServiceWorkerActive (first install): the files this page loaded before the worker took
 * control are fetched again through it, so its runtime caches hold them and the page opens offline.
 */
export async function warmServiceWorkerCache(win: Window = window): Promise<void> {
  if (!(await waitForController(win, 5000))) return;
  const urls = resourcesToWarm(win.performance.getEntriesByType('resource'), win.location.origin);
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(urls.slice(i, i + 6).map((url) => win.fetch(url, { credentials: 'same-origin' }).catch(() => undefined)));
  }
}
