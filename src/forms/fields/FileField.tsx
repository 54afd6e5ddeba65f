// A file upload in the page's language (govuk-frontend's enhanced file upload): the browser's own
// control would say "Choose File / No file chosen" in the browser's language, so the native input is
// hidden and a button opens it. The button carries the field's id and label (error links and focus land
// on it; Enter and Space open the picker), and shows the chosen file's name and size, or that none is
// chosen; a polite status announces the choice.
import React, { useRef, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi';
import { formatFileSize } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { FormGroup, Hint, Label } from './field-styles';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Control = styled.button<{ $error?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ $error, theme }) => ($error ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

// Looks like a secondary button inside the control (the whole control is the one button).
const Choose = styled.span`
  flex: 0 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brandText};
  font-weight: 700;
`;

const Status = styled.span<{ $chosen: boolean }>`
  min-width: 0;
  color: ${({ $chosen, theme }) => ($chosen ? theme.color.text : theme.color.muted)};
  overflow-wrap: anywhere;
`;

type FileFieldProps = {
  id: string;
  label: string;
  accept: string;
  language: Language;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  notice?: string;
  /** The chosen file, or null. */
  file?: File | null;
  /** Receives the button (react-hook-form focuses it on errors). */
  inputRef?: Ref<HTMLButtonElement>;
};

export default function FileField({ id, label, accept, language, onChange, onBlur, hint, error, notice, file, inputRef }: FileFieldProps) {
  const { t } = useTranslation(['forms', 'common']);
  const picker = useRef<HTMLInputElement>(null);
  const noticeId = `${id}-notice`;
  const statusId = `${id}-status`;
  const units = { kb: t('common:units.kb'), mb: t('common:units.mb') };
  const chosen = file
    ? t('forms:common.fileChosen', {
        name: language === 'fa' ? isolate(file.name) : file.name,
        size: formatFileSize(file.size, language, units),
        interpolation: { escapeValue: false },
      })
    : '';
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
      {notice ? <Notice id={noticeId}>{notice}</Notice> : null}
      {error ? <FieldError fieldId={id} message={error} /> : null}
      <input
        ref={picker}
        id={`${id}-input`}
        name={id}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // The same file chosen again (after an error) must fire a change again.
          event.target.value = '';
        }}
      />
      <Control
        type="button"
        id={id}
        ref={inputRef}
        $error={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error), extra: [statusId, notice ? noticeId : undefined] })}
        onClick={() => picker.current?.click()}
        onBlur={onBlur}
      >
        <Choose aria-hidden="true">{t('forms:common.chooseFile')}</Choose>
        <Status id={statusId} $chosen={Boolean(file)} data-file-status="">
          {file ? chosen : t('forms:common.noFileChosen')}
        </Status>
      </Control>
      <span className="visually-hidden" role="status">
        {file ? t('forms:common.fileSelected', { name: chosen, interpolation: { escapeValue: false } }) : ''}
      </span>
    </FormGroup>
  );
}
