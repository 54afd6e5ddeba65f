// The two return formulas of /calculation as MathML (MathML Core: Chromium, Firefox and Safari draw it),
// always left to right, in Persian text too, with what each symbol means. The symbols, names and
// meanings come from the page's copy (locales/<lng>/calculation.json "formulas"); the numbers are Latin
// digits in both languages (math-parts.tsx says why), and the year's days are the calculator's (src/lib/returns.ts).
import React from 'react';
import styled from 'styled-components';
import { DAYS_PER_YEAR } from '../../lib/returns';
import { FormulaList, LegendEntry, mathParts, SymbolLegend } from '../math/math-parts';

type Symbols = { cashFlow: string; flow: string; days: string; rate: string; subReturn: string; subPeriods: string; twr: string };
type Legend = { cashFlow: string; days: string; rate: string; subReturn: string; subPeriods: string };

export type FormulasProps = {
  names: { mwr: string; twr: string };
  where: string;
  symbols: Symbols;
  legend: Legend;
};

export function Formulas({ names, where, symbols: s, legend }: FormulasProps) {
  const { n, sub, onePlus } = mathParts();
  const subReturn = (index: React.ReactNode) => sub(s.subReturn, index);
  const entry = (symbol: React.ReactNode, meaning: string) => <LegendEntry symbol={symbol} meaning={meaning} />;

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
        <SymbolLegend>
          {entry(sub(s.cashFlow, <mi>{s.flow}</mi>), legend.cashFlow)}
          {entry(sub(s.days, <mi>{s.flow}</mi>), legend.days)}
          {entry(<mi>{s.rate}</mi>, legend.rate)}
        </SymbolLegend>
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
        <SymbolLegend>
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
        </SymbolLegend>
      </dd>
    </List>
  );
}

const List = styled(FormulaList)`
  max-width: 50rem;
  p {
    margin: 0.5rem 0 0.25rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;
