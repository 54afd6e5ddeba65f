// The offline page's behaviour: reads which pages are available offline, retries by reloading, and
// reloads by itself when the connection returns. It is shown in place of a page that could not be
// loaded (the service worker's stand-in data, or the loader fallback of src/runtime/client-runtime.ts),
// and Gatsby's loader may remember it for that path: once online, a reload replaces the stand-in with
// the real page (tried again, spaced out and a bounded number of times: ./stand-in-reload.ts).
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../runtime/chunk-reload';
import { unlocalizePath, type Language } from '../lib/i18n-config';
import { OFFLINE_PAGE_PATH } from '../lib/offline-paths';
import { availableOfflinePaths } from './offline-pages';
import { useOnline } from '../hooks/use-online';
import { useRoutePaths } from '../hooks/use-route-paths';
import { SUPERSEDED_BY } from '../lib/page-meta';
import { OfflinePage, type AvailablePage } from './OfflinePage';
import { claimStandInReload, forgetStandInReloads, nextStandInReloadDelay } from './stand-in-reload';

const retry = () => window.location.reload();

/**
 * The cached pages worth offering, named as the menus name them: a superseded page (its content lives
 * on in another, src/lib/page-meta.ts) is not offered, and neither is an address that is no page.
 */
export function offerablePages(paths: readonly string[], routePaths: Record<string, string>, label: (routeId: string) => string): AvailablePage[] {
  const offered = Object.entries(routePaths).filter(([id]) => !(id in SUPERSEDED_BY));
  return paths.flatMap((path) => offered.filter(([, p]) => p === unlocalizePath(path)).map(([id]) => ({ path, label: label(id) })));
}

export function OfflineView({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const browserOnline = useOnline();
  // What the page says: it is shown because a page could not be loaded, so it renders (and hydrates)
  // as offline, and says the connection is back only once the browser says so.
  const online = useOnline(false);
  const routePaths = useRoutePaths();
  const [paths, setPaths] = useState<string[] | null>(null);
  const wasOnline = useRef<boolean | null>(null);

  useEffect(() => {
    let live = true;
    availableOfflinePaths(language)
      .catch(() => [])
      .then((found) => {
        if (live) setPaths(found);
      });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const standIn = window.location.pathname !== OFFLINE_PAGE_PATH[language];
    const previous = wasOnline.current;
    wasOnline.current = browserOnline;
    if (!standIn || !browserOnline) return;
    // Mounted while online (a remembered stand-in, or the last reload did not get through yet), or the
    // connection just came back (then the attempts count from zero).
    const storage = sessionStore();
    if (previous === false) forgetStandInReloads(storage);
    const delay = nextStandInReloadDelay(storage, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      if (navigator.onLine !== false && claimStandInReload(storage, Date.now())) retry();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [browserOnline, language]);

  const available: AvailablePage[] | null = paths ? offerablePages(paths, routePaths, (id) => t(`menu.routes.${id}`) as string) : null;

  return <OfflinePage language={language} online={online} available={available} onRetry={retry} />;
}
