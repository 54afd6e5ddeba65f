// /fees: the fee schedule (data/terms.json), the model fee, and the calculator of what an amount would
// have become on the record of data/performance.json, with a worked example readable without JavaScript.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { FeeCalculator } from '../components/fees/FeeCalculator';
import { FeeModel } from '../components/fees/FeeModel';
import { FeeSchedule } from '../components/fees/FeeSchedule';
import { PageHead } from '../components/seo/PageHead';
import { useFacts } from '../hooks/use-facts';
import { usePerformance } from '../hooks/use-performance';
import { useTerms } from '../hooks/use-terms';
import { useEconomy } from '../hooks/use-economy';
import { yearRates } from '../lib/economy';

const BILLION = 1_000_000_000;

export default function FeesTemplate({ pageContext }: PageProps<Queries.FeesPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const data = usePerformance();
  const terms = useTerms();
  const facts = useFacts(language);
  const economy = useEconomy();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        <FeeSchedule language={language} />
        <FeeModel language={language} facts={facts} />
        {terms ? (
          <FeeCalculator
            language={language}
            months={data.months}
            schedule={terms}
            minimum={{ rials: terms.minimumCapitalBillionRials * BILLION, text: facts.minimumCapital ?? '' }}
            inflation={yearRates(economy.inflation)}
          />
        ) : null}
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.FeesPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query FeesPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
