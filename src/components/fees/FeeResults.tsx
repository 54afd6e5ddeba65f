// The fee calculator's answer: one sentence, then one row per year (value at the start, gross return,
// the fees taken, value at the end, net return, the same amount in TEDPIX) and the totals, in rials.
import React from 'react';
import type { TFunction } from 'i18next';
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

export function FeeResults({ calculation, language, t, example, minimum, inflation }: FeeResultsProps) {
  const { rows, totals } = calculation.table;
  const rials = (x: number) => formatRials(x, language);
  const pct = (x: number) => formatPercent(x, language, 1);
  const from = yearLabel(rows[0].year, language);
  const to = yearLabel(rows[rows.length - 1].year, language);
  return (
    <>
      <h3>{example ? t('calculator.results.example') : t('calculator.results.heading')}</h3>
      <p data-summary="">
        {t('calculator.results.summary', {
          amount: rials(totals.start),
          from,
          to,
          end: rials(totals.end),
          fees: rials(totals.managementFee + totals.performanceFee),
          gross: rials(totals.grossEnd),
          benchmark: rials(totals.benchmarkEnd),
        })}
      </p>
      {inflation ? <ValueAfterInflation end={totals.end} years={rows.map((r) => r.year)} inflation={inflation} language={language} /> : null}
      {calculation.amount < minimum.rials ? <p>{t('calculator.results.belowMinimum', { minimumCapital: minimum.text })}</p> : null}
      <Scroller data-scroll-region role="region" aria-labelledby="fee-results-caption" tabIndex={0}>
        <FigureTable data-table="fees" data-amount={calculation.amount} data-from={calculation.from}>
          <caption id="fee-results-caption">{t('calculator.results.caption', { amount: rials(totals.start), from, to })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.results.year')}</th>
              <th scope="col">{t('calculator.results.start')}</th>
              <th scope="col">{t('calculator.results.grossReturn')}</th>
              <th scope="col">{t('calculator.results.managementFee')}</th>
              <th scope="col">{t('calculator.results.performanceFee')}</th>
              <th scope="col">{t('calculator.results.end')}</th>
              <th scope="col">{t('calculator.results.netReturn')}</th>
              <th scope="col">{t('calculator.results.benchmark')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.year} data-year={r.year}>
                <th scope="row">{yearLabel(r.year, language)}</th>
                <td data-field="start">{rials(r.start)}</td>
                <td data-field="grossReturn">{pct(r.grossReturn)}</td>
                <td data-field="managementFee">{rials(r.managementFee)}</td>
                <td data-field="performanceFee">
                  {rials(r.performanceFee)}
                  {r.performanceFeeYear ? '' : MANAGEMENT_ONLY_MARK}
                </td>
                <td data-field="end">{rials(r.end)}</td>
                <td data-field="netReturn">{pct(r.netReturn)}</td>
                <td data-field="benchmarkEnd">{rials(r.benchmarkEnd)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-total="">
              <th scope="row">{t('calculator.results.total')}</th>
              <td data-field="start">{rials(totals.start)}</td>
              <td data-field="grossReturn">{pct(totals.grossReturn)}</td>
              <td data-field="managementFee">{rials(totals.managementFee)}</td>
              <td data-field="performanceFee">{rials(totals.performanceFee)}</td>
              <td data-field="end">{rials(totals.end)}</td>
              <td data-field="netReturn">{pct(totals.netReturn)}</td>
              <td data-field="benchmarkEnd">{rials(totals.benchmarkEnd)}</td>
            </tr>
          </tfoot>
        </FigureTable>
      </Scroller>
      <Notes>
        <ManagementOnlyNote rows={rows} language={language} />
      </Notes>
    </>
  );
}
