// A file upload (govuk file-upload): label, hint, error, the chosen file's name, and an optional notice (e.g. "choose the file again").
import React, { type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import FieldError from './FieldError';
import { describedBy, fieldIds } from './describedby';
import { FormGroup, Hint, Label } from './field-styles';

const FileInput = styled.input<{ $error?: boolean }>`
  display: block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ $error, theme }) => ($error ? theme.color.error : 'transparent')};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Chosen = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

type FileFieldProps = {
  id: string;
  label: string;
  accept: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  notice?: string;
  fileName?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export default function FileField({ id, label, accept, onChange, onBlur, hint, error, notice, fileName, inputRef }: FileFieldProps) {
  const { t } = useTranslation('forms');
  const noticeId = `${id}-notice`;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={fieldIds(id).hint}>{hint}</Hint> : null}
      {notice ? <Notice id={noticeId}>{notice}</Notice> : null}
      {error ? <FieldError fieldId={id} message={error} /> : null}
      <FileInput
        id={id}
        name={id}
        ref={inputRef}
        type="file"
        accept={accept}
        $error={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint: Boolean(hint), error: Boolean(error), extra: notice ? noticeId : undefined })}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {fileName ? <Chosen>{t('common.fileSelected', { name: fileName, interpolation: { escapeValue: false } })}</Chosen> : null}
    </FormGroup>
  );
}
