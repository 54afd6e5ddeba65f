// Loaded on demand: notistack's toast area, fed from the toast queue. Custom content for every
// variant (including 'danger'), centred so the area needs no flipping between directions.
import React, { createElement, useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import ToastContent from './ToastContent';
import { subscribeToasts } from './toast-queue';
import { TOAST_DEFAULT_DURATION } from './toast-rules';
import './notistack-variants';

// Module level: a new object each render would make notistack re-render every toast.
const COMPONENTS = {
  default: ToastContent,
  info: ToastContent,
  warning: ToastContent,
  danger: ToastContent,
  error: ToastContent,
  success: ToastContent,
};
const ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;

export default function ToastHost({ maxSnack = 3 }: { maxSnack?: number }) {
  useEffect(
    () =>
      subscribeToasts((toast) => {
        const { action } = toast;
        enqueueSnackbar(toast.message, {
          key: toast.key,
          variant: toast.variant,
          autoHideDuration: toast.duration,
          action: action
            ? (key: SnackbarKey) =>
                createElement(
                  'button',
                  {
                    type: 'button',
                    onClick: () => {
                      closeSnackbar(key);
                      action.onClick();
                    },
                  },
                  action.label,
                )
            : undefined,
        });
      }),
    [],
  );
  return (
    <SnackbarProvider
      Components={COMPONENTS}
      anchorOrigin={ANCHOR}
      maxSnack={maxSnack}
      autoHideDuration={TOAST_DEFAULT_DURATION}
      variant="warning"
      preventDuplicate
    />
  );
}
