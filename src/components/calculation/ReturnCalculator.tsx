// Interactive calculator on the return-calculation page: the visitor enters dated cash flows with the
// portfolio's value just before each, and a final valuation, and sees the money- and time-weighted returns.
import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { calendarOf, isoDateOf, partsIn } from '../../lib/dates';
import type { Language } from '../../lib/i18n-config';
import { localizeDigits, toLatinDigits } from '../../lib/digits';
import { formatNumber, formatPercent } from '../../lib/format';
import {
  annualize,
  moneyWeightedReturn,
  parseLocalizedNumber,
  subPeriodsFromFlows,
  timeWeightedReturn,
} from '../../lib/returns';
import { visuallyHidden } from '../../styles/mixins';


/* ------------------------------------------------------------------------------------------------
 * Dates. Persian pages take Persian-calendar (Jalali) dates 'YYYY/MM/DD', English pages Gregorian
 * 'YYYY-MM-DD', both as text inputs with the format in a hint: a text field keeps exactly what was
 * typed (a date input empties itself on a partial date), takes Persian digits, and looks the same in
 * every browser. Either separator (/ - .) is accepted in both languages.
 * ---------------------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0');

/** What the visitor typed → ISO Gregorian date, or null when it is not a real date. */
function parseDateInput(text: string, language: Language): string | null {
  const m = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(toLatinDigits(text).replace(/[\u200E\u200F]/g, '').trim());
  if (!m) return null;
  return isoDateOf({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, calendarOf(language));
}

/** ISO date → how the page writes it: '۱۴۰۰/۰۱/۰۱' on fa, '2021-03-21' on en (no Intl: hydration). */
function displayDate(iso: string, language: Language): string {
  if (language !== 'fa') return iso;
  const j = partsIn(iso, 'jalali');
  return localizeDigits(`${j.year}/${pad(j.month)}/${pad(j.day)}`, 'fa');
}

/* ------------------------------------------------------------------------------------------------
 * Form state and validation
 * ---------------------------------------------------------------------------------------------- */

type Row = { id: string; date: string; amount: string; valueBefore: string };
type Final = { date: string; value: string };
type Message = { key: string; values?: Record<string, string | number> };
/** An error, the field it belongs to, and whether the field shows it too (or only the summary). */
type ErrorItem = { fieldId: string; message: Message; inline: boolean };
type Results = {
  start: string;
  end: string;
  days: number;
  mwr: number;
  mwrAnnualized: number;
  twr: number;
  twrAnnualized: number;
};

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

function exampleRows(language: Language, nextId: () => string): Row[] {
  return EXAMPLE.flows.map((f) => ({
    id: nextId(),
    date: displayDate(f.date, language),
    amount: formatNumber(f.amount, language, 0),
    valueBefore: formatNumber(f.valueBefore, language, 0),
  }));
}

function exampleFinal(language: Language): Final {
  return { date: displayDate(EXAMPLE.final.date, language), value: formatNumber(EXAMPLE.final.value, language, 0) };
}

type FieldIds = {
  date: (rowId: string) => string;
  amount: (rowId: string) => string;
  value: (rowId: string) => string;
  finalDate: string;
  finalValue: string;
  add: string;
};

/** Checks every field, then runs both calculations; returns the errors in page order, or the results. */
function calculate(
  rows: Row[],
  final: Final,
  language: Language,
  ids: FieldIds,
): { errors: ErrorItem[]; results: Results | null } {
  const errors: ErrorItem[] = [];
  const add = (fieldId: string, key: string, values?: Message['values'], inline = true) => {
    if (!errors.some((e) => e.fieldId === fieldId && e.inline && inline)) {
      errors.push({ fieldId, message: { key, values }, inline });
    }
  };
  const n = (i: number) => localizeDigits(i + 1, language);

  if (rows.length === 0) add(ids.add, 'errors.empty', undefined, false);
  const parsed = rows.map((row, i) => {
    const date = parseDateInput(row.date, language);
    if (!row.date.trim()) add(ids.date(row.id), 'errors.dateRequired', { n: n(i) });
    else if (!date) add(ids.date(row.id), 'errors.dateInvalid', { n: n(i) });
    const amount = parseLocalizedNumber(row.amount);
    if (!row.amount.trim()) add(ids.amount(row.id), 'errors.amountRequired', { n: n(i) });
    else if (amount === null) add(ids.amount(row.id), 'errors.amountInvalid', { n: n(i) });
    const valueBefore = parseLocalizedNumber(row.valueBefore);
    if (!row.valueBefore.trim()) add(ids.value(row.id), 'errors.valueRequired', { n: n(i) });
    else if (valueBefore === null) add(ids.value(row.id), 'errors.valueInvalid', { n: n(i) });
    else if (valueBefore < 0) add(ids.value(row.id), 'errors.valueNegative', { n: n(i) });
    return { date: date ?? '', amount: amount ?? NaN, valueBefore };
  });
  const finalDate = parseDateInput(final.date, language);
  if (!final.date.trim()) add(ids.finalDate, 'errors.finalDateRequired');
  else if (!finalDate) add(ids.finalDate, 'errors.finalDateInvalid');
  const finalValue = parseLocalizedNumber(final.value);
  if (!final.value.trim()) add(ids.finalValue, 'errors.finalValueRequired');
  else if (finalValue === null) add(ids.finalValue, 'errors.finalValueInvalid');
  else if (finalValue < 0) add(ids.finalValue, 'errors.finalValueNegative');
  if (errors.length > 0 || finalDate === null || finalValue === null) return { errors, results: null };

  const mwr = moneyWeightedReturn(
    parsed.map((p) => ({ date: p.date, amount: p.amount })),
    { date: finalDate, value: finalValue },
  );
  if (!mwr.ok) {
    const row = typeof mwr.at === 'number' ? rows[mwr.at] : undefined;
    if (mwr.error === 'dates-out-of-order' && row) {
      add(ids.date(row.id), 'errors.dateOrder', { n: n(mwr.at as number), previous: n((mwr.at as number) - 1) });
    } else if (mwr.error === 'dates-out-of-order') add(ids.finalDate, 'errors.finalDateOrder');
    else if (mwr.error === 'no-sign-change') add(ids.amount(rows[0].id), 'errors.noSignChange', undefined, false);
    else add(ids.amount(rows[0].id), 'errors.noConvergence', undefined, false);
  }
  const twr = timeWeightedReturn(
    subPeriodsFromFlows(
      parsed.map((p) => ({ amount: p.amount, valueBefore: p.valueBefore })),
      finalValue,
    ),
  );
  if (!twr.ok && twr.at !== undefined) add(ids.amount(rows[twr.at].id), 'errors.baseNotPositive', { n: n(twr.at) });
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

/* ------------------------------------------------------------------------------------------------
 * Styles (written left-to-right; the RTL plugin flips them on Persian pages)
 * ---------------------------------------------------------------------------------------------- */


const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Hints = styled.ul`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Summary = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 3px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  h3 {
    margin-top: 0;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  a {
    color: ${({ theme }) => theme.color.error};
    font-weight: 600;
  }
`;

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.space.sm};
      border-left: 4px solid ${theme.color.error};
    `}

  label {
    font-weight: 600;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;

  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $primary }) => ($primary ? theme.color.brand : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onBrand : theme.color.brandText)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const ResultsBox = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  table {
    width: 100%;
    border-collapse: collapse;
  }

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }

  td {
    text-align: right;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/* ------------------------------------------------------------------------------------------------
 * Component
 * ---------------------------------------------------------------------------------------------- */

export type ReturnCalculatorProps = { language: Language };

export function ReturnCalculator({ language }: ReturnCalculatorProps) {
  const { t } = useTranslation('calculator', { lng: language });
  // useId is stable between the server render and hydration; colons are dropped so ids work in URLs.
  const uid = useId().replace(/:/g, '');
  const counter = useRef(0);
  const nextId = () => {
    counter.current += 1;
    return String(counter.current);
  };
  const [rows, setRows] = useState<Row[]>(() => exampleRows(language, nextId));
  const [final, setFinal] = useState<Final>(() => exampleFinal(language));
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [results, setResults] = useState<Results | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<string | null>(null);

  const ids: FieldIds = {
    date: (rowId) => `${uid}-row-${rowId}-date`,
    amount: (rowId) => `${uid}-row-${rowId}-amount`,
    value: (rowId) => `${uid}-row-${rowId}-value`,
    finalDate: `${uid}-final-date`,
    finalValue: `${uid}-final-value`,
    add: `${uid}-add`,
  };
  const hintIds = {
    date: `${uid}-date-hint`,
    amount: `${uid}-amount-hint`,
    value: `${uid}-value-hint`,
    finalValue: `${uid}-final-value-hint`,
  };

  // A failed submit moves focus to the error summary, as GOV.UK's error summary does.
  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  // A new row takes focus on its first field; a removed row's button is gone, so focus goes to "Add".
  useEffect(() => {
    if (focusAfterRender.current) {
      document.getElementById(focusAfterRender.current)?.focus();
      focusAfterRender.current = null;
    }
  });

  const fieldError = (fieldId: string) => errors.find((e) => e.fieldId === fieldId && e.inline);
  const say = (m: Message): string => t(m.key, { ...m.values });

  const updateRow = (rowId: string, key: 'date' | 'amount' | 'valueBefore', value: string) =>
    setRows((current) => current.map((r) => (r.id === rowId ? { ...r, [key]: value } : r)));

  const addRow = () => {
    const id = nextId();
    setRows((current) => [...current, { id, date: '', amount: '', valueBefore: '' }]);
    focusAfterRender.current = ids.date(id);
  };

  const removeRow = (rowId: string) => {
    setRows((current) => current.filter((r) => r.id !== rowId));
    setErrors((current) => current.filter((e) => !e.fieldId.startsWith(`${uid}-row-${rowId}-`)));
    focusAfterRender.current = ids.add;
  };

  const clearAll = () => {
    setRows([{ id: nextId(), date: '', amount: '', valueBefore: '' }]);
    setFinal({ date: '', value: '' });
    setErrors([]);
    setResults(null);
  };

  const restoreExample = () => {
    setRows(exampleRows(language, nextId));
    setFinal(exampleFinal(language));
    setErrors([]);
    setResults(null);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = calculate(rows, final, language, ids);
    setErrors(outcome.errors);
    setResults(outcome.results);
    if (outcome.errors.length > 0) setFailedSubmits((c) => c + 1);
  };

  // Follows a summary link without losing the field's label above the viewport (govuk error-summary).
  const followErrorLink = (event: React.MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    const label = document.querySelector(`label[for="${fieldId}"]`) ?? field;
    if (typeof label.scrollIntoView === 'function') label.scrollIntoView();
    field.focus({ preventScroll: true });
  };

  const renderField = (
    fieldId: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    hintId: string,
    inputMode?: 'decimal',
  ) => {
    const error = fieldError(fieldId);
    const errorId = `${fieldId}-error`;
    return (
      <Group $invalid={Boolean(error)}>
        <label htmlFor={fieldId}>{label}</label>
        {error && (
          <ErrorText id={errorId}>
            <Hidden>{t('errors.prefix')} </Hidden>
            {say(error.message)}
          </ErrorText>
        )}
        <Input
          id={fieldId}
          name={fieldId}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
        />
      </Group>
    );
  };

  const annualised = results !== null && results.days >= 365;

  return (
    <Section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {/* One hint per kind of field, shared by every row, rather than the same sentence in each row. */}
      <Hints>
        <li id={hintIds.date}>{t('hints.date')}</li>
        <li id={hintIds.amount}>{t('hints.amount')}</li>
        <li id={hintIds.value}>{t('hints.valueBefore')}</li>
        <li id={hintIds.finalValue}>{t('hints.finalValue')}</li>
      </Hints>

      <form noValidate onSubmit={onSubmit}>
        {errors.length > 0 && (
          <Summary ref={summaryRef} tabIndex={-1}>
            <div role="alert">
              <h3 id={`${uid}-summary-title`}>{t('errors.summaryTitle')}</h3>
              <ul>
                {errors.map((e) => (
                  <li key={`${e.fieldId}-${e.message.key}`}>
                    <a href={`#${e.fieldId}`} onClick={(event) => followErrorLink(event, e.fieldId)}>
                      {say(e.message)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </Summary>
        )}

        <h3>{t('flows.heading')}</h3>
        {rows.map((row, i) => {
          const n = localizeDigits(i + 1, language);
          return (
            <Fieldset key={row.id}>
              <legend>{t('flows.row', { n })}</legend>
              <Fields>
                {renderField(ids.date(row.id), t('flows.date'), row.date, (v) => updateRow(row.id, 'date', v), hintIds.date)}
                {renderField(
                  ids.amount(row.id),
                  t('flows.amount'),
                  row.amount,
                  (v) => updateRow(row.id, 'amount', v),
                  hintIds.amount,
                )}
                {renderField(
                  ids.value(row.id),
                  t('flows.valueBefore'),
                  row.valueBefore,
                  (v) => updateRow(row.id, 'valueBefore', v),
                  hintIds.value,
                  'decimal',
                )}
                <Button type="button" onClick={() => removeRow(row.id)} aria-label={t('flows.removeLabel', { n })}>
                  {t('flows.remove')}
                </Button>
              </Fields>
            </Fieldset>
          );
        })}
        <Actions>
          <Button type="button" id={ids.add} onClick={addRow}>
            {t('flows.add')}
          </Button>
        </Actions>

        <Fieldset>
          <legend>{t('final.legend')}</legend>
          <Fields>
            {renderField(ids.finalDate, t('final.date'), final.date, (v) => setFinal((f) => ({ ...f, date: v })), hintIds.date)}
            {renderField(
              ids.finalValue,
              t('final.value'),
              final.value,
              (v) => setFinal((f) => ({ ...f, value: v })),
              hintIds.finalValue,
              'decimal',
            )}
          </Fields>
        </Fieldset>

        <Actions>
          <Button type="submit" $primary>
            {t('actions.calculate')}
          </Button>
          <Button type="button" onClick={clearAll}>
            {t('actions.clear')}
          </Button>
          <Button type="button" onClick={restoreExample}>
            {t('actions.example')}
          </Button>
        </Actions>
      </form>

      {/* Present from the first render so that screen readers announce what appears in it. */}
      <ResultsBox aria-live="polite">
        {results && (
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
              <caption>{t('results.heading')}</caption>
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
        )}
      </ResultsBox>
    </Section>
  );
}

export default ReturnCalculator;
