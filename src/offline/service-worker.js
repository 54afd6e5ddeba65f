/* global workbox */
// Appended to the service worker that gatsby-plugin-offline generates (gatsby-config: appendScript).
// Plain script, not bundled: it runs in the worker, after Workbox and the plugin's own routes.
//
// 1. On install, keeps the offline pages (/offline/, /en/offline/) with their page data, static
//    query results and component chunks in a cache of their own, so they are there from the start.
// 2. Lets the page activate a waiting new version (message SKIP_WAITING).
// 3. When a request fails (no network, server gone), Workbox's catch handler answers instead of a
//    network error:
//    - any same-origin request already held in some cache: that copy;
//    - a page's data (/page-data/<path>/page-data.json): the offline page's data in the path's
//      language, its path set to the asked one, so Gatsby renders the offline page at that address;
//    - a navigation: the app shell (which then loads the page, or the offline page, as above); the
//      static offline page if the app shell or the offline data is missing.
// The leading `void` matters: the plugin's part ends without a semicolon, and a line starting with
// "(" would call its last line; `void` cannot continue that line, so a statement ends before it (and
// Prettier keeps it, where it removes a leading semicolon).
void (function () {
  var CACHE = 'site-offline-pages';
  var OFFLINE = { fa: '/offline/', en: '/en/offline/' };
  var APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';
  var PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json$/;

  function pageDataUrl(path) {
    var inner = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
    return '/page-data/' + inner + '/page-data.json';
  }

  function languageOfPath(pathname) {
    return /^\/(page-data\/)?en(\/|$)/.test(pathname) ? 'en' : 'fa';
  }

  function fetchFresh(url) {
    return fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  }

  function fetchJson(url) {
    return fetchFresh(url)
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .catch(function () {
        return null;
      });
  }

  /** The files of a page component's chunk group: every chunk it needs (webpack stats), else its own file (chunk map). */
  function chunkFiles(name, stats, chunkMap) {
    var group = stats && stats.namedChunkGroups && stats.namedChunkGroups[name];
    if (group && Array.isArray(group.assets)) {
      return group.assets
        .map(function (asset) {
          return '/' + (typeof asset === 'string' ? asset : asset.name);
        })
        .filter(function (file) {
          return /\.(js|css)$/.test(file);
        });
    }
    return (chunkMap && chunkMap[name]) || [];
  }

  async function cacheOfflinePages() {
    var results = await Promise.all([fetchJson('/webpack.stats.json'), fetchJson('/chunk-map.json')]);
    var urls = new Set(['/page-data/app-data.json']);
    for (var language of Object.keys(OFFLINE)) {
      var path = OFFLINE[language];
      var dataUrl = pageDataUrl(path);
      var data = await fetchJson(dataUrl);
      if (!data) continue;
      urls.add(path);
      urls.add(dataUrl);
      (data.staticQueryHashes || []).forEach(function (hash) {
        urls.add('/page-data/sq/d/' + hash + '.json');
      });
      chunkFiles(data.componentChunkName, results[0], results[1]).forEach(function (file) {
        urls.add(file);
      });
    }
    await caches.delete(CACHE);
    var cache = await caches.open(CACHE);
    await Promise.all(
      Array.from(urls).map(function (url) {
        return fetchFresh(url)
          .then(function (res) {
            if (res.ok) return cache.put(url, res);
            return undefined;
          })
          .catch(function () {
            return undefined;
          });
      }),
    );
  }

  self.addEventListener('install', function (event) {
    // Never fail the install over this: the site works without it, only less well offline.
    event.waitUntil(
      cacheOfflinePages().catch(function (error) {
        console.warn('Could not cache the offline pages', error);
      }),
    );
  });

  function fromCaches(url) {
    return caches.match(url).then(function (hit) {
      return hit || null;
    });
  }

  function appShell() {
    var key = workbox.precaching.getCacheKeyForURL(APP_SHELL);
    return fromCaches(key || APP_SHELL);
  }

  async function navigationFallback(url) {
    var language = languageOfPath(url.pathname);
    var offlineData = await fromCaches(pageDataUrl(OFFLINE[language]));
    var shell = offlineData ? await appShell() : null;
    if (shell) return shell;
    return (await fromCaches(OFFLINE[language])) || Response.error();
  }

  /** The offline page's data, with `path` set to the asked page: Gatsby's router only renders a page at its own path. */
  async function offlinePageData(inner) {
    var path = inner === 'index' ? '/' : '/' + inner + '/';
    var cached = await fromCaches(pageDataUrl(OFFLINE[languageOfPath(path)]));
    if (!cached) return Response.error();
    var data = await cached.json();
    data.path = path;
    delete data.matchPath;
    return new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }

  // The page asks a waiting new version to take over (src/runtime/client-runtime.ts). The plugin's own
  // skipWaiting() runs during install; if the old worker was busy then, Chromium leaves the new one
  // waiting, and a reload in that state can hang. Calling it again once installed activates it.
  self.addEventListener('message', function (event) {
    if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  });

  workbox.routing.setCatchHandler(async function (options) {
    var request = options.event.request;
    var url = new URL(request.url);
    if (url.origin !== self.location.origin || request.method !== 'GET') return Response.error();
    if (request.mode === 'navigate') return navigationFallback(url);
    var cached = await fromCaches(request);
    if (cached) return cached;
    var match = PAGE_DATA.exec(url.pathname);
    if (match && !match[1].startsWith('sq/')) return offlinePageData(match[1]);
    return Response.error();
  });
})();
