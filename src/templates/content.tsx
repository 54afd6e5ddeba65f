// Template of the copy-only pages (about-us, dedicated, control, ...): heading, lead and sections
// from the page's namespace. The search page (/search/, variant "search") is one of them, with its
// search and site map after the lead, loaded on that page only.
import React, { lazy, Suspense } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { PageHead } from '../components/seo/PageHead';

const SearchPage = lazy(() => import(/* webpackChunkName: "search" */ '../components/search/SearchPage'));

export default function ContentTemplate({ pageContext }: PageProps<Queries.ContentPageQuery, PageContext>) {
  const { pageNamespace, language, routeId } = pageContext;
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        {pageContext.variant === 'search' ? (
          // In the built page (gatsby-ssr.tsx renders it once loaded); in the browser the page hydrates around it until its chunk is in.
          <Suspense fallback={null}>
            <SearchPage namespace={pageNamespace} language={language} routeId={routeId} />
          </Suspense>
        ) : null}
      </ContentPage>
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
