// The code that touches Gatsby's private loader: the prefetch guard and the offline fallback, and
// tripwires that fail when the installed Gatsby no longer has what they rely on.
import fs from 'fs';
import path from 'path';
import { GATSBY_LOADER_METHODS, guardLoaderPrefetch, installOfflineFallback, prefetchAllowed } from '../../src/runtime/gatsby-internals';
import { offlinePathOf } from '../../src/lib/offline-paths';

const gatsbyCacheDir = path.dirname(require.resolve('gatsby/cache-dir/loader.js'));
const loaderSource = fs.readFileSync(path.join(gatsbyCacheDir, 'loader.js'), 'utf8');

describe('the installed Gatsby still has what the runtime relies on', () => {
  it.each(GATSBY_LOADER_METHODS.map((m) => [m]))('its public loader has %s', (method) => {
    const publicLoader = /export const publicLoader = \{([\s\S]*?)\n\}/.exec(loaderSource)?.[1] ?? '';
    expect(publicLoader).toMatch(new RegExp(`^\\s*${method}:`, 'm'));
  });

  it('its loader declines prefetches on 2G and with data saver by itself', () => {
    const shouldPrefetch = /\n {2}shouldPrefetch\(pagePath\) \{([\s\S]*?)\n {2}\}/.exec(loaderSource)?.[1] ?? '';
    expect(shouldPrefetch).toContain('doesConnectionSupportPrefetch()');
    expect(loaderSource).toMatch(/effectiveType[\s\S]{0,40}includes\(`2g`\)/);
    expect(loaderSource).toContain('navigator.connection.saveData');
  });

  it('its start-up sets window.___loader, and its navigation window.___navigate', () => {
    expect(fs.readFileSync(path.join(gatsbyCacheDir, 'production-app.js'), 'utf8')).toMatch(/window\.___loader = publicLoader/);
    expect(fs.readFileSync(path.join(gatsbyCacheDir, 'navigation.js'), 'utf8')).toMatch(/window\.___navigate = \(to, options\) =>/);
  });
});

describe('prefetching', () => {
  // Gatsby's loader itself declines prefetch/enqueue on 2G and with data saver (see the tripwire
  // below); its hover loading checks neither.
  it.each([
    ['online on 4g', { onLine: true, connection: { effectiveType: '4g' } }, true, true],
    ['no connection information', { onLine: true }, true, true],
    ['offline', { onLine: false }, false, false],
    ['on 2g', { onLine: true, connection: { effectiveType: '2g' } }, true, false],
    ['on slow-2g', { onLine: true, connection: { effectiveType: 'slow-2g' } }, true, false],
    ['with data saver on', { onLine: true, connection: { effectiveType: '4g', saveData: true } }, true, false],
  ])('%s → prefetch %p, hover %p', (_name, nav, prefetch, hover) => {
    expect(prefetchAllowed(nav, 'prefetch')).toBe(prefetch);
    expect(prefetchAllowed(nav, 'hover')).toBe(hover);
  });

  it('wraps the loader so prefetches are declined while offline', () => {
    const enqueue = jest.fn((path: string): unknown => `queued ${path}`);
    const hovering = jest.fn((path: string): unknown => path);
    const loader = { enqueue, hovering };
    let onLine = true;
    guardLoaderPrefetch(loader, () => ({ onLine }));
    guardLoaderPrefetch(loader, () => ({ onLine })); // idempotent
    expect(loader.enqueue('/a/')).toBe('queued /a/');
    onLine = false;
    const declined = loader.enqueue('/b/') as unknown as { abort: () => void };
    expect(typeof declined.abort).toBe('function');
    loader.hovering('/b/');
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(hovering).not.toHaveBeenCalled();
  });
});

describe('the loader falls back to the offline page when offline', () => {
  type Result = { status?: string; page?: { path: string } } | undefined;
  function fakeLoader(pages: Record<string, Result>) {
    return {
      loadPage: jest.fn(async (path: string): Promise<Result> => pages[path] ?? { status: 'error' }),
      loadPageSync: jest.fn((path: string): Result => pages[path]),
    };
  }
  const offlinePage = { status: 'success', page: { path: '/en/offline/' } };
  const setOnline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  afterEach(() => setOnline(true));

  it('gives the offline page of the path’s language for a page that cannot load offline, also to the router', async () => {
    const loader = fakeLoader({ '/en/offline/': offlinePage });
    installOfflineFallback(loader, window, offlinePathOf);
    setOnline(false);
    const standIn = await loader.loadPage('/en/approach/');
    // The offline page, at the asked path (Gatsby's router renders a page only at its own path).
    expect(standIn).toEqual({ status: 'success', page: { path: '/en/approach/', matchPath: undefined } });
    expect(loader.loadPageSync('/en/approach/')).toBe(standIn);
  });

  it('leaves failures alone when online (Gatsby reloads, then the chunk guard applies)', async () => {
    const loader = fakeLoader({ '/en/offline/': offlinePage });
    installOfflineFallback(loader, window, offlinePathOf);
    await expect(loader.loadPage('/en/approach/')).resolves.toEqual({ status: 'error' });
  });

  it('passes pages that load straight through', async () => {
    const real = { status: 'success', page: { path: '/about-us/' } };
    const loader = fakeLoader({ '/about-us/': real, '/offline/': offlinePage });
    installOfflineFallback(loader, window, offlinePathOf);
    setOnline(false);
    await expect(loader.loadPage('/about-us/')).resolves.toBe(real);
  });
});
