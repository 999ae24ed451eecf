/**
 * Waitlist of sold-out ticket types (issue 22): who may join, positions and leaving; a freed seat
 * goes to the first in line as a reserved offer that only they can claim (free registration and
 * paid checkout), even with 50 members racing for it; a lapsed offer moves to the next member; the
 * offer job run twice at once (two processes) makes one offer; staff see the line; a cancelled
 * event closes it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWaitlistOffers, WAITLIST_JOB } from '../src/modules/events/waitlist.service';
import { buy, client, countRows, createEvent, type Member, newMember, rows, waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let c: ReturnType<typeof client>;
let staff: Member;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
}, 60_000);
afterAll(async () => t?.close());

async function members(n: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i += 10)
    out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => newMember(t.app, t.ctx.db)))));
  return out;
}

/** A published event whose one type of `capacity` seats is sold out to `holders` (free tickets). */
async function soldOut(capacity: number, holders: Member[], amountCents = 0) {
  const { eventId, priceIds } = await createEvent(t.ctx.db, {
    title: `Sensory processing workshop ${Math.random().toString(36).slice(2, 6)}`,
    prices: [{ name: 'Seat', amountCents, capacity }],
  });
  for (const h of holders) {
    if (amountCents === 0) {
      const res = await c.post('/api/event/register', h, { ticketPriceId: priceIds[0], userId: h.id });
      expect(res.statusCode).toBe(200);
    } else {
      const { pay } = await buy(t.app, h, [{ itemPriceId: priceIds[0], quantity: 1 }]);
      expect(pay?.statusCode).toBe(200);
    }
  }
  return { eventId, priceId: priceIds[0] };
}

const join = (m: Member, ticketPriceId: number) => c.post('/api/event/waitlist/join', m, { ticketPriceId });
const openOffers = (priceId: number) =>
  rows<{ account_id: string }>(
    t.ctx.db,
    `select account_id from event_waitlist where ticket_price_id = ${priceId} and status = 'offered' and offer_expires_at > now()`,
  );
const offerMails = async (to: string) =>
  (await t.ctx.mailer.listOutbox(500)).filter((m) => m.to === to && m.subject.startsWith('A seat is free for you'));

