// The fee calculator's answer: what the amount became and what the fees cost (including what the fee
// money would have earned), then one row per year: first the year, the value at its end after fees and
// the same money in TEDPIX (what every width shows), then the net return, the value at the start, the
// gross return and the fees taken; a last row with only what adds up over the period.
import React from 'react';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { formatPercent, yearLabel } from '../../lib/format';
import { formatRials, type FeeCalculation } from '../../lib/fee-calculator';
import type { Language } from '../../lib/i18n-config';
import { FigureTable, Notes, Scroller } from '../efficiency/table-styles';
import { ManagementOnlyNote } from './ManagementOnlyNote';
import { MANAGEMENT_ONLY_MARK } from '../../lib/table-marks';
import type { YearRate } from '../../lib/real-returns';
import { ValueAfterInflation } from './ValueAfterInflation';

type FeeResultsProps = {
  calculation: FeeCalculation;
  language: Language;
  t: TFunction;
  /** The worked example (shown before any calculation, and without JavaScript) rather than the visitor's. */
  example: boolean;
  /** The smallest portfolio accepted, in rials, and how the copy names it. */
  minimum: { rials: number; text: string };
  /** Inflation by year (data/economy.json): the result's value after inflation too. */
  inflation?: readonly YearRate[];
};

/** The columns after the three every width shows (year, value at the end, the same money in TEDPIX). */
const EXTRA = { 'data-extra': '' } as const;

export function FeeResults({ calculation, language, t, example, minimum, inflation }: FeeResultsProps) {
  const { rows, totals } = calculation.table;
  const rials = (x: number) => formatRials(x, language);
  const pct = (x: number) => formatPercent(x, language, 1);
  // A word joiner after the dash: "2017–18" does not break after it in a narrow column.
  const year = (y: number) => yearLabel(y, language).replace('–', '–\u2060');
  const from = yearLabel(rows[0].year, language);
  const to = yearLabel(rows[rows.length - 1].year, language);
  const oneYear = rows.length === 1;
  const fees = totals.managementFee + totals.performanceFee;
  // What the fees cost beyond themselves: the growth the fee money would have earned in the later years.
  const forgone = Math.max(0, totals.grossEnd - totals.end - fees);
  return (
    <>
      <h3>{example ? t('calculator.results.example') : t('calculator.results.heading')}</h3>
      <p data-summary="">
        {t(oneYear ? 'calculator.results.summaryOneYear' : 'calculator.results.summary', {
          amount: rials(totals.start),
          from,
          to,
          end: rials(totals.end),
          fees: rials(fees),
          gross: rials(totals.grossEnd),
          benchmark: rials(totals.benchmarkEnd),
        })}{' '}
        {forgone > 0 ? t('calculator.results.forgone', { gap: rials(totals.grossEnd - totals.end), fees: rials(fees), forgone: rials(forgone) }) : null}
      </p>
      {inflation ? <ValueAfterInflation end={totals.end} years={rows.map((r) => r.year)} inflation={inflation} language={language} /> : null}
      {calculation.amount < minimum.rials ? <p>{t('calculator.results.belowMinimum', { minimumCapital: minimum.text })}</p> : null}
      <Columns>
        <p id="fee-results-caption">
          {t(oneYear ? 'calculator.results.captionOneYear' : 'calculator.results.caption', { amount: rials(totals.start), from, to })}
        </p>
        {/* On a phone the table shows the year, the value at its end and TEDPIX; this box shows the rest (no script needed). */}
        <label>
          <input type="checkbox" data-all-columns="" />
          {t('calculator.results.allColumns')}
        </label>
        <Scroller data-scroll-region role="region" aria-labelledby="fee-results-caption" tabIndex={0}>
          <FigureTable data-table="fees" data-amount={calculation.amount} data-from={calculation.from} aria-labelledby="fee-results-caption">
            <thead>
              <tr>
                <th scope="col">{t('calculator.results.year')}</th>
                <th scope="col">{t('calculator.results.end')}</th>
                <th scope="col">{t('calculator.results.benchmark')}</th>
                <th scope="col" {...EXTRA}>
                  {t('calculator.results.netReturn')}
                </th>
                <th scope="col" {...EXTRA}>
                  {t('calculator.results.start')}
                </th>
                <th scope="col" {...EXTRA}>
                  {t('calculator.results.grossReturn')}
                </th>
                <th scope="col" {...EXTRA}>
                  {t('calculator.results.managementFee')}
                </th>
                <th scope="col" {...EXTRA}>
                  {t('calculator.results.performanceFee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.year} data-year={r.year}>
                  <th scope="row">{year(r.year)}</th>
                  <td data-field="end">{rials(r.end)}</td>
                  <td data-field="benchmarkEnd">{rials(r.benchmarkEnd)}</td>
                  <td data-field="netReturn" {...EXTRA}>
                    {pct(r.netReturn)}
                  </td>
                  <td data-field="start" {...EXTRA}>
                    {rials(r.start)}
                  </td>
                  <td data-field="grossReturn" {...EXTRA}>
                    {pct(r.grossReturn)}
                  </td>
                  <td data-field="managementFee" {...EXTRA}>
                    {rials(r.managementFee)}
                  </td>
                  <td data-field="performanceFee" {...EXTRA}>
                    {rials(r.performanceFee)}
                    {r.performanceFeeYear ? '' : MANAGEMENT_ONLY_MARK}
                  </td>
                </tr>
              ))}
            </tbody>
            {/* Only what adds up over the period: the value at the end, the cumulative net return, the fees paid. */}
            <tfoot>
              <tr data-total="">
                <th scope="row">{t('calculator.results.total')}</th>
                <td data-field="end">{rials(totals.end)}</td>
                <td data-field="benchmarkEnd">{rials(totals.benchmarkEnd)}</td>
                <td data-field="netReturn" {...EXTRA}>
                  {pct(totals.netReturn)}
                </td>
                <td {...EXTRA} />
                <td {...EXTRA} />
                <td data-field="managementFee" {...EXTRA}>
                  {rials(totals.managementFee)}
                </td>
                <td data-field="performanceFee" {...EXTRA}>
                  {rials(totals.performanceFee)}
                </td>
              </tr>
            </tfoot>
          </FigureTable>
        </Scroller>
      </Columns>
      <Notes>
        <p>{t('calculator.results.totalNote')}</p>
        <ManagementOnlyNote rows={rows} language={language} />
      </Notes>
    </>
  );
}

// Below 48rem only the first three columns show unless the box is ticked (CSS :has, so it works
// before and without the page's script). The caption is a paragraph above the scroller: it wraps.
const Columns = styled.div`
  > p {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
  }
  /* A year stays on one line: the calculators' results box lets its row names wrap (a step more
     specific than that rule). The total's name may wrap where it must (the Persian one is short and
     holds together with a no-break space in locales/fa/fees.json). */
  table tbody th[scope='row'] {
    white-space: nowrap;
  }
  > label {
    display: none;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 24px;
  }
  @media (max-width: 48rem) {
    > label {
      display: inline-flex;
    }
    &:not(:has(input[data-all-columns]:checked)) [data-extra] {
      display: none;
    }
  }
  /* A phone: the year and two amounts of up to 17 characters fit 375 px (measured at 13 px). */
  ${({ theme }) => theme.media.phone} {
    table {
      font-size: 0.8125rem;
    }
    th,
    td {
      padding: 0.25rem 0.125rem;
    }
  }
`;
