// The record after inflation on /efficiency: the real return since inception over the years with an
// inflation figure, each year's inflation and real returns (gross and net of the model fee) with the
// deposit rate cap beside them, and the sources of the comparison figures (src/lib/real-record.ts).
import React, { useId } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { EconomyData } from '../../lib/economy';
import { formatDate, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { RealRecord, RealRecordRow } from '../../lib/real-record';
import { localizeDigits } from '../../lib/digits';
import { NotAvailable } from './NotAvailable';
import { FigureTable, Notes } from './table-styles';
import { TableFigure } from './TableFigure';
import { listOf } from '../../lib/lists';

export type RealReturnsProps = {
  record: RealRecord;
  economy: EconomyData;
  language: Language;
  stubMark: string;
  monthNames: readonly string[];
};

const PUBLISHERS = { sci: { fa: 'مرکز آمار ایران', en: 'Statistical Centre of Iran' }, cbi: { fa: 'بانک مرکزی', en: 'Central Bank of Iran' } } as const;

export function RealReturns({ record, economy, language, stubMark, monthNames }: RealReturnsProps) {
  const { t } = useTranslation('real-returns', { lng: language });
  const uid = useId().replace(/:/g, '');
  const pct = (x: number) => formatPercent(x, language, PERCENT_DECIMALS);
  const years = (list: readonly number[]) =>
    listOf(
      list.map((y) => yearLabel(y, language)),
      language,
    );
  const inflationOf = new Map(economy.inflation.map((i) => [i.year, i]));
  const hasNet = record.net !== null;
  const stub = record.rows.find((r) => r.stub);

  const realCell = (row: RealRecordRow, value: number | null, field: string) => (
    <td data-field={field}>{value !== null ? pct(value) : <NotAvailable label={row.stub ? t('table.notComparable') : t('table.noFigure')} />}</td>
  );

  return (
    <section aria-labelledby="real-heading" id="real-returns">
      <PrintDense />
      <h2 id="real-heading">{t('heading')}</h2>
      <p data-no-print>{t('intro')}</p>

      {record.gross.annualized === null ? (
        <p>{t('headline.none')}</p>
      ) : (
        // On paper the factsheet keeps to two pages: the yearly table carries the real figures.
        <div data-no-print>
          <TableFigure caption={t('headline.caption')} captionId={`${uid}-real-headline`}>
            <FigureTable data-table="real-headline" aria-labelledby={`${uid}-real-headline`}>
              <thead>
                <tr>
                  <th scope="col">{t('headline.measure')}</th>
                  <th scope="col">{t('headline.value')}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-period="real-gross">
                  <th scope="row">{t('headline.gross')}</th>
                  <td data-field="real">{pct(record.gross.annualized)}</td>
                </tr>
                {record.net?.annualized != null ? (
                  <tr data-period="real-net">
                    <th scope="row">{t('headline.net')}</th>
                    <td data-field="real">{pct(record.net.annualized)}</td>
                  </tr>
                ) : null}
              </tbody>
            </FigureTable>
          </TableFigure>
        </div>
      )}
      <Notes>
        {record.gross.years.length ? (
          <p data-real-years={record.gross.years.join(' ')}>
            {t('headline.years', { years: years(record.gross.years), number: localizeDigits(record.gross.years.length, language) })}
          </p>
        ) : null}
        {record.gross.leftOut.length ? <p>{t('headline.leftOut', { years: years(record.gross.leftOut) })}</p> : null}
      </Notes>

      <TableFigure caption={t('table.caption')} captionId={`${uid}-real-table`}>
        <FigureTable data-table="real" aria-labelledby={`${uid}-real-table`}>
          <thead>
            <tr>
              <th scope="col">{t('table.year')}</th>
              <th scope="col">{t('table.gross')}</th>
              {hasNet ? <th scope="col">{t('table.net')}</th> : null}
              <th scope="col">{t('table.inflation')}</th>
              <th scope="col">{t('table.realGross')}</th>
              {hasNet ? <th scope="col">{t('table.realNet')}</th> : null}
              <th scope="col">{t('table.deposit')}</th>
              <th scope="col">{t('table.publisher')}</th>
            </tr>
          </thead>
          <tbody>
            {record.rows.map((row) => {
              const entry = inflationOf.get(row.year);
              const publisher = entry?.publisher ? PUBLISHERS[entry.publisher][language] : null;
              return (
                <tr key={row.year} data-year={row.year}>
                  <th scope="row">
                    {yearLabel(row.year, language)}
                    {row.stub ? stubMark : ''}
                  </th>
                  <td data-field="gross">{pct(row.gross)}</td>
                  {hasNet ? <td data-field="net">{row.net === null ? <NotAvailable label={t('table.noFigure')} /> : pct(row.net)}</td> : null}
                  <td data-field="inflation">{row.inflation === null ? t('table.noFigure') : pct(row.inflation)}</td>
                  {realCell(row, row.realGross, 'real-gross')}
                  {hasNet ? realCell(row, row.realNet, 'real-net') : null}
                  <td data-field="deposit">{row.depositCap === null ? t('table.notFound') : pct(row.depositCap)}</td>
                  <td data-field="publisher">
                    {publisher === null ? (
                      <NotAvailable label={t('table.noFigure')} />
                    ) : entry?.baseYear ? (
                      t('table.base', { publisher, base: localizeDigits(entry.baseYear, language) })
                    ) : (
                      t('table.baseUnknown', { publisher })
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </FigureTable>
      </TableFigure>
      <Notes>
        {record.missingInflation.length ? <p data-note="missing-inflation">{t('notes.missing', { years: years(record.missingInflation) })}</p> : null}
        {stub ? <p>{t('notes.stub', { year: `${yearLabel(stub.year, language)}${stubMark}` })}</p> : null}
        <p data-no-print>{t('notes.deposit')}</p>
      </Notes>

      <h3 id="real-disclosures-heading">{t('disclosures.heading')}</h3>
      <ul aria-labelledby="real-disclosures-heading">
        <li>{t('disclosures.inflation')}</li>
        <li>{t('disclosures.revisions')}</li>
        <li>{t('disclosures.deposit')}</li>
        <li data-no-print>{t('disclosures.dollarGold')}</li>
      </ul>
      <div data-no-print>
        <TableFigure caption={t('disclosures.sourcesCaption')} captionId={`${uid}-real-sources`}>
          <FigureTable data-table="real-sources" aria-labelledby={`${uid}-real-sources`}>
            <thead>
              <tr>
                <th scope="col">{t('table.year')}</th>
                <th scope="col">{t('disclosures.series')}</th>
                <th scope="col">{t('disclosures.source')}</th>
                <th scope="col">{t('disclosures.read')}</th>
                <th scope="col">{t('disclosures.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {[
                ...economy.inflation.map((e) => ({ ...e, series: t('disclosures.inflationSeries'), detail: e.note?.[language] ?? '' })),
                ...economy.depositCap.map((e) => ({
                  ...e,
                  series: t('disclosures.depositSeries'),
                  detail: [e.inForce[language], e.note?.[language]].filter(Boolean).join(' — '),
                })),
              ].map((e) => (
                <tr key={`${e.series}-${e.year}`}>
                  <th scope="row">{yearLabel(e.year, language)}</th>
                  <td>{e.series}</td>
                  <td>
                    <SourceLink href={e.source.url} lang={/[\u0600-\u06ff]/.test(e.source.name[language]) ? undefined : 'en'}>
                      {e.source.name[language]}
                    </SourceLink>
                  </td>
                  <td>{formatDate(e.source.read, language, monthNames)}</td>
                  <td>{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableFigure>
      </div>
    </section>
  );
}

// The table's shaded rows leave the link colour short of 4.5:1 for Persian text: the text colour, underlined.
const SourceLink = styled.a`
  color: ${({ theme }) => theme.color.text};
  text-decoration: underline;
`;

// /efficiency prints as a factsheet of at most two A4 pages (PerformanceRecord): this section may break
// across the pages (its rows do not), keeps its yearly table, notes and disclosures in smaller type,
// and leaves out the introduction, the headline table, the deposit note and the table of sources (each
// figure's source stays on the screen page).
const PrintDense = createGlobalStyle`
  @media print {
    #real-returns h3 { font-size: 9pt; margin: 2pt 0; }
    #real-returns ul { font-size: 7pt; line-height: 1.3; margin: 1pt 0; }
    #real-returns table { font-size: 7pt; }
  }
`;
