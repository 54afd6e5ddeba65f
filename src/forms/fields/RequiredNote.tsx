// What a form asks of the visitor before its first field, the same on every form: every question must
// be answered, unless it is marked "(optional)" (the labels say so, govuk-frontend's convention).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './field-styles';

type RequiredNoteProps = {
  /** Whether some of the form's fields are optional (and so marked). */
  someOptional: boolean;
};

export default function RequiredNote({ someOptional }: RequiredNoteProps) {
  const { t } = useTranslation('forms');
  return (
    <Hint as="p" data-required-note="">
      {someOptional ? t('common.requiredUnlessOptional', { optional: t('common.optional') }) : t('common.allRequired')}
    </Hint>
  );
}
