// Shared styled primitives of the form fields (govuk-frontend shapes): group, label, hint, error, inputs.
import styled, { css } from 'styled-components';

export const FormGroup = styled.div<{ $error?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ${({ $error, theme }) =>
    $error &&
    css`
      padding-left: ${theme.space.md};
      border-left: 5px solid ${theme.color.error};
    `}
`;

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  display: table;
  max-width: 100%;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: 700;
  white-space: normal;
`;

export const Label = styled.label`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

export const Hint = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.error};
  font-weight: 700;
`;

export const Count = styled.div<{ $over?: boolean }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ $over, theme }) => ($over ? theme.color.error : theme.color.muted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;

export const controlStyles = css<{ $error?: boolean }>`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ $error, theme }) => ($error ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

export const Input = styled.input<{ $error?: boolean; $width?: string }>`
  ${controlStyles}
  ${({ $width }) =>
    $width &&
    css`
      max-width: ${$width};
    `}
`;

export const TextAreaControl = styled.textarea<{ $error?: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

export const SelectControl = styled.select<{ $error?: boolean }>`
  ${controlStyles}
  width: auto;
  min-width: 12rem;
  max-width: 100%;
`;

export const Choices = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

export const ChoiceItem = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 0 0 auto;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }

  label {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;
