// /key-information: the facts of dedicated portfolio management on one page (two A4 pages printed),
// every figure from data/performance.json, data/terms.json and data/economy.json.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { KeyInformation } from '../components/key-information/KeyInformation';
import { PageHead } from '../components/seo/PageHead';
import { useEconomy } from '../hooks/use-economy';
import { useFacts } from '../hooks/use-facts';
import { usePerformance } from '../hooks/use-performance';
import { useRoutePaths } from '../hooks/use-route-paths';
import { useTerms } from '../hooks/use-terms';
import { localizeDigits } from '../lib/digits';

export default function KeyInformationTemplate({ pageContext }: PageProps<Queries.KeyInformationPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const { t } = useTranslation('key-information', { lng: language });
  const data = usePerformance();
  const terms = useTerms();
  const economy = useEconomy();
  const facts = useFacts(language);
  const paths = useRoutePaths();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        {terms ? (
          <KeyInformation
            months={data.months}
            schedule={terms}
            economy={economy}
            language={language}
            facts={facts}
            horizon={t('horizonYears', { number: localizeDigits(terms.recommendedHorizonYears, language) })}
            contractTermMonths={terms.contractTermMonths}
            paths={paths}
          />
        ) : null}
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.KeyInformationPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query KeyInformationPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
