// The two return formulas of /calculation as MathML (MathML Core: Chromium, Firefox and Safari draw it),
// always left to right, in Persian text too, with what each symbol means. The symbols, names and
// meanings come from the page's copy (locales/<lng>/calculation.json "formulas"); the numbers are the
// page's digits, and the year's days are the calculator's (src/lib/returns.ts).
import React from 'react';
import styled from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import type { Language } from '../../lib/i18n-config';
import { DAYS_PER_YEAR } from '../../lib/returns';

type Symbols = { cashFlow: string; flow: string; days: string; rate: string; subReturn: string; subPeriods: string; twr: string };
type Legend = { cashFlow: string; days: string; rate: string; subReturn: string; subPeriods: string };

export type FormulasProps = {
  language: Language;
  names: { mwr: string; twr: string };
  where: string;
  symbols: Symbols;
  legend: Legend;
};

export function Formulas({ language, names, where, symbols: s, legend }: FormulasProps) {
  const n = (value: number | string) => <mn>{localizeDigits(value, language)}</mn>;
  const sub = (base: string, index: React.ReactNode) => (
    <msub>
      <mi>{base}</mi>
      {index}
    </msub>
  );
  const onePlus = (term: React.ReactNode) => (
    <mrow>
      <mo>(</mo>
      {n(1)}
      <mo>+</mo>
      {term}
      <mo>)</mo>
    </mrow>
  );
  const subReturn = (index: React.ReactNode) => sub(s.subReturn, index);
  // A symbol and what it means, side by side in the legend.
  const entry = (symbol: React.ReactNode, meaning: string) => (
    <>
      <dt>
        <math dir="ltr">
          <mrow>{symbol}</mrow>
        </math>
      </dt>
      <dd>{meaning}</dd>
    </>
  );

  return (
    <List>
      <dt>{names.mwr}</dt>
      <dd>
        <math display="block" dir="ltr" data-formula="mwr">
          <mrow>
            <munder>
              <mo>∑</mo>
              <mi>{s.flow}</mi>
            </munder>
            <mfrac>
              {sub(s.cashFlow, <mi>{s.flow}</mi>)}
              <msup>
                {onePlus(<mi>{s.rate}</mi>)}
                {/* A slash, not a fraction: a fraction in an exponent is too small to read. */}
                <mrow>
                  {sub(s.days, <mi>{s.flow}</mi>)}
                  <mo>/</mo>
                  {n(DAYS_PER_YEAR)}
                </mrow>
              </msup>
            </mfrac>
            <mo>=</mo>
            {n(0)}
          </mrow>
        </math>
        <p>{where}</p>
        <Legend>
          {entry(sub(s.cashFlow, <mi>{s.flow}</mi>), legend.cashFlow)}
          {entry(sub(s.days, <mi>{s.flow}</mi>), legend.days)}
          {entry(<mi>{s.rate}</mi>, legend.rate)}
        </Legend>
      </dd>
      <dt>{names.twr}</dt>
      <dd>
        <math display="block" dir="ltr" data-formula="twr">
          <mrow>
            <mi>{s.twr}</mi>
            <mo>=</mo>
            {onePlus(subReturn(n(1)))}
            <mo>⋯</mo>
            {onePlus(subReturn(<mi>{s.subPeriods}</mi>))}
            <mo>−</mo>
            {n(1)}
          </mrow>
        </math>
        <p>{where}</p>
        <Legend>
          {entry(
            <>
              {subReturn(n(1))}
              <mo>,</mo>
              <mo>…</mo>
              <mo>,</mo>
              {subReturn(<mi>{s.subPeriods}</mi>)}
            </>,
            legend.subReturn,
          )}
          {entry(<mi>{s.subPeriods}</mi>, legend.subPeriods)}
        </Legend>
      </dd>
    </List>
  );
}

const List = styled.dl`
  max-width: 50rem;
  > dt {
    font-weight: 700;
    margin-top: 0.75rem;
  }
  > dd {
    margin: 0.25rem 0 0;
    padding: 0.75rem 1rem;
    background: ${({ theme }) => theme.color.surface};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
  }
  math {
    font-family: 'STIX Two Math', 'Cambria Math', math;
  }
  /* MathML does not wrap: the longest formula (about 16 em) fits a 320 px screen at 4.6vw. */
  math[display='block'] {
    font-size: min(1.25rem, 4.6vw);
    padding: 0.25rem 0;
  }
  p {
    margin: 0.5rem 0 0.25rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Legend = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
`;
