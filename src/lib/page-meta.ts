// One title pattern for every page, and where each page's link-preview image lives. Used by the
// pages' Head (PageHead.tsx) and by the build step that draws the images (gatsby/og-images.ts), so the
// title in the tab, in the preview and on the image is the same text.
import type { Language } from './i18n-config';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export type PageMeta = { page: string; title: string; description: string };

/** "{page} | {brand}" from locales/<lng>/common.json site.titleTemplate; page and description from the page's namespace. */
export function pageMeta(t: Translate, namespace: string, facts: Record<string, string>): PageMeta {
  const page = t(`${namespace}:meta.title`, facts);
  return { page, title: t('common:site.titleTemplate', { ...facts, page }), description: t(`${namespace}:meta.description`, facts) };
}

/**
 * Routes kept for old links whose content lives on in another page: they stay reachable at their
 * addresses, but their canonical URL (and hreflang alternates) name the successor, and they are left
 * out of sitemap.xml (gatsby/sitemap.ts), the search index (gatsby/search-index.ts) and the site map
 * on /search (src/components/search/SiteMap.tsx).
 */
export const SUPERSEDED_BY: Readonly<Record<string, string>> = {
  'about-us-old': 'about-us',
  'company-history-old': 'about-us',
  'services-available2': 'services-available',
};

/** The Open Graph image of a page: 1200×630 PNG, one per route and language. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export function ogImagePath(routeId: string, language: Language): string {
  return `/og/${language}/${routeId}.png`;
}
