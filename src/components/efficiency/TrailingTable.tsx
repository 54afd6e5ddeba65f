// Headline figures: trailing 1, 3 and 5 years and since inception (annualised and cumulative), the
// composite against TEDPIX, each only where the record holds the months.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { TrailingPeriod } from '../../lib/performance';
import { FigureTable } from './table-styles';
import { TableFigure } from './TableFigure';

export type TrailingTableProps = {
  periods: TrailingPeriod[];
  language: Language;
  asOf: string;
  /** The same periods net of the model fee (src/lib/fees.ts netRecord): a net column. */
  net?: TrailingPeriod[];
};

type Line = { key: string; composite: number; benchmark: number };

function lines(periods: TrailingPeriod[]): Line[] {
  const out: Line[] = [];
  for (const p of periods) {
    if (p.key !== 'inception')
      out.push({ key: p.key, composite: p.composite.annualized ?? p.composite.cumulative, benchmark: p.benchmark.annualized ?? p.benchmark.cumulative });
    else {
      // Since inception: annualised once a year exists, and always the cumulative figure.
      if (p.composite.annualized !== null && p.benchmark.annualized !== null)
        out.push({ key: 'inceptionAnnualized', composite: p.composite.annualized, benchmark: p.benchmark.annualized });
      out.push({ key: 'inceptionCumulative', composite: p.composite.cumulative, benchmark: p.benchmark.cumulative });
    }
  }
  return out;
}

export function TrailingTable({ periods, language, asOf, net }: TrailingTableProps) {
  const { t } = useTranslation('efficiency', { lng: language });
  const captionId = `${useId().replace(/:/g, '')}-trailing`;
  const pct = (x: number) => formatPercent(x, language, PERCENT_DECIMALS);
  const netLines = net ? new Map(lines(net).map((l) => [l.key, l.composite])) : null;
  return (
    <TableFigure caption={t('record.trailing.caption', { date: asOf })} captionId={captionId}>
      <FigureTable data-table="trailing" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('record.trailing.period')}</th>
            <th scope="col">{t('record.trailing.composite')}</th>
            {netLines ? <th scope="col">{t('record.trailing.net')}</th> : null}
            <th scope="col">{t('record.trailing.benchmark')}</th>
            <th scope="col">{t(netLines ? 'record.trailing.differenceNet' : 'record.trailing.differenceGross')}</th>
          </tr>
        </thead>
        <tbody>
          {lines(periods).map((l) => (
            <tr key={l.key} data-period={l.key}>
              <th scope="row">{t(`record.trailing.rows.${l.key}`)}</th>
              <td data-field="composite">{pct(l.composite)}</td>
              {netLines ? <td data-field="net">{pct(netLines.get(l.key) ?? NaN)}</td> : null}
              <td data-field="benchmark">{pct(l.benchmark)}</td>
              <td data-field="difference">{pct((netLines ? (netLines.get(l.key) ?? NaN) : l.composite) - l.benchmark)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </TableFigure>
  );
}
