// Checkboxes in a fieldset (govuk checkboxes); the value is the array of checked values.
import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import FieldError from './FieldError';
import { choiceId, describedBy, fieldIds } from './describedby';
import { ChoiceItem, Choices, Fieldset, FormGroup, Hint, Legend } from './field-styles';
import type { ChoiceOption } from './SelectField';

type CheckboxGroupProps = {
  id: string;
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly ChoiceOption[];
  hint?: string;
  error?: string;
};

export default function CheckboxGroup({ id, legend, registration, options, hint, error }: CheckboxGroupProps) {
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error) })}>
        <Legend>{legend}</Legend>
        {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
        {error ? <FieldError fieldId={id} message={error} /> : null}
        <Choices>
          {options.map((option, index) => {
            const itemId = choiceId(id, option.value, index);
            return (
              <ChoiceItem key={option.value}>
                <input id={itemId} type="checkbox" value={option.value} {...registration} />
                <label htmlFor={itemId}>{option.label}</label>
              </ChoiceItem>
            );
          })}
        </Choices>
      </Fieldset>
    </FormGroup>
  );
}
