/**
 * The one QueryClient, created when the signed-in area first loads (the anonymous pages do not
 * need it). Client errors (4xx) are final: no retry, so a dead session or a 404 is reported once;
 * only network failures retry (twice). 5xx are not retried because client A already notified the
 * user (spec 01 §8). The cache is cleared whenever the session ends or changes.
 */
import { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../lib/current-user';
import { registerClientCache } from '../lib/client-cache';
import { ApiError } from '../lib/errors';
import { onSessionEnded } from '../lib/session';

let client: QueryClient | null = null;

/** Creates a QueryClient with the retry and freshness policy above. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => error instanceof ApiError && error.status === 0 && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's QueryClient singleton (wired to session changes on first use). */
export function getQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    client = created;
    registerClientCache({
      clear: () => created.clear(),
      seedCurrentUser: (user) => created.setQueryData(accountKeys.current(), user),
    });
    onSessionEnded(() => created.clear());
  }
  return client;
}
