import { useEffect, useRef, useState } from 'react';

/**
 * An index that advances every `ms` (spec 9: banners and brands every 4 s), paused while the pointer or
 * focus is inside the element so nobody loses what they are reading.
 */
export function useAutoAdvance(count: number, ms: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => clearInterval(timer);
  }, [count, ms, paused]);
  const pauseProps = {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { index: count ? index % count : 0, setIndex, ref, pauseProps };
}
