/**
 * Staff administration of members (issue 23): who reaches each call (member 403, scoped staff only
 * their own scope), each staff action writes exactly one audit row (a failed one none), the CSV
 * export escapes formula-leading cells, and signing a member out ends their sessions.
 */
import { Role } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segments } from '../src/db/schema';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let membershipStaff: string;
let eventsStaff: string;
let generalStaff: string;
let member: string;
let target: { id: string; email: string };
let segA: number;
let segB: number;

const base = '/api/v1/admin/members';

async function auditCount(): Promise<number> {
  const r = await t.ctx.db.execute(sql`select count(*)::int as n from staff_audit_log`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
}

async function lastAudit(): Promise<Record<string, unknown>> {
  const r = await t.ctx.db.execute(sql`select * from staff_audit_log order by id desc limit 1`);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

const as = (authorization: string) => ({ authorization });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const a = await createAccount(db, { role: Role.Admin, email: 'admin@example.test', firstName: 'Grace' });
  const ms = await createAccount(db, { contactTypes: ['MembershipStaff'], email: 'ms@example.test' });
  const es = await createAccount(db, { contactTypes: ['EventsStaff'], email: 'es@example.test' });
  const gs = await createAccount(db, { contactTypes: ['Staff'], email: 'gs@example.test' });
  const m = await createAccount(db, { email: 'member@example.test' });
  const tg = await createAccount(db, {
    email: 'ava.nguyen@example.test',
    firstName: 'Ava',
    lastName: 'Nguyen',
    suburb: '=HYPERLINK("http://evil")',
  });
  target = { id: tg.id, email: tg.email };
  [{ id: segA }, { id: segB }] = await db
    .insert(segments)
    .values([
      { categoryName: 'Practice area', name: 'Paediatrics' },
      { categoryName: 'Practice area', name: 'Hand therapy' },
    ])
    .returning();
  admin = (await signInAs(t.app, a.email)).authorization;
  membershipStaff = (await signInAs(t.app, ms.email)).authorization;
  eventsStaff = (await signInAs(t.app, es.email)).authorization;
  generalStaff = (await signInAs(t.app, gs.email)).authorization;
  member = (await signInAs(t.app, m.email)).authorization;
});
afterAll(async () => t.close());

