/**
 * The cart (spec 01 §3 Cart, §4 Cart checkout, §7 Cart): every call, amounts in AUD to 2
 * decimals, bad input (quantity 0 or above 20, unknown ticket type, unknown cart), other members'
 * carts (404) and userIds (403; staff may name another existing account, 404 for none), seats checked on add, checkout URLs, zero-total checkout.
 */
import { EVENT_MESSAGES, Role } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, createEvent, type Member, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let member: Member;
let other: Member;
let c: ReturnType<typeof client>;
let paid: Awaited<ReturnType<typeof createEvent>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.test' });
  c = client(t.app);
  member = await newMember(t.app, t.ctx.db);
  other = await newMember(t.app, t.ctx.db);
  paid = await createEvent(t.ctx.db, {
    title: 'Seating masterclass',
    prices: [
      { name: 'Member', amountCents: 12_050, capacity: 10 },
      { name: 'Student', amountCents: 3_333, capacity: 2 },
    ],
  });
}, 60_000);
afterAll(async () => t?.close());

const newCart = async (who: Member = member) =>
  (await c.post(`/api/cart/new?userId=${who.id}`, who)).json().cartId as string;

describe('cart calls', () => {
  it('creates a cart, adds, updates and removes items, with totals to 2 decimals', async () => {
    const cartId = await newCart();
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await c.get(`/api/cart/${cartId}`, member)).json()).toEqual({
      cartId,
      cartItems: [],
      total: 0,
      currency: 'AUD',
      status: 'open',
    });
    const added = (
      await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 2 })
    ).json();
    expect(added.cartItems).toEqual([
      {
        cartItemId: expect.any(Number),
        itemPriceId: paid.priceIds[0],
        quantity: 2,
        unitPrice: 120.5,
        totalPrice: 241,
        eventId: paid.eventId,
        name: 'Member',
        eventTitle: 'Seating masterclass',
        remaining: 10,
      },
    ]);
    expect(added.total).toBe(241);
    const more = (
      await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 1 })
    ).json();
    expect(more.cartItems[0].quantity).toBe(3);
    const both = (await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[1] })).json();
    expect(both.cartItems).toHaveLength(2);
    expect(both.total).toBe(394.83);
    const updated = (
      await c.post('/api/cart/updateitem', member, { cartId, itemPriceId: paid.priceIds[1], quantity: 2 })
    ).json();
    expect(updated.total).toBe(428.16);
    const latest = (await c.get(`/api/cart/latest?userId=${member.id}`, member)).json();
    expect(latest).toEqual({ cartId, cartItems: updated.cartItems });
    const removed = (
      await c.post('/api/cart/removeItem', member, { cartItemId: updated.cartItems[1].cartItemId })
    ).json();
    expect(removed.cartItems).toHaveLength(1);
    expect(removed.total).toBe(361.5);
  });

  it('answers latest {cartId: null} when the member has no open cart', async () => {
    const who = await newMember(t.app, t.ctx.db);
    expect((await c.get(`/api/cart/latest?userId=${who.id}`, who)).json()).toEqual({ cartId: null, cartItems: [] });
  });

  it('rejects bad input: quantity 0 or 21, unknown ticket type, unknown cart or item', async () => {
    const cartId = await newCart();
    const q0 = await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 0 });
    expect(q0.statusCode).toBe(400);
    expect(q0.json().message).toBe('Quantity must be at least 1.');
    expect(
      (await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 1.5 })).statusCode,
    ).toBe(400);
    expect(
      (await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 21 })).json()
        .message,
    ).toBe('Quantity must be at most 20.');
    expect(
      (await c.post('/api/cart/updateitem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 0 })).statusCode,
    ).toBe(400);
    expect((await c.post('/api/cart/additem', member, { cartId, itemPriceId: 999_999, quantity: 1 })).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Ticket type not found.',
    });
    expect(
      (await c.post('/api/cart/updateitem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 1 })).json(),
    ).toEqual({ code: 'NOT_FOUND', message: 'Cart item not found.' });
    expect((await c.post('/api/cart/removeItem', member, { cartItemId: 999_999 })).json().message).toBe(
      'Cart item not found.',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await c.get(`/api/cart/${unknown}`, member)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Cart not found.',
    });
    expect(
      (await c.post('/api/cart/additem', member, { cartId: unknown, itemPriceId: paid.priceIds[0], quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await c.get('/api/cart/not-a-uuid', member)).statusCode).toBe(400);
    expect((await c.post('/api/cart/new', member)).statusCode).toBe(400);
  });

  it('keeps carts private: another member gets 404, another userId 403', async () => {
    const cartId = await newCart();
    const { cartItems } = (
      await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[0], quantity: 1 })
    ).json();
    expect((await c.get(`/api/cart/${cartId}`, other)).statusCode).toBe(404);
    expect(
      (await c.post('/api/cart/additem', other, { cartId, itemPriceId: paid.priceIds[0], quantity: 1 })).statusCode,
    ).toBe(404);
    expect((await c.post('/api/cart/removeItem', other, { cartItemId: cartItems[0].cartItemId })).statusCode).toBe(404);
    expect((await c.post('/api/cart/checkout', other, { cartId, userId: other.id })).statusCode).toBe(404);
    expect((await c.post(`/api/cart/new?userId=${member.id}`, other)).statusCode).toBe(403);
    expect((await c.get(`/api/cart/latest?userId=${member.id}`, other)).statusCode).toBe(403);
    expect((await c.post('/api/cart/checkout', other, { cartId, userId: member.id })).statusCode).toBe(403);
  });

  it('lets an administrator act for another account, and answers 404 for an account that does not exist', async () => {
    const admin = await newMember(t.app, t.ctx.db, { role: Role.Admin });
    const created = await c.post(`/api/cart/new?userId=${member.id}`, admin);
    expect(created.statusCode).toBe(200);
    expect((await c.get(`/api/cart/${created.json().cartId}`, member)).json()).toMatchObject({ status: 'open' });
    const unknown = '6f1f2c3d-4b5a-4c6d-8e7f-901234567890';
    const res = await c.post(`/api/cart/new?userId=${unknown}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: EVENT_MESSAGES.accountNotFound });
    expect(await countRows(t.ctx.db, 'carts', `account_id = '${unknown}'`)).toBe(0);
    const register = await c.post('/api/event/register', admin, { ticketPriceId: paid.priceIds[0], userId: unknown });
    expect(register.statusCode).toBe(404);
    expect(register.json().message).toBe(EVENT_MESSAGES.accountNotFound);
    // A member naming an unknown account still learns nothing of it: 403 as for any other account.
    expect((await c.post(`/api/cart/new?userId=${unknown}`, member)).statusCode).toBe(403);
  });

  it('refuses more seats than are left, and tickets of events that started or are hidden', async () => {
    const cartId = await newCart();
    const res = await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[1], quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'SOLD_OUT', message: 'Sorry, only 2 tickets left for Student.' });
    const started = await createEvent(t.ctx.db, { startsInMs: -60_000, prices: [{ amountCents: 100 }] });
    expect(
      (await c.post('/api/cart/additem', member, { cartId, itemPriceId: started.priceIds[0], quantity: 1 })).json()
        .code,
    ).toBe('REGISTRATION_CLOSED');
    const draft = await createEvent(t.ctx.db, { status: 'draft', prices: [{ amountCents: 100 }] });
    expect(
      (await c.post('/api/cart/additem', member, { cartId, itemPriceId: draft.priceIds[0], quantity: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/cart/checkout', () => {
  it('answers the test gateway URL on the request origin (else PUBLIC_URL) and holds the seats', async () => {
    const cartId = await newCart();
    await c.post('/api/cart/additem', member, { cartId, itemPriceId: paid.priceIds[1], quantity: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/checkout',
      headers: { authorization: member.authorization, origin: 'http://localhost:5173' },
      payload: { cartId, userId: member.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      checkoutUrl: `http://localhost:5173/checkout/test-gateway/${body.sessionId}`,
      sessionId: expect.any(String),
      expiresAt: expect.any(String),
      provider: 'test',
    });
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const prices = (await c.get(`/api/event/${paid.eventId}/tickets`, member)).json();
    expect(prices[1]).toMatchObject({ remaining: 0, soldOut: true });
    // Checking the same cart out again gives up the first session's holds.
    const again = (await c.post('/api/cart/checkout', member, { cartId, userId: member.id })).json();
    expect(again.checkoutUrl).toBe(`http://portal.test/checkout/test-gateway/${again.sessionId}`);
    expect(await countRows(t.ctx.db, 'checkout_sessions', `cart_id = '${cartId}' and status = 'cancelled'`)).toBe(1);
    expect((await c.get(`/api/event/${paid.eventId}/tickets`, member)).json()[1].remaining).toBe(0);
    const blocked = await newCart(other);
    expect(
      (await c.post('/api/cart/additem', other, { cartId: blocked, itemPriceId: paid.priceIds[1], quantity: 1 })).json()
        .code,
    ).toBe('SOLD_OUT');
    await c.post(`/api/payments/test-gateway/${again.sessionId}/cancel`, member);
    expect((await c.get(`/api/event/${paid.eventId}/tickets`, member)).json()[1].remaining).toBe(2);
  });

  it('refuses an empty cart', async () => {
    const cartId = await newCart();
    const res = await c.post('/api/cart/checkout', member, { cartId, userId: member.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty.');
  });

  it('confirms a zero-total cart at once: tickets, no payment page, cart closed', async () => {
    const free = await createEvent(t.ctx.db, { prices: [{ name: 'Free seat', amountCents: 0, capacity: 10 }] });
    const who = await newMember(t.app, t.ctx.db);
    const cartId = await newCart(who);
    await c.post('/api/cart/additem', who, { cartId, itemPriceId: free.priceIds[0], quantity: 3 });
    const res = (await c.post('/api/cart/checkout', who, { cartId, userId: who.id })).json();
    expect(res).toMatchObject({
      checkoutUrl: 'http://portal.test/events/attending?checkout=success',
      expiresAt: null,
      provider: 'none',
    });
    expect((await c.get(`/api/user/event/${free.eventId}/tickets`, who)).json().totalItems).toBe(3);
    expect((await c.get(`/api/cart/${cartId}`, who)).json().status).toBe('checked_out');
    expect(
      (await c.post('/api/cart/additem', who, { cartId, itemPriceId: free.priceIds[0], quantity: 1 })).json().code,
    ).toBe('CART_CLOSED');
    expect((await c.post('/api/cart/checkout', who, { cartId, userId: who.id })).json().code).toBe('CART_CLOSED');
    expect((await c.get(`/api/cart/latest?userId=${who.id}`, who)).json().cartId).toBeNull();
  });
});
