// The Head of a page made from data (a factsheet, a disclosure filter): PageHead's title pattern and
// tags with the page's own title and description, the link-preview image of the route it belongs to
// (the archive's, the disclosures page's), and the link to its language's Atom feed.
import React from 'react';
import { Seo } from './Seo';
import { useCompany } from '../../hooks/use-company';
import { feedPath } from '../../lib/feed-paths';
import type { Language } from '../../lib/i18n-config';
import { ogImagePath } from '../../lib/page-meta';

type PublicationHeadProps = {
  language: Language;
  routePath: string;
  /** The page's own name, put in the site's title pattern by the caller (common:site.titleTemplate). */
  title: string;
  page: string;
  description: string;
  /** The route whose link-preview image the page shares. */
  imageRoute: string;
  feedTitle: string;
};

export function PublicationHead({ language, routePath, title, page, description, imageRoute, feedTitle }: PublicationHeadProps) {
  const company = useCompany();
  return (
    <Seo
      language={language}
      routePath={routePath}
      title={title}
      description={description}
      image={{ path: ogImagePath(imageRoute, language), alt: page }}
      siteName={company.shortName[language]}
    >
      <FeedLink language={language} title={feedTitle} />
    </Seo>
  );
}

/** The one `<link rel="alternate">` to the language's feed, on the pages the feed concerns. */
export function FeedLink({ language, title }: { language: Language; title: string }) {
  return <link rel="alternate" type="application/atom+xml" href={feedPath(language)} title={title} />;
}
