/**
 * A value that follows its input `delayMs` after the last change (search boxes and
 * filters: spec 02 explore filters 800 ms; spec 03 §9 events filter search 300 ms, keyword 600 ms).
 */
import { useEffect, useState } from 'react';

/** Returns `value` delayed by `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
