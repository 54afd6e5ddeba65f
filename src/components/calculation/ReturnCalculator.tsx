// Interactive calculator on the return-calculation page: the visitor enters dated cash flows with the
// portfolio's value just before each, and a final valuation, and sees the money- and time-weighted returns.
// The form is react-hook-form (a field array for the flows) with the forms' own fields, error messages
// and error summary; the checks and the maths are src/lib/return-calculator.ts.
import React, { useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ErrorSummary, { type SummaryError } from '../../forms/fields/ErrorSummary';
import TextField from '../../forms/fields/TextField';
import { localizeDigits } from '../../lib/digits';
import type { Language } from '../../lib/i18n-config';
import {
  calculate,
  EMPTY_FLOW,
  EMPTY_VALUES,
  exampleValues,
  type CalculatorField,
  type CalculatorMessage,
  type CalculatorResults,
  type CalculatorValues,
} from '../../lib/return-calculator';
import { CalculatorResults as Results } from './CalculatorResults';
import { Actions, Button, Fields, Fieldset, Hints, ResultsBox, Section } from './calculator-styles';

export type ReturnCalculatorProps = { language: Language };

export function ReturnCalculator({ language }: ReturnCalculatorProps) {
  const { t } = useTranslation('calculator', { lng: language });
  // useId is stable between the server render and hydration; colons are dropped so ids work in URLs.
  const uid = useId().replace(/:/g, '');
  const { control, register, getValues, reset, setError, clearErrors, formState } = useForm<CalculatorValues>({
    defaultValues: exampleValues(language),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'flows' });
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [results, setResults] = useState<CalculatorResults | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const addRef = useRef<HTMLButtonElement>(null);

  const rowPrefix = (fieldId: string) => `${uid}-flow-${fieldId}-`;
  /** The element id of a form field (a flow's fields by the row's stable id, so they survive removals). */
  const idOf = (field: CalculatorField): string => {
    const flow = /^flows\.(\d+)\.(\w+)$/.exec(field);
    if (flow) return `${rowPrefix(fields[Number(flow[1])]?.id ?? flow[1])}${flow[2]}`;
    return field === 'flows' ? `${uid}-add` : `${uid}-${field.replace('.', '-')}`;
  };
  // One hint per kind of field, shared by every row, rather than the same sentence in each row.
  const hintIds = { date: `${uid}-date-hint`, amount: `${uid}-amount-hint`, value: `${uid}-value-hint`, finalValue: `${uid}-final-value-hint` };
  const errorOf = (field: CalculatorField): string | undefined => {
    const flow = /^flows\.(\d+)\.(\w+)$/.exec(field);
    if (flow) return formState.errors.flows?.[Number(flow[1])]?.[flow[2] as 'date']?.message;
    return field === 'final.date' ? formState.errors.final?.date?.message : formState.errors.final?.value?.message;
  };

  const say = (message: CalculatorMessage): string => String(t(message.key, { ...message.values }));

  // The checks need every field at once (dates in order, money in and out), so they run on submit,
  // synchronously: the summary and its focus are there when the click's handling ends.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearErrors();
    const outcome = calculate(getValues(), language);
    for (const error of outcome.errors) {
      if (error.inline && error.field !== 'flows') setError(error.field, { type: 'calculate', message: say(error.message) });
    }
    setSummary(outcome.errors.map((error) => ({ targetId: idOf(error.field), text: say(error.message) })));
    setResults(outcome.results);
    if (outcome.errors.length > 0) setFailedSubmits((count) => count + 1);
  };

  const startOver = (values: CalculatorValues) => {
    reset(values);
    setSummary([]);
    setResults(null);
  };

  const addRow = () => append({ ...EMPTY_FLOW }, { focusName: `flows.${fields.length}.date` });

  // The removed row's button is gone, so focus goes to "Add"; its errors leave the summary.
  const removeRow = (index: number) => {
    const prefix = rowPrefix(fields[index].id);
    remove(index);
    setSummary((current) => current.filter((error) => !error.targetId.startsWith(prefix)));
    addRef.current?.focus();
  };

  const field = (name: CalculatorField, label: string, hintId: string, inputMode?: 'decimal') => (
    <TextField
      id={idOf(name)}
      label={label}
      registration={register(name as Exclude<CalculatorField, 'flows'>)}
      error={errorOf(name)}
      describedByExtra={hintId}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
    />
  );

  return (
    <Section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      <Hints>
        <li id={hintIds.date}>{t('hints.date')}</li>
        <li id={hintIds.amount}>{t('hints.amount')}</li>
        <li id={hintIds.value}>{t('hints.valueBefore')}</li>
        <li id={hintIds.finalValue}>{t('hints.finalValue')}</li>
      </Hints>

      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary id={`${uid}-summary`} title={t('errors.summaryTitle')} errors={summary} focusSignal={failedSubmits} />

        <h3>{t('flows.heading')}</h3>
        {fields.map((row, i) => {
          const n = localizeDigits(i + 1, language);
          return (
            <Fieldset key={row.id}>
              <legend>{t('flows.row', { n })}</legend>
              <Fields>
                {field(`flows.${i}.date`, t('flows.date'), hintIds.date)}
                {field(`flows.${i}.amount`, t('flows.amount'), hintIds.amount)}
                {field(`flows.${i}.valueBefore`, t('flows.valueBefore'), hintIds.value, 'decimal')}
                <Button type="button" onClick={() => removeRow(i)} aria-label={t('flows.removeLabel', { n })}>
                  {t('flows.remove')}
                </Button>
              </Fields>
            </Fieldset>
          );
        })}
        <Actions>
          <Button type="button" id={idOf('flows')} ref={addRef} onClick={addRow}>
            {t('flows.add')}
          </Button>
        </Actions>

        <Fieldset>
          <legend>{t('final.legend')}</legend>
          <Fields>
            {field('final.date', t('final.date'), hintIds.date)}
            {field('final.value', t('final.value'), hintIds.finalValue, 'decimal')}
          </Fields>
        </Fieldset>

        <Actions>
          <Button type="submit" $primary>
            {t('actions.calculate')}
          </Button>
          <Button type="button" onClick={() => startOver(EMPTY_VALUES)}>
            {t('actions.clear')}
          </Button>
          <Button type="button" onClick={() => startOver(exampleValues(language))}>
            {t('actions.example')}
          </Button>
        </Actions>
      </form>

      {/* Present from the first render so that screen readers announce what appears in it. */}
      <ResultsBox aria-live="polite">{results && <Results results={results} language={language} t={t} />}</ResultsBox>
    </Section>
  );
}
