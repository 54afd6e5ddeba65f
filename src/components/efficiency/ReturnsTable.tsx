// Table of gross portfolio return and index yield per period: the chart's data for every reader, and
// the plain table on the calculation page.
import React from 'react';
import styled from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import { formatPercent } from '../../lib/format';
import { FigureTable } from './table-styles';

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

// The record's table look (table-styles.ts), spaced from what it follows and at the text's line height.
const Table = styled(FigureTable)`
  margin-top: ${({ theme }) => theme.space.md};
  line-height: inherit;
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
