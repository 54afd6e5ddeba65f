// The not-found page of each locale ('This Page not found !' / its Persian equivalent), served with
// status 404 by the project's server and nginx; its document title is 'This page could not be found'.
// It links the home page and the contact page, and offers the site search.
import React from 'react';
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { PageIntro } from '../components/content/PageIntro';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';
import { localizePath } from '../lib/i18n-config';
import { useRoutePaths } from '../hooks/use-route-paths';

export default function NotFoundTemplate({ pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const { language } = pageContext;
  const copy = usePageCopy('not-found', language);
  const paths = useRoutePaths();
  return (
    <Layout pageContext={pageContext}>
      <PageIntro heading={copy.text('heading')} lead={copy.text('lead')} />
      <p>
        <Link to={localizePath('/', language)}>{copy.text('home')}</Link>
      </p>
      <p>
        {copy.text('contact')} <Link to={localizePath(paths['contact-us'], language)}>{copy.text('contactLink')}</Link>.
      </p>
      {/* A plain GET form: the search page reads ?q= (with or without JavaScript it lands on the results). */}
      <form role="search" action={localizePath(paths.search, language)} method="get" aria-labelledby="not-found-search">
        <label id="not-found-search" htmlFor="not-found-q">
          {copy.text('searchLabel')}
        </label>{' '}
        <input id="not-found-q" name="q" type="search" /> <button type="submit">{copy.text('searchButton')}</button>
      </form>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.NotFoundPageQuery, PageContext>) {
  return <PageHead {...props} noIndex />;
}

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
