/**
 * The server survives the database (issue 28 finding 3): the real server runs as a child process on
 * a fresh PostgreSQL database while its backends are terminated (`pg_terminate_backend`) several
 * times during sign-ins and CPD record writes. The process must stay up, answer /api/health 200
 * afterwards, every write that answered 2xx must be stored, and every failure must be 503
 * SERVICE_UNAVAILABLE with a Retry-After header: never a 500, never a dropped connection.
 * PostgreSQL only: PGlite has no backends to terminate (the test is skipped there with a reason).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { openDb } from '../src/db/client';
import { calendarDayIn } from '@portal/shared';
import { createAccount, PASSWORD } from './factories';
import { freePort } from '@portal/test-support';

/** Today in the reference tenant's zone (the test tenant runs in Australia/Sydney). */
const sydneyDate = () => calendarDayIn(new Date(), 'Australia/Sydney');

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL)
  console.info('db-resilience: skipped on PGlite (it needs a PostgreSQL server whose backends can be terminated)');

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ACCOUNTS = 6;

describe.skipIf(!DATABASE_URL)('the server survives terminated database connections (PostgreSQL)', () => {
  const dbName = `portal_resilience_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let dbUrl: string;
  let child: ChildProcess;
  let base: string;
  let output = '';
  let exited: { code: number | null; signal: string | null } | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-resilience-'));
  const emails: string[] = [];

  async function admin<T>(fn: (c: pg.Client) => Promise<T>, url = DATABASE_URL as string): Promise<T> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    const url = new URL(DATABASE_URL as string);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    // Migrate and add the members before the server starts (the server itself seeds nothing).
    const handle = await openDb({ databaseUrl: dbUrl, pgliteDir: null, poolSize: 2 });
    try {
      for (let i = 0; i < ACCOUNTS; i++) emails.push((await createAccount(handle.db)).email);
    } finally {
      await handle.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        CREDENTIAL_LIMIT_PER_IP: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    child.on('exit', (code, signal) => (exited = { code, signal }));
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (exited) throw new Error(`the server ended before answering: ${JSON.stringify(exited)}\n${output}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the server did not start in 45 s\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (child && !exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Ends every connection of the server to its database (as a failover or a proxy would). */
  async function terminateBackends(): Promise<number> {
    return admin(async (c) => {
      const res = await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      return res.rowCount ?? 0;
    });
  }

  type Outcome =
    | { status: number; body: { code?: string; message?: string }; retryAfter: string | null }
    | { failed: string };

  async function call(url: string, init: RequestInit): Promise<Outcome> {
    try {
      const res = await fetch(`${base}${url}`, init);
      const text = await res.text();
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text };
      }
      return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      return { failed: (err as Error & { cause?: Error }).cause?.message ?? (err as Error).message };
    }
  }

  const signIn = (email: string) =>
    call('/api/v1/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });

  function addRecord(authorization: string, title: string) {
    const form = new FormData();
    const fields: Record<string, string> = {
      title,
      categoryName: 'Online course or webinar',
      presenter: 'Dr Jane Ngo',
      domain: 'Knowledge and learning',
      hours: '1.5',
      completedDate: sydneyDate(),
      interactive: 'true',
      reflection: 'I now screen for sensory needs before classroom visits.',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return call('/api/cpd/record', { method: 'POST', headers: { authorization }, body: form });
  }

  it('keeps serving while its connections are terminated; 2xx writes are stored, failures are 503 with Retry-After', async () => {
    // Tokens to write with: signed in before the faults start.
    const tokens: string[] = [];
    for (const email of emails) {
      const res = await signIn(email);
      expect(res).toMatchObject({ status: 200 });
      tokens.push(`Bearer ${(res as { body: { accessToken?: string } }).body.accessToken}`);
    }

    const outcomes: { kind: 'sign-in' | 'record'; title?: string; outcome: Outcome }[] = [];
    let terminated = 0;
    let stop = false;
    const killer = (async () => {
      for (let i = 0; i < 6 && !stop; i++) {
        await new Promise((r) => setTimeout(r, 150 + Math.random() * 150));
        terminated += await terminateBackends();
      }
    })();
    let n = 0;
    const deadline = Date.now() + 4_000;
    while (Date.now() < deadline) {
      const round: Promise<void>[] = [];
      for (let i = 0; i < ACCOUNTS; i++) {
        const title = `Resilience record ${++n}`;
        round.push(
          addRecord(tokens[i], title).then((outcome) => void outcomes.push({ kind: 'record', title, outcome })),
        );
        round.push(signIn(emails[i]).then((outcome) => void outcomes.push({ kind: 'sign-in', outcome })));
      }
      await Promise.all(round);
    }
    stop = true;
    await killer;
    expect(terminated).toBeGreaterThan(0);
    const tally: Record<string, number> = {};
    for (const { outcome } of outcomes) {
      const key = 'failed' in outcome ? 'dropped' : String(outcome.status);
      tally[key] = (tally[key] ?? 0) + 1;
    }
    console.info(`db-resilience: ${terminated} backends terminated; answers ${JSON.stringify(tally)}`);

    // The process is alive and answers.
    expect(exited, output).toBeNull();
    const health = await call('/api/health', {});
    expect(health).toMatchObject({ status: 200 });

    // No dropped connection, no 500: each answer is a success or a 503 with the shared body.
    const failures = outcomes.filter((o) => 'failed' in o.outcome);
    expect(failures, output).toEqual([]);
    for (const { outcome } of outcomes) {
      const o = outcome as Exclude<Outcome, { failed: string }>;
      if (o.status === 200 || o.status === 201) continue;
      expect({ status: o.status, code: o.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(o.body.message).toBe(MESSAGES.serviceBusy);
      expect(Number(o.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(o.retryAfter)).toBeLessThanOrEqual(5);
    }

    // Every record that answered 201 is stored; every sign-in that answered 200 gives a working session.
    const stored = new Set(
      await admin(
        async (c) => (await c.query<{ title: string }>('select title from cpd_records')).rows.map((r) => r.title),
        dbUrl,
      ),
    );
    const created = outcomes.filter((o) => o.kind === 'record' && 'status' in o.outcome && o.outcome.status === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const o of created) expect(stored.has(o.title as string), o.title).toBe(true);
    const sessions = outcomes.filter((o) => o.kind === 'sign-in' && 'status' in o.outcome && o.outcome.status === 200);
    expect(sessions.length).toBeGreaterThan(0);
    for (const o of sessions.slice(0, 20)) {
      const token = (o.outcome as { body: { accessToken?: string } }).body.accessToken;
      const me = await call('/api/user/cpd/period/current', { headers: { authorization: `Bearer ${token}` } });
      expect(me).toMatchObject({ status: 200 });
    }
    expect(exited, output).toBeNull();
  }, 60_000);
});
