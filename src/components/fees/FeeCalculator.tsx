// The fee calculator on /fees: an amount in rials and a start year of the record give what the amount
// would have become under the model fee, year by year, beside TEDPIX. The form is react-hook-form with
// the forms' own fields, error messages and error summary (as the return calculator on /calculation);
// the checks and the maths are src/lib/fee-calculator.ts and src/lib/fees.ts. The worked example is
// rendered at build time, so the page shows it without JavaScript. A calculation that succeeds is put in
// the address (?amount=…&from=…), and an address holding one is calculated on arrival.
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFacts } from '../../hooks/use-facts';
import styled from 'styled-components';
import ErrorSummary, { type SummaryError } from '../../forms/fields/ErrorSummary';
import SelectField from '../../forms/fields/SelectField';
import TextField from '../../forms/fields/TextField';
import {
  calculateFees,
  feeExampleValues,
  feeQueryOf,
  feeValuesFromQuery,
  feeYearOptions,
  type FeeCalculation,
  type FeeCalculatorField,
  type FeeCalculatorMessage,
  type FeeCalculatorValues,
} from '../../lib/fee-calculator';
import type { FeeSchedule } from '../../lib/fees';
import { regroup } from '../../lib/digit-grouping';
import { yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { PerformanceMonth } from '../../lib/performance';
import { Actions, Button, ResultsBox, Section } from '../calculation/calculator-styles';
import { FeeResults } from './FeeResults';
import type { YearRate } from '../../lib/real-returns';

export type FeeCalculatorProps = {
  language: Language;
  months: readonly PerformanceMonth[];
  schedule: FeeSchedule;
  /** The smallest portfolio accepted, in rials, and how the copy names it ({{minimumCapital}}). */
  minimum: { rials: number; text: string };
  /** Inflation by year (data/economy.json): the result is also shown after inflation. */
  inflation?: readonly YearRate[];
};

const IDS: Record<FeeCalculatorField, string> = { amount: 'fees-amount', from: 'fees-from' };

type Shown = { calculation: FeeCalculation; example: boolean } | null;

export function FeeCalculator({ language, months, schedule, minimum, inflation }: FeeCalculatorProps) {
  const { t } = useTranslation(['fees', 'forms'], { lng: language });
  const example = useMemo(() => feeExampleValues(months, language), [months, language]);
  const options = useMemo(() => feeYearOptions(months, language), [months, language]);
  const { register, getValues, reset, setError, clearErrors, formState } = useForm<FeeCalculatorValues>({ defaultValues: example });
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [shown, setShown] = useState<Shown>(() => {
    const calculation = calculateFees(example, months, schedule, language).calculation;
    return calculation ? { calculation, example: true } : null;
  });

  // The copy's facts ({{recordKind}}: what the record is, data/performance.json) under each message's own values.
  const facts = useFacts(language);
  const say = useCallback((message: FeeCalculatorMessage): string => String(t(message.key, { ...facts, ...message.values })), [t, facts]);
  const text = (key: string, values: Record<string, string> = {}) => say({ key, values });

  const run = useCallback(
    (values: FeeCalculatorValues) => {
      clearErrors();
      const outcome = calculateFees(values, months, schedule, language);
      for (const error of outcome.errors) setError(error.field, { type: 'calculate', message: say(error.message) });
      setSummary(outcome.errors.map((error) => ({ targetId: IDS[error.field], text: say(error.message) })));
      setShown(outcome.calculation ? { calculation: outcome.calculation, example: false } : null);
      if (outcome.errors.length > 0) setFailedSubmits((count) => count + 1);
      else if (outcome.calculation) {
        const { pathname, hash } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${feeQueryOf(outcome.calculation)}${hash}`);
      }
    },
    [clearErrors, language, months, say, schedule, setError],
  );

  // A shared result (?amount=…&from=…): checked like typed input, once the page is live.
  useEffect(() => {
    const values = feeValuesFromQuery(window.location.search);
    if (!values) return;
    reset(values);
    run(values);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(getValues());
  };

  const restoreExample = () => {
    reset(example);
    setSummary([]);
    const calculation = calculateFees(example, months, schedule, language).calculation;
    setShown(calculation ? { calculation, example: true } : null);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  };

  // The amount's digits grouped as they are typed or pasted, in the page's digits (src/lib/digit-grouping.ts).
  const amountField = register('amount');
  const previousAmount = useRef('');
  const amountRegistration = {
    ...amountField,
    onChange: (event: { target: unknown; type?: unknown; nativeEvent?: unknown }) => {
      const input = event.target as HTMLInputElement;
      const deleted = (event.nativeEvent as InputEvent | undefined)?.inputType === 'deleteContentBackward';
      const next = regroup(input.value, input.selectionStart ?? input.value.length, language, previousAmount.current, deleted);
      if (next.value !== input.value) {
        input.value = next.value;
        input.setSelectionRange(next.caret, next.caret);
      }
      previousAmount.current = next.value;
      return amountField.onChange(event);
    },
  };

  const last = options[options.length - 1];
  return (
    <Section aria-labelledby="fee-calculator-heading" id="calculator">
      <h2 id="fee-calculator-heading">{text('calculator.heading')}</h2>
      <p>{text('calculator.intro', { example: example.from ? yearLabel(Number(example.from), language) : '' })}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary id="fees-error-summary" title={text('forms:common.errorSummaryTitle')} errors={summary} focusSignal={failedSubmits} />
        <Fields>
          <TextField
            id={IDS.amount}
            label={text('calculator.amount.label')}
            hint={text('calculator.amount.hint')}
            error={formState.errors.amount?.message}
            registration={amountRegistration}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            id={IDS.from}
            label={text('calculator.from.label')}
            hint={text('calculator.from.hint', { last: last ? yearLabel(Number(last.value), language) : '' })}
            error={formState.errors.from?.message}
            registration={register('from')}
            options={options}
          />
        </Fields>
        <Actions>
          <Button type="submit" $primary>
            {text('calculator.calculate')}
          </Button>
          <Button type="button" onClick={restoreExample}>
            {text('calculator.example')}
          </Button>
        </Actions>
      </form>
      {/* Present from the first render so that screen readers announce what appears in it. */}
      <Results aria-live="polite" data-results="">
        {shown ? (
          <FeeResults calculation={shown.calculation} example={shown.example} language={language} t={t} minimum={minimum} inflation={inflation} />
        ) : null}
      </Results>
    </Section>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// The calculator's results box sets large bold figures for its two-line table; this table has many
// columns, so it keeps the record's table look, with the totals row bold.
const Results = styled(ResultsBox)`
  /* On a phone the panel's sides narrow so the table's first three columns fit beside each other. */
  ${({ theme }) => theme.media.phone} {
    margin-left: -1rem;
    margin-right: -1rem;
  }
  td {
    font-size: inherit;
    font-weight: inherit;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.color.border};
  }
`;
