// A date of three inputs in a fieldset (govuk date-input): Jalali on Persian pages, Gregorian on English ones; the value is ISO.
import React, { useEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { Fieldset, FormGroup, Hint, Input, Legend } from './field-styles';
import type { Calendar } from '../../lib/dates';
import { partsToValue, valueToParts, type DateParts } from './date-value';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Part = styled.div`
  label {
    display: block;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

type DateFieldProps = {
  id: string;
  /** The date's name, shown as its legend. */
  label: string;
  partLabels: { day: string; month: string; year: string };
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  calendar: Calendar;
  language: string;
  hint?: string;
  error?: string;
  /** Receives the first input (react-hook-form focuses it on errors). */
  inputRef?: Ref<HTMLInputElement>;
};

const ORDER = ['day', 'month', 'year'] as const;
// The month box takes a name as well as digits («شهریور», "September"), so it is wider and not numeric-only.
const WIDTH = { day: '3.5rem', month: '8rem', year: '5.5rem' } as const;
// Browsers' birthday autofill is Gregorian; on Jalali pages it would fill in the wrong numbers, so it is off there.
const AUTOCOMPLETE = { day: 'bday-day', month: 'bday-month', year: 'bday-year' } as const;

/** Error-summary target: the first input of the date (govuk links there). */
export function dateFirstInputId(id: string): string {
  return `${id}-day`;
}

export default function DateField({ id, label, partLabels, value, onChange, onBlur, calendar, language, hint, error, inputRef }: DateFieldProps) {
  const [parts, setParts] = useState<DateParts>(() => valueToParts(value, calendar, language));
  const emitted = useRef(value);

  // A value set from outside (draft restored, form reset) replaces the parts; our own echoes do not.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setParts(valueToParts(value, calendar, language));
    }
  }, [value, calendar, language]);

  const update = (key: keyof DateParts, text: string) => {
    const next = { ...parts, [key]: text };
    setParts(next);
    const nextValue = partsToValue(next, calendar);
    emitted.current = nextValue;
    onChange(nextValue);
  };

  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset role="group" aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error) })}>
        <Legend>{label}</Legend>
        {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
        {error ? <FieldError fieldId={id} message={error} /> : null}
        <Row>
          {ORDER.map((key) => {
            const partId = `${id}-${key}`;
            return (
              <Part key={key}>
                <label htmlFor={partId}>{partLabels[key]}</label>
                <Input
                  id={partId}
                  name={partId}
                  ref={key === 'day' ? inputRef : undefined}
                  type="text"
                  inputMode={key === 'month' ? 'text' : 'numeric'}
                  autoComplete={calendar === 'jalali' ? 'off' : AUTOCOMPLETE[key]}
                  dir={key === 'month' ? 'auto' : 'ltr'}
                  spellCheck={false}
                  value={parts[key]}
                  $error={Boolean(error)}
                  $width={WIDTH[key]}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update(key, event.target.value)}
                  onBlur={onBlur}
                />
              </Part>
            );
          })}
        </Row>
      </Fieldset>
    </FormGroup>
  );
}
