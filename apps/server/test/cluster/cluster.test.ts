/**
 * The cluster test (issue 34 "A cluster test in the suite"; `npm run test:cluster`, run by .ci/run;
 * docs/operations.md "The cluster test"). PostgreSQL only: it makes a fresh database on DATABASE_URL's
 * server and drops it after, and starts, all on free ports of 127.0.0.1:
 *   - Debian's PgBouncer (/usr/sbin/pgbouncer) in transaction pooling mode in front of that database;
 *   - s3rver (test/s3-test-server.ts) as the file store and a MailCatcher as the SMTP server;
 *   - three portal processes from the server bundle (build.mjs, NODE_ENV=production) through PgBouncer;
 *   - Debian's haproxy (/usr/sbin/haproxy) with deploy/haproxy.cfg, only its address and servers
 *     changed (round robin, health check on /api/ready, retries and redispatch), and an admin socket
 *     the test reads the servers' states from.
 * Then, sharing that one cluster: sign-in on one process and use on the others (and sign-out seen by
 * all), a write seen everywhere, a file uploaded through one process served by each, each run of a
 * scheduled job made once, kill -9 of one process under about 100 requests a second through haproxy
 * with every write that answered 2xx in the database, and a rolling restart (SIGTERM, exit 0, start,
 * healthy in haproxy, next) under the same load with 0 errors. Whole file under 4 minutes.
 * afterAll stops every child process and removes every temporary folder and the database, also
 * after a failure; a process exit handler SIGKILLs children left behind if the worker itself ends.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { calendarDayIn } from '@portal/shared';
import { freePort, MailCatcher } from '@portal/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/client';
import { makePng } from '../../src/modules/files/demo-files';
import { createAccount, PASSWORD } from '../factories';
import { PGBOUNCER, type PgBouncerProcess, portOpen, startPgBouncer } from '../pgbouncer-process';
import { type S3TestServer, startS3TestServer } from '../s3-test-server';

const DATABASE_URL = process.env.DATABASE_URL;
const HAPROXY = '/usr/sbin/haproxy';
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const BUNDLE = `.test-bundle-cluster-${process.pid}`;
const METRICS_TOKEN = 'cluster-test-metrics-token';
/** The scheduled job whose runs are counted: mail.deliver, due every MAIL_POLL_MS. */
const JOB = 'mail.deliver';
const JOB_EVERY_MS = 1000;

/** Every child this file started; SIGKILLed when the worker exits with any still running. */
const children = new Set<ChildProcess>();
const killLeftovers = () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.once('exit', killLeftovers);

