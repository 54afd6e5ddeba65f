// Radios in a fieldset (govuk radios): the legend names the group; the first radio carries the group's id so error links land on it.
import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import FieldError from './FieldError';
import { choiceId, describedBy, fieldIds } from './describedby';
import { ChoiceItem, Choices, Fieldset, FormGroup, Hint, Legend } from './field-styles';
import type { ChoiceOption } from './SelectField';

type RadioGroupProps = {
  id: string;
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly ChoiceOption[];
  hint?: string;
  error?: string;
  inline?: boolean;
};

export default function RadioGroup({ id, legend, registration, options, hint, error, inline = false }: RadioGroupProps) {
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error) })}>
        <Legend>{legend}</Legend>
        {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
        {error ? <FieldError fieldId={id} message={error} /> : null}
        <Choices $inline={inline}>
          {options.map((option, index) => {
            const itemId = choiceId(id, option.value, index);
            return (
              <ChoiceItem key={option.value}>
                <input id={itemId} type="radio" value={option.value} aria-invalid={error ? true : undefined} {...registration} />
                <label htmlFor={itemId}>{option.label}</label>
              </ChoiceItem>
            );
          })}
        </Choices>
      </Fieldset>
    </FormGroup>
  );
}
