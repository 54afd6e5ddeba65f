// /risk-profile: the risk self-check (data/suitability.json), scored in the browser; nothing is sent.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { RiskSelfCheck } from '../components/risk-profile/RiskSelfCheck';
import { PageHead } from '../components/seo/PageHead';
import { useFacts } from '../hooks/use-facts';
import { useRiskProfile } from '../hooks/use-risk-profile';
import { useRoutePaths } from '../hooks/use-route-paths';
import { useTerms } from '../hooks/use-terms';
import { localizeDigits } from '../lib/digits';

export default function RiskProfileTemplate({ pageContext }: PageProps<Queries.RiskProfilePageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const { t } = useTranslation('risk-profile', { lng: language });
  const data = useRiskProfile();
  const facts = useFacts(language);
  const terms = useTerms();
  const paths = useRoutePaths();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage namespace={pageNamespace} language={language}>
        <RiskSelfCheck
          data={data}
          language={language}
          minimumCapital={facts.minimumCapital ?? ''}
          horizon={t('horizonYears', { number: localizeDigits(terms?.recommendedHorizonYears ?? 0, language) })}
          contactPath={paths['contact-us'] ?? '/contact-us/'}
          keyInformationPath={paths['key-information'] ?? '/key-information/'}
        />
      </ContentPage>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.RiskProfilePageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query RiskProfilePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
