// The model fee stated where net figures are shown (/efficiency, /fees): what is taken, when, the
// formulas of src/lib/fees.ts, and that it is a model, not what any client paid. The rates are the
// schedule of data/terms.json, through the page's facts.
import React from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { CopyLinks } from '../content/CopyLinks';
import { FormulaList, LegendEntry, mathParts, SymbolLegend } from '../math/math-parts';

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
  const { n, sub, onePlus } = mathParts(language);
  const month = <mi>m</mi>;
  const symbol = (key: keyof typeof SYMBOLS) => SYMBOLS[key](sub, month);
  const meaning = (key: keyof typeof SYMBOLS) => t(`symbols.${key}`, values);
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
              {symbol('nm')}
              <mo>=</mo>
              {onePlus(symbol('g'))}
              <mo>×</mo>
              {onePlus(
                <mfrac>
                  <mi>m</mi>
                  {n(12)}
                </mfrac>,
                '−',
              )}
              <mo>−</mo>
              {n(1)}
            </mrow>
          </math>
          <SymbolLegend>
            {(['nm', 'g', 'm'] as const).map((key) => (
              <LegendEntry key={key} symbol={symbol(key)} meaning={meaning(key)} />
            ))}
          </SymbolLegend>
        </dd>
        <dt>{t('formulas.year')}</dt>
        <dd>
          <math display="block" dir="ltr" data-formula="year">
            <mrow>
              <mi>n</mi>
              <mo>=</mo>
              {onePlus(<mi>r</mi>)}
              <mo>−</mo>
              <mi>p</mi>
              <mo>×</mo>
              <mi>max</mi>
              <mrow>
                <mo>(</mo>
                {n(0)}
                <mo>,</mo>
                <mi>r</mi>
                <mo>−</mo>
                <mi>h</mi>
                <mo>)</mo>
              </mrow>
              <mo>−</mo>
              {n(1)}
            </mrow>
          </math>
          <SymbolLegend>
            {(['n', 'r', 'p', 'h'] as const).map((key) => (
              <LegendEntry key={key} symbol={symbol(key)} meaning={meaning(key)} />
            ))}
          </SymbolLegend>
        </dd>
      </Formulas>
      {linkToCalculator ? <CopyLinks links={[{ route: 'fees', label: t('calculatorLink') }]} language={language} /> : null}
    </Section>
  );
}

type Sub = ReturnType<typeof mathParts>['sub'];

/** The model's symbols (the notation of src/lib/fees.ts), the same in both languages; their meanings are copy. */
const SYMBOLS = {
  g: (sub: Sub, month: React.ReactNode) => sub('g', month),
  nm: (sub: Sub, month: React.ReactNode) => sub('n', month),
  m: () => <mi>m</mi>,
  r: () => <mi>r</mi>,
  p: () => <mi>p</mi>,
  h: () => <mi>h</mi>,
  n: () => <mi>n</mi>,
};

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
