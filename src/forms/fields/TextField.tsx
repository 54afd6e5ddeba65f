// A single-line text input (govuk input): label, hint, error, aria-describedby, aria-invalid, optional visible limit.
import React, { type HTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import CharacterCount from './CharacterCount';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { FormGroup, Hint, Input, Label } from './field-styles';

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Forces the direction of the value (phone numbers and emails are left-to-right on Persian pages too). */
  dir?: 'ltr' | 'rtl';
  /** Shows "n of max characters" under the field; the length is the field's current value length. */
  limit?: { max: number; length: number };
  width?: string;
  spellCheck?: boolean;
  describedByExtra?: string;
};

export default function TextField({
  id,
  label,
  registration,
  hint,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  dir,
  limit,
  width,
  spellCheck,
  describedByExtra,
}: TextFieldProps) {
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
      {error ? <FieldError fieldId={id} message={error} /> : null}
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        dir={dir}
        spellCheck={spellCheck}
        $error={Boolean(error)}
        $width={width}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error), extra: [describedByExtra, limit ? fieldIds(id).count : undefined] })}
        {...registration}
      />
      {limit ? <CharacterCount fieldId={id} length={limit.length} max={limit.max} /> : null}
    </FormGroup>
  );
}
