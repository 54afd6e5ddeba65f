// Template of the copy-only pages (about-us, dedicated, control, ...): heading, lead and sections
// from the page's namespace.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { PageHead } from '../components/seo/PageHead';

export default function ContentTemplate({ pageContext }: PageProps<Queries.ContentPageQuery, PageContext>) {
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language} />
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.ContentPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ContentPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
