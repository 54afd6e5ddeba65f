// /contact-us: contact information and the contact form.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ContactDetails } from '../components/contact/ContactDetails';
import { PageHead } from '../components/seo/PageHead';
import ContactForm from '../forms/ContactForm';
import { useCompany } from '../hooks/use-company';

export default function ContactTemplate({ pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const company = useCompany();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <ContactDetails company={company} language={pageContext.language} />
        <ContactForm language={pageContext.language} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.ContactPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
