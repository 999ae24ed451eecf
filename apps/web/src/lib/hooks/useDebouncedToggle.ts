/**
 * An optimistic, debounced on/off toggle (spec 02 §4: favourite 500 ms, post like 700 ms, save
 * 600 ms; spec 03 §4 Favourite toggle of news, resources and events: 500 ms; a
 * like changes the count by one). Clicks flip the shown state at once; `delayMs` after the last
 * click the final state is sent, only if it differs from the server's. While a call is in flight
 * further clicks wait for it, so the server sees one call per settled change and counts stay exact. On failure the shown state returns to the server's and `onError` runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedToggleOptions {
  /** The server's current state. */
  value: boolean;
  delayMs: number;
  /** Sends the new state; resolves when the server has it. */
  send: (next: boolean) => Promise<void>;
  onError?: (next: boolean, error: unknown) => void;
}

/** Returns the shown state, whether it differs from the server's yet, and `toggle`. */
export function useDebouncedToggle({ value, delayMs, send, onError }: DebouncedToggleOptions) {
  const [pending, setPending] = useState<boolean | null>(null);
  const pendingRef = useRef<boolean | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const latest = useRef({ send, onError });
  latest.current = { send, onError };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const settle = useCallback(async () => {
    if (inFlight.current) await inFlight.current;
    const next = pendingRef.current;
    if (next === null) return;
    if (next === valueRef.current) {
      pendingRef.current = null;
      setPending(null);
      return;
    }
    const call = latest.current
      .send(next)
      .then(() => {
        // The server has `next` now, even before the cache update re-renders this hook.
        valueRef.current = next;
      })
      .catch((error: unknown) => {
        latest.current.onError?.(next, error);
      })
      .finally(() => {
        inFlight.current = null;
        // Keep a newer click that arrived during the call; otherwise show the server's state.
        if (pendingRef.current === next) {
          pendingRef.current = null;
          setPending(null);
        }
      });
    inFlight.current = call;
    await call;
  }, []);

  const toggle = useCallback(() => {
    const next = !(pendingRef.current ?? valueRef.current);
    pendingRef.current = next;
    setPending(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void settle();
    }, delayMs);
  }, [delayMs, settle]);

  const shown = pending ?? value;
  return { value: shown, isDirty: pending !== null && pending !== value, toggle };
}

/** The count to show next to a toggle: the server's count moved by one while a change is pending. */
export function shownCount(serverCount: number, serverValue: boolean, shownValue: boolean): number {
  if (serverValue === shownValue) return serverCount;
  return Math.max(0, serverCount + (shownValue ? 1 : -1));
}
