// /company-history-old: intro copy plus the timeline from data/history.json.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { Timeline } from '../components/history/Timeline';
import { PageHead } from '../components/seo/PageHead';

export default function HistoryTemplate({ data, pageContext }: PageProps<Queries.HistoryPageQuery, PageContext>) {
  const { t } = useTranslation('common');
  const months = t('calendar.months', { returnObjects: true }) as string[];
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <Timeline entries={data.allHistoryJson.nodes} language={pageContext.language} months={months} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.HistoryPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query HistoryPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allHistoryJson(sort: { date: ASC }) {
      nodes {
        date
        title {
          fa
          en
        }
        body {
          fa
          en
        }
      }
    }
  }
`;
