// The risk indicator drawn as a scale of seven with the class marked: a list of seven boxes, the
// class's box filled and named current, the ends labelled; its accessible name says the class in words.
import React from 'react';
import styled from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import type { Language } from '../../lib/i18n-config';
import type { RiskClass } from '../../lib/risk-indicator';

type RiskScaleProps = { riskClass: RiskClass; language: Language; label: string; lower: string; higher: string };

export function RiskScale({ riskClass, language, label, lower, higher }: RiskScaleProps) {
  return (
    <Scale data-risk-class={riskClass}>
      <ol aria-label={label}>
        {[1, 2, 3, 4, 5, 6, 7].map((n) => (
          <li key={n} aria-current={n === riskClass ? 'true' : undefined} className={n === riskClass ? 'current' : undefined}>
            {localizeDigits(n, language)}
          </li>
        ))}
      </ol>
      <div className="ends" aria-hidden="true">
        <span>{lower}</span>
        <span>{higher}</span>
      </div>
    </Scale>
  );
}

const Scale = styled.div`
  max-width: 32rem;
  ol {
    display: grid;
    grid-template-columns: repeat(7, 1fr);
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    text-align: center;
    padding: ${({ theme }) => theme.space.sm} 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    font-weight: 700;
  }
  li.current {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    border-color: ${({ theme }) => theme.color.brand};
    outline: 3px solid ${({ theme }) => theme.color.text};
    outline-offset: -3px;
  }
  .ends {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  @media print {
    li.current {
      background: #000 !important;
      color: #fff !important;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
  }
`;
