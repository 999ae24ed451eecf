import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DebouncedToggleOptions, shownCount, useDebouncedToggle } from './useDebouncedToggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Toggle = ReturnType<typeof useDebouncedToggle>;

/** Renders the hook in a real React root; `current` is its latest answer. */
function renderToggle(options: DebouncedToggleOptions) {
  const result: { current: Toggle | null } = { current: null };
  function Probe(props: DebouncedToggleOptions) {
    result.current = useDebouncedToggle(props);
    return null;
  }
  const root: Root = createRoot(document.createElement('div'));
  const render = (next: DebouncedToggleOptions) => act(() => root.render(createElement(Probe, next)));
  render(options);
  return { result, render, unmount: () => act(() => root.unmount()) };
}

/** A send whose calls stay in flight until `settle` is called. */
function deferredSend() {
  const calls: boolean[] = [];
  const pending: (() => void)[] = [];
  const send = vi.fn((next: boolean) => {
    calls.push(next);
    return new Promise<void>((resolve) => pending.push(resolve));
  });
  return { send, calls, settle: () => pending.shift()?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedToggle (spec 02 §4, spec 03 §4 Favourite toggle: optimistic, debounced)', () => {
  it('flips at once and sends the final state once, 500 ms after the last click', async () => {
    const { send, calls, settle } = deferredSend();
    const { result, unmount } = renderToggle({ value: false, delayMs: 500, send });
    act(() => result.current?.toggle());
    expect(result.current?.value).toBe(true);
    expect(result.current?.isDirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(send).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toEqual([true]);
    await act(async () => settle());
    unmount();
  });

  it('sends nothing when quick clicks come back to the server state', async () => {
    const { send } = deferredSend();
    const { result, unmount } = renderToggle({ value: true, delayMs: 500, send });
    act(() => result.current?.toggle());
    act(() => result.current?.toggle());
    expect(result.current?.value).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(send).not.toHaveBeenCalled();
    expect(result.current?.isDirty).toBe(false);
    unmount();
  });

  it('waits for a call in flight before sending a newer change, so the server sees each settled change', async () => {
    const { send, calls, settle } = deferredSend();
    const { result, render, unmount } = renderToggle({ value: false, delayMs: 500, send });
    act(() => result.current?.toggle());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(calls).toEqual([true]);
    // A second click while the first call is still in flight.
    act(() => result.current?.toggle());
    expect(result.current?.value).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(calls).toEqual([true]);
    // The first call ends and the cache now says true; the waiting change (false) goes next.
    await act(async () => settle());
    render({ value: true, delayMs: 500, send });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toEqual([true, false]);
    await act(async () => settle());
    render({ value: false, delayMs: 500, send });
    expect(result.current?.value).toBe(false);
    expect(result.current?.isDirty).toBe(false);
    unmount();
  });

  it("returns to the server's state and reports the failure", async () => {
    const onError = vi.fn();
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const { result, unmount } = renderToggle({ value: false, delayMs: 500, send, onError });
    act(() => result.current?.toggle());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onError).toHaveBeenCalledWith(true, expect.objectContaining({ message: 'offline' }));
    expect(result.current?.value).toBe(false);
    unmount();
  });
});

describe('shownCount', () => {
  it("moves the server's count by one while a change is pending, never below zero", () => {
    expect(shownCount(10, false, true)).toBe(11);
    expect(shownCount(10, true, false)).toBe(9);
    expect(shownCount(10, true, true)).toBe(10);
    expect(shownCount(0, true, false)).toBe(0);
  });
});
