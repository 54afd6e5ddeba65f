// A field's error message: id `<field>-error`, starting with a visually hidden localized "Error:" (govuk error-message).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './field-styles';
import { fieldIds } from './describedby';

type FieldErrorProps = {
  fieldId: string;
  message: string;
};

export default function FieldError({ fieldId, message }: FieldErrorProps) {
  const { t } = useTranslation('forms');
  return (
    <ErrorText id={fieldIds(fieldId).error}>
      <span className="visually-hidden">{t('common.errorPrefix')} </span>
      {message}
    </ErrorText>
  );
}
