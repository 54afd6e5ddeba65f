// Where each language's Atom feed of factsheets and disclosures lives (gatsby/feeds.ts writes it; the
// pages it concerns link it from their head).
import { localizePath, type Language } from './i18n-config';

/** The feed's file under public/: /feed.atom (Persian), /en/feed.atom (English). */
export function feedPath(language: Language): string {
  return localizePath('/feed.atom', language);
}

/** How many entries a feed holds: the newest factsheets and disclosures together. */
export const FEED_ENTRIES = 40;
