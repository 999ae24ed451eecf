/**
 * Prometheus metrics (issue 34 "Observability", modules/metrics): GET /metrics answers 404 while
 * METRICS_TOKEN is unset and 401 without the token; a scrape, parsed with a regex on the text format,
 * shows the request counter and latency histogram by route pattern (never the raw URL), the job-run
 * and job-failure counters after `runIfDue`, the outbox depth and age per channel after mail is
 * enqueued, the pool gauges on PostgreSQL only, and prom-client's process metrics. Request ids: the
 * answer echoes a sane X-Request-Id, replaces an unsafe one, and every request log line carries `reqId`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, scheduledJobs } from '../src/db/schema';
import { enqueueMail } from '../src/modules/mail';
import { createTestApp, type TestApp } from './harness';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  // The app's own mail job must not deliver the test's mail before the scrape: it is not due for an hour.
  await t.ctx.db
    .insert(scheduledJobs)
    .values({ name: 'mail.deliver', nextRunAt: sql`now() + interval '1 hour'` })
    .onConflictDoUpdate({ target: scheduledJobs.name, set: { nextRunAt: sql`now() + interval '1 hour'` } });
}, 120_000);
afterAll(() => t?.close());

/** One sample's value from a Prometheus text exposition, or undefined when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('GET /metrics', () => {
  it('is 404 while METRICS_TOKEN is unset, and 401 without the token or with a wrong one', async () => {
    const app = await createTestApp();
    try {
      const off = await app.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('portal_http_requests_total');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  }, 120_000);

  it('counts requests and their latency by route pattern and status class, never by raw URL', async () => {
    const before = sample(await scrape(), 'portal_http_requests_total', {
      method: 'GET',
      route: '/api/health',
      status_class: '2xx',
    });
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/ticket/00000000-0000-0000-0000-000000000000' });
    expect(missing.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-abc123' });

    const text = await scrape();
    const labels = { method: 'GET', route: '/api/health', status_class: '2xx' };
    expect(sample(text, 'portal_http_requests_total', labels)).toBe((before ?? 0) + 3);
    expect(sample(text, 'portal_http_request_duration_seconds_count', labels)).toBe((before ?? 0) + 3);
    expect(sample(text, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      (before ?? 0) + 3,
    );
    expect(sample(text, 'portal_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The pattern, not the id in the URL; an unknown URL under one label.
    expect(
      sample(text, 'portal_http_requests_total', { method: 'GET', route: '/api/ticket/:id', status_class: '4xx' }),
    ).toBe(1);
    expect(text).not.toContain('00000000-0000-0000-0000-000000000000');
    expect(text).not.toContain('no-such-route-abc123');
    expect(sample(text, 'portal_http_requests_total', { route: '(unmatched)', status_class: '4xx' })).toBe(1);
    // prom-client's process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('counts job runs and failures per job name after runIfDue', async () => {
    t.ctx.jobs.schedule({ name: 'test.metrics-ok', everyMs: 3_600_000, firstPollMs: 3_600_000, run: async () => 1 });
    t.ctx.jobs.schedule({
      name: 'test.metrics-fails',
      everyMs: 3_600_000,
      firstPollMs: 3_600_000,
      run: async () => {
        throw new Error('planned failure');
      },
    });
    expect(await t.ctx.jobs.runIfDue('test.metrics-ok')).toBe(true);
    expect(await t.ctx.jobs.runIfDue('test.metrics-fails')).toBe(true);
    // Not due again: no second run is counted.
    expect(await t.ctx.jobs.runIfDue('test.metrics-ok')).toBe(false);
    const text = await scrape();
    expect(sample(text, 'portal_job_runs_total', { job: 'test.metrics-ok' })).toBe(1);
    expect(sample(text, 'portal_job_failures_total', { job: 'test.metrics-ok' })).toBeUndefined();
    expect(sample(text, 'portal_job_runs_total', { job: 'test.metrics-fails' })).toBe(1);
    expect(sample(text, 'portal_job_failures_total', { job: 'test.metrics-fails' })).toBe(1);
    expect(sample(text, 'portal_job_run_duration_seconds_count', { job: 'test.metrics-ok' })).toBe(1);
  });

  it('shows the outbox depth and the age of the oldest due row per channel', async () => {
    const before = await scrape();
    expect(sample(before, 'portal_outbox_depth', { channel: 'webhook' })).toBe(0);
    expect(sample(before, 'portal_outbox_depth', { channel: 'refund' })).toBe(0);
    const depthBefore = sample(before, 'portal_outbox_depth', { channel: 'mail' }) ?? 0;
    await enqueueMail(
      t.ctx,
      t.ctx.db,
      [1, 2].map((n) => ({ kind: 'auth.code' as const, to: `metrics${n}@example.test`, subject: `M${n}`, text: 'Hi' })),
    );
    // One of them became due two minutes ago.
    await t.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '120 seconds'` })
      .where(sql`${outbox.recipient} = 'metrics1@example.test'`);
    const text = await scrape();
    expect(sample(text, 'portal_outbox_depth', { channel: 'mail' })).toBe(depthBefore + 2);
    const age = sample(text, 'portal_outbox_oldest_due_age_seconds', { channel: 'mail' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
  });

  it('reports the PostgreSQL pool (absent on PGlite)', async () => {
    const text = await scrape();
    if (t.config.databaseUrl) {
      expect(sample(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'portal_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'portal_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('portal_db_pool_');
    }
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id, replaces an unsafe one, and logs reqId on every request line', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await createTestApp(
      {},
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
    try {
      const kept = await app.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.42:abc' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:abc');
      const unsafe = await app.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': `bad id\n{"level":60}${'x'.repeat(200)}` },
      });
      const drawn = String(unsafe.headers['x-request-id']);
      expect(drawn).toMatch(/^[0-9a-f-]{36}$/);
      const none = await app.app.inject({ method: 'GET', url: '/api/nothing-here' });
      const noneId = String(none.headers['x-request-id']);
      expect(noneId).toMatch(/^[0-9a-f-]{36}$/);
      expect(noneId).not.toBe(drawn);

      const requestLines = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      expect(requestLines.length).toBe(6);
      expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId !== '')).toBe(true);
      expect(requestLines.filter((l) => l.reqId === 'lb-7f3a.42:abc').map((l) => l.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
      expect(requestLines.filter((l) => l.reqId === drawn)).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 120_000);
});
