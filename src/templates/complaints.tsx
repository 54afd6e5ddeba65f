// /complaints: how to complain (the contact form with its subject filled in, phone, letter), what happens
// next and when the company answers (data/company.json), and the routes outside the company.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ComplaintChannels } from '../components/complaints/ComplaintChannels';
import { PageHead } from '../components/seo/PageHead';
import { useCompany } from '../hooks/use-company';

export default function ComplaintsTemplate({ pageContext }: PageProps<Queries.ComplaintsPageQuery, PageContext>) {
  const company = useCompany();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <ComplaintChannels company={company} language={pageContext.language} namespace={pageContext.pageNamespace} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.ComplaintsPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ComplaintsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
