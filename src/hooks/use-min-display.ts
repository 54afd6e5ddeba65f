// useMinimumDisplay(busy): true while busy, and for at least 200 ms once it has turned true, so a
// spinner driven by it never flickers on a fast response.
import { useEffect, useRef, useState } from 'react';
import { MIN_SPINNER_MS, remainingDisplay } from '../lib/min-display';

export function useMinimumDisplay(busy: boolean, minMs = MIN_SPINNER_MS): boolean {
  const [shown, setShown] = useState(busy);
  const shownAt = useRef<number | null>(busy ? Date.now() : null);

  useEffect(() => {
    if (busy) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setShown(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const wait = remainingDisplay(shownAt.current, Date.now(), minMs);
    const timer = setTimeout(() => {
      shownAt.current = null;
      setShown(false);
    }, wait);
    return () => clearTimeout(timer);
  }, [busy, minMs]);

  return busy || shown;
}
