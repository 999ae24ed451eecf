/**
 * Graceful shutdown of a listening server (issue #2 §2, issue 34 "Graceful shutdown"), used by
 * server.ts. On SIGTERM or SIGINT:
 * - with `drainMs` (SHUTDOWN_DRAIN_MS), `onDrain` runs first (GET /api/ready then answers 503) and the
 *   process goes on serving for that long, so a load balancer takes it out of rotation before it stops
 *   accepting: a rolling restart then sends it no request it would refuse;
 * - the server stops accepting connections; idle keep-alive connections close at once
 *   (Fastify `forceCloseConnections: 'idle'`, app.ts);
 * - requests in flight finish and answer with `Connection: close` (app.ts), so their connections
 *   end with the answer; a request that still arrives on an open connection gets 503;
 * - the app's close waits for them (at most 10 s, app.ts) and for a running scheduled job, then
 *   closes the database, and the process exits 0;
 * - a hard timer (`hardTimeoutMs`, default 15 s) exits 1 if the close hangs.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Milliseconds after the signal before the process exits 1 whatever is left (default 15000). */
  hardTimeoutMs?: number;
  /** Runs after the app has closed, before the exit (e.g. flushing traces); its failure is the caller's to log. */
  afterClose?: () => Promise<unknown>;
  /** Ends the process (tests may pass their own); default process.exit. */
  exit?: (code: number) => void;
  /** Milliseconds to keep serving after the signal, readiness failing, before the close (default 0). */
  drainMs?: number;
  /** Runs at the signal, before the drain (marks the process as draining for its readiness route). */
  onDrain?: () => void;
}

/** Installs the SIGTERM/SIGINT handlers that close `app` and exit (0 when the close completes). */
export function installShutdown(app: FastifyInstance, options: ShutdownOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = Math.max(0, options.drainMs ?? 0);
    options.onDrain?.();
    app.log.info(
      drainMs > 0
        ? `${signal} received: readiness fails; serving ${drainMs} ms more, then finishing in-flight requests`
        : `${signal} received: finishing in-flight requests`,
    );
    const timer = setTimeout(
      () => {
        app.log.error('shutdown: the close did not complete in time; exiting');
        exit(1);
      },
      drainMs + (options.hardTimeoutMs ?? 15_000),
    );
    timer.unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(() => options.afterClose?.())
      .then(
        () => {
          app.log.info('shutdown: closed');
          exit(0);
        },
        (err) => {
          app.log.error({ err }, 'error while closing');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
