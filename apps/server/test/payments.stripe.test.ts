/**
 * Stripe offline (issue 31): the portal against a Stripe-compatible HTTP server in this process
 * (packages/test-support stripe-server.ts, reached through STRIPE_API_URL), the real `stripe` SDK as
 * the portal's client, and webhooks signed with the SDK's generateTestHeaderString and verified by
 * the portal with the SDK. Covers checkout through the API server, refunds through the outbox
 * (pending until Stripe confirms; once across two runs at once and across retries with the
 * idempotency key; Stripe down then up; confirmed by the answer or by the webhook; a failed refund;
 * event cancellation) and the start refusing half a Stripe configuration.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StripeTestServer, startStripeTestServer } from '@portal/test-support';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { deliverRefunds } from '../src/modules/billing/refund-delivery';
import { client, countRows, createEvent, DAY_MS, type Member, newMember, rows } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBHOOK_SECRET = 'whsec_portal_local_test';

let t: TestApp;
let stripeApi: StripeTestServer;
let who: Member;
let staff: Member;
let admin: Member;
let c: ReturnType<typeof client>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeApi = await startStripeTestServer();
  t = await createTestApp({
    STRIPE_SECRET_KEY: stripeApi.apiKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
    PUBLIC_URL: 'http://portal.test',
    // Delivery runs only when a test asks (deliverRefunds), so each test sees the pending state.
    REFUND_POLL_MS: '3600000',
  });
  c = client(t.app);
  who = await newMember(t.app, t.ctx.db);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  admin = await newMember(t.app, t.ctx.db, { role: 1 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripeApi?.close();
});

/** Posts an event to the portal's webhook, signed as Stripe signs (the SDK's test header). */
const deliverEvent = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });

/** Buys one ticket of a new event through Stripe Checkout (the API server), paid and confirmed by the webhook. */
async function stripePurchase(amountCents = 20_000, quantity = 1) {
  const e = await createEvent(t.ctx.db, {
    startsInMs: 90 * DAY_MS,
    prices: [{ name: 'Delegate', amountCents, capacity: 10 }],
  });
  const { cartId } = (await c.post(`/api/cart/new?userId=${who.id}`, who)).json();
  await c.post('/api/cart/additem', who, { cartId, itemPriceId: e.priceIds[0], quantity });
  const checkout = await c.post('/api/cart/checkout', who, { cartId, userId: who.id });
  expect(checkout.statusCode).toBe(200);
  const { sessionId, checkoutUrl } = checkout.json() as { sessionId: string; checkoutUrl: string };
  expect(checkoutUrl.startsWith(`${stripeApi.url}/c/pay/cs_test_`)).toBe(true);
  const session = stripeApi.completeSession(checkoutUrl.split('/').pop() as string);
  const confirmed = await deliverEvent(stripeApi.event('checkout.session.completed', session));
  expect(confirmed.json()).toEqual({ received: true, result: 'confirmed' });
  const tickets = await rows<{ id: number }>(t.ctx.db, `select id from event_tickets where event_id = ${e.eventId}`);
  const [invoice] = await rows<{ id: string }>(
    t.ctx.db,
    `select i.id from invoices i join orders o on o.id = i.order_id where o.session_id = '${sessionId}'`,
  );
  return { e, sessionId, session, ticketIds: tickets.map((r) => Number(r.id)), invoiceId: invoice.id };
}

const invoiceOf = async (id: string) => (await c.get(`/api/invoice/${id}`, who)).json();
const listed = async (id: string) =>
  ((await c.post('/api/user/invoices', who, { size: 100 })).json().invoices as { id: string }[]).find(
    (i) => i.id === id,
  );
const staffInvoice = async (id: string) =>
  (
    (await c.get(`/api/v1/admin/members/${who.id}`, admin)).json().data.invoices as {
      id: string;
      refundFailure: string | null;
      refundPendingCents: number;
    }[]
  ).find((i) => i.id === id);
const refundRequests = (pi: string | null) =>
  stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === pi);
/** Makes a waiting refund request due now (instead of waiting out its backoff). */
const dueNow = (invoiceId: string) =>
  t.ctx.db.execute(
    `update outbox set next_attempt_at = now() where channel = 'refund' and id in (select id from refunds where invoice_id = '${invoiceId}')` as never,
  );

