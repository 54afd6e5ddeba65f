// /organization-chart: intro copy and the chart from data/organization.json.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { OrgChart } from '../components/organization/OrgChart';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';

export default function OrganizationTemplate({ data, pageContext }: PageProps<Queries.OrganizationPageQuery, PageContext>) {
  const copy = usePageCopy(pageContext.pageNamespace, pageContext.language);
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <OrgChart units={data.allOrganizationJson.nodes} language={pageContext.language} label={copy.text('labels.treeLabel')} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.OrganizationPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query OrganizationPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allOrganizationJson {
      nodes {
        jsonId
        reportsTo
        title {
          fa
          en
        }
        holder {
          fa
          en
        }
        order
      }
    }
  }
`;
