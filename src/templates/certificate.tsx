// /certificate: the licences of data/licences.json, in the file's order, judged against the build date.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { LicenceList, type LicenceLabels } from '../components/certificate/LicenceList';
import { PageHead } from '../components/seo/PageHead';
import { BUILD_DATE } from '../lib/build-date';

export default function CertificateTemplate({ data, pageContext }: PageProps<Queries.CertificatePageQuery, PageContext>) {
  const { t } = useTranslation(['common', pageContext.pageNamespace]);
  const months = t('common:calendar.months', { returnObjects: true }) as string[];
  const labels = t(`${pageContext.pageNamespace}:labels`, { returnObjects: true }) as LicenceLabels;
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <LicenceList licences={data.allLicencesJson.nodes} language={pageContext.language} months={months} labels={labels} today={BUILD_DATE} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.CertificatePageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query CertificatePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allLicencesJson {
      nodes {
        jsonId
        title {
          fa
          en
        }
        issuer {
          fa
          en
        }
        number
        issuedOn
        validUntil
        image
        imageAlt {
          fa
          en
        }
      }
    }
  }
`;
