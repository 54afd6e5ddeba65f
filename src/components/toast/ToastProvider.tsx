// The site's toast area, mounted once per page by the Layout. notistack itself (ToastHost) is
// fetched only when a toast is due or the visitor starts using a form, then stays mounted.
import React, { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { onToastDemand } from './toast-queue';

const ToastHost = lazy(() => import('./ToastHost'));

type ToastProviderProps = { children: ReactNode; maxSnack?: number };

export default function ToastProvider({ children, maxSnack = 3 }: ToastProviderProps) {
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => {
    if (hostWanted) return undefined;
    const want = () => setHostWanted(true);
    // A form in use will want its toasts at once, even if the connection drops meanwhile: load early.
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.('form')) want();
    };
    document.addEventListener('focusin', onFocus);
    const stop = onToastDemand(want);
    return () => {
      document.removeEventListener('focusin', onFocus);
      stop();
    };
  }, [hostWanted]);
  return (
    <>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost maxSnack={maxSnack} />
        </Suspense>
      ) : null}
    </>
  );
}
