/**
 * Starts the real product server as a child process (`node apps/server/dist/server.mjs`,
 * what `npm run serve` runs) on 127.0.0.1 and a free port, with its own DATA_DIR and database,
 * credential and global rate limits off, and waits for GET /api/health.
 *
 * The database: embedded PGlite in the DATA_DIR, or, when `E2E_DATABASE_URL` names a PostgreSQL
 * server (`.ci/run` sets it), a database of its own there (`e2e_<pid>_<n>`), created as a copy of
 * the seeded template database (`CREATE DATABASE … TEMPLATE`) and dropped when the server stops.
 * PostgreSQL answers the pages' requests several times faster than PGlite, which runs its queries
 * on the server's own thread (docs/operations.md "CI run time").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createScratchDatabase, dropScratchDatabase, freePort, type ScratchDatabase } from '@portal/test-support';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

/** A PostgreSQL server for the browser suite's databases (any database on it), or unset for PGlite. */
const PG_SERVER_URL = process.env.E2E_DATABASE_URL || undefined;

/** What a seeded server leaves for others to copy: its DATA_DIR (files, PGlite) and its PostgreSQL database. */
export interface ServerTemplate {
  dataDir: string;
  /** The seeded database on E2E_DATABASE_URL's server; unset on PGlite. */
  database?: string;
}

let databaseCount = 0;

/** The server's own PostgreSQL database (a copy of `template` when given): test-support's scratch database. */
function createDatabase(template?: string): Promise<ScratchDatabase> {
  databaseCount += 1;
  const name = `e2e_${process.pid}_${databaseCount}_${Math.random().toString(36).slice(2, 6)}`;
  return createScratchDatabase(PG_SERVER_URL as string, name, template);
}

/** Drops a database `createDatabase` made (nothing on PGlite). */
export async function dropDatabase(name: string | undefined): Promise<void> {
  if (name && PG_SERVER_URL) await dropScratchDatabase(PG_SERVER_URL, name);
}

export interface ServerOptions {
  /** TENANT (default ota). */
  tenant?: string;
  /** SMTP_URL; unset: the server writes mail to its outbox. */
  smtpUrl?: string;
  /** A seeded server to copy (global setup's template); unset: empty, migrated and seeded at start. */
  template?: ServerTemplate;
  /** More environment variables. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** http://127.0.0.1:{port} */
  url: string;
  port: number;
  dataDir: string;
  /** Its PostgreSQL database (E2E_DATABASE_URL); unset on PGlite. */
  database?: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Stops the server; its DATA_DIR and database are removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** The environment the child gets: ours minus anything that would point it elsewhere. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'SMTP_URL',
    'TENANT',
    'PORT',
    'HOST',
    'PUBLIC_URL',
    'DATA_DIR',
    'NODE_OPTIONS',
    'VITEST',
    'VITEST_WORKER_ID',
    'VITEST_POOL_ID',
  ]) {
    delete env[key];
  }
  // Mail is delivered from the outbox by a job (issue 30): look every 250 ms instead of 2 s, so a
  // test waiting for a code or a link does not wait for the production poll.
  return { MAIL_POLL_MS: '250', ...env, ...extra };
}

/** Spawns the server entry with an environment; output is collected (last 200 kB). */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    if (log.length > 200_000) log = log.slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => log };
}

/** Resolves with the exit code when the child ends (null when killed by a signal). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Ends a child: SIGTERM (graceful close of the database), SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering /api/health:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/** Starts the product server and waits until it is healthy. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  if (options.template) fs.cpSync(options.template.dataDir, dataDir, { recursive: true });
  const database = PG_SERVER_URL ? await createDatabase(options.template?.database) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    TENANT: options.tenant ?? 'ota',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    CREDENTIAL_LIMIT_PER_IP: '0',
    CREDENTIAL_LIMIT_PER_ACCOUNT: '0',
    // The demo accounts sign in with codes many times a run: the per-account caps are off here.
    CODE_LIMIT_PER_ACCOUNT_15_MINUTES: '0',
    CODE_LIMIT_PER_ACCOUNT_DAILY: '0',
    ACCOUNT_MAIL_LIMIT_HOURLY: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  const { child, output } = spawnServer(env);
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database?.name);
  };
  try {
    await waitForHealth(url, child, output, options.startTimeoutMs ?? 60_000);
  } catch (err) {
    await stopChild(child, 2_000);
    await cleanup();
    throw err;
  }
  return {
    url,
    port,
    dataDir,
    database: database?.name,
    output,
    async stop(stopOptions = {}) {
      await stopChild(child);
      if (!stopOptions.keepData) await cleanup();
    },
  };
}

/** Runs the server until it exits by itself (a start that must fail); kills it after timeoutMs. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const { child, output } = spawnServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited(child);
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, output: output() };
}

export { freePort };
