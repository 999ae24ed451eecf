/**
 * A debounced callback (spec 03 §9: library search debounce 500 ms). The latest arguments win;
 * a pending call is dropped on unmount.
 */
import { useCallback, useEffect, useRef } from 'react';

/** Returns `fn` delayed by `delayMs` after the last call. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
