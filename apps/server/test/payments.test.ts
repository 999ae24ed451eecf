/**
 * Payments (issue #4): the built-in test gateway (summary, card checks, declines, paid and
 * expired sessions), the order, tickets and invoice a payment creates, idempotent confirmation
 * (delivered twice → one order), hold expiry (a moved clock: expiry set in the past in the
 * database) and Stripe's signed webhook (signature made with stripe's generateTestHeaderString; no
 * network).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/context';
import { confirmSession, sweepExpiredCheckouts } from '../src/modules/billing/confirm.service';
import type { PaymentProvider } from '../src/modules/billing/payment-provider.types';
import { checkTestCard, luhnValid } from '../src/modules/billing/test-cards';
import { TEST_CARDS } from '@portal/shared';
import { buy, client, countRows, createEvent, type Member, newMember, rows } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { startCheckout } from '../src/modules/cart/checkout.service';

let t: TestApp;
let member: Member;
let c: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  member = await newMember(t.app, t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

const actorOf = (m: Member): Actor => ({
  id: m.id,
  role: 0,
  contactTypes: ['Member'],
  segmentIds: [],
  email: m.email,
  firstName: 'Test',
  lastName: 'Member',
  sessionId: 's',
  impersonatorId: null,
});

async function checkout(who: Member, items: { itemPriceId: number; quantity: number }[]) {
  const { cartId } = (await c.post(`/api/cart/new?userId=${who.id}`, who)).json();
  for (const item of items) await c.post('/api/cart/additem', who, { cartId, ...item });
  const res = await c.post('/api/cart/checkout', who, { cartId, userId: who.id });
  return { cartId, ...(res.json() as { sessionId: string; checkoutUrl: string }) };
}
const pay = (
  who: Member,
  sessionId: string,
  card: Partial<{ cardNumber: string; expiry: string; cvc: string; name: string }> = {},
) =>
  c.post(`/api/payments/test-gateway/${sessionId}/pay`, who, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    name: 'Test Buyer',
    ...card,
  });

describe('test cards', () => {
  it('accepts the usual success numbers and knows the decline numbers', () => {
    for (const n of [
      ...TEST_CARDS.success,
      TEST_CARDS.declined,
      TEST_CARDS.insufficientFunds,
      TEST_CARDS.expiredCard,
      TEST_CARDS.incorrectCvc,
      TEST_CARDS.processingError,
    ]) {
      expect(luhnValid(n), n).toBe(true);
    }
    for (const n of TEST_CARDS.success)
      expect(checkTestCard({ cardNumber: n, expiry: '01/2031', cvc: /^3[47]/.test(n) ? '1234' : '123' }).last4).toBe(
        n.slice(-4),
      );
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('the built-in test gateway', () => {
  it('shows the session, pays with 4242…, and creates the order, tickets and invoice', async () => {
    const e = await createEvent(t.ctx.db, {
      title: 'Ethics in practice',
      prices: [{ name: 'Member', amountCents: 11_000, capacity: 10 }],
    });
    const { sessionId, cartId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 2 }]);
    const summary = (await c.get(`/api/payments/test-gateway/${sessionId}`, member)).json();
    expect(summary).toMatchObject({
      sessionId,
      status: 'open',
      amount: 220,
      currency: 'AUD',
      items: [{ name: 'Member', eventTitle: 'Ethics in practice', quantity: 2, unitPrice: 110, totalPrice: 220 }],
      returnUrl: '/events/attending?checkout=success',
      cancelUrl: `/events/${e.eventId}?checkout=cancelled`,
    });
    const res = await pay(member, sessionId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'paid',
      orderId: expect.any(String),
      invoiceId: expect.any(String),
      redirectUrl: '/events/attending?checkout=success',
      message: 'Payment received. Thank you!',
    });
    const tickets = (await c.get(`/api/user/event/${e.eventId}/tickets`, member)).json();
    expect(tickets.totalItems).toBe(2);
    expect(tickets.tickets.every((k: { amount: number }) => k.amount === 110)).toBe(true);
    const [invoice] = await rows<Record<string, unknown>>(
      t.ctx.db,
      `select * from invoices where id = '${body.invoiceId}'`,
    );
    expect(invoice).toMatchObject({
      status: 'Paid',
      invoice_num: expect.stringMatching(/^INV-\d{6}$/),
      total_amount_inc_gst_cents: 22_000,
      total_gst_cents: 2000,
      total_amount_exc_gst_cents: 20_000,
      balance_due_cents: 0,
      total_amount_paid_cents: 22_000,
    });
    const lines = await rows<Record<string, unknown>>(
      t.ctx.db,
      `select item_name, quantity, unit_price_cents, total_price_cents from invoice_lines where invoice_id = '${body.invoiceId}'`,
    );
    expect(lines).toEqual([
      { item_name: 'Ethics in practice: Member', quantity: 2, unit_price_cents: 11_000, total_price_cents: 22_000 },
    ]);
    expect(
      await countRows(
        t.ctx.db,
        'payments',
        `session_id = '${sessionId}' and card_last4 = '4242' and card_brand = 'visa'`,
      ),
    ).toBe(1);
    expect((await c.get(`/api/cart/${cartId}`, member)).json().status).toBe('checked_out');
    expect((await c.get(`/api/payments/test-gateway/${sessionId}`, member)).json().status).toBe('paid');
    const prices = (await c.get(`/api/event/${e.eventId}/tickets`, member)).json();
    expect(prices[0].remaining).toBe(8);
    // Paying again: the session is paid.
    expect((await pay(member, sessionId)).json()).toEqual({
      code: 'SESSION_PAID',
      message: 'This checkout session has already been paid.',
    });
  });

  it('declines and validates cards with clear messages, changing nothing', async () => {
    const e = await createEvent(t.ctx.db, { prices: [{ amountCents: 5000, capacity: 5 }] });
    const { sessionId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    const cases: [
      Partial<{ cardNumber: string; expiry: string; cvc: string; name: string }>,
      number,
      string,
      string,
    ][] = [
      [{ cardNumber: '4000000000000002' }, 402, 'CARD_DECLINED', 'Your card was declined.'],
      [{ cardNumber: '4000 0000 0000 9995' }, 402, 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
      [{ cardNumber: '4000000000000069' }, 402, 'EXPIRED_CARD', 'Your card has expired.'],
      [{ cardNumber: '4000000000000127' }, 402, 'INCORRECT_CVC', "Your card's security code is incorrect."],
      [{ cardNumber: '4242424242424241' }, 400, 'VALIDATION_ERROR', 'Your card number is invalid.'],
      [{ cardNumber: '4242' }, 400, 'VALIDATION_ERROR', 'Your card number is invalid.'],
      [{ expiry: '13/40' }, 400, 'VALIDATION_ERROR', "Your card's expiration date is invalid."],
      [{ expiry: '01/20' }, 400, 'VALIDATION_ERROR', 'Your card has expired.'],
      [{ cvc: '12' }, 400, 'VALIDATION_ERROR', "Your card's security code is invalid."],
      [{ cardNumber: '378282246310005', cvc: '123' }, 400, 'VALIDATION_ERROR', "Your card's security code is invalid."],
      [{ name: ' ' }, 400, 'VALIDATION_ERROR', 'Please enter the name on the card.'],
    ];
    for (const [card, status, code, message] of cases) {
      const res = await pay(member, sessionId, card);
      expect(res.statusCode, JSON.stringify(card)).toBe(status);
      expect(res.json()).toMatchObject({ code, message });
    }
    expect(await countRows(t.ctx.db, 'orders', `session_id = '${sessionId}'`)).toBe(0);
    expect((await pay(member, sessionId, { cardNumber: '3782 822463 10005', cvc: '1234' })).statusCode).toBe(200);
  });

  it('keeps a session private: another member gets 404', async () => {
    const other = await newMember(t.app, t.ctx.db);
    const e = await createEvent(t.ctx.db, { prices: [{ amountCents: 5000 }] });
    const { sessionId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    expect((await c.get(`/api/payments/test-gateway/${sessionId}`, other)).statusCode).toBe(404);
    expect((await pay(other, sessionId)).statusCode).toBe(404);
    expect((await c.post(`/api/payments/test-gateway/${sessionId}/cancel`, other)).statusCode).toBe(404);
    expect((await c.get('/api/payments/test-gateway/00000000-0000-4000-8000-000000000000', member)).statusCode).toBe(
      404,
    );
  });

  it('cancels a session: seats back, the cancel URL, then no payment', async () => {
    const e = await createEvent(t.ctx.db, { prices: [{ amountCents: 5000, capacity: 1 }] });
    const { sessionId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    expect((await c.get(`/api/event/${e.eventId}/tickets`, member)).json()[0].soldOut).toBe(true);
    expect((await c.post(`/api/payments/test-gateway/${sessionId}/cancel`, member)).json()).toEqual({
      status: 'cancelled',
      redirectUrl: `/events/${e.eventId}?checkout=cancelled`,
    });
    expect((await c.get(`/api/event/${e.eventId}/tickets`, member)).json()[0].soldOut).toBe(false);
    expect((await pay(member, sessionId)).json().code).toBe('SESSION_CANCELLED');
  });
});

describe('hold expiry', () => {
  it('frees the seats once the hold time has passed, without any sweep, and refuses the late payment', async () => {
    const e = await createEvent(t.ctx.db, { prices: [{ name: 'Last seat', amountCents: 5000, capacity: 1 }] });
    const late = await newMember(t.app, t.ctx.db);
    const { sessionId } = await checkout(late, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    const next = await newMember(t.app, t.ctx.db);
    const blocked = await buy(t.app, next, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    expect(blocked.checkout.json().code).toBe('SOLD_OUT');
    // Move the clock: the hold (and session) expired a second ago.
    await t.ctx.db.execute(
      `update seat_holds set expires_at = now() - interval '1 second' where session_id = '${sessionId}'` as never,
    );
    await t.ctx.db.execute(
      `update checkout_sessions set expires_at = now() - interval '1 second' where id = '${sessionId}'` as never,
    );
    expect((await c.get(`/api/event/${e.eventId}/tickets`, late)).json()[0]).toMatchObject({
      remaining: 1,
      soldOut: false,
    });
    expect((await c.get(`/api/payments/test-gateway/${sessionId}`, late)).json().status).toBe('expired');
    const res = await pay(late, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'HOLD_EXPIRED',
      message: 'Your seats were released because the checkout took too long. Please return to your cart and try again.',
    });
    expect((await pay(late, sessionId)).json().code).toBe('SESSION_EXPIRED');
    const bought = await buy(t.app, next, [{ itemPriceId: e.priceIds[0], quantity: 1 }]);
    expect(bought.pay?.statusCode).toBe(200);
    expect(await countRows(t.ctx.db, 'event_tickets', `ticket_price_id = ${e.priceIds[0]}`)).toBe(1);
  });

  it('the sweep marks lapsed sessions expired and releases their holds', async () => {
    const e = await createEvent(t.ctx.db, { prices: [{ amountCents: 5000, capacity: 3 }] });
    const { sessionId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 2 }]);
    await t.ctx.db.execute(
      `update checkout_sessions set expires_at = now() - interval '1 minute' where id = '${sessionId}'` as never,
    );
    await t.ctx.db.execute(
      `update seat_holds set expires_at = now() - interval '1 minute' where session_id = '${sessionId}'` as never,
    );
    expect(await sweepExpiredCheckouts(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await countRows(t.ctx.db, 'checkout_sessions', `id = '${sessionId}' and status = 'expired'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'seat_holds', `session_id = '${sessionId}' and released_at is null`)).toBe(0);
  });
});

describe('idempotent confirmation', () => {
  it('confirming the same payment twice (or concurrently) creates one order, its tickets and one invoice', async () => {
    const e = await createEvent(t.ctx.db, { prices: [{ amountCents: 7_500, capacity: 10 }] });
    const { sessionId } = await checkout(member, [{ itemPriceId: e.priceIds[0], quantity: 3 }]);
    const facts = { provider: 'test' as const, providerPaymentId: `test_${sessionId}`, amountCents: 22_500 };
    const [a, b] = await Promise.all([
      confirmSession(t.ctx, sessionId, facts),
      confirmSession(t.ctx, sessionId, facts),
    ]);
    const third = await confirmSession(t.ctx, sessionId, facts);
    expect(a?.orderId).toBe(b?.orderId);
    expect(third?.orderId).toBe(a?.orderId);
    expect([a?.created, b?.created, third?.created].filter(Boolean)).toHaveLength(1);
    expect(await countRows(t.ctx.db, 'orders', `session_id = '${sessionId}'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'payments', `session_id = '${sessionId}'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'invoices', `order_id = '${a?.orderId}'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'event_tickets', `ticket_price_id = ${e.priceIds[0]}`)).toBe(3);
    const [price] = await rows<{ sold: number }>(
      t.ctx.db,
      `select sold from event_ticket_prices where id = ${e.priceIds[0]}`,
    );
    expect(price.sold).toBe(3);
  });
});

describe('Stripe', () => {
  const secret = 'whsec_test_secret';
  let s: TestApp;
  let who: Member;
  const fakeStripe = (id: string, fail = false): PaymentProvider => ({
    name: 'stripe',
    minHoldMinutes: 31,
    startCheckout: async () => {
      if (fail) throw new Error('network down');
      return { url: `https://checkout.stripe.test/c/pay/${id}`, providerSessionId: id };
    },
    cancelCheckout: async () => undefined,
  });
  const stripe = new Stripe('sk_test_dummy');
  const deliver = (payload: string, signature?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  const completed = (id: string, amount: number, sessionId: string) =>
    JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: amount,
          client_reference_id: sessionId,
        },
      },
    });

  beforeAll(async () => {
    s = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_dummy',
      STRIPE_WEBHOOK_SECRET: secret,
      PUBLIC_URL: 'http://portal.test',
    });
    who = await newMember(s.app, s.ctx.db);
  }, 60_000);
  afterAll(async () => s?.close());

  async function stripeCheckout(id: string, fail = false) {
    const e = await createEvent(s.ctx.db, { prices: [{ name: 'Delegate', amountCents: 65_000, capacity: 2 }] });
    const { cartId } = (await client(s.app).post(`/api/cart/new?userId=${who.id}`, who)).json();
    await client(s.app).post('/api/cart/additem', who, { cartId, itemPriceId: e.priceIds[0], quantity: 1 });
    return {
      e,
      cartId,
      start: () =>
        startCheckout(s.ctx, actorOf(who), { cartId, userId: who.id }, 'http://portal.test', fakeStripe(id, fail)),
    };
  }

  it('starts a Stripe session holding seats at least 30 minutes, confirmed by the signed webhook once', async () => {
    const { e, start } = await stripeCheckout('cs_test_one');
    const started = await start();
    expect(started).toMatchObject({
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_one',
      provider: 'stripe',
    });
    expect(Date.parse(started.expiresAt as string) - Date.now()).toBeGreaterThan(30 * 60_000);
    const payload = completed('cs_test_one', 65_000, started.sessionId);
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'confirmed' });
    const again = await deliver(payload);
    expect(again.json()).toEqual({ received: true, result: 'already-confirmed' });
    expect(await countRows(s.ctx.db, 'orders', `session_id = '${started.sessionId}'`)).toBe(1);
    expect(
      await countRows(
        s.ctx.db,
        'invoices i join orders o on o.id = i.order_id',
        `o.session_id = '${started.sessionId}'`,
      ),
    ).toBe(1);
    expect(await countRows(s.ctx.db, 'event_tickets', `event_id = ${e.eventId}`)).toBe(1);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { start } = await stripeCheckout('cs_test_two');
    const started = await start();
    const payload = completed('cs_test_two', 65_000, started.sessionId);
    expect((await deliver(payload, 't=1,v1=deadbeef')).json()).toEqual({
      code: 'BAD_SIGNATURE',
      message: 'The Stripe signature is not valid.',
    });
    const tampered = await deliver(
      payload.replace('65000', '1'),
      stripe.webhooks.generateTestHeaderString({ payload, secret }),
    );
    expect(tampered.statusCode).toBe(400);
    const noHeader = await s.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(noHeader.statusCode).toBe(400);
    expect(await countRows(s.ctx.db, 'orders', `session_id = '${started.sessionId}'`)).toBe(0);
  });

  it('releases the seats on checkout.session.expired', async () => {
    const { e, start } = await stripeCheckout('cs_test_three');
    const started = await start();
    expect((await client(s.app).get(`/api/event/${e.eventId}/tickets`, who)).json()[0].remaining).toBe(1);
    const payload = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_test_three', object: 'checkout.session' } },
    });
    expect((await deliver(payload)).json().result).toBe('released');
    expect((await client(s.app).get(`/api/event/${e.eventId}/tickets`, who)).json()[0].remaining).toBe(2);
    expect(await countRows(s.ctx.db, 'checkout_sessions', `id = '${started.sessionId}' and status = 'expired'`)).toBe(
      1,
    );
  });

  it('a late confirmation takes the seats again when they are still free', async () => {
    const { e, start } = await stripeCheckout('cs_test_four');
    const started = await start();
    await s.ctx.db.execute(
      `update seat_holds set expires_at = now() - interval '1 second' where session_id = '${started.sessionId}'` as never,
    );
    await sweepExpiredCheckouts(s.ctx.db);
    expect((await deliver(completed('cs_test_four', 65_000, started.sessionId))).json().result).toBe('confirmed');
    expect(await countRows(s.ctx.db, 'event_tickets', `event_id = ${e.eventId}`)).toBe(1);
  });

  it('answers 502 "Checkout error. Try again." and frees the seats when Stripe refuses', async () => {
    const { e, start } = await stripeCheckout('cs_test_five', true);
    await expect(start()).rejects.toMatchObject({
      code: 'CHECKOUT_FAILED',
      status: 502,
      message: 'Checkout error. Try again.',
    });
    expect((await client(s.app).get(`/api/event/${e.eventId}/tickets`, who)).json()[0].remaining).toBe(2);
  });

  it('answers 404 at the webhook when Stripe is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
