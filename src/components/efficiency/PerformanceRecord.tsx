// The performance record on /efficiency: the composite's facts, headline returns, the annual table,
// the growth chart and the annual bar chart, all computed from the monthly record (src/lib/performance.ts).
import React from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { annualRows, growthSeries, trailingPeriods, type PerformanceData } from '../../lib/performance';
import { netRecord, type FeeSchedule } from '../../lib/fees';
import { ManagementOnlyNote } from '../fees/ManagementOnlyNote';
import { MANAGEMENT_ONLY_MARK, STUB_MARK } from '../../lib/table-marks';
import { FeeModel } from '../fees/FeeModel';
import { AnnualTable } from './AnnualTable';
import { GrowthChart, type GrowthComparison } from './GrowthChart';
import { RealReturns } from './RealReturns';
import type { EconomyData } from '../../lib/economy';
import { realRecord, type RealRecord } from '../../lib/real-record';
import { formatNumber } from '../../lib/format';
import { GROWTH_START_RIALS } from '../../lib/performance';
import { monthLabel, periodsOf } from '../../lib/performance-labels';
import { yearLabel } from '../../lib/format';
import { ReturnsChart } from './ReturnsChart';
import { TrailingTable } from './TrailingTable';
import { Notes } from './table-styles';

export type PerformanceRecordProps = {
  data: PerformanceData;
  language: Language;
  /** Company and fee facts for the copy's placeholders ({{companyShortName}}, {{managementFeePercent}}, ...). */
  facts: Record<string, string>;
  /** The fee schedule of data/terms.json: the model fee of the net figures (none without it). */
  schedule?: FeeSchedule | null;
  /** data/economy.json: the record after inflation and the CPI and deposit lines (none without it). */
  economy?: EconomyData | null;
};

export function PerformanceRecord({ data, language, facts, schedule = null, economy = null }: PerformanceRecordProps) {
  const { t } = useTranslation(['efficiency', 'common', 'real-returns'], { lng: language });
  const monthNames = t('common:calendar.months', { returnObjects: true }) as string[];
  const rows = annualRows(data);
  const net = schedule ? netRecord(data.months, schedule) : null;
  const stub = rows.find((r) => r.stub);
  const first = data.months[0]?.month;
  const last = data.months[data.months.length - 1]?.month;
  if (!first || !last) return null;
  const asOf = monthLabel(last, 'end', language, monthNames);
  const since = monthLabel(first, 'start', language, monthNames);
  const text = (key: string, values: Record<string, string> = {}) => t(`efficiency:${key}`, { ...facts, ...values });
  const real = economy ? realRecord(data.months, economy, schedule) : null;

  return (
    <Record data-as-of={last}>
      <PrintFactsheet />
      <p className="as-of">{text('record.asOf', { date: asOf })}</p>

      <section aria-labelledby="composite-facts-heading">
        <h2 id="composite-facts-heading">{text('record.facts.heading')}</h2>
        <Facts>
          <dt>{text('record.facts.definition')}</dt>
          <dd>{text('record.facts.definitionValue')}</dd>
          <dt>{text('record.facts.inception')}</dt>
          <dd>{since}</dd>
          <dt>{text('record.facts.created')}</dt>
          <dd>{monthLabel(data.composite.created, 'start', language, monthNames)}</dd>
          <dt>{text('record.facts.benchmark')}</dt>
          <dd>{text('record.facts.benchmarkValue')}</dd>
          <dt>{text('record.facts.currency')}</dt>
          <dd>{text('record.facts.currencyValue')}</dd>
          <dt>{text('record.facts.fees')}</dt>
          <dd>{text('record.facts.feesValue')}</dd>
        </Facts>
      </section>

      <section aria-labelledby="trailing-heading">
        <h2 id="trailing-heading">{text('record.trailing.heading', { date: asOf })}</h2>
        <TrailingTable periods={trailingPeriods(data.months)} net={net?.periods} language={language} asOf={asOf} />
      </section>

      {net ? <FeeModel language={language} facts={facts} linkToCalculator /> : null}

      <section aria-labelledby="annual-heading" data-print-keep>
        <h2 id="annual-heading">{text('record.annual.heading')}</h2>
        <AnnualTable rows={rows} net={net?.annual} netMark={MANAGEMENT_ONLY_MARK} language={language} stubMark={STUB_MARK} />
        <Notes>
          {net ? <ManagementOnlyNote rows={net.annual} language={language} /> : null}
          {stub ? (
            <p>
              {text('record.annual.stubNote', {
                mark: STUB_MARK,
                year: yearLabel(stub.year, language),
                from: monthLabel(stub.firstMonth, 'start', language, monthNames),
                to: monthLabel(stub.lastMonth, 'end', language, monthNames),
              })}
            </p>
          ) : null}
          <p>{text('record.annual.riskNote')}</p>
          <p>{text('record.annual.dispersionNote')}</p>
        </Notes>
      </section>

      {real && economy ? <RealReturns record={real} economy={economy} language={language} stubMark={STUB_MARK} monthNames={monthNames} /> : null}

      <section aria-labelledby="growth-heading" data-print-keep>
        <h2 id="growth-heading">{text('record.growth.heading')}</h2>
        <GrowthChart
          points={growthSeries(data.months)}
          net={net?.growth}
          rows={rows}
          language={language}
          stubMark={STUB_MARK}
          startLabel={since}
          endLabel={asOf}
          comparisons={real ? comparisonLines(real, rows, language, (key, values) => t(`real-returns:${key}`, values)) : []}
        />
        {real ? (
          <Notes>
            <p>{t('real-returns:growth.note')}</p>
          </Notes>
        ) : null}
      </section>

      <section aria-labelledby="bars-heading" data-no-print>
        <h2 id="bars-heading">{text('record.bars.heading')}</h2>
        <ReturnsChart
          periods={periodsOf(rows, language, STUB_MARK, net?.annual)}
          language={language}
          title={text('chart.title')}
          labels={{
            portfolio: text('chart.portfolio'),
            index: text('chart.index'),
            tableCaption: text('chart.tableCaption'),
            period: text('chart.period'),
            grossReturn: text('chart.grossReturn'),
            indexYield: text('chart.indexYield'),
            net: text('chart.net'),
            netReturn: text('chart.netReturn'),
            difference: text('chart.difference'),
          }}
          showTable={false}
        />
      </section>
    </Record>
  );
}