describe('Stripe through STRIPE_API_URL', () => {
  it('creates the Checkout Session at the configured API server with its idempotency key', async () => {
    const { sessionId } = await stripePurchase();
    const created = stripeApi.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === `checkout-${sessionId}`,
    );
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ mode: 'payment', client_reference_id: sessionId });
  });

  it('a cancelled ticket shows "Refund pending" until Stripe answers succeeded, then Refunded', async () => {
    const { invoiceId, ticketIds, session } = await stripePurchase(20_000);
    const cancel = await c.post('/api/ticket/cancel', who, { ticketId: ticketIds[0] });
    expect(cancel.statusCode).toBe(200);
    const refundAmount = cancel.json().refundAmount as number;
    expect(refundAmount).toBeGreaterThan(0);
    // Pending: nothing asked of Stripe yet, nothing refunded on the invoice.
    expect(refundRequests(session.payment_intent)).toHaveLength(0);
    expect(await invoiceOf(invoiceId)).toMatchObject({
      status: 'Paid',
      refundedAmount: 0,
      refundPending: refundAmount,
    });
    expect(await listed(invoiceId)).toMatchObject({ status: 'Paid', refundPending: refundAmount });
    expect(await staffInvoice(invoiceId)).toMatchObject({
      status: 'Paid',
      refundPendingCents: Math.round(refundAmount * 100),
      refundFailure: null,
    });
    expect(
      await countRows(t.ctx.db, 'outbox', `channel = 'refund' and kind = 'stripe.refund' and status = 'pending'`),
    ).toBeGreaterThanOrEqual(1);

    expect((await deliverRefunds(t.ctx)).sent).toBe(1);
    const [request] = refundRequests(session.payment_intent);
    expect(request.body).toMatchObject({ amount: String(Math.round(refundAmount * 100)) });
    expect(request.idempotencyKey).toMatch(/^portal-refund-[0-9a-f-]{36}$/);
    expect(await invoiceOf(invoiceId)).toMatchObject({
      status: 'Refunded',
      refundedAmount: refundAmount,
      refundPending: 0,
    });
    // A later webhook about the same refund changes nothing (settled once).
    const [refund] = stripeApi.refunds().filter((r) => r.payment_intent === session.payment_intent);
    expect((await deliverEvent(stripeApi.event('refund.updated', refund))).json().result).toBe('refund-unchanged');
    expect((await invoiceOf(invoiceId)).refundedAmount).toBe(refundAmount);
  });

  it('two delivery runs at once ask Stripe for each refund once', async () => {
    await deliverRefunds(t.ctx); // nothing left over from another test
    const a = await stripePurchase(10_000);
    const b = await stripePurchase(12_000);
    for (const p of [a, b])
      expect((await c.post('/api/ticket/cancel', who, { ticketId: p.ticketIds[0] })).statusCode).toBe(200);
    const runs = await Promise.all([deliverRefunds(t.ctx), deliverRefunds(t.ctx), deliverRefunds(t.ctx)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    for (const p of [a, b]) {
      expect(refundRequests(p.session.payment_intent)).toHaveLength(1);
      expect(stripeApi.refunds().filter((r) => r.payment_intent === p.session.payment_intent)).toHaveLength(1);
      expect((await invoiceOf(p.invoiceId)).status).toBe('Refunded');
    }
  });

  it('an answer lost on the way back is retried with the same idempotency key: refunded once', async () => {
    const { invoiceId, ticketIds, session } = await stripePurchase(15_000);
    await c.post('/api/ticket/cancel', who, { ticketId: ticketIds[0] });
    stripeApi.loseAnswers = 10;
    expect(await deliverRefunds(t.ctx)).toMatchObject({ sent: 0, retry: 1 });
    stripeApi.loseAnswers = 0;
    // Stripe made the refund; the portal does not know yet and keeps it pending, due again later.
    expect(stripeApi.refunds().filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'Paid', refundedAmount: 0 });
    const [row] = await rows<{ attempts: number; status: string; last_error: string; later: boolean }>(
      t.ctx.db,
      `select attempts, status, last_error, next_attempt_at > now() + interval '20 seconds' as later
         from outbox where channel = 'refund' and id in (select id from refunds where invoice_id = '${invoiceId}')`,
    );
    expect(row).toMatchObject({ attempts: 1, status: 'pending', later: true });
    expect(row.last_error).toBeTruthy();
    await dueNow(invoiceId);
    expect((await deliverRefunds(t.ctx)).sent).toBe(1);
    const requests = refundRequests(session.payment_intent);
    expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(requests.some((r) => r.replayed)).toBe(true);
    expect(stripeApi.refunds().filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await invoiceOf(invoiceId)).status).toBe('Refunded');
  });

  it('Stripe down: the request waits and retries; up again: refunded', async () => {
    const { invoiceId, ticketIds, session } = await stripePurchase(11_000);
    await c.post('/api/ticket/cancel', who, { ticketId: ticketIds[0] });
    await stripeApi.down();
    try {
      expect(await deliverRefunds(t.ctx)).toMatchObject({ sent: 0, retry: 1 });
    } finally {
      await stripeApi.up();
    }
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'Paid', refundedAmount: 0 });
    expect((await invoiceOf(invoiceId)).refundPending).toBeGreaterThan(0);
    // Not due before its backoff: a run now asks nothing.
    expect(await deliverRefunds(t.ctx)).toMatchObject({ sent: 0, retry: 0 });
    await dueNow(invoiceId);
    expect((await deliverRefunds(t.ctx)).sent).toBe(1);
    expect(refundRequests(session.payment_intent)).toHaveLength(1);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'Refunded', refundPending: 0 });
  });

  it('a refund Stripe leaves pending is confirmed by the signed webhook (refund.updated, charge.refunded)', async () => {
    const first = await stripePurchase(13_000);
    const second = await stripePurchase(14_000);
    stripeApi.refundStatus = 'pending';
    try {
      for (const p of [first, second]) await c.post('/api/ticket/cancel', who, { ticketId: p.ticketIds[0] });
      expect((await deliverRefunds(t.ctx)).sent).toBe(2);
    } finally {
      stripeApi.refundStatus = 'succeeded';
    }
    expect((await invoiceOf(first.invoiceId)).status).toBe('Paid');
    expect((await invoiceOf(first.invoiceId)).refundPending).toBeGreaterThan(0);
    const [r1] = stripeApi.refunds().filter((r) => r.payment_intent === first.session.payment_intent);
    const [r2] = stripeApi.refunds().filter((r) => r.payment_intent === second.session.payment_intent);
    // A bad signature changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: stripeApi.event('refund.updated', stripeApi.updateRefund(r1.id, 'succeeded')),
    });
    expect(forged.statusCode).toBe(400);
    expect((await invoiceOf(first.invoiceId)).status).toBe('Paid');
    expect((await deliverEvent(stripeApi.event('refund.updated', r1))).json().result).toBe('refund-succeeded');
    expect(await invoiceOf(first.invoiceId)).toMatchObject({ status: 'Refunded', refundPending: 0 });
    // charge.refunded carries the Charge: the portal lists its refunds from the API server.
    stripeApi.updateRefund(r2.id, 'succeeded');
    const charge = stripeApi.charge(r2.charge);
    expect((await deliverEvent(stripeApi.event('charge.refunded', charge ?? {}))).json().result).toBe(
      'refund-succeeded',
    );
    expect(await invoiceOf(second.invoiceId)).toMatchObject({ status: 'Refunded', refundPending: 0 });
    expect(stripeApi.requests.some((r) => r.method === 'GET' && r.path === '/v1/refunds')).toBe(true);
  });

  it('a failed refund: the invoice stays Paid and staff see why (answer failed, webhook refund.failed)', async () => {
    const answered = await stripePurchase(16_000);
    stripeApi.refundStatus = 'failed';
    try {
      await c.post('/api/ticket/cancel', who, { ticketId: answered.ticketIds[0] });
      expect((await deliverRefunds(t.ctx)).sent).toBe(1);
    } finally {
      stripeApi.refundStatus = 'succeeded';
    }
    expect(await invoiceOf(answered.invoiceId)).toMatchObject({ status: 'Paid', refundedAmount: 0, refundPending: 0 });
    expect((await staffInvoice(answered.invoiceId)) as unknown).toMatchObject({
      status: 'Paid',
      refundPendingCents: 0,
      refundFailure: 'Stripe: refund failed (expired_or_canceled_card)',
    });

    // Succeeded first, then failed (Stripe's refund.failed): taken back off the invoice, Paid again.
    const later = await stripePurchase(17_000);
    await c.post('/api/ticket/cancel', who, { ticketId: later.ticketIds[0] });
    await deliverRefunds(t.ctx);
    expect((await invoiceOf(later.invoiceId)).status).toBe('Refunded');
    const [refund] = stripeApi.refunds().filter((r) => r.payment_intent === later.session.payment_intent);
    const failed = stripeApi.updateRefund(refund.id, 'failed', 'lost_or_stolen_card');
    expect((await deliverEvent(stripeApi.event('refund.failed', failed))).json().result).toBe('refund-failed');
    expect(await invoiceOf(later.invoiceId)).toMatchObject({ status: 'Paid', refundedAmount: 0 });
    expect((await staffInvoice(later.invoiceId))?.refundFailure).toBe('Stripe: refund failed (lost_or_stolen_card)');

    // Stripe refuses the request (the charge was refunded by hand in Stripe's Dashboard): failed at once, not retried.
    const refused = await stripePurchase(18_000);
    const dashboard = new Stripe(stripeApi.apiKey, { host: stripeApi.host, port: stripeApi.port, protocol: 'http' });
    await dashboard.refunds.create({ payment_intent: refused.session.payment_intent as string });
    await c.post('/api/ticket/cancel', who, { ticketId: refused.ticketIds[0] });
    expect(await deliverRefunds(t.ctx)).toMatchObject({ failed: 1, sent: 0 });
    const staffView = await staffInvoice(refused.invoiceId);
    expect(staffView?.refundPendingCents).toBe(0);
    expect(staffView?.refundFailure).toMatch(/^Stripe: Charge ch_test_\S+ has already been refunded\.$/);
    expect(await invoiceOf(refused.invoiceId)).toMatchObject({ status: 'Paid', refundedAmount: 0, refundPending: 0 });
  });

  it('cancelling an event asks Stripe for each paid ticket’s full refund through the outbox', async () => {
    const { e, invoiceId, session } = await stripePurchase(9_000, 2);
    const res = await c.post(`/api/v1/admin/events/${e.eventId}/cancel`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ticketsCancelled: 2, refundedAmount: 180 });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'Paid', refundPending: 180 });
    expect((await deliverRefunds(t.ctx)).sent).toBe(2);
    const requests = refundRequests(session.payment_intent);
    expect(requests.map((r) => Number(r.body.amount))).toEqual([9_000, 9_000]);
    expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(2);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'Refunded', refundedAmount: 180, refundPending: 0 });
  });
});

