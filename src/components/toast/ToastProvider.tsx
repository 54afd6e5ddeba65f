// The site's toast area, mounted once per page by the Layout. notistack itself (ToastHost) is
// fetched only when a toast is due or the page has a form in use, then stays mounted.
import React, { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { onToastDemand } from './toast-queue';

/** Imports the host; if the network fails (offline), tries again once the connection returns. */
function loadHost(): Promise<typeof import('./ToastHost')> {
  return import('./ToastHost').catch(
    () =>
      new Promise((resolve) => {
        window.addEventListener('online', () => resolve(loadHost()), { once: true });
      }),
  );
}

const ToastHost = lazy(loadHost);

type ToastProviderProps = { children: ReactNode; maxSnack?: number };

export default function ToastProvider({ children, maxSnack = 3 }: ToastProviderProps) {
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => {
    if (hostWanted) return undefined;
    const want = () => setHostWanted(true);
    // A page with a form loads the host at once: its toasts must show even if the connection drops.
    if (document.querySelector('form')) {
      want();
      return undefined;
    }
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
