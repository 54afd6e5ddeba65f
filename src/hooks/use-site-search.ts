// The site search of one language, loaded on first use: its index file (public/search-index/<lng>.json,
// kept by the service worker for offline use) turned into a search function. Loaded once per page
// session; a failed load is tried again when the browser comes back online.
import { useEffect, useState } from 'react';
import type { Language } from '../lib/i18n-config';
import { createSiteSearch, isSearchIndex, searchIndexUrl, type SiteSearch } from '../lib/search-engine';
import { useOnline } from './use-online';

export type SiteSearchState = { status: 'loading' } | { status: 'ready'; engine: SiteSearch } | { status: 'failed'; offline: boolean };

const engines = new Map<Language, Promise<SiteSearch>>();

function loadEngine(language: Language): Promise<SiteSearch> {
  let engine = engines.get(language);
  if (!engine) {
    engine = fetch(searchIndexUrl(language), { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`${searchIndexUrl(language)}: HTTP ${res.status}`);
        return res.json() as Promise<unknown>;
      })
      .then((json) => {
        if (!isSearchIndex(json, language)) throw new Error(`${searchIndexUrl(language)}: not a search index of this version`);
        return createSiteSearch(json);
      });
    engine.catch(() => engines.delete(language));
    engines.set(language, engine);
  }
  return engine;
}

/** `wanted`: load now (the dialog, opened to search) or not yet (the search page, until its field is used). */
export function useSiteSearch(language: Language, wanted = true): SiteSearchState {
  const online = useOnline();
  const [state, setState] = useState<SiteSearchState>({ status: 'loading' });
  // Tried once wanted, online or not (offline, the service worker may hold the index), and again whenever
  // the connection comes or goes; a loaded index is kept, so that costs nothing.
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadEngine(language).then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed', offline: !navigator.onLine }),
    );
    return () => {
      live = false;
    };
  }, [language, online, wanted]);
  return state;
}
