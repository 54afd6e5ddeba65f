// The site's toast area: notistack with our own content for every variant (including 'danger'), mounted once per page.
import React, { type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import ToastContent from './ToastContent';
import { TOAST_DEFAULT_DURATION } from '../../lib/toast';
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

// Centred so the area needs no flipping between right-to-left and left-to-right pages.
const ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;

type ToastProviderProps = {
  children: ReactNode;
  maxSnack?: number;
};

export default function ToastProvider({ children, maxSnack = 3 }: ToastProviderProps) {
  return (
    <SnackbarProvider
      Components={COMPONENTS}
      anchorOrigin={ANCHOR}
      maxSnack={maxSnack}
      autoHideDuration={TOAST_DEFAULT_DURATION}
      variant="warning"
      preventDuplicate
    >
      {children}
    </SnackbarProvider>
  );
}
