// Radios or checkboxes in a fieldset (govuk radios/checkboxes): the legend names the group; the first
// input carries the group's id so error links land on it. Checkboxes give the array of checked values.
import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import FieldError from './FieldError';
import { choiceId, describedBy, fieldIds } from './describedby';
import { ChoiceItem, Choices, Fieldset, FormGroup, Hint, Legend } from './field-styles';
import type { ChoiceOption } from './SelectField';

export type ChoiceGroupProps = {
  type: 'radio' | 'checkbox';
  id: string;
  /** The group's name, shown as its legend. */
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly ChoiceOption[];
  hint?: string;
  error?: string;
  inline?: boolean;
};

export default function ChoiceGroup({ type, id, label, registration, options, hint, error, inline = false }: ChoiceGroupProps) {
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error) })}>
        <Legend>{label}</Legend>
        {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
        {error ? <FieldError fieldId={id} message={error} /> : null}
        <Choices $inline={inline}>
          {options.map((option, index) => {
            const itemId = choiceId(id, option.value, index);
            return (
              <ChoiceItem key={option.value}>
                <input id={itemId} type={type} value={option.value} aria-invalid={error ? true : undefined} {...registration} />
                <label htmlFor={itemId}>{option.label}</label>
              </ChoiceItem>
            );
          })}
        </Choices>
      </Fieldset>
    </FormGroup>
  );
}
