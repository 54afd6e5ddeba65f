// The fee calculator's result after inflation: what the amount at the end is worth in money of the
// start, by the consumer-price inflation of the years between (src/lib/real-returns.ts), or why no such
// value is given (a year without a published figure is never estimated).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatRials } from '../../lib/fee-calculator';
import { formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import { valueAfterInflation, type YearRate } from '../../lib/real-returns';
import { listOf } from '../../lib/lists';

type ValueAfterInflationProps = { end: number; years: readonly number[]; inflation: readonly YearRate[]; language: Language };

export function ValueAfterInflation({ end, years, inflation, language }: ValueAfterInflationProps) {
  const { t } = useTranslation('real-returns', { lng: language });
  if (!years.length) return null;
  const from = yearLabel(years[0], language);
  const to = yearLabel(years[years.length - 1], language);
  const real = valueAfterInflation(end, inflation, years);
  if (real === null) {
    const known = new Set(inflation.filter((y) => y.rate !== null).map((y) => y.year));
    const missing = years.filter((y) => !known.has(y)).map((y) => yearLabel(y, language));
    return <p data-after-inflation="none">{t('fees.none', { years: listOf(missing, language) })}</p>;
  }
  return (
    <p data-after-inflation={Math.round(real)}>
      {t('fees.value', {
        end: formatRials(end, language),
        real: formatRials(real, language),
        from,
        to,
        prices: formatPercent(end / real - 1, language, PERCENT_DECIMALS),
      })}
    </p>
  );
}
