// The calculator's answer: the period, and both returns over it (and a year, when it is a year or longer),
// in the site's table of figures (headings over their figures, tabular digits).
import React from 'react';
import type { TFunction } from 'i18next';
import { localizeDigits } from '../../lib/digits';
import { formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { CalculatorResults as Results } from '../../lib/return-calculator';
import { FigureTable } from '../efficiency/table-styles';

type CalculatorResultsProps = { results: Results; language: Language; t: TFunction };

export function CalculatorResults({ results, language, t }: CalculatorResultsProps) {
  const annualised = results.days >= 365;
  return (
    <>
      <h3>{t('results.heading')}</h3>
      <p>
        {t('results.span', {
          start: results.start,
          end: results.end,
          days: localizeDigits(results.days, language),
        })}
      </p>
      <FigureTable>
        <caption className="visually-hidden">{t('results.heading')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('results.overPeriod')}</th>
            {annualised && <th scope="col">{t('results.annualised')}</th>}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('results.mwr')}</th>
            <td>{formatPercent(results.mwr, language, PERCENT_DECIMALS)}</td>
            {annualised && <td>{formatPercent(results.mwrAnnualized, language, PERCENT_DECIMALS)}</td>}
          </tr>
          <tr>
            <th scope="row">{t('results.twr')}</th>
            <td>{formatPercent(results.twr, language, PERCENT_DECIMALS)}</td>
            {annualised && <td>{formatPercent(results.twrAnnualized, language, PERCENT_DECIMALS)}</td>}
          </tr>
        </tbody>
      </FigureTable>
      {!annualised && <p>{t('results.notAnnualised')}</p>}
      <p>{t('results.explanation')}</p>
    </>
  );
}
