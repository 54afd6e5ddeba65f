// Table of gross portfolio return and index yield per period: the chart's data for every reader, and
// the plain table on the calculation page.
import React, { useId } from 'react';
import { localizeDigits } from '../../lib/digits';
import { formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import { FigureTable } from './table-styles';
import { TableFigure } from './TableFigure';

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

export function ReturnsTable({ periods, language, labels, visuallyHidden = false }: ReturnsTableProps) {
  const captionId = `${useId().replace(/:/g, '')}-returns`;
  const table = (
    <FigureTable aria-labelledby={visuallyHidden ? undefined : captionId}>
      {visuallyHidden ? <caption>{labels.tableCaption}</caption> : null}
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
            <td>{formatPercent(p.grossReturn, language, PERCENT_DECIMALS)}</td>
            <td>{formatPercent(p.indexYield, language, PERCENT_DECIMALS)}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
  // A table ignores a 1 px width, so the visually hidden one sits in a box that clips it (else it would
  // widen the page on a phone); it keeps its caption inside, with no focusable scroller.
  if (visuallyHidden) return <div className="visually-hidden">{table}</div>;
  return (
    <TableFigure caption={labels.tableCaption} captionId={captionId}>
      {table}
    </TableFigure>
  );
}
