// The annual table of the performance record: each Persian-calendar year's chain-linked composite and
// TEDPIX returns, three-year risk, portfolios, assets and dispersion, in the page's digits. With the net
// column, the difference is net minus TEDPIX; without it, the gross difference, headed as such.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { AnnualRow } from '../../lib/performance';
import type { NetAnnualRow } from '../../lib/fees';
import { NotAvailable } from './NotAvailable';
import { FigureTable } from './table-styles';
import { TableFigure } from './TableFigure';

export type AnnualTableProps = {
  rows: AnnualRow[];
  language: Language;
  stubMark: string;
  /** The same years net of the model fee (src/lib/fees.ts): a net column; `netMark` on years bearing the management fee only. */
  net?: readonly NetAnnualRow[];
  netMark?: string;
};

const BILLION = 1_000_000_000;

export function AnnualTable({ rows, language, stubMark, net, netMark = '' }: AnnualTableProps) {
  const { t } = useTranslation('efficiency', { lng: language });
  const captionId = `${useId().replace(/:/g, '')}-annual`;
  const na = <NotAvailable label={t('record.annual.notAvailable')} />;
  const pct = (x: number | null | undefined) => (x == null ? na : formatPercent(x, language, PERCENT_DECIMALS));
  const count = (x: number | null, scale = 1) => (x == null ? na : formatNumber(x / scale, language, 0));
  return (
    <TableFigure caption={t('record.annual.caption')} captionId={captionId}>
      <FigureTable data-table="annual" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('record.annual.year')}</th>
            <th scope="col">{t('record.annual.composite')}</th>
            {net ? <th scope="col">{t('record.annual.net')}</th> : null}
            <th scope="col">{t('record.annual.benchmark')}</th>
            <th scope="col">{t(net ? 'record.annual.differenceNet' : 'record.annual.differenceGross')}</th>
            <th scope="col">{t('record.annual.riskComposite')}</th>
            <th scope="col">{t('record.annual.riskBenchmark')}</th>
            <th scope="col">{t('record.annual.portfolios')}</th>
            <th scope="col">{t('record.annual.assets')}</th>
            <th scope="col">{t('record.annual.firmShare')}</th>
            <th scope="col">{t('record.annual.dispersion')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.year} data-year={r.year}>
              <th scope="row">
                {yearLabel(r.year, language)}
                {r.stub ? stubMark : ''}
              </th>
              <td data-field="composite">{pct(r.composite)}</td>
              {net ? <NetCell row={net.find((n) => n.year === r.year)} mark={netMark} format={pct} /> : null}
              <td data-field="benchmark">{pct(r.benchmark)}</td>
              <td data-field="difference">{pct(net ? netDifference(net, r) : r.difference)}</td>
              <td>{pct(r.risk?.composite)}</td>
              <td>{pct(r.risk?.benchmark)}</td>
              <td>{count(r.portfolios)}</td>
              <td>{count(r.compositeAssets, BILLION)}</td>
              <td>{pct(r.firmShare)}</td>
              <td>{pct(r.dispersion)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </TableFigure>
  );
}

/** Beside the net column, the difference is the net return minus the index's (null where either is missing). */
function netDifference(net: readonly NetAnnualRow[], row: AnnualRow): number | null {
  const n = net.find((x) => x.year === row.year)?.net;
  return n == null || row.benchmark == null ? null : n - row.benchmark;
}

/** A year's net return, marked when the year bears the management fee only. */
function NetCell({ row, mark, format }: { row?: NetAnnualRow; mark: string; format: (x: number | null | undefined) => React.ReactNode }) {
  return (
    <td data-field="net">
      {format(row?.net)}
      {row && !row.performanceFeeYear ? mark : ''}
    </td>
  );
}
