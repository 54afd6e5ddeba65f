// One quarterly factsheet (/reports/1404-q3/): the record as it stood at the quarter's end, worked by
// src/lib/factsheets.ts (gross and net of the model fee, against TEDPIX), the corrections made since it
// was published, and links to the quarters either side. Prints on at most two A4 pages.
import React, { useId } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { Erratum, FactsheetFigures } from '../../lib/factsheets';
import { formatDate, formatNumber, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import { localizePath, type Language } from '../../lib/i18n-config';
import { STUB_MARK } from '../../lib/table-marks';
import { PageIntro } from '../content/PageIntro';
import { monthLabel } from '../../lib/performance-labels';
import { FigureTable, Notes } from '../efficiency/table-styles';
import { TableFigure } from '../efficiency/TableFigure';
import { TrailingTable } from '../efficiency/TrailingTable';

/**
 * The risk indicator and real returns as they stood at the quarter's end (src/lib/risk-indicator.ts,
 * src/lib/real-returns.ts over data/economy.json), filled by src/templates/factsheet.tsx; null leaves
 * the section out.
 */
export type FactsheetExtras = {
  risk: { riskClass: number; volatility: number; months: number; sinceInception: boolean } | null;
  realYears: readonly { year: number; full: boolean; inflation: number | null; realGross: number | null; realNet: number | null }[] | null;
  realSinceInception: { years: readonly number[]; cumulative: number; annualized: number | null } | null;
};

export type QuarterLink = { key: string; label: string; path: string };

export type FactsheetProps = {
  figures: FactsheetFigures;
  language: Language;
  /** The quarter as the page names it (src/lib/quarter-label.ts). */
  label: string;
  /** Company and fee facts for the copy's placeholders ({{managementFeePercent}}, ...). */
  facts: Record<string, string>;
  /** The ISO date the factsheet was first published (data/published-months.json), or null. */
  published: string | null;
  /** The corrections this factsheet carries (factsheets.ts errataFor), oldest first. */
  errata: Erratum[];
  previous: QuarterLink | null;
  next: QuarterLink | null;
  /** Unlocalized paths of the archive, /efficiency and /calculation. */
  paths: { archive: string; efficiency: string; calculation: string };
  extras?: FactsheetExtras | null;
};

export function Factsheet({ figures, language, label, facts, published, errata, previous, next, paths, extras = null }: FactsheetProps) {
  const { t } = useTranslation(['reports', 'efficiency', 'common'], { lng: language });
  const months = t('common:calendar.months', { returnObjects: true }) as string[];
  const text = (key: string, values: Record<string, string> = {}) => t(`reports:factsheet.${key}`, { ...facts, ...values });
  const pct = (x: number, digits = PERCENT_DECIMALS) => formatPercent(x, language, digits);
  const asOf = monthLabel(figures.quarter.month, 'end', language, months);
  const ytd = figures.yearSoFar;
  const ytdId = `${useId().replace(/:/g, '')}-ytd`;
  const annualId = `${useId().replace(/:/g, '')}-annual`;
  const stub = figures.annual[figures.annual.length - 1]?.stub;
  // The latest full year with an inflation figure (src/lib/real-returns.ts).
  const lastReal = [...(extras?.realYears ?? [])].reverse().find((y) => y.realGross !== null) ?? null;

  return (
    <Sheet data-quarter={figures.quarter.key} data-as-of={figures.quarter.month}>
      <PrintFactsheet />
      <PageIntro heading={text('title', { quarter: label })} lead={text('description', { date: asOf })}>
        <p className="dates">
          {text('asOf', { date: asOf })}
          {' · '}
          {published ? <span data-published={published}>{text('published', { date: formatDate(published, language, months) })}</span> : text('notPublished')}
        </p>
      </PageIntro>

      {errata.length ? (
        <section aria-labelledby="errata-heading" className="errata" data-errata>
          <h2 id="errata-heading">{text('errata.heading')}</h2>
          <p>{text('errata.intro')}</p>
          <ul>
            {errata.map((e) => (
              <li key={`${e.month}-${e.field}-${e.date}`} data-erratum={e.month}>
                <time dateTime={e.date}>{formatDate(e.date, language, months)}</time>
                {language === 'fa' ? ': ' : ': '}
                {text('errata.item', {
                  field: text(`errata.fields.${e.field}`),
                  month: monthLabel(e.month, 'end', language, months),
                  from: pct(e.from, 2),
                  to: pct(e.to, 2),
                })}{' '}
                {e.reason[language]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="returns-heading">
        <h2 id="returns-heading">{text('returns.heading', { date: asOf })}</h2>
        <TrailingTable periods={figures.periods} net={figures.netPeriods ?? undefined} language={language} asOf={asOf} />
        <TableFigure
          caption={text('returns.yearSoFar', { year: yearLabel(ytd.year, language), from: monthLabel(ytd.firstMonth, 'start', language, months), to: asOf })}
          captionId={ytdId}
        >
          <FigureTable data-table="year-so-far" aria-labelledby={ytdId}>
            <thead>
              <tr>
                <th scope="col">{t('efficiency:record.trailing.composite')}</th>
                {figures.netPeriods ? <th scope="col">{t('efficiency:record.trailing.net')}</th> : null}
                <th scope="col">{t('efficiency:record.trailing.benchmark')}</th>
                <th scope="col">{t('efficiency:record.trailing.differenceGross')}</th>
              </tr>
            </thead>
            <tbody>
              <tr data-period="ytd">
                <td data-field="composite">{pct(ytd.composite)}</td>
                {figures.netPeriods ? <td data-field="net">{pct(ytd.net)}</td> : null}
                <td data-field="benchmark">{pct(ytd.benchmark)}</td>
                <td>{pct(ytd.composite - ytd.benchmark)}</td>
              </tr>
            </tbody>
          </FigureTable>
        </TableFigure>
        {figures.netPeriods ? (
          <Notes>
            <p>{text('netNote')}</p>
          </Notes>
        ) : null}
      </section>

      {extras && (extras.risk || lastReal || extras.realSinceInception?.annualized != null) ? (
        <section aria-labelledby="extras-heading" data-extras>
          <h2 id="extras-heading">{text('extras.heading')}</h2>
          <dl>
            {extras.risk ? (
              <>
                <dt>{text('extras.riskClass')}</dt>
                <dd data-field="risk-class">
                  {formatNumber(extras.risk.riskClass, language, 0)} ({text('extras.months', { months: formatNumber(extras.risk.months, language, 0) })})
                </dd>
                <dt>{text('extras.volatility')}</dt>
                <dd data-field="volatility">{pct(extras.risk.volatility)}</dd>
              </>
            ) : null}
            {lastReal ? (
              <>
                <dt>{text('extras.realYear', { year: yearLabel(lastReal.year, language) })}</dt>
                <dd data-field="real-year">
                  {pct(lastReal.realGross!)}
                  {lastReal.realNet !== null ? ` (${text('extras.net')} ${pct(lastReal.realNet)})` : ''}
                </dd>
              </>
            ) : null}
            {extras.realSinceInception?.annualized != null ? (
              <>
                <dt>{text('extras.realSinceInception', { years: formatNumber(extras.realSinceInception.years.length, language, 0) })}</dt>
                <dd data-field="real-since-inception">{pct(extras.realSinceInception.annualized)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="annual-heading" data-print-keep>
        <h2 id="annual-heading">{text('annual.heading')}</h2>
        <TableFigure caption={text('annual.caption', { date: asOf })} captionId={annualId}>
          <FigureTable data-table="annual" aria-labelledby={annualId}>
            <thead>
              <tr>
                <th scope="col">{text('annual.year')}</th>
                <th scope="col">{t('efficiency:record.trailing.composite')}</th>
                {figures.netAnnual ? <th scope="col">{t('efficiency:record.trailing.net')}</th> : null}
                <th scope="col">{t('efficiency:record.trailing.benchmark')}</th>
                <th scope="col">{t('efficiency:record.trailing.differenceGross')}</th>
              </tr>
            </thead>
            <tbody>
              {[...figures.annual].reverse().map((row) => {
                const i = figures.annual.indexOf(row);
                return (
                  <tr key={row.year} data-year={row.year}>
                    <th scope="row">
                      {yearLabel(row.year, language)}
                      {row.stub ? STUB_MARK : ''}
                    </th>
                    <td data-field="composite">{pct(row.composite)}</td>
                    {figures.netAnnual ? <td data-field="net">{pct(figures.netAnnual[i])}</td> : null}
                    <td data-field="benchmark">{pct(row.benchmark)}</td>
                    <td>{pct(row.difference)}</td>
                  </tr>
                );
              })}
            </tbody>
          </FigureTable>
        </TableFigure>
        {stub ? (
          <Notes>
            <p>{text('annual.stubNote', { mark: STUB_MARK, to: asOf })}</p>
          </Notes>
        ) : null}
      </section>

      <p className="disclaimer">{text('disclaimer')}</p>

      <nav aria-labelledby="factsheet-links-heading" data-no-print>
        <h2 id="factsheet-links-heading">{text('links.heading')}</h2>
        <ul>
          {previous ? (
            <li>
              <Link to={localizePath(previous.path, language)} rel="prev">
                {text('links.previous', { quarter: previous.label })}
              </Link>
            </li>
          ) : null}
          {next ? (
            <li>
              <Link to={localizePath(next.path, language)} rel="next">
                {text('links.next', { quarter: next.label })}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={localizePath(paths.archive, language)}>{text('links.archive')}</Link>
          </li>
          <li>
            <Link to={localizePath(paths.efficiency, language)}>{text('links.efficiency')}</Link>
          </li>
          <li>
            <Link to={localizePath(paths.calculation, language)}>{text('links.calculation')}</Link>
          </li>
        </ul>
      </nav>
    </Sheet>
  );
}

const Sheet = styled.article`
  .dates {
    color: ${({ theme }) => theme.color.muted};
    margin: 0;
  }
  section {
    margin-bottom: 2rem;
  }
  .errata {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surface};
  }
  .disclaimer {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

// Printed: at most two A4 pages, black on white (global.css already drops the header and navigation
// and keeps [data-print-keep] whole); the footer and the links to other pages are left out.
const PrintFactsheet = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 10mm 12mm; }
    body { font-size: 9pt !important; line-height: 1.4 !important; }
    body footer { display: none !important; }
    main { max-width: none !important; }
    main h1 { font-size: 15pt; margin: 0 0 2pt; }
    main article > div:first-of-type { margin-bottom: 6pt; padding-bottom: 4pt; }
    main p { margin: 2pt 0; }
    main section { margin-bottom: 6pt !important; }
    main h2 { font-size: 11pt; margin: 6pt 0 2pt; }
  }
`;
