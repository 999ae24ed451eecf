/**
 * The frame the PostgreSQL benchmarks (events, feed, search) share, so each script keeps only its
 * data and its measurements: DATABASE_URL required, BENCH_SECONDS, the ceiling first
 * (BENCH_CEILING=0 skips it), a database of its own on that server (`portal_bench_<name>_<pid>`,
 * created, migrated, dropped after; BENCH_KEEP_DB=1 keeps it, BENCH_REUSE_DB=<name> measures one
 * kept before without seeding), a DATA_DIR (BENCH_DATA_DIR or a temporary folder), product servers
 * stopped at the end, and a failure reported with exit code 1. Also the bench member's sign-in,
 * timed bulk SQL and autocannon runs summarised as `LoadRun`.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client';
import { type CeilingResult, runCeiling } from './ceiling';
import { envInt, fmt, type ProductServer, removeDir, type StartOptions, startProduct, tempDir } from './common';

/** The password of the bench accounts the scripts create (`bench@example.org` and others). */
export const BENCH_PASSWORD = 'Bench#2026';

/** What `runDatabaseBench` hands the benchmark's body. */
export interface DatabaseBench {
  /** BENCH_SECONDS (default 10): the length of each measured run. */
  seconds: number;
  /** The ceiling's figures, or null when skipped (BENCH_CEILING=0). */
  ceiling: CeilingResult | null;
  /** The benchmark's own database (migrated). */
  databaseUrl: string;
  /** True when BENCH_REUSE_DB named a database kept by an earlier run: skip the seeding. */
  reused: boolean;
  dataDir: string;
  /**
   * Starts the product server on this database and DATA_DIR (demo seed and rate limits off; `env`
   * adds to that); stopped when the benchmark ends.
   */
  startServer(options?: Omit<StartOptions, 'dataDir' | 'keepDatabaseUrl'>): Promise<ProductServer>;
}

/** Runs the ceiling (one run) unless BENCH_CEILING=0, and prints its figures. */
export async function ceilingFirst(seconds: number): Promise<CeilingResult | null> {
  if (process.env.BENCH_CEILING === '0') {
    console.log('Ceiling skipped (BENCH_CEILING=0).');
    return null;
  }
  console.log('Running the ceiling first (1 run)...');
  const ceiling = await runCeiling({ runs: 1, seconds });
  console.log(`Ceiling: ${fmt(ceiling.reqPerSec)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`);
  return ceiling;
}

/**
 * The frame of a PostgreSQL benchmark named `name` (`events` → `npm run bench:events`, database
 * `portal_bench_events_<pid>`): see the module's docstring. Never throws; a failure sets exit code 1.
 */
export async function runDatabaseBench(name: string, body: (bench: DatabaseBench) => Promise<void>): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error(
      `bench:${name} needs DATABASE_URL (PostgreSQL), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:${name}`,
    );
    process.exit(1);
  }
  const seconds = envInt('BENCH_SECONDS', 10);
  const ceiling = await ceilingFirst(seconds);
  const reuse = process.env.BENCH_REUSE_DB;
  const dbName = reuse ?? `portal_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = process.env.BENCH_DATA_DIR ?? tempDir(`bench-${name}-`);
  fs.mkdirSync(dataDir, { recursive: true });
  const servers: ProductServer[] = [];
  try {
    const handle = await openDb({ databaseUrl, pgliteDir: null });
    await handle.close();
    await body({
      seconds,
      ceiling,
      databaseUrl,
      reused: Boolean(reuse),
      dataDir,
      startServer: async (options = {}) => {
        const server = await startProduct({
          ...options,
          dataDir,
          keepDatabaseUrl: true,
          env: { SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '0', ...options.env, DATABASE_URL: databaseUrl },
        });
        servers.push(server);
        return server;
      },
    });
  } catch (err) {
    console.error(`bench:${name} failed:`, err);
    process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    if (process.env.BENCH_KEEP_DB || reuse) console.log(`Kept database ${dbName}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    if (!process.env.BENCH_DATA_DIR) removeDir(dataDir);
  }
}

/** Runs one bulk statement and prints how long it took (seconds). */
export async function timedQuery(label: string, client: pg.Client, text: string, params: unknown[] = []) {
  const started = performance.now();
  await client.query(text, params);
  console.log(`  ${label}: ${fmt((performance.now() - started) / 1000, 1)} s`);
}

/**
 * Inserts `n` bench members (`member<g>@bench.example`, contact type Member, state NSW) in one
 * statement, timed as "members".
 */
export function insertBenchMembers(client: pg.Client, n: number): Promise<void> {
  return timedQuery(
    'members',
    client,
    `insert into accounts (email, first_name, last_name, contact_types, state)
     select 'member' || g || '@bench.example', 'First' || (g % 997), 'Last' || (g % 1009), '{Member}', 'NSW' from generate_series(1, ${Math.trunc(n)}) g`,
  );
}

/**
 * Sessions (as sign-in makes them: the SHA-256 of a random token) for the first `n` bench members by
 * email, without n password checks. Answers their account ids and `Bearer <token>` headers, in order.
 */
export async function benchSessions(
  client: pg.Client,
  n: number,
): Promise<{ ids: string[]; authorizations: string[] }> {
  const { rows } = await client.query<{ id: string }>(
    `select id from accounts where email like '%@bench.example' order by email limit ${Math.trunc(n)}`,
  );
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (token_hash, account_id, expires_at)
     select h, a, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, a)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
  );
  return { ids: rows.map((r) => r.id), authorizations: tokens.map((t) => `Bearer ${t}`) };
}

/** Signs in through POST /api/v1/auth/sign-in; returns the `Bearer <token>` authorization header. */
export async function signIn(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return `Bearer ${accessToken}`;
}

/** One autocannon run: requests per second (average), latency in ms, and errors (incl. timeouts, non-2xx). */
export interface LoadRun {
  label: string;
  reqPerSec: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  label: string;
  connections: number;
  seconds: number;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Changes request n (0, 1, 2...) of the run: a rotation of paths, bodies or headers. */
  rotate?: (n: number) => Partial<Request>;
}

/** Runs autocannon as `options` say and summarises it. */
export async function load(options: LoadOptions): Promise<LoadRun> {
  let n = 0;
  const { rotate } = options;
  const request: Request = { method: options.method ?? 'GET' };
  if (options.path) request.path = options.path;
  if (rotate) request.setupRequest = (req) => ({ ...req, ...rotate(n++) });
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: [request],
  });
  return {
    label: options.label,
    reqPerSec: result.requests.average,
    mean: result.latency.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The first table cells of a run: label, req/s, mean, p50 and p99 (ms, one decimal). */
export function runCells(run: LoadRun): string[] {
  return [run.label, fmt(run.reqPerSec), fmt(run.mean, 1), fmt(run.p50, 1), fmt(run.p99, 1)];
}

/** Prints a run on one line as it ends. */
export function logRun(run: LoadRun): void {
  console.log(`${run.label}: ${fmt(run.reqPerSec)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`);
}
