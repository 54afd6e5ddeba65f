// The model fee stated where net figures are shown (/efficiency, /fees): what is taken, when, the
// formulas of src/lib/fees.ts, and that it is a model, not what any client paid. The rates are the
// schedule of data/terms.json, through the page's facts.
import React from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { CopyLinks } from '../content/CopyLinks';

type FeeModelProps = {
  language: Language;
  /** {{managementFeePercent}}, {{performanceFeePercent}}, {{hurdlePercent}} and the company's facts. */
  facts: Record<string, string>;
  /** The mark of a year that bears the management fee only. */
  mark: string;
  /** Adds a link to the fee calculator (/fees), for the pages other than that one. */
  linkToCalculator?: boolean;
};

export function FeeModel({ language, facts, mark, linkToCalculator = false }: FeeModelProps) {
  const { t } = useTranslation('fee-model', { lng: language });
  const values = { ...facts, mark };
  const rules = t('rules', { ...values, returnObjects: true }) as unknown;
  return (
    <Section aria-labelledby="fee-model-heading" id="fee-model">
      <h2 id="fee-model-heading">{t('heading')}</h2>
      <p>{t('intro', values)}</p>
      <ol>{Array.isArray(rules) ? rules.map((rule: string, i) => <li key={i}>{rule}</li>) : null}</ol>
      <Formulas aria-label={t('formulasHeading')}>
        <li dir="ltr">{t('formulas.month')}</li>
        <li dir="ltr">{t('formulas.year')}</li>
      </Formulas>
      <p className="symbols">{t('symbols', values)}</p>
      {linkToCalculator ? <CopyLinks links={[{ route: 'fees', label: t('calculatorLink') }]} language={language} /> : null}
    </Section>
  );
}

const Section = styled.section`
  max-width: 50rem;
  ol {
    padding-left: 1.25rem;
  }
  html[lang='fa'] & ol {
    list-style-type: persian;
  }
  li {
    margin-bottom: 0.4rem;
  }
  .symbols {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Formulas = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  li {
    margin: 0 0 0.25rem;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.color.surface};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    font-family: 'Cambria Math', 'STIX Two Math', 'Times New Roman', serif;
    font-size: 1.1rem;
    text-align: left;
  }
  ${({ theme }) => theme.media.phone} {
    li {
      padding: 0.5rem 0.75rem;
      font-size: 1rem;
    }
  }
`;
