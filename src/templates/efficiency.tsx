// /efficiency: portfolio return against the index (data/returns.json) as a server-rendered SVG chart
// with its data table, and commentary.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../../gatsby/pages';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ReturnsChart } from '../components/efficiency/ReturnsChart';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';
import { useReturns } from '../hooks/use-returns';

export default function EfficiencyTemplate({ pageContext }: PageProps<Queries.EfficiencyPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const copy = usePageCopy(pageNamespace, language);
  const periods = useReturns(language);
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        <ReturnsChart
          periods={periods}
          language={language}
          title={copy.text('chart.title')}
          labels={{
            portfolio: copy.text('chart.portfolio'),
            index: copy.text('chart.index'),
            tableCaption: copy.text('chart.tableCaption'),
            period: copy.text('chart.period'),
            grossReturn: copy.text('chart.grossReturn'),
            indexYield: copy.text('chart.indexYield'),
          }}
        />
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
