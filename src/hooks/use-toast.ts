// useToast(): notify({ message, variant?, duration?, action? }) with the site's toast rules applied (src/lib/toast.ts).
import { createElement, useCallback } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { normalizeToast, type ToastRequest } from '../lib/toast';
import '../components/toast/notistack-variants';

export type Notify = (request: ToastRequest) => SnackbarKey | null;

export function useToast(): Notify {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback<Notify>(
    (request) => {
      const toast = normalizeToast(request);
      if (!toast) return null;
      const { action } = toast;
      return enqueueSnackbar(toast.message, {
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
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
