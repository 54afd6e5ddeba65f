// A multi-line text field (govuk textarea + character count): the limit is visible, typing past it is allowed and reported.
import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import CharacterCount from './CharacterCount';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { FormGroup, Hint, Label, TextAreaControl } from './field-styles';

type TextAreaProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  limit: { max: number; length: number };
  hint?: string;
  error?: string;
  rows?: number;
  autoComplete?: string;
};

export default function TextArea({ id, label, registration, limit, hint, error, rows = 5, autoComplete }: TextAreaProps) {
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
      {error ? <FieldError fieldId={id} message={error} /> : null}
      <TextAreaControl
        id={id}
        rows={rows}
        autoComplete={autoComplete}
        $error={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error), extra: fieldIds(id).count })}
        {...registration}
      />
      <CharacterCount fieldId={id} length={limit.length} max={limit.max} />
    </FormGroup>
  );
}
