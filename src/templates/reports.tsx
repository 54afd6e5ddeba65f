// /reports/: the archive of quarterly factsheets (one per quarter end of data/performance.json).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { FactsheetArchive } from '../components/reports/FactsheetArchive';
import { quarterLabel, quarterWords } from '../lib/quarter-label';
import { PageHead } from '../components/seo/PageHead';
import { FeedLink } from '../components/seo/PublicationHead';
import { errataFor, publishedOn, recordQuarters, type Erratum, type MonthField } from '../lib/factsheets';
import { feedPath } from '../lib/feed-paths';
import { translatorFromNodes } from '../lib/locale-data';
import { usePerformance } from '../hooks/use-performance';
import { useRoutePaths } from '../hooks/use-route-paths';

type Data = Queries.ReportsPageQuery;

export default function ReportsTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const { t } = useTranslation(['reports', 'common']);
  const { months } = usePerformance();
  const paths = useRoutePaths();
  const words = quarterWords(t);
  const errata: Erratum[] = data.allErrataJson.nodes.map((e) => ({ ...e, field: e.field as MonthField, reason: { fa: e.reason.fa, en: e.reason.en } }));
  const entries = recordQuarters(months).map((q) => {
    const published = data.publishedMonthsJson ? publishedOn(data.publishedMonthsJson, q.key) : null;
    return {
      key: q.key,
      year: q.year,
      label: quarterLabel(q, language, words),
      path: `${paths.reports}${q.key}/`,
      published,
      corrected: errataFor(errata, q, published).length > 0,
    };
  });
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        <FactsheetArchive
          entries={entries}
          language={language}
          months={words.months}
          feed={{ href: feedPath(language), label: t('common:publications.feed') }}
          text={{
            heading: t('reports:archive.heading'),
            year: (year) => t('reports:archive.year', { year }),
            latest: (quarter) => t('reports:archive.latest', { quarter }),
            corrected: t('reports:archive.corrected'),
            published: (date) => t('reports:factsheet.published', { date }),
            empty: t('reports:archive.empty'),
          }}
        />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Data, PageContext>) {
  const t = translatorFromNodes(props.data?.locales);
  return (
    <PageHead {...props}>
      <FeedLink language={props.pageContext.language} title={t('common:publications.feed')} />
    </PageHead>
  );
}

export const query = graphql`
  query ReportsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    ...PublicationRecord
  }
`;
