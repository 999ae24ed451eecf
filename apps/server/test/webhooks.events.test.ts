/**
 * Each webhook event type is emitted once by its action (issue 31), written in the action's own
 * transaction to the outbox (channel 'webhook'), one row per subscribed endpoint, with a payload
 * `{ type, timestamp, data }` that names the stable ids and holds no secrets.
 */
import { WEBHOOK_EVENT_TYPES } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { outbox, webhookEndpoints } from '../src/db/schema';
import { localToday } from '../src/modules/membership/membership.dates';
import { markLapsedMemberships } from '../src/modules/membership/membership.service';
import { multipart } from './communities-fixtures';
import { buy, client, createEvent, type Member, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let c: ReturnType<typeof client>;
let admin: Member;
let endpointId: string;
let otherEndpointId: string;
let typeId: number;

/** The webhook rows of `type` for the all-events endpoint, written since `since` (seq). */
async function emitted(type: string, since: number) {
  return t.ctx.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'webhook'),
        eq(outbox.recipient, endpointId),
        eq(outbox.kind, type),
        sql`${outbox.seq} > ${since}`,
      ),
    );
}
async function lastSeq(): Promise<number> {
  const [row] = await query<{ n: number }>(t.ctx.db, sql`select coalesce(max(seq), 0)::int as n from outbox`);
  return Number(row.n);
}
/** Exactly one row of `type` since `since`: its payload data. */
async function one(type: string, since: number): Promise<Record<string, unknown>> {
  const rows = await emitted(type, since);
  expect(rows, type).toHaveLength(1);
  const payload = rows[0].payload as { type: string; timestamp: string; data: Record<string, unknown> };
  expect(payload.type).toBe(type);
  expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
  expect(JSON.stringify(payload)).not.toMatch(/password|whsec_|secret/i);
  return payload.data;
}

