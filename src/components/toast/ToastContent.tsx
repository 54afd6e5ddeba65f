// One toast: its message, optional action, and a dismiss button; announced politely (status) or urgently (alert).
import React, { forwardRef } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import './notistack-variants';

const VARIANT_COLOUR = {
  default: 'info',
  info: 'info',
  warning: 'warning',
  danger: 'error',
  error: 'error',
  success: 'success',
} as const;

type Tone = keyof typeof VARIANT_COLOUR;

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  max-width: 36rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  line-height: ${({ theme }) => theme.font.lineHeight};
  ${({ theme, $tone }) => css`
    border-left-color: ${theme.color[VARIANT_COLOUR[$tone]]};
  `}
`;

const Message = styled.p`
  flex: 1 1 auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-wrap: anywhere;
`;

const ActionSlot = styled.div`
  flex: 0 0 auto;

  button {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const Dismiss = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible,
  ${ActionSlot} button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

function isTone(value: string): value is Tone {
  return Object.prototype.hasOwnProperty.call(VARIANT_COLOUR, value);
}

const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent({ id, message, variant, action, style, className }, ref) {
  const { t } = useTranslation('feedback');
  const { closeSnackbar } = useSnackbar();
  const urgent = variant === 'error' || variant === 'danger';
  const actionNode = typeof action === 'function' ? action(id) : action;
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={className}
      // Errors interrupt (alert); everything else waits for the screen reader to finish (status).
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={variant}
    >
      <Box $tone={isTone(variant) ? variant : 'info'}>
        <Message>{message}</Message>
        {actionNode ? <ActionSlot>{actionNode}</ActionSlot> : null}
        <Dismiss type="button" aria-label={t('toast.dismiss')} onClick={() => closeSnackbar(id)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Dismiss>
      </Box>
    </SnackbarContent>
  );
});

export default ToastContent;
