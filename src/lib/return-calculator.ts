// The return calculator without its form: what the visitor typed (dates in the page's calendar, numbers
// in either digits) checked field by field, then the money- and time-weighted returns of src/lib/returns.ts.
// Errors name the form field they belong to (react-hook-form paths such as `flows.0.date`), in page order.
import { calendarOf, isoDateOf, parseDateText, partsIn } from './dates';
import { localizeDigits, toLatinDigits } from './digits';
import { formatNumber } from './format';
import type { Language } from './i18n-config';
import { annualize, moneyWeightedReturn, parseLocalizedNumber, subPeriodsFromFlows, timeWeightedReturn } from './returns';

export type FlowInput = { date: string; amount: string; valueBefore: string };
export type CalculatorValues = { flows: FlowInput[]; final: { date: string; value: string } };

export type FlowField = 'date' | 'amount' | 'valueBefore';
/** A field of the form, or `flows` for the list as a whole. */
export type CalculatorField = `flows.${number}.${FlowField}` | 'final.date' | 'final.value' | 'flows';
export type CalculatorMessage = { key: string; values?: Record<string, string | number> };
/** An error, the field it belongs to, and whether the field shows it too (or only the summary). */
export type CalculatorError = { field: CalculatorField; message: CalculatorMessage; inline: boolean };
export type CalculatorResults = {
  start: string;
  end: string;
  days: number;
  mwr: number;
  mwrAnnualized: number;
  twr: number;
  twrAnnualized: number;
};

/*
 * Dates. Persian pages take Persian-calendar dates 'YYYY/MM/DD', English pages Gregorian 'YYYY-MM-DD',
 * both as text inputs with the format in a hint: a text field keeps exactly what was typed (a date
 * input empties itself on a partial date), takes Persian digits, and looks the same in every browser.
 * Either separator (/ - .) is accepted in both languages.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** What the visitor typed → ISO Gregorian date, or null when it is not a real date. */
export function parseDateInput(text: string, language: Language): string | null {
  const parts = parseDateText(
    toLatinDigits(text)
      .replace(/[\u200E\u200F]/g, '')
      .trim(),
  );
  return parts && isoDateOf(parts, calendarOf(language));
}

/** ISO date → how the page writes it: '۱۴۰۰/۰۱/۰۱' on fa, '2021-03-21' on en (no Intl: hydration). */
export function displayDate(iso: string, language: Language): string {
  if (language !== 'fa') return iso;
  const j = partsIn(iso, 'jalali');
  return localizeDigits(`${j.year}/${pad(j.month)}/${pad(j.day)}`, 'fa');
}

// The worked example (CFA Institute's classic): 1,000 in, a strong first year, 1,180 more in, a weaker
// second year. The large contribution before the weaker year pulls the money-weighted return (13.86 %
// a year) below the time-weighted one (15.84 % a year).
const EXAMPLE = {
  flows: [
    { date: '2021-03-21', amount: 1_000_000_000, valueBefore: 0 },
    { date: '2022-03-21', amount: 1_180_000_000, valueBefore: 1_220_000_000 },
  ],
  final: { date: '2023-03-21', value: 2_640_000_000 },
};

/** The worked example as the page writes it (its calendar and digits). */
export function exampleValues(language: Language): CalculatorValues {
  return {
    flows: EXAMPLE.flows.map((f) => ({
      date: displayDate(f.date, language),
      amount: formatNumber(f.amount, language, 0),
      valueBefore: formatNumber(f.valueBefore, language, 0),
    })),
    final: { date: displayDate(EXAMPLE.final.date, language), value: formatNumber(EXAMPLE.final.value, language, 0) },
  };
}

export const EMPTY_FLOW: FlowInput = { date: '', amount: '', valueBefore: '' };
export const EMPTY_VALUES: CalculatorValues = { flows: [EMPTY_FLOW], final: { date: '', value: '' } };

