// The visible character limit under a text field: "n of max characters", or how many are over.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/digits';
import { Count } from './field-styles';
import { fieldIds } from './describedby';

type CharacterCountProps = {
  fieldId: string;
  length: number;
  max: number;
};

export default function CharacterCount({ fieldId, length, max }: CharacterCountProps) {
  const { t, i18n } = useTranslation('forms');
  const language = i18n.language;
  const over = length > max;
  // `replace` (not `count`) so that i18next does no plural lookup and the digits follow the page's language.
  const visible = over
    ? t('common.charactersOver', { replace: { count: localizeDigits(length - max, language) } })
    : t('common.characterCount', { replace: { count: localizeDigits(length, language), max: localizeDigits(max, language) } });
  return (
    <>
      {/* The limit, read once with the field's description (id-count is in its aria-describedby). */}
      <span id={fieldIds(fieldId).count} className="visually-hidden">
        {t('common.characterLimit', { replace: { max: localizeDigits(max, language) } })}
      </span>
      {/* The running count is for the eye: announcing it on every keystroke would drown the typing (govuk character-count). */}
      <Count $over={over} aria-hidden="true" data-testid={`${fieldId}-count-visible`}>
        {visible}
      </Count>
    </>
  );
}
