// /cooperation-request: the job (cooperation) application form, after the page's copy (how the data is
// used), so that everything to read before sending comes before the send button.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { PageHead } from '../components/seo/PageHead';
import JobApplicationForm from '../forms/JobApplicationForm';

export default function CooperationTemplate({ pageContext }: PageProps<Queries.CooperationPageQuery, PageContext>) {
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language} after={<JobApplicationForm language={pageContext.language} />} />
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.CooperationPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query CooperationPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