/** Checks every field, then runs both calculations; returns the errors in page order, or the results. */
export function calculate(values: CalculatorValues, language: Language): { errors: CalculatorError[]; results: CalculatorResults | null } {
  const { flows, final } = values;
  const errors: CalculatorError[] = [];
  const add = (field: CalculatorField, key: string, messageValues?: CalculatorMessage['values'], inline = true) => {
    if (!errors.some((e) => e.field === field && e.inline && inline)) errors.push({ field, message: { key, values: messageValues }, inline });
  };
  const n = (i: number) => localizeDigits(i + 1, language);
  const at = (i: number, field: FlowField): CalculatorField => `flows.${i}.${field}`;

  if (flows.length === 0) add('flows', 'errors.empty', undefined, false);
  const parsed = flows.map((row, i) => {
    const date = parseDateInput(row.date, language);
    if (!row.date.trim()) add(at(i, 'date'), 'errors.dateRequired', { n: n(i) });
    else if (!date) add(at(i, 'date'), 'errors.dateInvalid', { n: n(i) });
    const amount = parseLocalizedNumber(row.amount);
    if (!row.amount.trim()) add(at(i, 'amount'), 'errors.amountRequired', { n: n(i) });
    else if (amount === null) add(at(i, 'amount'), 'errors.amountInvalid', { n: n(i) });
    const valueBefore = parseLocalizedNumber(row.valueBefore);
    if (!row.valueBefore.trim()) add(at(i, 'valueBefore'), 'errors.valueRequired', { n: n(i) });
    else if (valueBefore === null) add(at(i, 'valueBefore'), 'errors.valueInvalid', { n: n(i) });
    else if (valueBefore < 0) add(at(i, 'valueBefore'), 'errors.valueNegative', { n: n(i) });
    return { date: date ?? '', amount: amount ?? NaN, valueBefore };
  });
  const finalDate = parseDateInput(final.date, language);
  if (!final.date.trim()) add('final.date', 'errors.finalDateRequired');
  else if (!finalDate) add('final.date', 'errors.finalDateInvalid');
  const finalValue = parseLocalizedNumber(final.value);
  if (!final.value.trim()) add('final.value', 'errors.finalValueRequired');
  else if (finalValue === null) add('final.value', 'errors.finalValueInvalid');
  else if (finalValue < 0) add('final.value', 'errors.finalValueNegative');
  if (errors.length > 0 || finalDate === null || finalValue === null) return { errors, results: null };

  const mwr = moneyWeightedReturn(
    parsed.map((p) => ({ date: p.date, amount: p.amount })),
    { date: finalDate, value: finalValue },
  );
  if (!mwr.ok) {
    if (mwr.error === 'dates-out-of-order' && typeof mwr.at === 'number') {
      add(at(mwr.at, 'date'), 'errors.dateOrder', { n: n(mwr.at), previous: n(mwr.at - 1) });
    } else if (mwr.error === 'dates-out-of-order') add('final.date', 'errors.finalDateOrder');
    else if (mwr.error === 'no-sign-change') add(at(0, 'amount'), 'errors.noSignChange', undefined, false);
    else add(at(0, 'amount'), 'errors.noConvergence', undefined, false);
  }
  const twr = timeWeightedReturn(
    subPeriodsFromFlows(
      parsed.map((p) => ({ amount: p.amount, valueBefore: p.valueBefore })),
      finalValue,
    ),
  );
  if (!twr.ok && twr.at !== undefined) add(at(twr.at, 'amount'), 'errors.baseNotPositive', { n: n(twr.at) });
  if (!mwr.ok || !twr.ok) return { errors, results: null };

  return {
    errors,
    results: {
      start: displayDate(parsed[0].date, language),
      end: displayDate(finalDate, language),
      days: mwr.days,
      mwr: mwr.periodic,
      mwrAnnualized: mwr.annualized,
      twr: twr.value,
      twrAnnualized: annualize(twr.value, mwr.days),
    },
  };
}
