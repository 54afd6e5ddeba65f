// Table of gross portfolio return and index yield per period: the chart's data for every reader, and
// the plain table on the calculation page.
import React from 'react';
import styled from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import { formatPercent } from '../../lib/format';

/** One period's figures; returns are fractions (0.245 = 24.5 %). */
export type ReturnsPeriod = { id: string; label: string; grossReturn: number; indexYield: number };

export type ReturnsTableLabels = { tableCaption: string; period: string; grossReturn: string; indexYield: string };

export type ReturnsTableProps = {
  periods: ReturnsPeriod[];
  language: 'fa' | 'en';
  labels: ReturnsTableLabels;
  /** Keep the table for screen readers only (the chart above shows the same figures). */
  visuallyHidden?: boolean;
};

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }

  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }

  thead th:not(:first-child) {
    text-align: right;
  }
`;

export function ReturnsTable({ periods, language, labels, visuallyHidden = false }: ReturnsTableProps) {
  const table = (
    <Table>
      <caption>{labels.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.period}</th>
          <th scope="col">{labels.grossReturn}</th>
          <th scope="col">{labels.indexYield}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => (
          <tr key={p.id}>
            <th scope="row">{localizeDigits(p.label, language)}</th>
            <td>{formatPercent(p.grossReturn, language)}</td>
            <td>{formatPercent(p.indexYield, language)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  // A table ignores a 1 px width, so the visually hidden one sits in a box that clips it (else it would
  // widen the page on a phone).
  return visuallyHidden ? <div className="visually-hidden">{table}</div> : table;
}