async function memberWithMembership(renewedTo: string) {
  const who = await newMember(t.app, t.ctx.db);
  const [row] = await query<{ id: string }>(
    t.ctx.db,
    sql`insert into memberships (account_id, member_num, type_id, join_date, renewed_to)
      values (${who.id}, ${`W${who.id.slice(0, 6)}`}, ${typeId}, '2020-01-01'::date, ${renewedTo}::date) returning id`,
  );
  return { ...who, membershipId: row.id };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Buyer' };

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' });
  c = client(t.app);
  admin = await newMember(t.app, t.ctx.db, { role: 1 });
  const [all] = await t.ctx.db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:9/all', eventTypes: [...WEBHOOK_EVENT_TYPES], secret: 'whsec_x' })
    .returning();
  endpointId = all.id;
  const [other] = await t.ctx.db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:9/members', eventTypes: ['member.created'], secret: 'whsec_y' })
    .returning();
  otherEndpointId = other.id;
  await t.ctx.db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:9/off', eventTypes: [...WEBHOOK_EVENT_TYPES], secret: 'whsec_z', enabled: false });
  const [type] = await query<{ id: number }>(
    t.ctx.db,
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false) returning id`,
  );
  typeId = type.id;
}, 60_000);
afterAll(async () => t?.close());

describe('webhook events', () => {
  it('member.created and member.updated from the members admin, one row per subscribed enabled endpoint', async () => {
    const since = await lastSeq();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/members',
      headers: { authorization: admin.authorization },
      payload: { firstName: 'Ada', lastName: 'Hook', email: 'ada.hook@example.test', sendInvitation: false },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const data = await one('member.created', since);
    expect(data).toMatchObject({ id, email: 'ada.hook@example.test', firstName: 'Ada', lastName: 'Hook' });
    const toOther = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, otherEndpointId), sql`${outbox.seq} > ${since}`));
    expect(toOther).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'webhook'), sql`${outbox.seq} > ${since}`)),
    ).toHaveLength(2);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/members/${id}`,
      headers: { authorization: admin.authorization },
      payload: { firstName: 'Adah', lastName: 'Hook', email: 'ada.hook@example.test' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await one('member.updated', since)).toMatchObject({ id, firstName: 'Adah', changedFields: ['firstName'] });
  });

  it('membership.renewed and invoice.paid when a renewal is paid; membership.cancelled; membership.lapsed by the job', async () => {
    const today = localToday(t.config.tenant.timeZone);
    const m = await memberWithMembership(addDays(today, 10));
    let since = await lastSeq();
    const { sessionId, invoiceId } = (await c.post('/api/user/membership/renew', m)).json();
    expect((await c.post(`/api/payments/test-gateway/${sessionId}/pay`, m, card)).statusCode).toBe(200);
    expect(await one('membership.renewed', since)).toMatchObject({ id: m.membershipId, accountId: m.id, invoiceId });
    expect(await one('invoice.paid', since)).toMatchObject({
      id: invoiceId,
      accountId: m.id,
      kind: 'renewal',
      totalCents: 56000,
    });

    const lapsing = await memberWithMembership(addDays(today, -2));
    since = await lastSeq();
    expect(await markLapsedMemberships(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await markLapsedMemberships(t.ctx)).toBe(0);
    expect(await one('membership.lapsed', since)).toMatchObject({ id: lapsing.membershipId, accountId: lapsing.id });

    since = await lastSeq();
    const cancelled = await c.post('/api/user/CancelMembership', m, { CancelMembershipReason: 'cost' });
    expect(cancelled.statusCode).toBe(200);
    expect(await one('membership.cancelled', since)).toMatchObject({ id: m.membershipId, reason: 'cost' });
  });

  it('ticket.created, invoice.paid, ticket.cancelled, invoice.refunded, ticket.checked_in, event.published, event.cancelled', async () => {
    const buyer = await newMember(t.app, t.ctx.db);
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      prices: [{ name: 'Paid', amountCents: 5000, capacity: 10 }],
    });
    let since = await lastSeq();
    const bought = await buy(t.app, buyer, [{ itemPriceId: priceIds[0], quantity: 1 }]);
    expect(bought.pay?.statusCode).toBe(200);
    const ticket = await one('ticket.created', since);
    expect(ticket).toMatchObject({ eventId, accountId: buyer.id, amountCents: 5000 });
    expect(await one('invoice.paid', since)).toMatchObject({ accountId: buyer.id, totalCents: 5000 });

    since = await lastSeq();
    expect((await c.post('/api/ticket/cancel', buyer, { ticketId: ticket.id })).statusCode).toBe(200);
    expect(await one('ticket.cancelled', since)).toMatchObject({ id: ticket.id, reason: 'member' });
    expect(await one('invoice.refunded', since)).toMatchObject({ accountId: buyer.id, status: 'Refunded' });

    // Free registration, then check-in by staff.
    const free = await createEvent(t.ctx.db);
    since = await lastSeq();
    const reg = await c.post('/api/event/register', buyer, { ticketPriceId: free.priceIds[0], userId: buyer.id });
    expect(reg.statusCode).toBe(200);
    const freeTicket = await one('ticket.created', since);
    since = await lastSeq();
    const checkin = await c.post(`/api/v1/admin/events/${free.eventId}/checkin`, admin, { ticketId: freeTicket.id });
    expect(checkin.statusCode).toBe(200);
    expect(await one('ticket.checked_in', since)).toMatchObject({ id: freeTicket.id, eventId: free.eventId });
    // A second scan changes nothing and emits nothing.
    await c.post(`/api/v1/admin/events/${free.eventId}/checkin`, admin, { ticketId: freeTicket.id });
    expect(await emitted('ticket.checked_in', since)).toHaveLength(1);

    const draft = await createEvent(t.ctx.db, { status: 'draft', title: 'Hook night' });
    since = await lastSeq();
    expect((await c.post(`/api/v1/admin/events/${draft.eventId}/publish`, admin, {})).statusCode).toBe(200);
    expect(await one('event.published', since)).toMatchObject({ id: draft.eventId, title: 'Hook night' });

    since = await lastSeq();
    expect((await c.post(`/api/v1/admin/events/${free.eventId}/cancel`, admin, {})).statusCode).toBe(200);
    expect(await one('event.cancelled', since)).toMatchObject({ id: free.eventId, ticketsCancelled: [freeTicket.id] });
    expect(await one('ticket.cancelled', since)).toMatchObject({ id: freeTicket.id, reason: 'event.cancelled' });
  });

  it('cpd.record.created when a member adds a CPD record', async () => {
    const who = await newMember(t.app, t.ctx.db);
    const since = await lastSeq();
    const body = multipart(
      Object.entries({
        title: 'Webhooks for OTs',
        categoryName: 'Online course or webinar',
        presenter: 'Dr Jane Ngo',
        domain: 'Knowledge and learning',
        hours: '1.5',
        interactive: 'true',
        completedDate: localToday(t.config.tenant.timeZone),
      }).map(([name, value]) => ({ name, value })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cpd/record',
      headers: { authorization: who.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(await one('cpd.record.created', since)).toMatchObject({ accountId: who.id, title: 'Webhooks for OTs' });
  });

  it('writes nothing when no enabled endpoint takes the event', async () => {
    await t.ctx.db.update(webhookEndpoints).set({ enabled: false });
    const since = await lastSeq();
    const draft = await createEvent(t.ctx.db, { status: 'draft' });
    expect((await c.post(`/api/v1/admin/events/${draft.eventId}/publish`, admin, {})).statusCode).toBe(200);
    expect(await emitted('event.published', since)).toHaveLength(0);
  });
});
