// The comparison figures of data/economy.json (consumer-price inflation, the one-year deposit rate cap,
// year-end dollar and gold coin prices) by Persian year, and what JSON Schema cannot check in them: each
// year a year of the performance record, each list in order without repeats. The build's data check
// (gatsby/validate-data.ts) calls checkEconomy; the pages read the series through yearRates.
import type { YearRate } from './real-returns';

export type Localized = { fa: string; en: string };
export type EconomySource = { name: Localized; url: string; read: string };
export type InflationYear = {
  year: number;
  rate: number | null;
  publisher: 'sci' | 'cbi' | null;
  baseYear: number | null;
  note: Localized | null;
  source: EconomySource;
};
export type DepositCapYear = { year: number; rate: number | null; inForce: Localized; note: Localized | null; source: EconomySource };
export type YearEndPrice = { year: number; rials: number; source: EconomySource };
export type EconomyData = { inflation: InflationYear[]; depositCap: DepositCapYear[]; usdYearEnd: YearEndPrice[]; goldCoinYearEnd: YearEndPrice[] };

/** The bounds the schema and the editor also hold a yearly rate to: below −50 % or above 500 % is a slip. */
export const RATE_MIN = -0.5;
export const RATE_MAX = 5;

/** A series as year → rate (null: no figure). */
export function yearRates(series: readonly { year: number; rate: number | null }[]): YearRate[] {
  return series.map(({ year, rate }) => ({ year, rate }));
}

/**
 * What the schema cannot check: every year is a Persian year of the record (`recordYears`, in order),
 * each list in increasing order of year with no year twice, a rate within bounds, and a figure with a
 * publisher (inflation). One message per problem, naming the entry.
 */
export function checkEconomy(data: EconomyData, recordYears: readonly number[], file = 'data/economy.json'): string[] {
  const errors: string[] = [];
  const allowed = new Set(recordYears);
  const span = recordYears.length ? `${recordYears[0]}–${recordYears[recordYears.length - 1]}` : 'none';
  const lists: [keyof EconomyData, { year: number; rate?: number | null }[]][] = [
    ['inflation', data.inflation],
    ['depositCap', data.depositCap],
    ['usdYearEnd', data.usdYearEnd],
    ['goldCoinYearEnd', data.goldCoinYearEnd],
  ];
  for (const [name, list] of lists) {
    list.forEach((entry, i) => {
      const at = `${file}: ${name}[${i}]`;
      if (!allowed.has(entry.year)) errors.push(`${at}.year ${entry.year}: not a Persian year of the performance record (${span})`);
      if (i > 0 && entry.year <= list[i - 1].year) errors.push(`${at}.year ${entry.year}: expected a year after ${list[i - 1].year}`);
      if (typeof entry.rate === 'number' && (entry.rate < RATE_MIN || entry.rate > RATE_MAX))
        errors.push(`${at}.rate ${entry.rate}: outside −50 % to 500 % (write 0.375 for 37.5 %)`);
    });
  }
  data.inflation.forEach((entry, i) => {
    if (entry.rate !== null && entry.publisher === null) errors.push(`${file}: inflation[${i}].publisher (${entry.year}): a figure needs its publisher`);
    if (entry.rate === null && entry.publisher !== null)
      errors.push(`${file}: inflation[${i}].publisher (${entry.year}): no figure, so no publisher (leave both empty)`);
  });
  return errors;
}
