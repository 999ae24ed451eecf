/**
 * The store of the global request limit (@fastify/rate-limit, app.ts: RATE_LIMIT_PER_MINUTE per
 * address, API_KEY_RATE_PER_MINUTE per API key), shared by every process on one PostgreSQL
 * (issue 34): each request adds one to a fixed-window bucket in `rate_limit_buckets` under
 * `req:<key>` in one upsert (atomic), so N processes behind a load balancer allow the configured
 * number per minute in all, not N times it. On PGlite (one process) the plugin's own in-memory store
 * is used instead (`sharedRequestLimitStore` answers null).
 */
import type { Db } from '../../db/client';
import { hitWindow, readWindow } from './rate-limits.repository';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit calls on a store: `incr` per request, `read` to peek, `child` per route. */
export interface RequestLimitStore {
  incr(key: string, callback: Callback, timeWindow: number): void;
  read(key: string, callback: Callback, timeWindow: number): void;
  child(): RequestLimitStore;
}

/**
 * The store class for `@fastify/rate-limit`'s `store` option on a PostgreSQL database, or null on
 * PGlite (the plugin then keeps its in-process store). Windows are `timeWindow` ms (1 minute).
 */
export function sharedRequestLimitStore(db: Db, kind: 'pglite' | 'postgres'): (new () => RequestLimitStore) | null {
  if (kind !== 'postgres') return null;
  class DbRequestLimitStore implements RequestLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      hitWindow(db, `req:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }
    read(key: string, callback: Callback): void {
      readWindow(db, `req:${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }
    child(): RequestLimitStore {
      return this;
    }
  }
  return DbRequestLimitStore;
}
