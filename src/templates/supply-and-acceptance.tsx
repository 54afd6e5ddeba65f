// /supply-and-acceptance/: the offering and admission consulting copy, after its lead the firm's track
// record from data/mandates.json (counts and mandates).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { MandateRecord, type MandateText } from '../components/mandates/MandateRecord';
import { PageHead } from '../components/seo/PageHead';
import { useFacts } from '../hooks/use-facts';

export default function SupplyAndAcceptanceTemplate({ data, pageContext }: PageProps<Queries.SupplyAndAcceptancePageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const { t } = useTranslation(['mandates', 'common']);
  const facts = useFacts(language);
  const part = (key: string) => t(`mandates:${key}`, { returnObjects: true }) as never;
  const text: MandateText = {
    heading: t('mandates:heading'),
    lead: t('mandates:lead'),
    none: t('mandates:none', facts),
    counts: part('counts'),
    table: part('table'),
    markets: part('markets'),
    boards: part('boards'),
    roles: part('roles'),
  };
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        <MandateRecord
          mandates={data.allMandatesJson.nodes}
          language={language}
          months={t('common:calendar.months', { returnObjects: true }) as string[]}
          text={text}
        />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.SupplyAndAcceptancePageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query SupplyAndAcceptancePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allMandatesJson {
      nodes {
        jsonId
        company {
          fa
          en
        }
        symbol {
          fa
          en
        }
        market
        board
        role
        contract
        submitted
        admitted
        firstTrade
      }
    }
  }
`;