describe('who reaches member administration', () => {
  it('answers 403 to a member, events staff and general staff; 200 to Admin and membership staff', async () => {
    for (const [who, status] of [
      [member, 403],
      [eventsStaff, 403],
      [generalStaff, 403],
      [membershipStaff, 200],
      [admin, 200],
    ] as const) {
      const list = await t.app.inject({ url: base, headers: as(who) });
      expect(list.statusCode).toBe(status);
      const one = await t.app.inject({ url: `${base}/${target.id}`, headers: as(who) });
      expect(one.statusCode).toBe(status);
      const bulk = await t.app.inject({
        method: 'POST',
        url: `${base}/bulk`,
        headers: as(who),
        payload: { selection: { ids: [target.id] }, action: 'removeSegments', segmentIds: [segB] },
      });
      expect(bulk.statusCode).toBe(status);
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });

  it('keeps membership staff out of events admin, and events staff in it', async () => {
    const events = '/api/v1/admin/events';
    expect((await t.app.inject({ url: events, headers: as(membershipStaff) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: events, headers: as(eventsStaff) })).statusCode).toBe(200);
    for (const [who, status] of [
      [membershipStaff, 403],
      [eventsStaff, 403],
      [generalStaff, 200],
    ] as const) {
      expect((await t.app.inject({ url: '/api/v1/admin/content/items', headers: as(who) })).statusCode).toBe(status);
    }
  });

  it('lets only Admin read the audit log and change roles', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/audit', headers: as(membershipStaff) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/audit', headers: as(member) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/audit', headers: as(admin) })).statusCode).toBe(200);
    const before = await auditCount();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}/role`,
      headers: as(membershipStaff),
      payload: { role: 1, contactTypes: ['Member'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/admin/audit', headers: as(admin), payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers the abilities of each scope', async () => {
    const res = await t.app.inject({ url: `${base}/abilities`, headers: as(membershipStaff) });
    expect(res.json().data).toEqual({
      canManageMembers: true,
      canManageEvents: false,
      canEditRoles: false,
      canReadAudit: false,
      canReadEnquiries: true,
    });
    const m = await t.app.inject({ url: `${base}/abilities`, headers: as(member) });
    expect(m.json().data).toEqual({
      canManageMembers: false,
      canManageEvents: false,
      canEditRoles: false,
      canReadAudit: false,
      canReadEnquiries: false,
    });
  });
});

describe('staff actions write exactly one audit row', () => {
  it('edits details with before and after; a refused edit writes none', async () => {
    const before = await auditCount();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}`,
      headers: as(membershipStaff),
      payload: {
        firstName: 'Ava',
        lastName: 'Nguyen',
        email: target.email,
        mobile: '0411 222 333',
        suburb: 'Fremantle',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile).toBe('0411 222 333');
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'member.update',
      entity_id: target.id,
      actor_email: 'ms@example.test',
      before: { mobile: null, suburb: '=HYPERLINK("http://evil")' },
      after: { mobile: '0411 222 333', suburb: 'Fremantle' },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}`,
      headers: as(membershipStaff),
      payload: { firstName: 'Ava', lastName: 'Nguyen', email: 'admin@example.test' },
    });
    expect(bad.statusCode).toBe(409);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}`,
      headers: as(membershipStaff),
      payload: { firstName: '', lastName: 'Nguyen', email: 'not-an-email' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(await auditCount()).toBe(before + 1);
    // put the formula back for the export test
    await t.ctx.db.execute(
      sql`update accounts set suburb = '=HYPERLINK("http://evil")', mobile = '+61 400 000 000' where id = ${target.id}`,
    );
  });

  it('edits the street address, country and date of birth; fields left out are kept; a future birth date is refused', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${base}/${target.id}`, headers: as(membershipStaff), payload });
    const names = { firstName: 'Ava', lastName: 'Nguyen', email: target.email };
    const saved = await put({
      ...names,
      address: '12 Marine Terrace',
      country: 'Australia',
      dateOfBirth: '1988-03-14',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      address: '12 Marine Terrace',
      country: 'Australia',
      dateOfBirth: '1988-03-14',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'member.update',
      before: { address: null, dateOfBirth: null },
      after: { address: '12 Marine Terrace', dateOfBirth: '1988-03-14' },
    });
    // A caller that sends only the names changes nothing else (and logs nothing).
    const before = await auditCount();
    const same = await put({ ...names });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ address: '12 Marine Terrace', dateOfBirth: '1988-03-14' });
    expect(await auditCount()).toBe(before);
    // null clears a field.
    expect((await put({ ...names, country: null })).json().data.country).toBeNull();
    const future = await put({ ...names, dateOfBirth: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('Please enter a date of birth between 1900 and today.');
    const impossible = await put({ ...names, dateOfBirth: '1990-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.body).toContain('Use the date format YYYY-MM-DD');
    const detail = await t.app.inject({ method: 'GET', url: `${base}/${target.id}`, headers: as(membershipStaff) });
    expect(detail.json().data).toMatchObject({
      address: '12 Marine Terrace',
      country: null,
      dateOfBirth: '1988-03-14',
    });
  });

  it('changes segments, role, membership, sessions, two-factor and invitations with one row each', async () => {
    const steps: { method: 'PUT' | 'POST'; url: string; payload?: object; action: string; who?: string }[] = [
      {
        method: 'PUT',
        url: `${base}/${target.id}/segments`,
        payload: { segmentIds: [segA] },
        action: 'member.segments',
      },
      { method: 'POST', url: `${base}/${target.id}/two-factor-reset`, action: 'member.two-factor-reset' },
      { method: 'POST', url: `${base}/${target.id}/invite`, action: 'member.invite' },
      // Last: with the EventsStaff scope the member is no longer below membership staff (issue 28).
      {
        method: 'PUT',
        url: `${base}/${target.id}/role`,
        payload: { role: 0, contactTypes: ['Member', 'EventsStaff'] },
        action: 'role.change',
        who: admin,
      },
    ];
    for (const step of steps) {
      const before = await auditCount();
      const res = await t.app.inject({
        method: step.method,
        url: step.url,
        headers: as(step.who ?? membershipStaff),
        payload: step.payload,
      });
      expect(res.statusCode, step.url).toBe(200);
      expect(await auditCount(), step.url).toBe(before + 1);
      expect((await lastAudit()).action).toBe(step.action);
    }
    expect((await lastAudit()).entity_id).toBe(target.id);
    const detail = await t.app.inject({ url: `${base}/${target.id}`, headers: as(admin) });
    expect(detail.json().data.segments.map((s: { name: string }) => s.name)).toEqual(['Paediatrics']);
    expect(detail.json().data.contactTypes).toEqual(['Member', 'EventsStaff']);

    // Ava holds EventsStaff now: membership staff may not change her (issue 28); an Admin may.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}/segments`,
      headers: as(membershipStaff),
      payload: { segmentIds: [segB] },
    });
    expect(refused.statusCode).toBe(403);
    expect(detail.json().data.permissions).toEqual({ canEditRole: true, canManage: true });
    const asStaff = await t.app.inject({ url: `${base}/${target.id}`, headers: as(membershipStaff) });
    expect(asStaff.json().data.permissions).toEqual({ canEditRole: false, canManage: false });

    const before = await auditCount();
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}/segments`,
      headers: as(admin),
      payload: { segmentIds: [999999] },
    });
    expect(unknown.statusCode).toBe(400);
    const noMembership = await t.app.inject({
      method: 'PUT',
      url: `${base}/${target.id}/membership`,
      headers: as(admin),
      payload: { status: 'Lapsed' },
    });
    expect(noMembership.statusCode).toBe(409);
    const missing = await t.app.inject({
      url: `${base}/00000000-0000-4000-8000-000000000000`,
      headers: as(membershipStaff),
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('sets the membership status with one row, and filters by the status members see', async () => {
    const other = await createAccount(t.ctx.db, { email: 'lapsed.member@example.test', lastName: 'Lapsed' });
    await t.ctx.db.execute(
      sql`insert into membership_types (code, name, fee_cents) values ('full', 'Full Member', 49500)`,
    );
    await t.ctx.db.execute(sql`insert into memberships (account_id, member_num, type_id, status, join_date, renewed_to)
      select ${other.id}, 'OT123456', id, 'Active', '2020-07-01', '2025-06-30' from membership_types where code = 'full'`);
    const lapsed = await t.app.inject({ url: `${base}?status=Lapsed`, headers: as(membershipStaff) });
    expect(lapsed.json().data.map((m: { email: string }) => m.email)).toEqual(['lapsed.member@example.test']);
    expect(lapsed.json().data[0]).toMatchObject({ membershipStatus: 'Lapsed', membershipType: 'Full Member' });
    const before = await auditCount();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${other.id}/membership`,
      headers: as(membershipStaff),
      payload: { status: 'Cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membershipStatus).toBe('Cancelled');
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'member.membership',
      before: { status: 'Active' },
      after: { status: 'Cancelled' },
    });
    const cancelled = await t.app.inject({ url: `${base}?status=Cancelled`, headers: as(membershipStaff) });
    expect(cancelled.json().meta.total_count).toBe(1);
  });

  it('signs a member out of every session', async () => {
    const session = await signInAs(t.app, target.email);
    expect((await t.app.inject({ url: '/api/v1/account', headers: as(session.authorization) })).statusCode).toBe(200);
    const detail = await t.app.inject({ url: `${base}/${target.id}`, headers: as(admin) });
    expect(detail.json().data.sessions.length).toBeGreaterThan(0);
    const before = await auditCount();
    const res = await t.app.inject({ method: 'POST', url: `${base}/${target.id}/sign-out`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessions).toEqual([]);
    expect(await auditCount()).toBe(before + 1);
    expect((await t.app.inject({ url: '/api/v1/account', headers: as(session.authorization) })).statusCode).toBe(401);
  });

  it('adds a member and mails the first-login invitation; a taken email adds nobody and logs nothing', async () => {
    const before = await auditCount();
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: as(membershipStaff),
      payload: { firstName: 'Liam', lastName: 'Okafor', email: 'Liam.Okafor@Example.test', segmentIds: [segB] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'liam.okafor@example.test', isFirstLogin: true });
    expect(await auditCount()).toBe(before + 1);
    expect((await lastAudit()).action).toBe('member.create');
    await expect
      .poll(async () => (await t.ctx.mailer.listOutbox()).map((m) => m.to))
      .toContain('liam.okafor@example.test');
    const [mail] = (await t.ctx.mailer.listOutbox()).filter((m) => m.to === 'liam.okafor@example.test');
    expect(mail.text).toContain('/account/first-time-login');

    const dup = await t.app.inject({
      method: 'POST',
      url: base,
      headers: as(membershipStaff),
      payload: { firstName: 'Liam', lastName: 'Okafor', email: 'liam.okafor@example.test' },
    });
    expect(dup.statusCode).toBe(409);
    const scoped = await t.app.inject({
      method: 'POST',
      url: base,
      headers: as(membershipStaff),
      payload: { firstName: 'Zoe', lastName: 'Park', email: 'zoe@example.test', contactTypes: ['MembershipStaff'] },
    });
    expect(scoped.statusCode).toBe(403);
    expect(await auditCount()).toBe(before + 1);
  });

  it('bulk-adds a segment to a filtered selection with one row', async () => {
    const before = await auditCount();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/bulk`,
      headers: as(membershipStaff),
      payload: {
        selection: { filter: { search: 'example.test', contactType: 'Member' } },
        action: 'addSegments',
        segmentIds: [segB],
      },
    });
    expect(res.statusCode).toBe(200);
    const { selected, changed, skipped } = res.json().data;
    expect(selected).toBeGreaterThan(2);
    // Membership staff leave alone those not below them (issue 28): Grace the Admin, and Ava, who holds
    // the EventsStaff scope now.
    expect(skipped).toBe(2);
    expect(changed).toBe(selected - skipped - 1); // Liam already had the segment
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'members.bulk',
      detail: { action: 'addSegments', filter: { search: 'example.test', contactType: 'Member' }, selected },
    });
    const list = await t.app.inject({ url: `${base}?segmentId=${segB}&size=100`, headers: as(membershipStaff) });
    expect(list.json().meta.total_count).toBe(selected - skipped);

    const empty = await t.app.inject({
      method: 'POST',
      url: `${base}/bulk`,
      headers: as(membershipStaff),
      payload: { selection: { filter: { search: 'nobody-matches-this' } }, action: 'addSegments', segmentIds: [segB] },
    });
    expect(empty.statusCode).toBe(400);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('CSV export', () => {
  it('needs a reason, escapes formula-leading cells and logs the filter and reason', async () => {
    const noReason = await t.app.inject({
      method: 'POST',
      url: `${base}/export`,
      headers: as(membershipStaff),
      payload: { selection: { ids: [target.id] }, reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const before = await auditCount();
    await t.ctx.db.execute(
      sql`update accounts set first_name = '@SUM(1+1)', last_name = '-2+3' where id = ${target.id}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/export`,
      headers: as(membershipStaff),
      payload: { selection: { filter: { search: 'nguyen' } }, reason: 'Renewal mail-out' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"First name","Last name","Email"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'@SUM(1+1)","'-2+3","ava.nguyen@example.test"`);
    expect(lines[1]).not.toMatch(/(^|,)"[=+\-@]/);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'members.export',
      reason: 'Renewal mail-out',
      detail: { filter: { search: 'nguyen' }, count: 1 },
    });
  });
});