describe('Stripe configuration', () => {
  it('reads STRIPE_API_URL or STRIPE_API_HOST/PORT/PROTOCOL', () => {
    const both = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...both, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...both, STRIPE_API_HOST: 'stripe.internal' }).stripe?.api).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(
      loadConfig({ ...both, STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })
        .stripe?.api,
    ).toEqual({ host: 'localhost', port: 12111, protocol: 'http' });
    expect(loadConfig(both).stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', api: null });
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ ...both, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL must be http\(s\)/);
    expect(() => loadConfig({ ...both, STRIPE_API_URL: 'http://x', STRIPE_API_HOST: 'y' })).toThrow(/not both/);
    expect(() => loadConfig({ ...both, STRIPE_API_HOST: 'x', STRIPE_API_PORT: 'nine' })).toThrow(
      /STRIPE_API_PORT must be a port number/,
    );
    expect(() => loadConfig({ ...both, STRIPE_API_HOST: 'x', STRIPE_API_PROTOCOL: 'gopher' })).toThrow(
      /STRIPE_API_PROTOCOL must be http or https/,
    );
  });

  it('refuses a secret key without a webhook secret, and the reverse, saying what to set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not\. Set STRIPE_WEBHOOK_SECRET to the signing secret \(whsec_\.\.\.\) of the webhook endpoint <PUBLIC_URL>\/api\/payments\/stripe\/webhook/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not\. Set STRIPE_SECRET_KEY to the secret API key/,
    );
  });

  it('the server does not start with STRIPE_SECRET_KEY alone: it exits 1 with the message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not.');
  }, 60_000);
});
