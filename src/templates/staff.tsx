// /directors (board) and /managers (management): data/staff.json filtered by the route's variant.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { StaffList, type StaffLabels } from '../components/staff/StaffList';
import { PageHead } from '../components/seo/PageHead';

export default function StaffTemplate({ data, pageContext }: PageProps<Queries.StaffPageQuery, PageContext>) {
  const { t } = useTranslation('staff');
  const labels = t('labels', { returnObjects: true }) as StaffLabels;
  const qualificationNames = t('qualifications', { returnObjects: true }) as Record<string, string>;
  const members = data.allStaffJson.nodes.filter((m) => m.group === pageContext.variant);
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageContext.pageNamespace} language={pageContext.language}>
        <StaffList members={members} language={pageContext.language} labels={labels} qualificationNames={qualificationNames} />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.StaffPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query StaffPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allStaffJson(sort: { order: ASC }) {
      nodes {
        jsonId
        group
        order
        name {
          fa
          en
        }
        role {
          fa
          en
        }
        education {
          fa
          en
        }
        bio {
          fa
          en
        }
        qualifications
      }
    }
  }
`;
