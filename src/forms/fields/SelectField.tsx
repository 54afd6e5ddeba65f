// A select (govuk select) whose first option is the localized "Select" placeholder with an empty value.
import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { FormGroup, Hint, Label, SelectControl } from './field-styles';

export type ChoiceOption = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly ChoiceOption[];
  hint?: string;
  error?: string;
};

export default function SelectField({ id, label, registration, options, hint, error }: SelectFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
      {error ? <FieldError fieldId={id} message={error} /> : null}
      <SelectControl
        id={id}
        $error={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error) })}
        {...registration}
      >
        <option value="">{t('common.select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </FormGroup>
  );
}
