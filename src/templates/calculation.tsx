// /calculation: how money- and time-weighted returns are calculated, the annual returns table linked
// from the monthly record (data/performance.json) and the interactive calculator.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { ReturnCalculator } from '../components/calculation/ReturnCalculator';
import { AnnualReturnsTable } from '../components/efficiency/AnnualReturnsTable';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePerformance } from '../hooks/use-performance';

export default function CalculationTemplate({ pageContext }: PageProps<Queries.CalculationPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const copy = usePageCopy(pageNamespace, language);
  const performance = usePerformance();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage
        namespace={pageNamespace}
        language={language}
        after={
          <>
            <section aria-labelledby="formulas-heading">
              <h2 id="formulas-heading">{copy.text('formulasHeading')}</h2>
              <Formula>
                <dt>{copy.text('formulaNames.mwr')}</dt>
                <dd dir="ltr">{copy.text('formulas.mwr')}</dd>
                <dt>{copy.text('formulaNames.twr')}</dt>
                <dd dir="ltr">{copy.text('formulas.twr')}</dd>
              </Formula>
            </section>
            <section aria-labelledby="returns-table-heading">
              <h2 id="returns-table-heading">{copy.text('table.caption')}</h2>
              <AnnualReturnsTable data={performance} language={language} />
            </section>
            {/* The calculator is its own section with its own heading. */}
            <ReturnCalculator language={language} />
          </>
        }
      />
    </Layout>
  );
}

const Formula = styled.dl`
  max-width: 50rem;
  dt {
    font-weight: 700;
    margin-top: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    padding: 0.75rem 1rem;
    background: ${({ theme }) => theme.color.surface};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    font-family: 'Cambria Math', 'STIX Two Math', 'Times New Roman', serif;
    font-size: 1.1rem;
    overflow-x: auto;
    text-align: left;
  }
`;

export function Head(props: HeadProps<Queries.CalculationPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query CalculationPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
