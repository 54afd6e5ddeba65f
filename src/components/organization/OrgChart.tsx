// The organisation chart (data/organization.json, a flat list with reportsTo ids) as nested lists:
// a screen reader hears the hierarchy, the connectors are CSS (flipped for Persian), and on a phone
// the tree indents less and its boxes wrap their text, so the deepest fit the screen.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';

type L = { fa: string; en: string };
export type OrgUnit = { jsonId: string; reportsTo: string | null; title: L; holder: L | null; order: number };

type OrgChartProps = { units: readonly OrgUnit[]; language: Language; label: string };

export function OrgChart({ units, language, label }: OrgChartProps) {
  const children = (parent: string | null) => units.filter((u) => u.reportsTo === parent).sort((a, b) => a.order - b.order);
  const render = (parent: string | null, depth: number): React.ReactNode => {
    const level = children(parent);
    if (!level.length) return null;
    return (
      <Level data-depth={depth}>
        {level.map((unit) => (
          <li key={unit.jsonId}>
            <Box>
              <strong>{unit.title[language]}</strong>
              {unit.holder ? <span>{unit.holder[language]}</span> : null}
            </Box>
            {render(unit.jsonId, depth + 1)}
          </li>
        ))}
      </Level>
    );
  };
  return (
    <Chart role="group" aria-label={label}>
      {render(null, 0)}
    </Chart>
  );
}

const Chart = styled.div`
  /* How far each level is indented, where its trunk stands within that indent, and the height of the
     elbow that joins a box (the middle of its first line). */
  --indent: 2.5rem;
  --trunk: 1.25rem;
  --elbow: 1.9rem;
  margin: 1rem 0 2rem;
  overflow-x: auto;
  ${({ theme }) => theme.media.phone} {
    --indent: 1.25rem;
    --trunk: 0.5rem;
  }
`;

// Connectors drawn per box: each box's line runs down its own height from the box above, and the last
// box's stops at its elbow, so no line runs past the last box of a level.
const Level = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  &:not([data-depth='0']) {
    padding-left: var(--indent);
  }
  li {
    position: relative;
    padding-top: 0.75rem;
  }
  &:not([data-depth='0']) > li::before,
  &:not([data-depth='0']) > li::after {
    content: '';
    position: absolute;
    left: calc(var(--trunk) - var(--indent));
    border-color: ${({ theme }) => theme.color.border};
    border-style: solid;
    border-width: 0;
  }
  &:not([data-depth='0']) > li::before {
    top: 0;
    bottom: 0;
    border-left-width: 2px;
  }
  &:not([data-depth='0']) > li:last-child::before {
    bottom: auto;
    height: var(--elbow);
  }
  &:not([data-depth='0']) > li::after {
    top: var(--elbow);
    width: calc(var(--indent) - var(--trunk));
    border-top-width: 2px;
  }
`;

// As wide as its text, within the space its level leaves: on a phone a long title wraps.
const Box = styled.div`
  display: inline-flex;
  flex-direction: column;
  box-sizing: border-box;
  max-width: 100%;
  padding: 0.6rem 1rem;
  min-width: min(14rem, 100%);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.95rem;
  }
`;