/** The CPI path and the deposit line of the growth chart, each with the sentence that describes it. */
function comparisonLines(
  real: RealRecord,
  rows: ReturnType<typeof annualRows>,
  language: Language,
  t: (key: string, values: Record<string, string>) => string,
): GrowthComparison[] {
  const line = (id: GrowthComparison['id'], yearEnds: (number | null)[]): GrowthComparison => {
    const lastAt = yearEnds.reduce<number>((at, v, i) => (v !== null ? i : at), -1);
    const next = rows[lastAt + 1];
    const values = {
      value: lastAt >= 0 ? formatNumber((yearEnds[lastAt] as number) / 1e9, language, 1) : formatNumber(GROWTH_START_RIALS / 1e9, language, 1),
      year: lastAt >= 0 ? yearLabel(rows[lastAt].year, language) : '',
      next: next ? yearLabel(next.year, language) : '',
    };
    const desc = lastAt < 0 ? '' : next && !next.stub ? t(`growth.${id}Desc`, values) : t(`growth.${id}DescEnd`, values);
    return { id, label: t(`growth.${id}`, {}), start: GROWTH_START_RIALS, yearEnds, desc, missing: t('growth.missing', {}) };
  };
  return [line('cpi', real.cpiPath), line('deposit', real.depositPath)];
}

const Record = styled.div`
  .as-of {
    color: ${({ theme }) => theme.color.muted};
  }
  section {
    margin-bottom: 2.5rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  max-width: 50rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
  @media print {
    font-size: 8pt;
    gap: 0 12pt;
    line-height: 1.35;
  }
`;

// /efficiency prints as a factsheet of one or two A4 pages. The site's print styles (global.css)
// already print black on white without the header and navigation and keep [data-print-keep] whole;
// here the page also leaves out the footer and what only the screen needs (the commentary, risk notes,
// the model fee's statement, which the disclosures repeat,
// and [data-no-print]: the bar chart, whose figures are in the annual table), and sets a denser type.
// The section ids are the copy's (locales/*/efficiency.json).
const PrintFactsheet = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 10mm 12mm; }
    body { font-size: 9pt !important; line-height: 1.4 !important; }
    body footer, #overview, #commentary, #methodology, #risk-notes, #fee-model { display: none !important; }
    main { max-width: none !important; }
    main h1 { font-size: 15pt; margin: 0 0 2pt; }
    main article > div:first-child { margin-bottom: 6pt; padding-bottom: 4pt; }
    main article > div:first-child p { font-size: 9pt; margin: 0; max-width: none; }
    main p { margin: 2pt 0; }
    main section { margin-bottom: 6pt !important; max-width: none !important; }
    main h2 { font-size: 11pt; margin: 6pt 0 2pt; }
    main li { margin-bottom: 1pt !important; font-size: 8.5pt; }
    main ul { margin: 2pt 0; }
  }
`;
