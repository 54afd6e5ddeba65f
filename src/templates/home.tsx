// Home page template; its Head also carries the organisation's JSON-LD (FinancialService).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../components/home/HomePage';
import { PageHead } from '../components/seo/PageHead';
import { JsonLd } from '../components/seo/JsonLd';
import { useCompany } from '../hooks/use-company';
import { SITE_URL, localizePath } from '../lib/i18n-config';

export default function HomeTemplate({ pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  return (
    <Layout pageContext={pageContext} wide>
      <HomePage language={pageContext.language} />
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.HomePageQuery, PageContext>) {
  const company = useCompany();
  const { language } = props.pageContext;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: company.name[language],
    alternateName: company.name[language === 'fa' ? 'en' : 'fa'],
    url: `${SITE_URL}${localizePath('/', language)}`,
    logo: `${SITE_URL}/icons/icon-512x512.png`,
    foundingDate: company.registeredDate,
    telephone: company.contact.phones[0],
    email: company.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.contact.address[language],
      postalCode: company.contact.postalCode,
      addressLocality: language === 'fa' ? 'تهران' : 'Tehran',
      addressCountry: 'IR',
    },
    areaServed: 'IR',
    inLanguage: language === 'fa' ? 'fa' : 'en-US',
  };
  return (
    <PageHead {...props}>
      <JsonLd data={jsonLd} />
    </PageHead>
  );
}

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
