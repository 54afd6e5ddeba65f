// Pure helpers of the runtime: minimum spinner time, offline page list, cache warm-up list.
import { renderHook, act } from '@testing-library/react';
import { remainingDisplay } from '../../src/lib/min-display';
import { useMinimumDisplay } from '../../src/hooks/use-min-display';
import { availableOfflinePaths, offlinePagePaths, pagePathOfPageDataUrl, pageDataUrlOf, cachedUrls } from '../../src/offline/offline-pages';
import { resourcesToWarm } from '../../src/runtime/client-runtime';

describe('minimum spinner time (200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('computes the time left on screen', () => {
    expect(remainingDisplay(1000, 1050)).toBe(150);
    expect(remainingDisplay(1000, 1300)).toBe(0);
  });

  it('keeps a spinner on for 200 ms even if loading ends at once', () => {
    const { result, rerender } = renderHook(({ busy }) => useMinimumDisplay(busy), { initialProps: { busy: true } });
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('never shows a spinner that was never needed', () => {
    const { result } = renderHook(() => useMinimumDisplay(false));
    expect(result.current).toBe(false);
  });
});

describe('pages available offline', () => {
  it.each([
    ['http://x/page-data/index/page-data.json', '/'],
    ['http://x/page-data/en/page-data.json', '/en/'],
    ['http://x/page-data/en/about-us/page-data.json', '/en/about-us/'],
    ['/page-data/about-us/page-data.json', '/about-us/'],
    ['http://x/page-data/sq/d/123.json', null],
    ['http://x/page-data/app-data.json', null],
    ['http://x/app-123.js', null],
  ])('%s → %p', (url, path) => {
    expect(pagePathOfPageDataUrl(url)).toBe(path);
  });

  const cached = [
    'http://x/page-data/index/page-data.json',
    'http://x/page-data/about-us/page-data.json',
    'http://x/page-data/en/page-data.json',
    'http://x/page-data/en/dedicated/page-data.json',
    'http://x/page-data/offline/page-data.json',
    'http://x/page-data/en/offline/page-data.json',
    'http://x/page-data/404/page-data.json',
    'http://x/page-data/offline-plugin-app-shell-fallback/page-data.json',
    'http://x/page-data/about-us/page-data.json',
  ];

  it('lists the pages of the language, without the offline, 404 and app-shell pages', () => {
    expect(offlinePagePaths(cached, 'fa')).toEqual(['/', '/about-us/']);
    expect(offlinePagePaths(cached, 'en')).toEqual(['/en/', '/en/dedicated/']);
  });

  it('reads every cache', async () => {
    const storage = {
      keys: async () => ['a', 'b'],
      open: async (name: string) => ({ keys: async () => [{ url: `http://x/${name}.json` }] }),
    };
    await expect(cachedUrls(storage)).resolves.toEqual(['http://x/a.json', 'http://x/b.json']);
    await expect(cachedUrls(undefined)).resolves.toEqual([]);
  });
});

describe('pages ready offline (data and component chunk cached)', () => {
  const files: Record<string, unknown> = {
    '/page-data/index/page-data.json': { componentChunkName: 'component---home' },
    '/page-data/about-us/page-data.json': { componentChunkName: 'component---content' },
    '/page-data/dedicated/page-data.json': { componentChunkName: 'component---content' },
    '/page-data/company-history-old/page-data.json': { componentChunkName: 'component---history' },
    '/component---home-1.js': '',
    '/component---content-2.js': '',
  };
  const storage = {
    keys: async () => ['runtime'],
    open: async () => ({ keys: async () => Object.keys(files).map((p) => ({ url: `http://site${p}` })) }),
    match: async (url: string) => (url in files ? { json: async () => files[url] } : undefined),
  };
  const mapping = {
    'component---home': ['/component---home-1.js'],
    'component---content': ['/component---content-2.js'],
    'component---history': ['/component---history-3.js'],
  };

  it('leaves out a page whose chunk is missing (data prefetched, page never opened)', async () => {
    await expect(availableOfflinePaths('fa', storage, mapping)).resolves.toEqual(['/', '/about-us/', '/dedicated/']);
  });

  it('maps paths to page-data URLs', () => {
    expect(pageDataUrlOf('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrlOf('/en/about-us/')).toBe('/page-data/en/about-us/page-data.json');
  });
});

describe('service worker warm-up', () => {
  it('refetches the same-origin files of the page, not the worker or other sites', () => {
    const entries = [
      'http://site/app-1.js',
      'http://site/commons-2.js',
      'http://site/page-data/about-us/page-data.json',
      'http://site/page-data/sq/d/1.json',
      'http://site/static/vazirmatn-arabic.woff2',
      'http://site/sw.js',
      'http://site/workbox-v4.3.1/workbox-sw.js',
      'http://site/api/Contact/ContactWithUs',
      'https://trustseal.enamad.ir/logo.png',
      'http://site/app-1.js',
      'not a url',
    ].map((name) => ({ name }));
    expect(resourcesToWarm(entries, 'http://site')).toEqual([
      '/app-1.js',
      '/commons-2.js',
      '/page-data/about-us/page-data.json',
      '/page-data/sq/d/1.json',
      '/static/vazirmatn-arabic.woff2',
    ]);
  });
});
