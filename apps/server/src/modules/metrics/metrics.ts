/**
 * The Prometheus metrics of one app (issue 34 "Observability"; docs/operations.md lists every name).
 * One prom-client `Registry` per app (tests build several apps in one process), holding:
 * - `portal_http_requests_total{method,route,status_class}` and
 *   `portal_http_request_duration_seconds{method,route,status_class}` (histogram, seconds): `route` is
 *   the matched route pattern (`/api/v1/events/:id`), `(unmatched)` for a URL no route matched, never
 *   the raw URL, so the label's values stay bounded; `status_class` is `2xx`...`5xx`;
 * - `portal_db_pool_connections{state="total"|"idle"}` and `portal_db_pool_waiting_requests`
 *   (PostgreSQL's node-postgres pool; absent on PGlite);
 * - `portal_job_runs_total{job}`, `portal_job_failures_total{job}` and
 *   `portal_job_run_duration_seconds{job}` (runs this process made, modules/jobs);
 * - `portal_outbox_depth{channel}` (rows pending or sending) and
 *   `portal_outbox_oldest_due_age_seconds{channel}` (0 when nothing is overdue), for mail, webhook and refund,
 *   read from the database at each scrape (so every process reports the same, shared backlog);
 * - prom-client's default process metrics (`process_*`, `nodejs_*`).
 */
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import type { JobRunRecord } from '../jobs';
import { outboxBacklog } from '../mail';

/** The outbox channels always reported (0 when empty): mail (issue 30), webhook and refund (issue 31). */
export const OUTBOX_CHANNELS = ['mail', 'webhook', 'refund'] as const;

/** Latency buckets in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A node-postgres pool's counters (pg.Pool), read without importing pg. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(db: Db): PoolCounts | null {
  // Drizzle keeps the driver client as `$client`: a pg.Pool on PostgreSQL, a PGlite instance otherwise.
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PoolCounts)
    : null;
}

/** The metrics of one app; `recordJobRun` is the job scheduler's `onRun`. */
export interface AppMetrics {
  registry: Registry;
  recordJobRun(run: JobRunRecord): void;
  /** Reads the database-wide gauges (the outbox backlog); GET /metrics calls it before each scrape. */
  readShared(): Promise<void>;
  /** Counts every answered request (an onResponse hook). Call once, before the routes are registered. */
  observeRequests(app: FastifyInstance): void;
}

/**
 * Makes the registry and its metrics; the database gauges read `db` at each scrape. The pool gauges
 * exist on PostgreSQL only (`kind`), so nothing touches `db` while the app is built.
 */
export function createMetrics(db: Db, kind: 'pglite' | 'postgres'): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, in seconds.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = kind === 'postgres' ? poolOf(db) : null;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections, total open and idle.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Scheduled job runs made by this process, by job name.',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Scheduled job runs that threw, by job name.',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'portal_job_run_duration_seconds',
    help: 'Duration of scheduled job runs, in seconds.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const outboxDepth = new Gauge({
    name: 'portal_outbox_depth',
    help: 'Outbox rows pending or being sent, by channel (shared by all processes).',
    labelNames: ['channel'],
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'portal_outbox_oldest_due_age_seconds',
    help: 'Seconds since the oldest due outbox row of the channel became due (0: none overdue).',
    labelNames: ['channel'],
    registers: [registry],
  });

  return {
    registry,
    async readShared() {
      // Both outbox gauges from one query, set before the registry is read.
      const rows = new Map((await outboxBacklog(db)).map((r) => [r.channel, r]));
      for (const channel of new Set<string>([...OUTBOX_CHANNELS, ...rows.keys()])) {
        outboxDepth.set({ channel }, rows.get(channel)?.depth ?? 0);
        outboxAge.set({ channel }, rows.get(channel)?.oldestDueSeconds ?? 0);
      }
    },
    recordJobRun(run) {
      jobRuns.inc({ job: run.name });
      if (run.outcome === 'failed') jobFailures.inc({ job: run.name });
      jobDuration.observe({ job: run.name }, run.durationSeconds);
    },
    observeRequests(app) {
      app.addHook('onResponse', (request, reply, done) => {
        const labels = {
          method: request.method,
          route: request.is404 ? '(unmatched)' : (request.routeOptions.url ?? '(unmatched)'),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
