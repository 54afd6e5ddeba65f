// /efficiency: the composite's performance record (data/performance.json) with its charts, tables and
// disclosures, and the commentary from the page's copy.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { PerformanceRecord } from '../components/efficiency/PerformanceRecord';
import { PageHead } from '../components/seo/PageHead';
import { useFacts } from '../hooks/use-facts';
import { usePerformance } from '../hooks/use-performance';
import { useTerms } from '../hooks/use-terms';
import { useEconomy } from '../hooks/use-economy';
import { useLatestFactsheet } from '../hooks/use-latest-factsheet';
import { useTranslation } from 'react-i18next';

export default function EfficiencyTemplate({ pageContext }: PageProps<Queries.EfficiencyPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const data = usePerformance();
  const facts = useFacts(language);
  const terms = useTerms();
  const economy = useEconomy();
  const factsheet = useLatestFactsheet(language);
  const { t } = useTranslation('common');
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        {factsheet ? (
          <p data-no-print>
            <Link to={factsheet.to}>{t('publications.latestFactsheet', { quarter: factsheet.label })}</Link>
          </p>
        ) : null}
        <PerformanceRecord data={data} language={language} facts={facts} schedule={terms} economy={economy} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.EfficiencyPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query EfficiencyPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
