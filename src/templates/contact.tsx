// /contact-us: contact information, what to know before writing, then the contact form under its own
// heading, so that everything to read before sending comes before the send button.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ContactDetails } from '../components/contact/ContactDetails';
import { PageHead } from '../components/seo/PageHead';
import ContactForm from '../forms/ContactForm';
import { useCompany } from '../hooks/use-company';
import { usePageCopy } from '../hooks/use-page-copy';

export default function ContactTemplate({ pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const company = useCompany();
  const copy = usePageCopy(pageContext.pageNamespace, pageContext.language);
  return (
    <Layout pageContext={pageContext}>
      <ContentPage
        namespace={pageContext.pageNamespace}
        language={pageContext.language}
        after={
          <section aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">{copy.text('form.heading')}</h2>
            <ContactForm language={pageContext.language} />
          </section>
        }
      >
        <ContactDetails company={company} language={pageContext.language} />
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
