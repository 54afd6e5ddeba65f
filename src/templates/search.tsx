// /search: the site search on a page of its own (the dialog's twin, with the query in the address) and
// every page of the site by section, which is all it shows without JavaScript.
import React, { lazy, Suspense } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import type { PageContext } from '../../gatsby/pages';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { SiteMap } from '../components/search/SiteMap';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';

export default function SearchTemplate({ pageContext }: PageProps<Queries.SearchPageQuery, PageContext>) {
  const copy = usePageCopy(pageContext.pageNamespace, pageContext.language);
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <Suspense fallback={null}>
          <ScriptedPanel language={pageContext.language} queryInAddress />
        </Suspense>
        <SiteMap
          language={pageContext.language}
          heading={copy.text('siteMap.heading')}
          mainPages={copy.text('siteMap.mainPages')}
          morePages={copy.text('siteMap.morePages')}
          currentRouteId={pageContext.routeId}
        />
      </ContentPage>
    </Layout>
  );
}

// The search field and results: the dialog's chunk (one download for both), rendered in the browser
// only. Without JavaScript there is nothing to search with: the page is its list of pages.
const SearchPanel = lazy(() => import(/* webpackChunkName: "search" */ '../components/search/SearchDialog').then((m) => ({ default: m.SearchPanel })));
const ScriptedPanel = styled(SearchPanel)`
  max-width: 40rem;
  html:not([data-js]) & {
    display: none;
  }
`;

export function Head(props: HeadProps<Queries.SearchPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
