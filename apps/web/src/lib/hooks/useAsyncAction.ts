/**
 * A small pending-state wrapper for one-off async actions (the account forms), so the anonymous
 * pages need no query cache.
 */
import { useCallback, useState } from 'react';

/** Returns `run` (calls `action`, resolves or rejects with it) and `isPending`. */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R> => {
      setPending(true);
      try {
        return await action(...args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending };
}
