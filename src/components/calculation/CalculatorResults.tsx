// The calculator's answer: the period, and both returns over it (and a year, when it is a year or longer).
import React from 'react';
import type { TFunction } from 'i18next';
import { localizeDigits } from '../../lib/digits';
import { formatPercent } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { CalculatorResults as Results } from '../../lib/return-calculator';

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
      <table>
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
            <td>{formatPercent(results.mwr, language)}</td>
            {annualised && <td>{formatPercent(results.mwrAnnualized, language)}</td>}
          </tr>
          <tr>
            <th scope="row">{t('results.twr')}</th>
            <td>{formatPercent(results.twr, language)}</td>
            {annualised && <td>{formatPercent(results.twrAnnualized, language)}</td>}
          </tr>
        </tbody>
      </table>
      {!annualised && <p>{t('results.notAnnualised')}</p>}
      <p>{t('results.explanation')}</p>
    </>
  );
}
