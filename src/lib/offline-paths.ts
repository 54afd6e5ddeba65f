// The offline page's address in each language: what the runtime loads when a page cannot (src/runtime)
// and what the offline page itself compares its address with (src/offline).
import { languageOfPath, type Language } from './i18n-config';

export const OFFLINE_PAGE_PATH: Record<Language, string> = { fa: '/offline/', en: '/en/offline/' };

/** The offline page of a path's language. */
export function offlinePathOf(pathname: string): string {
  return OFFLINE_PAGE_PATH[languageOfPath(pathname)];
}
