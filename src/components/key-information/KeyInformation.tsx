// The key-information page for dedicated portfolio management: the service and for whom, the risk
// indicator (CESR/10-673, src/lib/risk-indicator.ts) on a scale of seven, the best and worst complete
// year and the largest fall, the costs (the fee model of /fees at the record's median yearly return),
// how to start, leave (as the contract sets out: data/terms.json's notice and payout days) and complain,
// who keeps the assets and who oversees the company (the trustee and auditor of data/company.json).
// Every figure is computed from data/ at build time; printed, it fits two A4 pages.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { EconomyData } from '../../lib/economy';
import type { FeeSchedule } from '../../lib/fees';
import { formatRials } from '../../lib/fee-calculator';
import { formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import { localizePath, type Language } from '../../lib/i18n-config';
import { bestAndWorstYears, feesAtReturn, medianYearlyReturn } from '../../lib/key-information';
import { GROWTH_START_RIALS, type PerformanceMonth } from '../../lib/performance';
import { realRecord } from '../../lib/real-record';
import { maxDrawdown, riskIndicator } from '../../lib/risk-indicator';
import { localizeDigits } from '../../lib/digits';
import { monthLabel } from '../../lib/performance-labels';
import { FigureTable } from '../efficiency/table-styles';
import { TableFigure } from '../efficiency/TableFigure';
import { RiskScale } from './RiskScale';
import { listOf } from '../../lib/lists';

export type KeyInformationProps = {
  months: readonly PerformanceMonth[];
  schedule: FeeSchedule;
  economy: EconomyData | null;
  language: Language;
  facts: Record<string, string>;
  horizon: string;
  contractTermMonths: number;
  paths: Record<string, string>;
};

export function KeyInformation({ months, schedule, economy, language, facts, horizon, contractTermMonths, paths }: KeyInformationProps) {
  const { t } = useTranslation(['key-information', 'common'], { lng: language });
  const text = (key: string, values: Record<string, string> = {}) => t(`key-information:${key}`, { ...facts, ...values });
  const monthNames = t('common:calendar.months', { returnObjects: true }) as string[];
  const pct = (x: number) => formatPercent(x, language, PERCENT_DECIMALS);
  const link = (id: string) => localizePath(paths[id] ?? `/${id}/`, language);
  const last = months[months.length - 1]?.month;
  if (!last) return null;
  const risk = riskIndicator(months.map((m) => m.composite));
  const drawdown = maxDrawdown(months);
  const years = bestAndWorstYears(months);
  const median = medianYearlyReturn(months);
  const costs = median === null ? [] : [feesAtReturn(median, schedule, 1, GROWTH_START_RIALS), feesAtReturn(median, schedule, 3, GROWTH_START_RIALS)];
  const real = economy ? realRecord(months, economy, schedule) : null;
  const riskValues = { class: localizeDigits(risk.riskClass, language), months: localizeDigits(risk.months, language), volatility: pct(risk.volatility) };

  return (
    <Page data-as-of={last}>
      <PrintTwoPages />
      <p className="as-of">{text('asOf', { date: monthLabel(last, 'end', language, monthNames) })}</p>

      <section aria-labelledby="ki-service">
        <h2 id="ki-service">{text('service.heading')}</h2>
        <p>{text('service.what')}</p>
        <p>{text('service.forWhom', { horizon })}</p>
        <dl>
          <div>
            <dt>{text('service.minimum')}</dt>
            <dd data-fact="minimum">{facts.minimumCapital}</dd>
          </div>
          <div>
            <dt>{text('service.horizon')}</dt>
            <dd data-fact="horizon">{horizon}</dd>
          </div>
          <div>
            <dt>{text('service.term')}</dt>
            <dd>{text('service.termValue', { months: localizeDigits(contractTermMonths, language) })}</dd>
          </div>
        </dl>
        <p data-no-print>
          <Link to={link('risk-profile')}>{text('service.selfCheck')}</Link>
        </p>
      </section>

      <section aria-labelledby="ki-risk" data-print-keep>
        <h2 id="ki-risk">{text('risk.heading')}</h2>
        <RiskScale
          riskClass={risk.riskClass}
          language={language}
          label={text('risk.scaleLabel', { class: riskValues.class })}
          lower={text('risk.lower')}
          higher={text('risk.higher')}
        />
        <p data-risk-sentence={risk.volatility}>{text(risk.sinceInception ? 'risk.sentenceSince' : 'risk.sentence', riskValues)}</p>
        <p className="small">{text('risk.method')}</p>
        <p className="small">{text('risk.other')}</p>
      </section>

      {years ? (
        <section aria-labelledby="ki-past" data-print-keep>
          <h2 id="ki-past">{text('past.heading')}</h2>
          <TableFigure caption={text('past.caption')} captionId="ki-past-caption">
            <FigureTable data-table="key-past" aria-labelledby="ki-past-caption">
              <thead>
                <tr>
                  <th scope="col">{text('past.measure')}</th>
                  <th scope="col">{text('past.composite')}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-row="best" data-year={years.best.year}>
                  <th scope="row">{text('past.best', { year: yearLabel(years.best.year, language) })}</th>
                  <td data-value={years.best.composite}>{pct(years.best.composite)}</td>
                </tr>
                <tr data-row="worst" data-year={years.worst.year}>
                  <th scope="row">{text('past.worst', { year: yearLabel(years.worst.year, language) })}</th>
                  <td data-value={years.worst.composite}>{pct(years.worst.composite)}</td>
                </tr>
                {drawdown ? (
                  <tr data-row="drawdown" data-from={drawdown.peakMonth} data-to={drawdown.troughMonth}>
                    <th scope="row">
                      {text('past.drawdown', {
                        from: monthLabel(drawdown.peakMonth, 'end', language, monthNames),
                        to: monthLabel(drawdown.troughMonth, 'end', language, monthNames),
                      })}
                    </th>
                    <td data-value={drawdown.drawdown}>{pct(drawdown.drawdown)}</td>
                  </tr>
                ) : null}
              </tbody>
            </FigureTable>
          </TableFigure>
          {real?.gross.annualized != null ? (
            <p>
              {text('past.realLine', {
                real: pct(real.gross.annualized),
                years: listOf(
                  real.gross.years.map((y) => yearLabel(y, language)),
                  language,
                ),
              })}{' '}
              <Link to={link('efficiency')}>{text('past.efficiency')}</Link>
            </p>
          ) : null}
          <p className="small">{text('past.disclaimer')}</p>
        </section>
      ) : null}

      <section aria-labelledby="ki-costs" data-print-keep>
        <h2 id="ki-costs">{text('costs.heading')}</h2>
        <p>{text('costs.schedule')}</p>
        {median !== null ? (
          <>
            <p>{text('costs.intro', { amount: formatRials(GROWTH_START_RIALS, language), median: pct(median) })}</p>
            <TableFigure
              caption={text('costs.caption', { amount: formatRials(GROWTH_START_RIALS, language), median: pct(median) })}
              captionId="ki-costs-caption"
            >
              <FigureTable data-table="key-costs" data-median={median} aria-labelledby="ki-costs-caption">
                <thead>
                  <tr>
                    <th scope="col">{text('costs.period')}</th>
                    <th scope="col">{text('costs.grossEnd')}</th>
                    <th scope="col">{text('costs.fees')}</th>
                    <th scope="col">{text('costs.end')}</th>
                    <th scope="col">{text('costs.share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {costs.map((c) => (
                    <tr key={c.years} data-years={c.years}>
                      <th scope="row">{text(c.years === 1 ? 'costs.oneYear' : 'costs.threeYears')}</th>
                      <td data-field="grossEnd">{formatRials(c.grossEnd, language)}</td>
                      <td data-field="fees">{formatRials(c.fees, language)}</td>
                      <td data-field="end">{formatRials(c.end, language)}</td>
                      <td data-field="share">{c.grossEnd > c.start ? pct(c.fees / (c.grossEnd - c.start)) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </FigureTable>
            </TableFigure>
            <p className="small">
              {text('costs.model')} <Link to={link('fees')}>{text('costs.feesPage')}</Link>
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="ki-practical" data-print-keep>
        <h2 id="ki-practical">{text('practical.heading')}</h2>
        <ul>
          <li>
            {text('practical.start')} <Link to={link('registration-procedures')}>{text('practical.startLink')}</Link>
          </li>
          <li>{text('practical.leave')}</li>
          <li>
            {text('practical.leaveCost')} <Link to={link('contracts')}>{text('practical.contractLink')}</Link>
          </li>
          <li>{text('practical.custody')}</li>
          <li data-fact="oversight">{text('practical.trustee')}</li>
          <li>{text('practical.regulator')}</li>
          <li>
            {text('practical.complain')} <Link to={link('complaints')}>{text('practical.complainLink')}</Link>
          </li>
        </ul>
      </section>
    </Page>
  );
}

const Page = styled.div`
  .as-of,
  .small {
    color: ${({ theme }) => theme.color.muted};
  }
  .small {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  section {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: 700;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;

// Printed: two A4 pages at most, without the site's footer; denser type.
const PrintTwoPages = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 10mm 12mm; }
    body { font-size: 9pt !important; line-height: 1.35 !important; }
    body footer { display: none !important; }
    main h1 { font-size: 15pt; margin: 0 0 2pt; }
    main h2 { font-size: 11pt; margin: 6pt 0 2pt; }
    main p, main li { margin: 2pt 0; }
    main section { margin-bottom: 6pt !important; }
  }
`;
