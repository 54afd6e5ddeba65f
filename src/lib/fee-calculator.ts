// The fee calculator of /fees without its form: what the visitor typed (an amount in rials in either
// digits, a start year of the record) checked field by field, then the model fee's table of
// src/lib/fees.ts. Errors name the form field they belong to and carry an i18n key of the `fees`
// namespace with its values, resolved in the page's language.
import { localizeDigits, toLatinDigits } from './digits';
import { feeStartYears, feeTable, firstFeeYear, type FeeSchedule, type FeeTable } from './fees';
import { formatNumber, yearLabel } from './format';
import type { Language } from './i18n-config';
import { GROWTH_START_RIALS, type PerformanceMonth } from './performance';
import { parseLocalizedNumber } from './numbers';

export type FeeCalculatorValues = { amount: string; from: string };
export type FeeCalculatorField = keyof FeeCalculatorValues;
export type FeeCalculatorMessage = { key: string; values?: Record<string, string> };
export type FeeCalculatorError = { field: FeeCalculatorField; message: FeeCalculatorMessage };
export type FeeCalculation = { amount: number; from: number; table: FeeTable };

/** The largest amount the calculator takes: 10^15 rials (a thousand trillion). */
export const MAX_AMOUNT_RIALS = 1e15;

/** How much of a value from the address bar is kept in a field: more is not an amount anyone typed. */
const MAX_QUERY_LENGTH = 40;

/** The worked example: 10 billion rials from the first year that bears a performance fee, in the page's digits. */
export function feeExampleValues(months: readonly PerformanceMonth[], language: Language): FeeCalculatorValues {
  const from = firstFeeYear(months) ?? feeStartYears(months)[0];
  return { amount: formatNumber(GROWTH_START_RIALS, language, 0), from: from === undefined ? '' : String(from) };
}

/**
 * Values passed in the address (`?amount=…&from=…`, how a result is shared), or null when neither is
 * there. Only those two names are read, each cut to a length a typed amount or year could have; what
 * they hold is checked like typed input.
 */
export function feeValuesFromQuery(search: string): FeeCalculatorValues | null {
  const params = new URLSearchParams(search);
  const amount = params.get('amount');
  const from = params.get('from');
  if (amount === null && from === null) return null;
  return { amount: (amount ?? '').slice(0, MAX_QUERY_LENGTH), from: toLatinDigits(from ?? '').slice(0, MAX_QUERY_LENGTH) };
}

/** The address query of values that calculated, so the result can be bookmarked or shared. */
export function feeQueryOf(calculation: Pick<FeeCalculation, 'amount' | 'from'>): string {
  return `?${new URLSearchParams({ amount: String(calculation.amount), from: String(calculation.from) }).toString()}`;
}

/** Checks both fields, then works out the table; returns the errors in page order, or the calculation. */
export function calculateFees(
  values: FeeCalculatorValues,
  months: readonly PerformanceMonth[],
  schedule: FeeSchedule,
  language: Language,
): { errors: FeeCalculatorError[]; calculation: FeeCalculation | null } {
  const errors: FeeCalculatorError[] = [];
  const add = (field: FeeCalculatorField, key: string, messageValues?: Record<string, string>) =>
    errors.push({ field, message: { key, values: messageValues } });

  const typed = values.amount.trim();
  const amount = parseLocalizedNumber(typed);
  if (!typed) add('amount', 'calculator.errors.amountRequired');
  else if (amount === null) add('amount', 'calculator.errors.amountInvalid');
  else if (amount <= 0) add('amount', 'calculator.errors.amountNotPositive');
  else if (amount > MAX_AMOUNT_RIALS) add('amount', 'calculator.errors.amountTooLarge', { max: formatNumber(MAX_AMOUNT_RIALS, language, 0) });
  else if (!Number.isInteger(amount)) add('amount', 'calculator.errors.amountNotWhole');

  const years = feeStartYears(months);
  const yearText = toLatinDigits(values.from).trim();
  const from = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  if (!yearText) add('from', 'calculator.errors.fromRequired');
  else if (from === null || !years.includes(from))
    add('from', 'calculator.errors.fromOutside', {
      first: years.length ? yearLabel(years[0], language) : '',
      last: years.length ? yearLabel(years[years.length - 1], language) : '',
    });

  if (errors.length > 0 || amount === null || from === null) return { errors, calculation: null };
  // `from` is one of feeStartYears (checked above), so the table exists.
  return { errors, calculation: { amount, from, table: feeTable(months, schedule, amount, from)! } };
}

/** Rials as the page writes them, whole: '۱۰٬۰۰۰٬۰۰۰٬۰۰۰' on fa, '10,000,000,000' on en. */
export function formatRials(rials: number, language: Language): string {
  return formatNumber(Math.round(rials), language, 0);
}

/** The years offered, as the page names them ("۱۳۹۶" on fa, "2017–18" on en), with their values. */
export function feeYearOptions(months: readonly PerformanceMonth[], language: Language): { value: string; label: string }[] {
  return feeStartYears(months).map((year) => ({
    value: String(year),
    label: language === 'fa' ? localizeDigits(year, 'fa') : `${yearLabel(year, 'en')} (${year})`,
  }));
}
