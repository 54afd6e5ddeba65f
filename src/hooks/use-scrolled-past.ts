// True once the page is scrolled more than `threshold` px (the header turns sticky past 3 px).
import { useEffect, useState } from 'react';

export const STICKY_THRESHOLD_PX = 3;

export function useScrolledPast(threshold = STICKY_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
