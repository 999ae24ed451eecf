/**
 * The member and membership webhooks of issue 31 that come from members themselves, imports and staff
 * status changes, each written in the action's own transaction (outbox channel 'webhook'):
 * member.updated when a member saves their own details and for each member an import updates;
 * membership.cancelled / membership.lapsed / membership.renewed (reinstated) when staff set a
 * membership status on the member page or in bulk.
 */
import { Role, WEBHOOK_EVENT_TYPES } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { outbox, webhookEndpoints } from '../src/db/schema';
import { localToday } from '../src/modules/membership/membership.dates';
import { multipart } from './communities-fixtures';
import { type Member, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: Member;
let endpointId: string;
let typeId: number;

async function lastSeq(): Promise<number> {
  const [row] = await query<{ n: number }>(t.ctx.db, sql`select coalesce(max(seq), 0)::int as n from outbox`);
  return Number(row.n);
}
/** The payload data of the webhook rows of `type` since `since`, in the order written. */
async function emitted(type: string, since: number): Promise<Record<string, unknown>[]> {
  const rows = await t.ctx.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'webhook'),
        eq(outbox.recipient, endpointId),
        eq(outbox.kind, type),
        sql`${outbox.seq} > ${since}`,
      ),
    )
    .orderBy(outbox.seq);
  return rows.map((r) => {
    const payload = r.payload as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe(type);
    expect(JSON.stringify(payload)).not.toMatch(/password|whsec_|secret|dateOfBirth|1988-04-21/i);
    return payload.data;
  });
}

async function withMembership(who: Member, renewedTo: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    t.ctx.db,
    sql`insert into memberships (account_id, member_num, type_id, join_date, renewed_to)
      values (${who.id}, ${`M${who.id.slice(0, 6)}`}, ${typeId}, '2020-01-01'::date, ${renewedTo}::date) returning id`,
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' });
  admin = await newMember(t.app, t.ctx.db, { role: Role.Admin });
  const [all] = await t.ctx.db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:9/all', eventTypes: [...WEBHOOK_EVENT_TYPES], secret: 'whsec_x' })
    .returning();
  endpointId = all.id;
  const [type] = await query<{ id: number }>(
    t.ctx.db,
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false) returning id`,
  );
  typeId = type.id;
}, 60_000);
afterAll(async () => t?.close());

describe('member.updated', () => {
  it('a member saving their own details (PUT /api/User) emits one event with the changed fields; an unchanged save none', async () => {
    const me = await newMember(t.app, t.ctx.db, { firstName: 'Priya', lastName: 'Raman' });
    const form = {
      firstName: 'Priya',
      lastName: 'Raman-Shah',
      registeredEmail: me.email,
      dob: '1988-04-21',
      postalSuburb: 'Newcastle',
      postalState: 'NSW',
      mobile: '0412 345 678',
    };
    const since = await lastSeq();
    const put = () =>
      t.app.inject({ method: 'PUT', url: '/api/User', headers: { authorization: me.authorization }, payload: form });
    expect((await put()).statusCode).toBe(200);
    const [data, ...more] = await emitted('member.updated', since);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      id: me.id,
      email: me.email,
      firstName: 'Priya',
      lastName: 'Raman-Shah',
      suburb: 'Newcastle',
      state: 'NSW',
      mobile: '0412 345 678',
    });
    expect(data.changedFields).toEqual(expect.arrayContaining(['lastName', 'suburb', 'state', 'mobile']));
    expect(data.changedFields).not.toContain('dateOfBirth');

    const again = await lastSeq();
    expect((await put()).statusCode).toBe(200);
    expect(await emitted('member.updated', again)).toEqual([]);
  });

  it('an import emits one member.updated per member it updates, none for the unchanged or created', async () => {
    const grace = await newMember(t.app, t.ctx.db, {
      email: 'grace.lee@example.org',
      firstName: 'Grace',
      lastName: 'Lee',
    });
    const same = await newMember(t.app, t.ctx.db, {
      email: 'sam.same@example.org',
      firstName: 'Sam',
      lastName: 'Same',
      mobile: null,
    });
    const bytes = Buffer.from(
      [
        'First name,Last name,Email,Mobile',
        'Grace,Lee,grace.lee@example.org,0433 999 000',
        'Sam,Same,sam.same@example.org,',
        'Oliver,Smith,oliver.smith@example.org,0400 111 222',
      ].join('\n'),
      'utf8',
    );
    const body = multipart([{ name: 'file', filename: 'members.csv', bytes, type: 'text/csv' }]);
    const since = await lastSeq();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/member-imports',
      payload: body.payload,
      headers: { ...body.headers, authorization: admin.authorization },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.counts).toMatchObject({ create: 1, update: 1 });
    const events = await emitted('member.updated', since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: grace.id,
      email: 'grace.lee@example.org',
      mobile: '0433 999 000',
      changedFields: ['mobile'],
      source: 'import',
    });
    expect(events.some((e) => e.id === same.id)).toBe(false);
  });
});

describe('membership status set by staff', () => {
  it('on the member page: Cancelled emits membership.cancelled, Active again membership.renewed (reinstated), the same status nothing', async () => {
    const who = await newMember(t.app, t.ctx.db);
    const membershipId = await withMembership(who, '2027-06-30');
    const today = localToday(t.ctx.config.tenant.timeZone);
    const set = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/members/${who.id}/membership`,
        headers: { authorization: admin.authorization },
        payload: { status },
      });
    let since = await lastSeq();
    expect((await set('Cancelled')).statusCode).toBe(200);
    expect(await emitted('membership.cancelled', since)).toEqual([
      {
        id: membershipId,
        accountId: who.id,
        memberNumber: `M${who.id.slice(0, 6)}`,
        cancelledOn: today,
        reason: 'staff',
      },
    ]);
    since = await lastSeq();
    expect((await set('Cancelled')).statusCode).toBe(200);
    expect(await emitted('membership.cancelled', since)).toEqual([]);
    expect((await set('Active')).statusCode).toBe(200);
    expect(await emitted('membership.renewed', since)).toEqual([
      {
        id: membershipId,
        accountId: who.id,
        memberNumber: `M${who.id.slice(0, 6)}`,
        renewedFrom: '2027-06-30',
        renewedTo: '2027-06-30',
        periodStart: null,
        invoiceId: null,
        reinstated: true,
      },
    ]);
  });

  it('in bulk: one membership.lapsed per membership that changed, in the bulk action’s transaction', async () => {
    const a = await newMember(t.app, t.ctx.db);
    const b = await newMember(t.app, t.ctx.db);
    const c = await newMember(t.app, t.ctx.db);
    await withMembership(a, '2026-01-31');
    await withMembership(b, '2026-02-28');
    await withMembership(c, '2026-03-31');
    await query(t.ctx.db, sql`update memberships set status = 'Lapsed' where account_id = ${c.id}`);
    const since = await lastSeq();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/members/bulk',
      headers: { authorization: admin.authorization },
      payload: { selection: { ids: [a.id, b.id, c.id] }, action: 'membershipStatus', status: 'Lapsed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ changed: 2 });
    const events = await emitted('membership.lapsed', since);
    expect(events.map((e) => e.accountId).sort()).toEqual([a.id, b.id].sort());
    expect(events.find((e) => e.accountId === a.id)).toMatchObject({
      renewedTo: '2026-01-31',
      lapsedOn: localToday(t.ctx.config.tenant.timeZone),
      reason: 'staff',
    });
  });
});