/** Keeps the last 30,000 characters a child wrote (its pipes must be read, or it blocks on a full pipe). */
function capture(child: ChildProcess): { text: string } {
  const out = { text: '' };
  const add = (d: Buffer) => {
    out.text = (out.text + String(d)).slice(-30_000);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return out;
}

function track(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  children.add(child);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it answers true; throws `what` (with `detail()`) after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, detail = () => '', everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${detail()}`);
    await sleep(everyMs);
  }
}

/** One portal process: its name in haproxy, its port, and the running child (null while stopped). */
interface Portal {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null;
  out: { text: string };
  starts: number;
}

/** The haproxy servers' states (`UP`, `DOWN`, `MAINT`, `UP 1/2`...) by server name, from `show stat`. */
async function haproxyStates(socketPath: string): Promise<Record<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let text = '';
    socket.on('data', (d) => {
      text += String(d);
    });
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
    socket.write('show stat\n');
  });
  const [header, ...rows] = csv.trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => cols.indexOf(c));
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[px] === 'portal' && cells[sv] !== 'BACKEND') states[cells[sv]] = cells[status];
  }
  return states;
}

/**
 * deploy/haproxy.cfg with only what a test on one machine must change: the frontend binds
 * 127.0.0.1:`port`, the backend's servers are the three processes, and an admin socket is added.
 * Everything else (balance, httpchk /api/ready, check intervals, timeouts, retries, forwardfor) is the
 * documented file's.
 */
function haproxyConfig(port: number, portals: Portal[], socketPath: string): string {
  const documented = fs.readFileSync(path.join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const lines: string[] = [];
  let bound = false;
  let servers = false;
  for (const line of documented.split('\n')) {
    if (/^\s*server portal\d/.test(line)) continue;
    if (/^\s*bind :8080\s*$/.test(line)) {
      lines.push(`  bind 127.0.0.1:${port}`);
      bound = true;
      continue;
    }
    lines.push(line);
    if (/^global\s*$/.test(line)) lines.push(`  stats socket ${socketPath} mode 600 level admin`);
    if (/^\s*default-server /.test(line)) {
      for (const p of portals) lines.push(`  server ${p.name} 127.0.0.1:${p.port} check`);
      servers = true;
    }
  }
  if (!bound || !servers) throw new Error('deploy/haproxy.cfg changed shape: no "bind :8080" or "default-server" line');
  return `${lines.join('\n')}\n`;
}

/** One request the load generator made. */
interface Outcome {
  kind: 'read' | 'write';
  status: number;
  error: string | null;
  title: string | null;
  ms: number;
}

/**
 * The in-test load: about `perSecond` requests a second through haproxy with fetch (keep-alive), a
 * third of them writes (a member adds a CPD record with a unique title), the rest reads (the member's
 * CPD list), spread over `members`. At most 100 requests in flight (a loaded machine answers slower, and the
 * rate reached is reported rather than forced).
 */
function startLoad(baseUrl: string, members: string[], perSecond: number, label: string) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const today = calendarDayIn(new Date(), 'Australia/Sydney');
  let launched = 0;
  let stopped = false;
  const launch = () => {
    const n = launched++;
    const authorization = members[n % members.length];
    const write = n % 3 === 0;
    const title = write ? `load ${label} ${n}` : null;
    const t0 = performance.now();
    let request: Promise<Response>;
    if (title) {
      const form = new FormData();
      form.append('title', title);
      form.append('categoryName', 'Online course or webinar');
      form.append('hours', '1');
      form.append('interactive', 'false');
      form.append('completedDate', today);
      request = fetch(`${baseUrl}/api/cpd/record`, {
        method: 'POST',
        headers: { authorization },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
    } else {
      request = fetch(`${baseUrl}/api/user/cpds`, { headers: { authorization }, signal: AbortSignal.timeout(30_000) });
    }
    const done = request
      .then(async (res) => {
        await res.arrayBuffer();
        outcomes.push({
          kind: write ? 'write' : 'read',
          status: res.status,
          error: null,
          title,
          ms: performance.now() - t0,
        });
      })
      .catch((err: Error) => {
        const cause = (err.cause as Error | undefined)?.message;
        outcomes.push({
          kind: write ? 'write' : 'read',
          status: 0,
          error: `${err.message}${cause ? `: ${cause}` : ''}`,
          title,
          ms: performance.now() - t0,
        });
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (!stopped && launched < due && inFlight.size < 100) launch();
  }, 5);
  return {
    outcomes,
    /** Stops launching, waits for the requests in flight; answers a summary of everything made. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all([...inFlight]);
      const bad = outcomes.filter((o) => o.status < 200 || o.status > 299);
      const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
      const summary = {
        requests: outcomes.length,
        perSecond: Math.round(outcomes.length / seconds),
        writes2xx: outcomes.filter((o) => o.kind === 'write' && o.status >= 200 && o.status < 300).length,
        failures: bad.length,
        p50Ms: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
        p95Ms: Math.round(ms[Math.floor(ms.length * 0.95)] ?? 0),
        failureSamples: bad.slice(0, 5).map((o) => `${o.kind} ${o.status} ${o.error ?? ''}`),
      };
      console.info(`cluster: load ${label}: ${JSON.stringify(summary)}`);
      return summary;
    },
  };
}

describe.skipIf(!DATABASE_URL)('a cluster: PgBouncer, s3rver, haproxy and three portal processes (PostgreSQL)', () => {
  const dbName = `portal_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let dir = '';
  let socketPath = '';
  let directUrl = '';
  let bouncerUrl = '';
  let bouncer: PgBouncerProcess | null = null;
  let haproxy: ChildProcess | null = null;
  let haproxyOut = { text: '' };
  let haproxyUrl = '';
  let s3: S3TestServer | null = null;
  let mail: MailCatcher | null = null;
  let db: pg.Client | null = null;
  const portals: Portal[] = [];
  /** Bearer headers of the members the load signs in as. */
  const loadMembers: string[] = [];
  const fileStarted = performance.now();

  const states = () => haproxyStates(socketPath);
  const diagnostics = () =>
    [
      ...portals.map((p) => `--- ${p.name} (port ${p.port}):\n${p.out.text.slice(-3000)}`),
      `--- pgbouncer:\n${bouncer?.output().slice(-2000) ?? ''}`,
      `--- haproxy:\n${haproxyOut.text.slice(-3000)}`,
    ].join('\n');

  /** Starts (or restarts) `p` from the bundle; resolves when its /api/ready answers 200. */
  async function startPortal(p: Portal): Promise<void> {
    const dataDir = path.join(dir, `${p.name}-data`);
    fs.mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--enable-source-maps', `${BUNDLE}/server.mjs`], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(p.port),
        HOST: '127.0.0.1',
        DATABASE_URL: bouncerUrl,
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: dataDir,
        PUBLIC_URL: haproxyUrl,
        SIGNED_LINK_SECRET: 'cluster-test-signed-link-secret-0123456789abcdef',
        SMTP_URL: mail?.url ?? '',
        TRUST_PROXY: '1',
        // As compose.yaml: after SIGTERM the process serves 3 s more with /api/ready failing, so haproxy
        // (inter 1s, fall 2) takes it out before it stops accepting.
        SHUTDOWN_DRAIN_MS: '3000',
        METRICS_TOKEN,
        // Every request of the load comes from 127.0.0.1: the per-address request limit would refuse it.
        RATE_LIMIT_PER_MINUTE: '1000000',
        MAIL_POLL_MS: String(JOB_EVERY_MS),
        S3_ENDPOINT: s3?.s3.endpoint ?? '',
        S3_BUCKET: s3?.s3.bucket ?? '',
        S3_REGION: s3?.s3.region ?? '',
        S3_ACCESS_KEY_ID: s3?.s3.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: s3?.s3.secretAccessKey ?? '',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    p.child = child;
    p.out = capture(child);
    p.exited = track(child);
    p.starts += 1;
    await until(
      `${p.name} answering /api/ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${p.name} exited ${child.exitCode}\n${p.out.text}`);
        return (await fetch(`${p.url}/api/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
      },
      120_000,
      () => p.out.text,
      100,
    );
  }

  /** Resolves when haproxy reports `name` in `state` (its checks: every 1 s, rise 2, fall 2). */
  const haproxySees = (name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) =>
    until(
      `haproxy seeing ${name} ${state}`,
      async () => (await states())[name] === state,
      timeoutMs,
      () => diagnostics(),
      100,
    );

  async function signIn(p: Portal, email: string): Promise<string> {
    const res = await fetch(`${p.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return `Bearer ${((await res.json()) as { accessToken: string }).accessToken}`;
  }

  /** The sum over the three processes of their `portal_job_runs_total{job=JOB}`, and each one's. */
  async function jobRuns(): Promise<number[]> {
    return Promise.all(
      portals.map(async (p) => {
        const res = await fetch(`${p.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(res.status).toBe(200);
        const m = new RegExp(`^portal_job_runs_total\\{job="${JOB.replace('.', '\\.')}"\\} (\\d+)`, 'm').exec(
          await res.text(),
        );
        return m ? Number(m[1]) : 0;
      }),
    );
  }

  beforeAll(async () => {
    expect(fs.existsSync(PGBOUNCER), `${PGBOUNCER} is missing: apt-get install pgbouncer`).toBe(true);
    expect(fs.existsSync(HAPROXY), `${HAPROXY} is missing: apt-get install haproxy`).toBe(true);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
    socketPath = path.join(dir, 'haproxy.sock');
    const built = performance.now();
    execFileSync(process.execPath, ['build.mjs', '--outdir', BUNDLE], { cwd: SERVER_DIR, stdio: 'pipe' });
    const buildMs = performance.now() - built;

    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const target = new URL(DATABASE_URL as string);
    directUrl = Object.assign(new URL(target), { pathname: `/${dbName}` }).toString();

    // PgBouncer in transaction mode (pgbouncer-process.ts, as in pgbouncer.test.ts).
    bouncer = await startPgBouncer({ dir, databaseUrl: DATABASE_URL as string, dbName, poolSize: 8 });
    track(bouncer.child);
    bouncerUrl = bouncer.url;

    s3 = await startS3TestServer(['portal-cluster']);
    mail = await MailCatcher.start();
    const haproxyPort = await freePort();
    haproxyUrl = `http://127.0.0.1:${haproxyPort}`;
    for (const n of [1, 2, 3]) {
      const port = await freePort();
      portals.push({
        name: `portal${n}`,
        port,
        url: `http://127.0.0.1:${port}`,
        child: null,
        exited: null,
        out: { text: '' },
        starts: 0,
      });
    }

    // Three processes start at once on the fresh database: the migrations run once, through PgBouncer.
    const started = performance.now();
    await Promise.all(portals.map((p) => startPortal(p)));
    const startMs = performance.now() - started;

    fs.writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyConfig(haproxyPort, portals, socketPath));
    haproxy = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxyOut = capture(haproxy);
    track(haproxy);
    await until(
      'haproxy listening',
      () => portOpen(haproxyPort),
      10_000,
      () => haproxyOut.text,
      50,
    );
    for (const p of portals) await haproxySees(p.name, 'UP');

    db = new pg.Client({ connectionString: directUrl });
    await db.connect();
    const handle = await openDb({ databaseUrl: directUrl, pgliteDir: null, poolSize: 1 });
    try {
      for (let i = 0; i < 6; i++) {
        const account = await createAccount(handle.db);
        loadMembers.push(await signIn(portals[i % 3], account.email));
      }
    } finally {
      await handle.close();
    }
    console.info(
      `cluster: bundle built in ${Math.round(buildMs)} ms; three processes started together on a fresh database in ${Math.round(startMs)} ms; set-up ${Math.round(performance.now() - fileStarted)} ms`,
    );
  });

  afterAll(async () => {
    // Every child, whatever happened: SIGTERM, then SIGKILL after 15 s.
    const stopping = [...children].map(async (child) => {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await gone;
      }
    });
    await Promise.all(stopping);
    await db?.end().catch(() => undefined);
    await s3?.close().catch(() => undefined);
    await mail?.stop().catch(() => undefined);
    fs.rmSync(path.join(SERVER_DIR, BUNDLE), { recursive: true, force: true });
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    process.removeListener('exit', killLeftovers);
    console.info(`cluster: whole file ${Math.round(performance.now() - fileStarted)} ms`);
  }, 60_000);

  it('migrations ran once; a member signs in on one process and uses the portal on the others; a sign-out is seen by all', async () => {
    const applied = await db?.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const files = fs.readdirSync(path.join(SERVER_DIR, 'drizzle')).filter((f) => f.endsWith('.sql'));
    expect(applied?.rows[0].n).toBe(files.length);

    const handle = await openDb({ databaseUrl: directUrl, pgliteDir: null, poolSize: 1 });
    const account = await createAccount(handle.db, { firstName: 'Ngaio' });
    await handle.close();
    const [a, b, c] = portals;
    const authorization = await signIn(a, account.email);
    for (const p of [b, c, a]) {
      const res = await fetch(`${p.url}/api/v1/account`, { headers: { authorization } });
      expect(res.status, p.name).toBe(200);
      expect(await res.json()).toMatchObject({ email: account.email, firstName: 'Ngaio' });
    }
    const out = await fetch(`${b.url}/api/v1/auth/sign-out`, { method: 'POST', headers: { authorization } });
    expect(out.status).toBe(200);
    for (const p of portals) {
      const res = await fetch(`${p.url}/api/v1/account`, { headers: { authorization } });
      expect(res.status, p.name).toBe(401);
    }
  });

  it('a write through one process is seen on the next read through each of the others', async () => {
    const [a, b, c] = portals;
    const authorization = loadMembers[0];
    const form = new FormData();
    form.append('title', 'Seen everywhere');
    form.append('categoryName', 'Online course or webinar');
    form.append('hours', '1.5');
    form.append('interactive', 'true');
    form.append('completedDate', calendarDayIn(new Date(), 'Australia/Sydney'));
    for (const p of [b, c]) {
      // Each process has read (and cached) the member's list before the write.
      expect((await fetch(`${p.url}/api/user/cpds`, { headers: { authorization } })).status).toBe(200);
    }
    const created = await fetch(`${a.url}/api/cpd/record`, { method: 'POST', headers: { authorization }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    const { cpdId } = (await created.json()) as { cpdId: number };
    for (const p of [b, c, a]) {
      const one = await fetch(`${p.url}/api/cpd/record/${cpdId}`, { headers: { authorization } });
      expect(one.status, p.name).toBe(200);
      expect(await one.json()).toMatchObject({ title: 'Seen everywhere', hours: 1.5 });
      const list = await fetch(`${p.url}/api/user/cpds`, { headers: { authorization } });
      expect(JSON.stringify(await list.json()), p.name).toContain('Seen everywhere');
    }
  });

  it('a file uploaded through one process is stored in S3 and served by each process', async () => {
    const [a] = portals;
    const authorization = loadMembers[1];
    const png = makePng([20, 90, 170], [230, 200, 120], 48, 48);
    const form = new FormData();
    form.append('title', 'With evidence');
    form.append('categoryName', 'Online course or webinar');
    form.append('hours', '2');
    form.append('interactive', 'false');
    form.append('completedDate', calendarDayIn(new Date(), 'Australia/Sydney'));
    form.append('evidence', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'evidence.png');
    const created = await fetch(`${a.url}/api/cpd/record`, { method: 'POST', headers: { authorization }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    const { attachments } = (await created.json()) as { attachments: { id: string; name: string }[] };
    expect(attachments.map((f) => f.name)).toEqual(['evidence.png']);
    const stored = await db?.query('select storage_key from cpd_evidence where id = $1', [attachments[0].id]);
    const key = stored?.rows[0].storage_key as string;
    // The object is in the bucket (not on the receiving process's disk): the upload re-encoded
    // without metadata (files/reencode-image.ts), still a PNG.
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const object = await s3?.inspector.send(new GetObjectCommand({ Bucket: s3.s3.bucket, Key: key }));
    const inBucket = Buffer.from((await object?.Body?.transformToByteArray()) ?? []);
    expect(inBucket.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    for (const p of portals) {
      const res = await fetch(`${p.url}/api/user/cpd/attachment/${attachments[0].id}/download`, {
        headers: { authorization },
      });
      expect(res.status, p.name).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(inBucket), p.name).toBe(true);
    }
  });

  it(`each run of a scheduled job (${JOB}, every ${JOB_EVERY_MS} ms) is made by one process of the three`, async () => {
    const before = await jobRuns();
    const starts: { at: string; epochMs: number }[] = [];
    const windowEnd = Date.now() + 8_000;
    while (Date.now() < windowEnd) {
      const row = await db?.query(
        `select last_started_at::text as at, extract(epoch from last_started_at) * 1000 as ms
           from scheduled_jobs where name = $1`,
        [JOB],
      );
      const at = row?.rows[0]?.at as string | undefined;
      if (at && starts.at(-1)?.at !== at) starts.push({ at, epochMs: Number(row?.rows[0].ms) });
      await sleep(50);
    }
    const after = await jobRuns();
    const perProcess = after.map((n, i) => n - before[i]);
    const runs = perProcess.reduce((s, n) => s + n, 0);
    const gaps = starts.slice(1).map((s, i) => s.epochMs - starts[i].epochMs);
    console.info(`cluster: ${JOB}: ${starts.length} starts seen in 8 s, runs by process ${perProcess.join('/')}`);
    // One run per due time: consecutive starts are a full period apart (the database's clock)...
    expect(starts.length).toBeGreaterThanOrEqual(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(JOB_EVERY_MS - 1);
    // ...and the three processes together made as many runs as there were starts (three processes
    // each running every due time would make three times as many); the window's edges allow one
    // run either way.
    expect(Math.abs(runs - (starts.length - 1))).toBeLessThanOrEqual(2);
  });

  it('kill -9 of one process under ~100 requests a second through haproxy: every write that answered 2xx is in the database', async () => {
    const victim = portals[1];
    const load = startLoad(haproxyUrl, loadMembers, 100, 'kill');
    await sleep(3_000);
    const killedAt = performance.now();
    victim.child?.kill('SIGKILL');
    const exit = await victim.exited;
    expect(exit?.signal).toBe('SIGKILL');
    await haproxySees(victim.name, 'DOWN', 15_000);
    const downMs = performance.now() - killedAt;
    await sleep(3_000);
    const summary = await load.stop();
    console.info(`cluster: haproxy took ${victim.name} out ${Math.round(downMs)} ms after kill -9`);

    const written = load.outcomes.filter((o) => o.kind === 'write' && o.status >= 200 && o.status < 300);
    expect(written.length).toBeGreaterThan(100);
    const found = await db?.query('select title from cpd_records where title = any($1)', [written.map((o) => o.title)]);
    const present = new Set(found?.rows.map((r) => r.title as string));
    expect(written.filter((o) => !present.has(o.title as string)).map((o) => o.title)).toEqual([]);
    // Exactly once: haproxy retries only a connection that failed (deploy/haproxy.cfg), never a request
    // the killed process had read, so no write is stored twice.
    const copies = await db?.query(
      'select count(*)::int as n from (select title from cpd_records where title like $1 group by title having count(*) > 1) d',
      ['load kill %'],
    );
    console.info(
      `cluster: kill -9: ${written.length} writes answered 2xx, all stored; ${copies?.rows[0].n} stored twice`,
    );
    expect(copies?.rows[0].n).toBe(0);
    // The load held a real rate (loose: a loaded 2-core machine runs every process of the cluster).
    expect(summary.perSecond).toBeGreaterThan(40);

    // Back in rotation for the rolling restart.
    await startPortal(victim);
    await haproxySees(victim.name, 'UP');
  });

  it('a rolling restart of the three processes under ~100 requests a second through haproxy gives 0 errors', async () => {
    const load = startLoad(haproxyUrl, loadMembers, 100, 'rolling');
    await sleep(2_000);
    const steps: string[] = [];
    for (const p of portals) {
      const t0 = performance.now();
      p.child?.kill('SIGTERM');
      const exit = await p.exited;
      expect(exit, `${p.name} exit\n${p.out.text}`).toEqual({ code: 0, signal: null });
      const exitedMs = performance.now() - t0;
      await startPortal(p);
      await haproxySees(p.name, 'UP');
      steps.push(
        `${p.name}: exit 0 in ${Math.round(exitedMs)} ms, back UP in haproxy after ${Math.round(performance.now() - t0)} ms`,
      );
    }
    await sleep(2_000);
    const summary = await load.stop();
    console.info(`cluster: rolling restart: ${steps.join('; ')}`);
    expect(summary.failureSamples).toEqual([]);
    expect(summary.failures).toBe(0);
    expect(summary.requests).toBeGreaterThan(500);
    // Every write of the restart is in the database too.
    const written = load.outcomes.filter((o) => o.kind === 'write');
    const found = await db?.query('select count(*)::int as n from cpd_records where title = any($1)', [
      written.map((o) => o.title),
    ]);
    expect(found?.rows[0].n).toBe(written.length);
    expect(performance.now() - fileStarted).toBeLessThan(240_000);
  });
});
