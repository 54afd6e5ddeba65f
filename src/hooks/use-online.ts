// Whether the browser says it is online, updated on its online/offline events. The server snapshot
// (and so the first client render) is "online" unless the caller says otherwise; React re-renders
// after hydration if that was wrong.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine !== false;

export function useOnline(whenRendered = true): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => whenRendered);
}
