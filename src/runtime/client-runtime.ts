// Browser-side wiring of the runtime (gatsby-browser calls these): the loading bar around Gatsby's
// navigations, the chunk-failure reload, prefetching only where it makes sense, the offline page for
// pages that cannot load offline, the service worker's update, and filling its caches once it takes over.
import { reloadForChunkError } from './chunk-reload';
import { gatsbyLoader, guardLoaderPrefetch, installOfflineFallback, loadPageQuietly, wrapNavigate, type NavigatorLike } from './gatsby-internals';
import { routeLoadingBar } from './loading-bar';
import { guardServiceWorker } from './service-worker-guard';
import { offlinePathOf } from '../lib/offline-paths';
import { announceUpdateReady } from './runtime-events';

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
export function installClientRuntime(win: Window = window): void {
  // First: Gatsby's own code reads navigator.serviceWorker on the first route update.
  guardServiceWorker(win);
  guardLoaderPrefetch(gatsbyLoader(win), () => win.navigator as unknown as NavigatorLike);

  // A chunk that fails while Gatsby resolves the first route surfaces as an unhandled rejection.
  win.addEventListener('unhandledrejection', (event) => {
    reloadForChunkError(event.reason);
  });

  installOfflineFallback(gatsbyLoader(win), win, offlinePathOf);

  wrapNavigate(win, (to) => {
    if (typeof to !== 'string' || !isCurrentLocation(win, to)) routeLoadingBar.start();
  });
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

/** True at the service worker's next controller change; after `timeoutMs` without one, what `timedOut` says. */
function nextControllerChange(win: Window, sw: ServiceWorkerContainer, timeoutMs: number, timedOut: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(timedOut()), timeoutMs);
    sw.addEventListener(
      'controllerchange',
      () => {
        win.clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/** Asks a new service worker that is installed but still waiting to take over now (its message handler: src/offline/service-worker.js). */
export async function activateWaitingWorker(win: Window = window, timeoutMs = 3000): Promise<boolean> {
  const sw = win.navigator.serviceWorker;
  const registration = await sw?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!sw || !waiting) return false;
  const changed = nextControllerChange(win, sw, timeoutMs, () => false);
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
export function preloadOfflinePage(win: Window = window): void {
  if (hasWorkerControl(win) || !gatsbyLoader(win)?.loadPage) return;
  const load = () => {
    loadPageQuietly(win, offlinePathOf(win.location.pathname));
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
  return nextControllerChange(win, sw, timeoutMs, () => Boolean(sw.controller));
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
