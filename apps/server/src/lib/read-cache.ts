/**
 * Read cache: serialized JSON answers of hot list reads (the community feed and a community's
 * posts; issue #3 Performance), kept per caller and URL under the read version they were built at.
 *
 * Exact, in any number of server processes: the database holds one counter per scope
 * (`read_versions`, migration 0006), raised at the commit of every transaction that changes a table
 * the scope's answers are read from (deferred constraint triggers, so no reader sees the new
 * version before the new data). The session lookup reads the counters (plugins/auth.ts) before the
 * handler reads any data, so an answer built after reading version v holds every change counted in
 * v; it is served again only while the counter still reads v. test/read-cache.triggers.test.ts checks
 * that the triggers (migrations 0006, 0007, 0009) watch every table and column the cached answers read. This process's memory is never the
 * only copy of anything: losing the cache costs time, not data.
 *
 * Not counted as changes: the view counters (`views_count`), which move on every first read of a
 * post; an entry is therefore also dropped `ttlMs` (60 s) after it was built, so a view count shown
 * from the cache is at most that old. Size bounded by `maxBytes` (READ_CACHE_MB), least recently
 * used first out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ReadScope } from '../db/read-cache-dependencies';

/** A read version scope: which tables' changes invalidate an answer (migration 0006). */
export type { ReadScope };

/** The counters read with the caller's session; absent without a session. */
export type ReadVersions = Record<ReadScope, number>;

interface Entry {
  version: number;
  body: string;
}

export interface ReadCacheOptions {
  /** Bytes of cached bodies (UTF-16 length of the strings as an approximation); 0 turns caching off. */
  maxBytes: number;
  /** Milliseconds an entry may be served after it was built. */
  ttlMs?: number;
}

export class ReadCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /** Answers being built, by key: callers at a version no newer than the build's wait for it. */
  private readonly building = new Map<string, { version: number; body: Promise<{ text: string; until: number }> }>();

  private readonly ttlMs: number;

  constructor(options: ReadCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
            ttl: options.ttlMs ?? 60_000,
            ttlAutopurge: false,
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  /** The body cached for `key` if it was built at `version`, else undefined. */
  get(key: string, version: number): string | undefined {
    const entry = this.entries?.get(key);
    return entry && entry.version === version ? entry.body : undefined;
  }

  /**
   * Keeps `body` for `key` as built at `version` (an entry for a newer version is kept instead), for
   * at most `ttlMs` when given (else the cache's ttl); nothing is kept when `ttlMs` ≤ 0.
   */
  set(key: string, version: number, body: string, ttlMs?: number): void {
    if (!this.entries || (ttlMs !== undefined && ttlMs <= 0)) return;
    const current = this.entries.get(key);
    if (current && current.version > version) return;
    this.entries.set(key, { version, body }, ttlMs === undefined ? undefined : { ttl: Math.min(ttlMs, this.ttlMs) });
  }

  /**
   * The body for `key` at `version` or newer: from the cache, from a build already running at such a
   * version (so a change that makes one popular answer stale leads to one rebuild, not one per
   * waiting request), or from `build`, whose body is then kept. A failed build is not kept; its
   * waiters get the same error (they asked the same question). `expiresAt` (asked before the build:
   * an epoch time in ms, or Infinity) is when the body stops being true by itself (an answer that
   * changes with the clock, such as content scheduled to appear).
   */
  async load(
    key: string,
    version: number,
    build: () => Promise<string>,
    expiresAt?: () => Promise<number>,
  ): Promise<string> {
    const cached = this.get(key, version);
    if (cached !== undefined) return cached;
    const running = this.building.get(key);
    if (running && running.version >= version) return (await running.body).text;
    const body = (async () => {
      const until = expiresAt ? await expiresAt() : Number.POSITIVE_INFINITY;
      const text = await build();
      return { text, until };
    })();
    const mine = { version, body };
    this.building.set(key, mine);
    try {
      const { text, until } = await body;
      this.set(key, version, text, Number.isFinite(until) ? until - Date.now() : undefined);
      return text;
    } finally {
      if (this.building.get(key) === mine) this.building.delete(key);
    }
  }

  /** Entries held (tests, diagnostics). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/**
 * Answers a GET for the signed-in caller from the cache when the scope's version has not moved
 * since the cached answer was built; otherwise runs `compute`, serializes its answer with the
 * route's response schema and keeps it (requests for the same key wait for a build already
 * running: ReadCache.load). The key is the caller (account, role, impersonator,
 * contact types: everything an answer may depend on besides the database) and the URL with its
 * query string (and `keyExtra`: the body of a SEARCH). `expiresAt` bounds an answer that changes
 * with the clock (scheduled content). `sharedKey`, when given, stands for the caller in the key:
 * the route promises that the answer depends on nothing of the caller but that (content search:
 * the viewer's segments), so callers with the same one share the answer.
 * Only successful answers are cached: `compute` throwing leaves the cache as it was.
 * Sends the answer and resolves once it is sent (`await reply`): a route's async preSerialization
 * hook would otherwise let the handler end first, and Fastify would send a second time.
 */
export async function cachedRead<T>(
  cache: ReadCache,
  scope: ReadScope,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<T>,
  options: { keyExtra?: string; sharedKey?: string; expiresAt?: () => Promise<number> } = {},
): Promise<void> {
  const version = request.readVersions?.[scope];
  const actor = request.actor;
  if (!cache.enabled || version === undefined || !actor) {
    reply.send(await compute());
    await reply;
    return;
  }
  const caller =
    options.sharedKey !== undefined
      ? `shared\u0000${options.sharedKey}`
      : `${actor.id}\u0000${actor.role}\u0000${actor.impersonatorId ?? ''}\u0000${actor.contactTypes.join(',')}`;
  const key = `${scope}\u0000${caller}\u0000${request.method} ${request.url}\u0000${options.keyExtra ?? ''}`;
  const body = await cache.load(
    key,
    version,
    async () => reply.serialize(await compute()) as string,
    options.expiresAt,
  );
  reply.type('application/json; charset=utf-8').send(body);
  await reply;
}
