// The Head of every template: title and description from the page's namespace (meta.title,
// meta.description), company facts interpolated, in the site's one title pattern (page-meta.ts), and
// the page's link-preview image.
import React from 'react';
import type { HeadProps } from 'gatsby';
import { Seo } from './Seo';
import { useCompany } from '../../hooks/use-company';
import { useTerms } from '../../hooks/use-terms';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { buildFacts } from '../../lib/facts';
import { translatorFromNodes, type LocaleNodes } from '../../lib/locale-data';
import { SUPERSEDED_BY, ogImagePath, pageMeta } from './page-meta';
import type { PageContext } from '../../../gatsby/pages';

export type PageHeadData = { locales?: LocaleNodes };

type PageHeadProps = HeadProps<PageHeadData, PageContext> & { noIndex?: boolean; children?: React.ReactNode };

export function PageHead({ data, pageContext, noIndex = false, children }: PageHeadProps) {
  const { language, pageNamespace, routePath, routeId } = pageContext;
  const company = useCompany();
  const terms = useTerms();
  const paths = useRoutePaths();
  const successor = SUPERSEDED_BY[routeId];
  const canonicalPath = successor ? paths[successor] : undefined;
  const t = translatorFromNodes(data?.locales);
  const facts = buildFacts(company, terms, language, { billionRials: t('common:units.billionRials'), percent: t('common:units.percent') });
  const { title, page, description } = pageMeta(t, pageNamespace, facts);
  return (
    <Seo
      language={language}
      routePath={routePath}
      canonicalPath={canonicalPath}
      title={title}
      description={description}
      image={{ path: ogImagePath(routeId, language), alt: page }}
      siteName={company.shortName[language]}
      noIndex={noIndex}
    >
      {children}
    </Seo>
  );
}
