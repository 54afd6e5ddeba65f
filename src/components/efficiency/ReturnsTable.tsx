// Table of gross portfolio return, the return net of the model fee where known, and index yield per
// period: the chart's data for every reader, and the plain table on the calculation page. Beside net
// figures the difference is net minus the index (what an investor would have kept against it).
import React, { useId } from 'react';
import { localizeDigits } from '../../lib/digits';
import { formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import type { ReturnsPeriod } from '../../lib/performance-labels';
import { FigureTable } from './table-styles';
import { TableFigure } from './TableFigure';

/** `netReturn` and `difference` head the net columns, shown when the periods carry net returns. */
export type ReturnsTableLabels = { tableCaption: string; period: string; grossReturn: string; indexYield: string; netReturn?: string; difference?: string };

export type ReturnsTableProps = {
  periods: ReturnsPeriod[];
  language: 'fa' | 'en';
  labels: ReturnsTableLabels;
  /** Keep the table for screen readers only (the chart above shows the same figures). */
  visuallyHidden?: boolean;
};

export function ReturnsTable({ periods, language, labels, visuallyHidden = false }: ReturnsTableProps) {
  const captionId = `${useId().replace(/:/g, '')}-returns`;
  const withNet = Boolean(labels.netReturn) && periods.some((p) => p.netReturn !== undefined);
  const pct = (x: number | undefined) => (x === undefined ? '' : formatPercent(x, language, PERCENT_DECIMALS));
  const table = (
    <FigureTable aria-labelledby={visuallyHidden ? undefined : captionId}>
      {visuallyHidden ? <caption>{labels.tableCaption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{labels.period}</th>
          <th scope="col">{labels.grossReturn}</th>
          {withNet ? <th scope="col">{labels.netReturn}</th> : null}
          <th scope="col">{labels.indexYield}</th>
          {withNet && labels.difference ? <th scope="col">{labels.difference}</th> : null}
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => (
          <tr key={p.id}>
            <th scope="row">{localizeDigits(p.label, language)}</th>
            <td>{pct(p.grossReturn)}</td>
            {withNet ? <td data-field="net">{pct(p.netReturn)}</td> : null}
            <td>{pct(p.indexYield)}</td>
            {withNet && labels.difference ? <td data-field="difference">{pct(p.netReturn === undefined ? undefined : p.netReturn - p.indexYield)}</td> : null}
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