describe('joining and leaving', () => {
  it('joins only a sold-out limited type, shows positions, is idempotent, and leaves', async () => {
    const [holder, a, b, registered] = await members(4);
    const open = await createEvent(t.ctx.db, { prices: [{ name: 'Seat', amountCents: 0, capacity: 5 }] });
    const notSoldOut = await join(a, open.priceIds[0]);
    expect(notSoldOut.statusCode).toBe(409);
    expect(notSoldOut.json()).toMatchObject({ code: 'CONFLICT' });
    const unlimited = await createEvent(t.ctx.db, { prices: [{ name: 'Seat', amountCents: 0, capacity: null }] });
    expect((await join(a, unlimited.priceIds[0])).statusCode).toBe(409);
    expect((await join(a, 99_999_999)).statusCode).toBe(404);

    const { eventId, priceId } = await soldOut(1, [holder]);
    expect((await join(holder, priceId)).json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
    const first = await join(a, priceId);
    expect(first.statusCode).toBe(200);
    expect(first.json().entries).toEqual([
      expect.objectContaining({ ticketPriceId: priceId, ticketPriceName: 'Seat', status: 'waiting', position: 1 }),
    ]);
    expect((await join(b, priceId)).json().entries[0].position).toBe(2);
    expect((await join(a, priceId)).json().entries[0].position).toBe(1);
    expect((await c.get(`/api/user/event/${eventId}/waitlist`, b)).json().entries[0].position).toBe(2);
    // The details page shows the type sold out to someone not on the line.
    const types = (await c.get(`/api/event/${eventId}/tickets`, registered)).json();
    expect(types[0]).toMatchObject({ soldOut: true, remaining: 0 });

    expect((await c.post('/api/event/waitlist/leave', a, { ticketPriceId: priceId })).json().entries).toEqual([]);
    expect((await c.get(`/api/user/event/${eventId}/waitlist`, b)).json().entries[0].position).toBe(1);
    const again = await c.post('/api/event/waitlist/leave', a, { ticketPriceId: priceId });
    expect(again.statusCode).toBe(404);

    // Staff see the line; a member may not.
    expect((await c.get(`/api/v1/admin/events/${eventId}/waitlist`, a)).statusCode).toBe(403);
    const list = await c.get(`/api/v1/admin/events/${eventId}/waitlist`, staff);
    expect(list.json().data.entries).toEqual([
      expect.objectContaining({ accountId: b.id, email: b.email, status: 'waiting', position: 1 }),
    ]);
    expect((await c.get('/api/v1/admin/events/99999999/waitlist', staff)).statusCode).toBe(404);
  });
});

describe('offers', () => {
  it('50 members racing for one freed seat: one offer at a time, one ticket, to the first in line', async () => {
    const [holder, outsider, ...line] = await members(52);
    const { eventId, priceId } = await soldOut(1, [holder]);
    for (const m of line) expect((await join(m, priceId)).statusCode).toBe(200);
    const ticketId = (await c.get(`/api/user/event/${eventId}/tickets`, holder)).json().tickets[0].ticketId;
    expect((await c.post('/api/ticket/cancel', holder, { ticketId })).statusCode).toBe(200);

    // The cancellation offered the seat at once: to the first in line only, by mail.
    expect(await openOffers(priceId)).toEqual([{ account_id: line[0].id }]);
    await waitForMail(t.ctx.mailer, (m) => m.to === line[0].email && m.subject.startsWith('A seat is free for you'));
    const mine = (await c.get(`/api/user/event/${eventId}/waitlist`, line[0])).json().entries[0];
    expect(mine).toMatchObject({ status: 'offered', position: null });
    expect(Date.parse(mine.offerExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Someone not on the line sees no seat.
    expect(
      (await c.post('/api/event/register', outsider, { ticketPriceId: priceId, userId: outsider.id })).json(),
    ).toMatchObject({ code: 'SOLD_OUT' });

    // Everyone on the line (and the outsider) registers at once while offer runs race too.
    const racers = [outsider, ...line];
    const [outcomes] = await Promise.all([
      Promise.all(racers.map((m) => c.post('/api/event/register', m, { ticketPriceId: priceId, userId: m.id }))),
      Promise.all([runWaitlistOffers(t.ctx), runWaitlistOffers(t.ctx), runWaitlistOffers(t.ctx)]),
    ]);
    const winners = outcomes.map((r, i) => ({ r, m: racers[i] })).filter((o) => o.r.statusCode === 200);
    expect(winners.map((w) => w.m.id)).toEqual([line[0].id]);
    expect(outcomes.filter((r) => r.statusCode === 409 && r.json().code === 'SOLD_OUT')).toHaveLength(
      racers.length - 1,
    );
    expect(await countRows(t.ctx.db, 'event_tickets', `event_id = ${eventId} and attendance_status = 'Active'`)).toBe(
      1,
    );
    const [{ sold }] = await rows<{ sold: number }>(
      t.ctx.db,
      `select sold from event_ticket_prices where id = ${priceId}`,
    );
    expect(sold).toBe(1);
    // The claimed entry closed; no seat is free, so nobody else was offered.
    expect(await openOffers(priceId)).toEqual([]);
    expect(await countRows(t.ctx.db, 'event_waitlist', `ticket_price_id = ${priceId} and status = 'claimed'`)).toBe(1);
    expect(await countRows(t.ctx.db, 'event_waitlist', `ticket_price_id = ${priceId} and status = 'waiting'`)).toBe(49);
    expect(await offerMails(line[0].email)).toHaveLength(1);
    expect(await offerMails(line[1].email)).toHaveLength(0);
  }, 120_000);

  it('an offer that expires moves to the next member; the job run twice at once sends one offer', async () => {
    const [holder, a, b, cc] = await members(4);
    const { priceId } = await soldOut(1, [holder]);
    for (const m of [a, b, cc]) await join(m, priceId);
    // A seat freed without a cancellation (as a lapsed hold or a raised capacity would): the job finds it.
    await t.ctx.db.execute(sql`update event_ticket_prices set capacity = 2 where id = ${priceId}`);
    const due = () => t.ctx.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = ${WAITLIST_JOB}`);
    await t.ctx.jobs.runIfDue(WAITLIST_JOB).catch(() => false);
    await due();
    // Two processes at once: the job row is claimed by one; two direct runs share the row lock.
    const ran = await Promise.all([
      t.ctx.jobs.runIfDue(WAITLIST_JOB),
      t.ctx.jobs.runIfDue(WAITLIST_JOB),
      runWaitlistOffers(t.ctx),
    ]);
    expect(ran.slice(0, 2).filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await openOffers(priceId)).toEqual([{ account_id: a.id }]);
    await waitForMail(t.ctx.mailer, (m) => m.to === a.email && m.subject.startsWith('A seat is free for you'));
    expect(await offerMails(a.email)).toHaveLength(1);

    // a lets the 24 hours pass: the job expires the offer and offers b.
    await t.ctx.db.execute(
      sql`update event_waitlist set offer_expires_at = now() - interval '1 second' where ticket_price_id = ${priceId} and status = 'offered'`,
    );
    // A lapsed offer no longer keeps the seat from a: but the line (b, c) still comes first.
    expect((await c.post('/api/event/register', a, { ticketPriceId: priceId, userId: a.id })).json()).toMatchObject({
      code: 'SOLD_OUT',
    });
    await due();
    expect(await t.ctx.jobs.runIfDue(WAITLIST_JOB)).toBe(true);
    expect(await openOffers(priceId)).toEqual([{ account_id: b.id }]);
    expect(await countRows(t.ctx.db, 'event_waitlist', `account_id = '${a.id}' and status = 'expired'`)).toBe(1);
    await waitForMail(t.ctx.mailer, (m) => m.to === b.email && m.subject.startsWith('A seat is free for you'));
    expect(
      (
        await c.get(
          `/api/user/event/${(await rows<{ event_id: number }>(t.ctx.db, `select event_id from event_ticket_prices where id = ${priceId}`))[0].event_id}/waitlist`,
          cc,
        )
      ).json().entries[0].position,
    ).toBe(1);
  }, 60_000);

  it('a paid offer is claimed through the cart checkout; nobody else can check the seat out', async () => {
    const [holder, a, outsider] = await members(3);
    const { eventId, priceId } = await soldOut(1, [holder], 4_500);
    await join(a, priceId);
    const ticketId = (await c.get(`/api/user/event/${eventId}/tickets`, holder)).json().tickets[0].ticketId;
    expect((await c.post('/api/ticket/cancel', holder, { ticketId })).statusCode).toBe(200);
    expect(await openOffers(priceId)).toEqual([{ account_id: a.id }]);
    const other = await buy(t.app, outsider, [{ itemPriceId: priceId, quantity: 1 }]);
    expect(other.checkout.json()).toMatchObject({ code: 'SOLD_OUT' });
    const mine = await buy(t.app, a, [{ itemPriceId: priceId, quantity: 1 }]);
    expect(mine.pay?.statusCode).toBe(200);
    expect(await countRows(t.ctx.db, 'event_tickets', `event_id = ${eventId} and attendance_status = 'Active'`)).toBe(
      1,
    );
    expect((await c.get(`/api/user/event/${eventId}/waitlist`, a)).json().entries).toEqual([]);
  }, 60_000);

  it('cancelling the event closes its waitlist', async () => {
    const [holder, a] = await members(2);
    const { eventId, priceId } = await soldOut(1, [holder]);
    await join(a, priceId);
    expect((await c.post(`/api/v1/admin/events/${eventId}/cancel`, staff)).statusCode).toBe(200);
    expect(
      await countRows(t.ctx.db, 'event_waitlist', `event_id = ${eventId} and status in ('waiting', 'offered')`),
    ).toBe(0);
    expect(await openOffers(priceId)).toEqual([]);
  });
});
