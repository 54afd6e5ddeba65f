// /services-available (cards) and /services-available2 (detailed list): the same services, two ways.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ServiceList, type ServiceItem } from '../components/services/ServiceList';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';

export default function ServicesTemplate({ pageContext }: PageProps<Queries.ServicesPageQuery, PageContext>) {
  const { language } = pageContext;
  const services = usePageCopy('services', language);
  const { t } = useTranslation('common');
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={language}>
        <ServiceList
          items={services.list<ServiceItem>('items')}
          variant={pageContext.variant === 'list' ? 'list' : 'cards'}
          language={language}
          moreLabel={t('common.readMore')}
        />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.ServicesPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ServicesPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
