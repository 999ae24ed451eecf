/**
 * Infinite scroll for the post feeds (spec 02 §2: infinite-scroll feed, page size 20): a sentinel
 * below the list asks for the next page when it comes within the threshold of the viewport.
 */
import { useEffect, useRef } from 'react';
import { COMMUNITY_UI } from '../constants';

/** Returns a ref for the sentinel; `onReachEnd` runs while it is near and `enabled` is true. */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean) {
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
      { rootMargin: `0px 0px ${COMMUNITY_UI.infiniteScrollThresholdPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
