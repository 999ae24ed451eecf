/**
 * Signed webhooks (issue 31) against a real local HTTP receiver: every signature verifies (with the
 * `standardwebhooks` package, and once with node:crypto); a receiver that is down then up gets each
 * event exactly once and in order per member; a deliverer that dies mid-delivery loses nothing;
 * replay; SSRF refusal at registration and at delivery; Admin-only endpoints shared by every Admin.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, webhookEndpoints } from '../src/db/schema';
import { deliverWebhooks, enqueueWebhookEvent, WEBHOOK_DELIVERY } from '../src/modules/webhooks';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';
import { WebhookReceiver } from './webhook-receiver';

let t: TestApp;
let admin: { authorization: string };
let otherAdmin: { authorization: string };
let member: { authorization: string };
let memberA: string;
let memberB: string;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '3600000', WEBHOOK_FIRST_RETRY_MS: '60000' });
  // No scheduled run: each test runs the deliverer itself.
  await t.ctx.jobs.close();
  const a = await createAccount(t.ctx.db, { role: 1 });
  const b = await createAccount(t.ctx.db, { role: 1 });
  const m = await createAccount(t.ctx.db);
  admin = await signInAs(t.app, a.email);
  otherAdmin = await signInAs(t.app, b.email);
  member = await signInAs(t.app, m.email);
  memberA = (await createAccount(t.ctx.db)).id;
  memberB = (await createAccount(t.ctx.db)).id;
});
afterAll(async () => {
  await t?.close();
});

async function register(url: string, eventTypes = ['member.updated'], headers = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/webhooks',
    headers,
    payload: { url, eventTypes, description: 'test' },
  });
  return res;
}

/** Disables every endpoint, so one test's events reach only its own endpoint. */
async function disableAll() {
  await t.ctx.db.update(webhookEndpoints).set({ enabled: false });
}

async function rowsOf(endpointId: string) {
  return t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'webhook'), eq(outbox.recipient, endpointId)))
    .orderBy(outbox.seq);
}

async function makeDue(endpointId: string) {
  await t.ctx.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.recipient, endpointId), eq(outbox.status, 'pending')));
}

/** Runs the deliverer until nothing of `endpointId` is pending (each run makes backoffs due first). */
async function drain(endpointId: string) {
  for (let n = 0; n < 50; n++) {
    await makeDue(endpointId);
    await deliverWebhooks(t.ctx);
    const left = (await rowsOf(endpointId)).filter((r) => r.status === 'pending' || r.status === 'sending');
    if (left.length === 0) return;
  }
  throw new Error('deliveries still pending after 50 runs');
}

