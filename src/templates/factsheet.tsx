// A quarterly factsheet, /reports/<year>-q<n>/ (one per quarter end of data/performance.json, planned by
// gatsby/publication-routes.ts; the page context's variant is the quarter's key).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { Factsheet, type QuarterLink } from '../components/reports/Factsheet';
import { quarterLabel, quarterWords, quarterWordsFromNodes } from '../lib/quarter-label';
import { PublicationHead } from '../components/seo/PublicationHead';
import { errataFor, factsheetFigures, nominalYears, parseQuarterKey, publishedOn, recordQuarters, type Erratum, type MonthField } from '../lib/factsheets';
import { realSinceInception, realYearRows } from '../lib/real-returns';
import { riskIndicator } from '../lib/risk-indicator';
import { monthLabel } from '../lib/performance-labels';
import { translatorFromNodes } from '../lib/locale-data';
import { useEconomy } from '../hooks/use-economy';
import { useFacts } from '../hooks/use-facts';
import { usePerformance } from '../hooks/use-performance';
import { useRoutePaths } from '../hooks/use-route-paths';
import { useTerms } from '../hooks/use-terms';

type Data = Queries.FactsheetPageQuery;

const errataOf = (data: Data): Erratum[] =>
  data.allErrataJson.nodes.map((e) => ({ ...e, field: e.field as MonthField, reason: { fa: e.reason.fa, en: e.reason.en } }));

export default function FactsheetTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { language, variant } = pageContext;
  const { t } = useTranslation(['reports', 'common']);
  const { months } = usePerformance();
  const terms = useTerms();
  const facts = useFacts(language);
  const paths = useRoutePaths();
  const economy = useEconomy();
  const figures = factsheetFigures(months, variant ?? '', terms);
  if (!figures) return null;
  // The risk indicator and the real returns as they stood at the quarter's end, as /efficiency shows them.
  const realYears = realYearRows(nominalYears(figures), economy.inflation);
  const words = quarterWords(t);
  const quarters = recordQuarters(months);
  const at = quarters.findIndex((q) => q.key === figures.quarter.key);
  const link = (i: number): QuarterLink | null => {
    const q = quarters[i];
    return q ? { key: q.key, label: quarterLabel(q, language, words), path: `${paths.reports}${q.key}/` } : null;
  };
  const published = data.publishedMonthsJson ? publishedOn(data.publishedMonthsJson, figures.quarter.key) : null;
  return (
    <Layout pageContext={pageContext}>
      <Factsheet
        figures={figures}
        language={language}
        label={quarterLabel(figures.quarter, language, words)}
        facts={facts}
        published={published}
        errata={errataFor(errataOf(data), figures.quarter, published)}
        previous={link(at - 1)}
        next={link(at + 1)}
        paths={{ archive: paths.reports, efficiency: paths.efficiency, calculation: paths.calculation }}
        extras={{ risk: riskIndicator(figures.monthlyGross), realYears, realSinceInception: realSinceInception(realYears, 'gross') }}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const { language, routePath, variant } = pageContext;
  const t = translatorFromNodes(data?.locales);
  const facts = useFacts(language);
  const quarter = parseQuarterKey(variant ?? '');
  const words = quarterWordsFromNodes(data?.locales, t);
  const label = quarter ? quarterLabel(quarter, language, words) : '';
  const page = t('reports:factsheet.title', { ...facts, quarter: label });
  const date = quarter ? monthLabel(quarter.month, 'end', language, words.months) : '';
  return (
    <PublicationHead
      language={language}
      routePath={routePath}
      page={page}
      title={t('common:site.titleTemplate', { ...facts, page })}
      description={t('reports:factsheet.description', { date })}
      imageRoute="reports"
      feedTitle={t('common:publications.feed')}
    />
  );
}

export const query = graphql`
  query FactsheetPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    ...PublicationRecord
  }
`;
