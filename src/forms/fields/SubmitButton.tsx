// The form's submit button (govuk button): disabled while the submission is being sent, so one click sends once.
import React from 'react';
import styled from 'styled-components';
import { primaryButton } from '../../styles/mixins';

const Button = styled.button`
  ${primaryButton}
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

type SubmitButtonProps = {
  label: string;
  pendingLabel: string;
  pending: boolean;
};

export default function SubmitButton({ label, pendingLabel, pending }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
