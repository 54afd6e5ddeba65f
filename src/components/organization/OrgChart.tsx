// The organisation chart (data/organization.json, a flat list with reportsTo ids) as nested lists:
// a screen reader hears the hierarchy, the connectors are CSS (flipped for Persian), and on a phone
// the tree simply indents.
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
  margin: 1rem 0 2rem;
  overflow-x: auto;
`;

const Level = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  &[data-depth]:not([data-depth='0']) {
    margin-left: 1.25rem;
    padding-left: 1.25rem;
    border-left: 2px solid ${({ theme }) => theme.color.border};
  }
  li {
    position: relative;
    padding-top: 0.75rem;
  }
  &:not([data-depth='0']) > li::before {
    content: '';
    position: absolute;
    left: -1.25rem;
    top: 1.9rem;
    width: 1.1rem;
    border-top: 2px solid ${({ theme }) => theme.color.border};
  }
`;

const Box = styled.div`
  display: inline-flex;
  flex-direction: column;
  padding: 0.6rem 1rem;
  min-width: 14rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.95rem;
  }
`;
