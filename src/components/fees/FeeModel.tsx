// The model fee stated where net figures are shown (/efficiency, /fees): what is taken, when, the
// formulas of src/lib/fees.ts, and that it is a model, not what any client paid. The rates are the
// schedule of data/terms.json, through the page's facts.
import React from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { CopyLinks } from '../content/CopyLinks';
import { FormulaList, LegendEntry, mathParts, SymbolLegend } from '../math/math-parts';
import { MANAGEMENT_ONLY_MARK } from '../../lib/table-marks';

type FeeModelProps = {
  language: Language;
  /** {{managementFeePercent}}, {{performanceFeePercent}}, {{hurdlePercent}} and the company's facts. */
  facts: Record<string, string>;
  /** Adds a link to the fee calculator (/fees), for the pages other than that one. */
  linkToCalculator?: boolean;
};

export function FeeModel({ language, facts, linkToCalculator = false }: FeeModelProps) {
  const { t } = useTranslation('fee-model', { lng: language });
  const values = { ...facts, mark: MANAGEMENT_ONLY_MARK };
  const rules = t('rules', { ...values, returnObjects: true }) as unknown;
  const { n, sub, onePlus } = mathParts();
  // The model's symbols (the notation of src/lib/fees.ts), the same in both languages; their meanings
  // are copy (symbols.<key>). A month's figures carry the subscript m.
  const symbols = {
    nm: sub('n', <mi>m</mi>),
    g: sub('g', <mi>m</mi>),
    m: <mi>m</mi>,
    n: <mi>n</mi>,
    r: <mi>r</mi>,
    p: <mi>p</mi>,
    h: <mi>h</mi>,
  };
  const legend = (keys: readonly (keyof typeof symbols)[]) => (
    <SymbolLegend>
      {keys.map((key) => (
        <LegendEntry key={key} symbol={symbols[key]} meaning={t(`symbols.${key}`, values)} />
      ))}
    </SymbolLegend>
  );
  return (
    <Section aria-labelledby="fee-model-heading" id="fee-model">
      <h2 id="fee-model-heading">{t('heading')}</h2>
      <p>{t('intro', values)}</p>
      <ol>{Array.isArray(rules) ? rules.map((rule: string, i) => <li key={i}>{rule}</li>) : null}</ol>
      <h3>{t('formulasHeading')}</h3>
      <Formulas>
        <dt>{t('formulas.month')}</dt>
        <dd>
          <math display="block" dir="ltr" data-formula="month">
            <mrow>
              {symbols.nm}
              <mo>=</mo>
              {onePlus(symbols.g)}
              <mo>×</mo>
              {onePlus(
                <mfrac>
                  {symbols.m}
                  {n(12)}
                </mfrac>,
                '−',
              )}
              <mo>−</mo>
              {n(1)}
            </mrow>
          </math>
          {legend(['nm', 'g', 'm'])}
        </dd>
        <dt>{t('formulas.year')}</dt>
        <dd>
          <math display="block" dir="ltr" data-formula="year">
            <mrow>
              {symbols.n}
              <mo>=</mo>
              {onePlus(symbols.r)}
              <mo>−</mo>
              {symbols.p}
              <mo>×</mo>
              <mi>max</mi>
              <mrow>
                <mo>(</mo>
                {n(0)}
                <mo>,</mo>
                {symbols.r}
                <mo>−</mo>
                {symbols.h}
                <mo>)</mo>
              </mrow>
              <mo>−</mo>
              {n(1)}
            </mrow>
          </math>
          {legend(['n', 'r', 'p', 'h'])}
        </dd>
      </Formulas>
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
`;

const Formulas = styled(FormulaList)`
  margin: 0.75rem 0 0;
  math[display='block'] {
    padding-bottom: 0.5rem;
  }
`;
