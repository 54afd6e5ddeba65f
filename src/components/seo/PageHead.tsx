// The Head of every template: title and description from the page's namespace (meta.title,
// meta.description), company facts interpolated, wrapped in the site's title template.
import React from 'react';
import type { HeadProps } from 'gatsby';
import { Seo } from './Seo';
import { useCompany } from '../../hooks/use-company';
import { useTerms } from '../../hooks/use-terms';
import { buildFacts } from '../../lib/facts';
import { translatorFromNodes, type LocaleNodes } from '../../lib/locale-data';
import type { PageContext } from '../../../gatsby/pages';

export type PageHeadData = { locales?: LocaleNodes };

type PageHeadProps = HeadProps<PageHeadData, PageContext> & { bareTitle?: boolean; noIndex?: boolean; children?: React.ReactNode };

export function PageHead({ data, pageContext, bareTitle = false, noIndex = false, children }: PageHeadProps) {
  const { language, pageNamespace, routePath } = pageContext;
  const company = useCompany();
  const terms = useTerms();
  const t = translatorFromNodes(data?.locales);
  const facts = buildFacts(company, terms, language, { billionRials: t('common:units.billionRials'), percent: t('common:units.percent') });
  const page = t(`${pageNamespace}:meta.title`, facts);
  const title = bareTitle ? page : t('common:site.titleTemplate', { ...facts, page });
  return (
    <Seo
      language={language}
      routePath={routePath}
      title={title}
      description={t(`${pageNamespace}:meta.description`, facts)}
      siteName={company.shortName[language]}
      noIndex={noIndex}
    >
      {children}
    </Seo>
  );
}
