// /contracts: sample contracts and forms with their downloadable files.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ContractList, type ContractLabels } from '../components/contracts/ContractList';
import { PageHead } from '../components/seo/PageHead';

export default function ContractsTemplate({ data, pageContext }: PageProps<Queries.ContractsPageQuery, PageContext>) {
  const { t } = useTranslation(['common', pageContext.pageNamespace]);
  const months = t('common:calendar.months', { returnObjects: true }) as string[];
  const labels = t(`${pageContext.pageNamespace}:labels`, { returnObjects: true }) as ContractLabels;
  const units = { kb: t('common:units.kb'), mb: t('common:units.mb') };
  const documentLanguageNames = t('common:documentLanguages', { returnObjects: true }) as Record<string, string>;
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <ContractList
          contracts={data.allContractsJson.nodes}
          language={pageContext.language}
          months={months}
          labels={labels}
          units={units}
          documentLanguageNames={documentLanguageNames}
        />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.ContractsPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ContractsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allContractsJson {
      nodes {
        jsonId
        title {
          fa
          en
        }
        description {
          fa
          en
        }
        file
        language
        updated
        sizeBytes
      }
    }
  }
`;
