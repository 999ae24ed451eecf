/**
 * Infinite scroll: a sentinel element below a list asks for the next page when it comes within
 * `thresholdPx` of the bottom of the viewport (spec 02 §2 feeds, spec 03 §9: 200 px for libraries,
 * 100 px for events).
 */
import { useEffect, useRef } from 'react';

/** Returns a ref for the sentinel; `onReachEnd` runs while it is near and `enabled` is true. */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean, thresholdPx: number) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, thresholdPx]);

  return ref;
}
