/**
 * No event is ever oversold (issue #4 Seats): 50 members buy the last seat at the same moment
 * (cart checkout and card payment), 20 times over, and each time exactly one ticket is issued;
 * 50 concurrent free single-click registrations for the last seat give one ticket too. On PGlite
 * the database serialises the transactions; on PostgreSQL they really race on the row lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, createEvent, type Member, newMember, rows } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

const BUYERS = 50;
const ROUNDS = 20;

let t: TestApp;
let members: Member[];
let c: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  members = [];
  for (let i = 0; i < BUYERS; i += 10)
    members.push(...(await Promise.all(Array.from({ length: 10 }, () => newMember(t.app, t.ctx.db)))));
}, 120_000);
afterAll(async () => t?.close());

describe('the last seat', () => {
  it(`${BUYERS} concurrent purchases of the last seat, ${ROUNDS} times: exactly one ticket each time`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { eventId, priceIds } = await createEvent(t.ctx.db, {
        title: `Last seat ${round}`,
        prices: [{ name: 'Seat', amountCents: 9_900, capacity: 3 }],
      });
      // Two seats already sold: one is left.
      await t.ctx.db.execute(`update event_ticket_prices set sold = 2 where id = ${priceIds[0]}` as never);
      // Each member's cart holds the seat (written directly: the race is checkout and payment).
      const carts = (
        await rows<{ id: string }>(
          t.ctx.db,
          `insert into carts (account_id) select unnest('{${members.map((m) => m.id).join(',')}}'::uuid[]) returning id, account_id`,
        )
      ).map((r) => r.id);
      const owners = await rows<{ id: string; account_id: string }>(
        t.ctx.db,
        `select id, account_id from carts where id = any('{${carts.join(',')}}'::uuid[])`,
      );
      await t.ctx.db.execute(
        `insert into cart_items (cart_id, ticket_price_id, quantity) select unnest('{${carts.join(',')}}'::uuid[]), ${priceIds[0]}, 1` as never,
      );
      const cartOf = new Map(owners.map((o) => [o.account_id, o.id]));
      const outcomes = await Promise.all(
        members.map(async (m) => {
          const checkout = await c.post('/api/cart/checkout', m, { cartId: cartOf.get(m.id), userId: m.id });
          if (checkout.statusCode !== 200)
            return { checkout: checkout.statusCode, code: checkout.json().code as string, pay: 0 };
          const pay = await c.post(`/api/payments/test-gateway/${checkout.json().sessionId}/pay`, m, {
            cardNumber: '4242424242424242',
            expiry: '12/40',
            cvc: '123',
            name: 'Racer',
          });
          return { checkout: 200, code: '', pay: pay.statusCode };
        }),
      );
      const winners = outcomes.filter((o) => o.checkout === 200);
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(winners[0].pay).toBe(200);
      expect(outcomes.filter((o) => o.checkout === 409 && o.code === 'SOLD_OUT')).toHaveLength(BUYERS - 1);
      expect(await countRows(t.ctx.db, 'event_tickets', `event_id = ${eventId}`)).toBe(1);
      const [price] = await rows<{ sold: number }>(
        t.ctx.db,
        `select sold from event_ticket_prices where id = ${priceIds[0]}`,
      );
      expect(price.sold).toBe(3);
      expect(await countRows(t.ctx.db, 'seat_holds', `ticket_price_id = ${priceIds[0]} and released_at is null`)).toBe(
        0,
      );
    }
  }, 120_000);

  it(`${BUYERS} concurrent free registrations for the last seat: one ticket`, async () => {
    for (let round = 0; round < 5; round++) {
      const { eventId, priceIds } = await createEvent(t.ctx.db, {
        prices: [{ name: 'Free seat', amountCents: 0, capacity: 1 }],
      });
      const results = await Promise.all(
        members.map((m) => c.post('/api/event/register', m, { ticketPriceId: priceIds[0], userId: m.id })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409 && r.json().code === 'SOLD_OUT')).toHaveLength(BUYERS - 1);
      expect(await countRows(t.ctx.db, 'event_tickets', `event_id = ${eventId}`)).toBe(1);
    }
  }, 60_000);
});
