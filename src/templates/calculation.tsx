// /calculation: how money- and time-weighted returns are calculated, the annual returns table linked
// from the monthly record (data/performance.json) and the interactive calculator.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { ContentPage } from '../components/content/ContentPage';
import { Formulas, type FormulasProps } from '../components/calculation/Formulas';
import { ReturnCalculator } from '../components/calculation/ReturnCalculator';
import { AnnualReturnsTable } from '../components/efficiency/AnnualReturnsTable';
import { PageHead } from '../components/seo/PageHead';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePerformance } from '../hooks/use-performance';
import { useTerms } from '../hooks/use-terms';

export default function CalculationTemplate({ pageContext }: PageProps<Queries.CalculationPageQuery, PageContext>) {
  const { language, pageNamespace } = pageContext;
  const copy = usePageCopy(pageNamespace, language);
  const performance = usePerformance();
  const terms = useTerms();
  return (
    <Layout pageContext={pageContext}>
      <ContentPage
        namespace={pageNamespace}
        language={language}
        after={
          <>
            <section aria-labelledby="formulas-heading">
              <h2 id="formulas-heading">{copy.text('formulasHeading')}</h2>
              <Formulas
                names={{ mwr: copy.text('formulaNames.mwr'), twr: copy.text('formulaNames.twr') }}
                where={copy.text('formulas.where')}
                symbols={copy.object<FormulasProps['symbols']>('formulas.symbols')!}
                legend={copy.object<FormulasProps['legend']>('formulas.legend')!}
              />
            </section>
            <section aria-labelledby="returns-table-heading">
              <h2 id="returns-table-heading">{copy.text('table.heading')}</h2>
              <AnnualReturnsTable data={performance} language={language} schedule={terms} />
            </section>
            {/* The calculator is its own section with its own heading. */}
            <ReturnCalculator language={language} />
          </>
        }
      />
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.CalculationPageQuery, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query CalculationPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
