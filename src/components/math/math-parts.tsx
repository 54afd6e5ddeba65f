// The parts the site's formulas are written with in MathML (MathML Core: Chromium, Firefox and Safari
// draw it): numbers, subscripts, "(1 + x)", a legend of symbols and what each means, and the math font.
// Formulas run left to right in Persian text too (dir="ltr" on each <math>) and, being written in Latin
// letters (r, h, max), take Latin digits in both languages, as Persian finance texts set such formulas:
// a lone Persian zero («max(۰, r − h)», «= ۰») reads as a dot. The legends' Persian text keeps Persian digits.
import React from 'react';
import styled from 'styled-components';

export function mathParts() {
  const n = (value: number | string) => <mn>{String(value)}</mn>;
  const sub = (base: string, index: React.ReactNode) => (
    <msub>
      <mi>{base}</mi>
      {index}
    </msub>
  );
  const onePlus = (term: React.ReactNode, sign: '+' | '−' = '+') => (
    <mrow>
      <mo>(</mo>
      {n(1)}
      <mo>{sign}</mo>
      {term}
      <mo>)</mo>
    </mrow>
  );
  return { n, sub, onePlus };
}

/** A symbol and what it means, side by side in a SymbolLegend. */
export function LegendEntry({ symbol, meaning }: { symbol: React.ReactNode; meaning: React.ReactNode }) {
  return (
    <>
      <dt>
        <math dir="ltr">
          <mrow>{symbol}</mrow>
        </math>
      </dt>
      <dd>{meaning}</dd>
    </>
  );
}

export const SymbolLegend = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
`;

/**
 * Formulas under their names: each name (dt) above a panel (dd) holding the formula and its legend,
 * set in a math font (their operators and subscripts are not in the text font).
 */
export const FormulaList = styled.dl`
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
`;
