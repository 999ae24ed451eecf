/**
 * Graceful shutdown (issue #2 §2: "in-flight requests finish"): counts the requests whose handlers
 * still run, so the app's close can wait for them before it closes the database.
 *
 * A request counts from `onRequest` until its reply is sent (`onSend`: the handler and its database
 * work are done) or, failing that, until `onResponse`. A client that hangs up does not stop its
 * handler, so an aborted request still counts until the handler answers; this is what kept the
 * database pool from closing under a running query ("Cannot use a pool after calling end").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface InFlight {
  /** Requests still being handled. */
  count(): number;
  /** Resolves when none are left, or after `timeoutMs` (ms) with `false`. */
  drained(timeoutMs: number): Promise<boolean>;
  /**
   * Adds work that runs when a request's answer is ready, while the request still counts (so a
   * closing app waits for it and the database is still open): e.g. the audit entry of an
   * impersonation request (plugins/auth.ts). Errors are the callback's own to handle.
   */
  beforeFinish(work: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): void;
}

/** Adds the counting hooks to `app` (before any route) and answers the counter. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const open = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) {
      const done = waiters;
      waiters = [];
      for (const w of done) w();
    }
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
    count += 1;
  });
  const lastWork: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    for (const work of lastWork) await work(request, reply);
    finish(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));
  return {
    count: () => count,
    beforeFinish(work) {
      lastWork.push(work);
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== done);
          resolve(false);
        }, timeoutMs);
        timer.unref();
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