describe('webhook endpoints API', () => {
  it('Admins register endpoints and get the secret once; other Admins see them; members get 403', async () => {
    const res = await register('http://127.0.0.1:9/hooks', ['member.created', 'member.updated', 'member.created']);
    expect(res.statusCode).toBe(201);
    const { endpoint, secret } = res.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.eventTypes).toEqual(['member.created', 'member.updated']);
    expect(JSON.stringify(endpoint)).not.toContain('whsec_');

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/webhooks', headers: otherAdmin });
    expect(list.statusCode).toBe(200);
    expect(list.json().endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(list.body).not.toContain('whsec_');

    for (const [method, url] of [
      ['GET', '/api/v1/admin/webhooks'],
      ['POST', '/api/v1/admin/webhooks'],
      ['GET', `/api/v1/admin/webhooks/${endpoint.id}`],
      ['DELETE', `/api/v1/admin/webhooks/${endpoint.id}`],
      ['POST', `/api/v1/admin/webhooks/${endpoint.id}/secret`],
      ['GET', `/api/v1/admin/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const denied = await t.app.inject({
        method,
        url,
        headers: member,
        ...(method === 'POST' && url.endsWith('webhooks')
          ? { payload: { url: 'https://example.org/x', eventTypes: ['member.created'] } }
          : {}),
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/webhooks' });
    expect(anonymous.statusCode).toBe(401);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/webhooks/${endpoint.id}/secret`,
      headers: otherAdmin,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/webhooks/${endpoint.id}`,
      headers: admin,
      payload: { url: 'http://127.0.0.1:9/other', eventTypes: ['ticket.created'], enabled: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      url: 'http://127.0.0.1:9/other',
      eventTypes: ['ticket.created'],
      enabled: false,
    });

    const bad = await register('http://127.0.0.1:9/x', []);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose at least one event');
    const unknown = await register('http://127.0.0.1:9/x', ['member.deleted']);
    expect(unknown.statusCode).toBe(400);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/webhooks/${endpoint.id}`, headers: admin });
    expect(gone.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/admin/webhooks/${endpoint.id}`, headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses private, loopback and link-local receivers outside test, when saved and when delivered', async () => {
    t.ctx.config.webhooks.allowPrivate = false;
    try {
      for (const url of [
        'http://127.0.0.1:8080/x',
        'https://127.0.0.1/x',
        'https://localhost/x',
        'https://10.0.0.5/x',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/x',
        'http://example.org/x',
      ]) {
        const res = await register(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors?.[0]?.field, url).toBe('url');
      }
      // Saved while allowed (or its DNS answer changed since): refused at delivery, nothing sent.
      const receiver = await new WebhookReceiver().start();
      try {
        await disableAll();
        const [row] = await t.ctx.db
          .insert(webhookEndpoints)
          .values({
            url: receiver.url,
            eventTypes: ['member.updated'],
            secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          })
          .returning();
        await t.ctx.db.transaction((tx) =>
          enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: memberA }, { accountId: memberA }),
        );
        expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 1 });
        const [delivery] = await rowsOf(row.id);
        expect(delivery.status).toBe('pending');
        expect(delivery.lastError).toMatch(/public internet/);
        expect(receiver.received).toHaveLength(0);
      } finally {
        await receiver.stop();
      }
    } finally {
      t.ctx.config.webhooks.allowPrivate = true;
    }
  });
});

describe('webhook delivery', () => {
  it('signs every delivery; a receiver down then up gets each event once, in order per member', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    const port = receiver.port;
    await receiver.stop(); // down: nothing listens on the port
    await disableAll();
    const res = await register(`http://127.0.0.1:${port}/hooks`, ['member.updated']);
    const { endpoint, secret } = res.json();
    receiver.secret = secret;

    for (let n = 1; n <= 5; n++)
      for (const accountId of [memberA, memberB])
        await t.ctx.db.transaction((tx) =>
          enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: accountId, n }, { accountId }),
        );
    // Another event type the endpoint does not take: no row.
    await t.ctx.db.transaction((tx) => enqueueWebhookEvent(t.ctx, tx, 'ticket.created', { id: 1 }, {}));
    expect(await rowsOf(endpoint.id)).toHaveLength(10);

    // Down: only the first row of each member is tried (the rest wait behind it).
    expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 2 });
    await makeDue(endpoint.id);
    expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 2 });
    const afterDown = await rowsOf(endpoint.id);
    expect(afterDown.map((r) => r.attempts)).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(afterDown[0].lastError).toMatch(/ECONNREFUSED/);

    // A receiver answering 500: recorded with its status and a 1 KB excerpt, retried.
    await receiver.start(port);
    receiver.mode = 500;
    await makeDue(endpoint.id);
    expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 2 });
    const after500 = await rowsOf(endpoint.id);
    expect(after500[0]).toMatchObject({ status: 'pending', responseStatus: 500, lastError: 'HTTP 500' });
    expect(after500[0].responseExcerpt?.length).toBe(1024);

    // Up: every event exactly once (2xx), in order per member.
    receiver.mode = 'ok';
    const before = receiver.received.length;
    await drain(endpoint.id);
    try {
      const delivered = receiver.received.slice(before);
      expect(delivered).toHaveLength(10);
      expect(new Set(delivered.map((r) => r.id)).size).toBe(10);
      expect(receiver.received.every((r) => r.verified)).toBe(true);
      for (const accountId of [memberA, memberB])
        expect(delivered.filter((r) => r.payload.data.id === accountId).map((r) => r.payload.data.n)).toEqual([
          1, 2, 3, 4, 5,
        ]);
      expect(delivered[0].payload).toMatchObject({ type: 'member.updated', timestamp: expect.any(String) });
      const rows = await rowsOf(endpoint.id);
      expect(rows.every((r) => r.status === 'sent' && r.responseStatus === 200 && r.responseExcerpt === 'thanks')).toBe(
        true,
      );
      // Never again once answered 2xx.
      await makeDue(endpoint.id);
      expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 0 });

      // Independently of the package: HMAC-SHA256 over "id.timestamp.body" with the secret's bytes.
      const one = delivered[0];
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      const expected = createHmac('sha256', key).update(`${one.id}.${one.timestamp}.${one.body}`).digest('base64');
      expect(one.signature).toBe(`v1,${expected}`);
      expect(Math.abs(Number(one.timestamp) - Date.now() / 1000)).toBeLessThan(60);

      // The deliveries as the admin screen lists them.
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/webhooks/${endpoint.id}/deliveries`,
        headers: admin,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().deliveries).toHaveLength(10);
      expect(list.json().deliveries[0]).toMatchObject({
        eventType: 'member.updated',
        status: 'sent',
        responseStatus: 200,
        responseExcerpt: 'thanks',
        webhookId: expect.stringMatching(/^msg_/),
      });
    } finally {
      await receiver.stop();
    }
  });

  it('replays a delivery: a new row with the same payload and webhook-id', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      await disableAll();
      const { endpoint, secret } = (await register(receiver.url, ['member.updated'])).json();
      receiver.secret = secret;
      await t.ctx.db.transaction((tx) =>
        enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: memberA, name: 'x' }, { accountId: memberA }),
      );
      await drain(endpoint.id);
      const [original] = await rowsOf(endpoint.id);
      const replay = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/webhooks/${endpoint.id}/deliveries/${original.id}/replay`,
        headers: otherAdmin,
      });
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toMatchObject({ status: 'pending', webhookId: original.messageId, replayOf: original.id });
      await drain(endpoint.id);
      expect(receiver.received.map((r) => r.id)).toEqual([original.messageId, original.messageId]);
      expect(receiver.received[1].body).toBe(receiver.received[0].body);
      expect(receiver.received.every((r) => r.verified)).toBe(true);
      // Another endpoint's delivery id answers 404.
      const other = (await register(receiver.url, ['member.created'])).json().endpoint;
      const wrong = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/webhooks/${other.id}/deliveries/${original.id}/replay`,
        headers: admin,
      });
      expect(wrong.statusCode).toBe(404);
    } finally {
      await receiver.stop();
    }
  });

  it('a deliverer that dies mid-delivery loses nothing: the row goes again once its lease lapses', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      await disableAll();
      const { endpoint, secret } = (await register(receiver.url, ['member.updated'])).json();
      receiver.secret = secret;
      await t.ctx.db.transaction(async (tx) => {
        await enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: memberA, n: 1 }, { accountId: memberA });
        await enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: memberA, n: 2 }, { accountId: memberA });
      });
      // The dying deliverer: the receiver holds its request (it never learns the answer), as if
      // the process were killed with SIGKILL mid-request.
      receiver.mode = 'hold';
      const dying = new AbortController();
      void deliverWebhooks(t.ctx, { signal: dying.signal, maxBatches: 1 }).catch(() => undefined);
      await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(1);
      const [claimed] = await rowsOf(endpoint.id);
      expect(claimed.status).toBe('sending');
      expect(claimed.leaseUntil!.getTime() - Date.now()).toBeGreaterThan(WEBHOOK_DELIVERY.leaseMs - 30_000);
      // While the lease holds, no other run takes it, nor the member's next event.
      receiver.mode = 'ok';
      expect(await deliverWebhooks(t.ctx)).toEqual({ sent: 0, failed: 0 });
      // The lease lapses: the next run delivers it, then the next event, in order.
      await t.ctx.db
        .update(outbox)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, claimed.id));
      await drain(endpoint.id);
      const ns = receiver.received.map((r) => r.payload.data.n);
      expect(ns).toEqual([1, 1, 2]);
      expect(receiver.received[0].id).toBe(receiver.received[1].id);
      expect((await rowsOf(endpoint.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      await receiver.stop();
    }
  });

  // A real process killed with SIGKILL while the receiver holds its request (PostgreSQL only: the
  // child needs a database it can share with this process).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'kill -9 of the delivering process while the receiver holds the request loses nothing',
    async () => {
      const receiver = await new WebhookReceiver().start();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hooks-child-'));
      let output = '';
      try {
        await disableAll();
        const { endpoint, secret } = (await register(receiver.url, ['member.updated'])).json();
        receiver.secret = secret;
        receiver.mode = 'hold';
        await t.ctx.db.transaction(async (tx) => {
          for (const n of [1, 2, 3])
            await enqueueWebhookEvent(t.ctx, tx, 'member.updated', { id: memberB, n }, { accountId: memberB });
        });
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: t.config.databaseUrl as string,
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            SEED_DEMO: 'false',
            WEBHOOK_POLL_MS: '100',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (d) => (output += String(d)));
        child.stderr?.on('data', (d) => (output += String(d)));
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // The child claims the first event and POSTs it; the receiver holds it; the child is killed.
        await expect.poll(() => receiver.received.length, { timeout: 60_000, interval: 100 }).toBe(1);
        child.kill('SIGKILL');
        await exited;
        const [first] = await rowsOf(endpoint.id);
        expect(first.status).toBe('sending');
        // The lease (60 s) lapses; this process's deliverer sends every event, in order.
        receiver.mode = 'ok';
        await t.ctx.db
          .update(outbox)
          .set({ leaseUntil: sql`now() - interval '1 second'` })
          .where(eq(outbox.id, first.id));
        await drain(endpoint.id);
        expect(receiver.received.map((r) => r.payload.data.n)).toEqual([1, 1, 2, 3]);
        expect(receiver.received.every((r) => r.verified)).toBe(true);
        expect((await rowsOf(endpoint.id)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
      } catch (err) {
        throw new Error(`${String(err)}\nchild output:\n${output.slice(-2000)}`);
      } finally {
        await receiver.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
