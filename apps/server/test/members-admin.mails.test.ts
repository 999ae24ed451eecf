/**
 * A member's mails on the staff member page (issue 30): the newest mails about the member with
 * their delivery state, and Resend (a copy through the outbox, audited; 404 for a mail of another
 * member; members and staff outside the members scope get 403).
 */
import { Role } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { enqueueMail } from '../src/modules/mail';
import { createAccount, signInAs } from './factories';
import { createTestApp, drainMail, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let membershipStaff: string;
let eventsStaff: string;
let member: string;
let target: { id: string; email: string };
let other: { id: string; email: string };

const base = '/api/v1/admin/members';
const as = (authorization: string) => ({ authorization });

async function auditRows(action: string) {
  const r = await t.ctx.db.execute(sql`select * from staff_audit_log where action = ${action} order by id`);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_MS: '3600000' }); // delivery runs only when the test asks
  // No scheduled delivery: the test delivers when it wants the state to change.
  await t.ctx.jobs.close();
  const db = t.ctx.db;
  const a = await createAccount(db, { role: Role.Admin, email: 'admin@example.test' });
  const ms = await createAccount(db, { contactTypes: ['MembershipStaff'], email: 'ms@example.test' });
  const es = await createAccount(db, { contactTypes: ['EventsStaff'], email: 'es@example.test' });
  const m = await createAccount(db, { email: 'member@example.test' });
  const tg = await createAccount(db, { email: 'ava.nguyen@example.test', firstName: 'Ava', lastName: 'Nguyen' });
  const ot = await createAccount(db, { email: 'other@example.test' });
  target = { id: tg.id, email: tg.email };
  other = { id: ot.id, email: ot.email };
  admin = (await signInAs(t.app, a.email)).authorization;
  membershipStaff = (await signInAs(t.app, ms.email)).authorization;
  eventsStaff = (await signInAs(t.app, es.email)).authorization;
  member = (await signInAs(t.app, m.email)).authorization;
});
afterAll(async () => {
  await t?.close();
});

describe('member mails (staff)', () => {
  it('lists the newest mails about the member with their delivery state', async () => {
    // The invitation goes through the real action; a second mail stays pending.
    const invite = await t.app.inject({ method: 'POST', url: `${base}/${target.id}/invite`, headers: as(admin) });
    expect(invite.statusCode).toBe(200);
    await drainMail(t.ctx);
    await enqueueMail(t.ctx, t.ctx.db, {
      kind: 'auth.code',
      to: target.email,
      accountId: target.id,
      subject: 'Your code',
      text: 'Your verification code is 123456',
    });
    await enqueueMail(t.ctx, t.ctx.db, {
      kind: 'auth.code',
      to: other.email,
      accountId: other.id,
      subject: 'Not about Ava',
      text: 'x',
    });
    const res = await t.app.inject({ method: 'GET', url: `${base}/${target.id}/mails`, headers: as(membershipStaff) });
    expect(res.statusCode).toBe(200);
    const mails = res.json().data;
    expect(mails.map((m: { subject: string; status: string }) => [m.subject, m.status])).toEqual([
      ['Your code', 'pending'],
      [`Your ${t.config.tenant.fullName} member portal account`, 'sent'],
    ]);
    expect(mails[1]).toMatchObject({
      kind: 'members.invitation',
      recipient: target.email,
      attempts: 1,
      lastError: null,
      resendOf: null,
    });
    expect(mails[1].sentAt).toEqual(expect.any(String));
    expect(mails[0].nextAttemptAt).toEqual(expect.any(String));
  });

  it('Resend writes a copy to the outbox, audited, and it is delivered', async () => {
    const [invitation] = await t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'members.invitation'));
    const before = (await auditRows('member.mail-resend')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${target.id}/mails/${invitation.id}/resend`,
      headers: as(membershipStaff),
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      kind: 'members.invitation',
      recipient: target.email,
      subject: invitation.subject,
      status: 'pending',
      attempts: 0,
      resendOf: invitation.id,
    });
    expect(copy.id).not.toBe(invitation.id);
    const audits = await auditRows('member.mail-resend');
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ entity_id: target.id, actor_email: 'ms@example.test' });
    await drainMail(t.ctx);
    const delivered = (await t.ctx.mailer.listOutbox(100)).filter(
      (m) => m.to === target.email && m.subject === invitation.subject,
    );
    expect(delivered).toHaveLength(2);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, copy.id));
    expect(row.status).toBe('sent');
    expect(row.messageId).not.toBe(invitation.messageId);
  });

  it('answers 404 for a mail of another member or an unknown member, and writes nothing', async () => {
    const [theirs] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, other.email));
    const rowsBefore = (await t.ctx.db.select().from(outbox)).length;
    const auditsBefore = (await auditRows('member.mail-resend')).length;
    const cross = await t.app.inject({
      method: 'POST',
      url: `${base}/${target.id}/mails/${theirs.id}/resend`,
      headers: as(admin),
    });
    expect(cross.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/00000000-0000-4000-8000-000000000000/mails`,
      headers: as(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.ctx.db.select().from(outbox)).length).toBe(rowsBefore);
    expect(await auditRows('member.mail-resend')).toHaveLength(auditsBefore);
  });

  it('refuses members and staff outside the members scope (403)', async () => {
    const [mine] = await t.ctx.db.select().from(outbox).where(eq(outbox.accountId, target.id));
    for (const who of [member, eventsStaff]) {
      const list = await t.app.inject({ method: 'GET', url: `${base}/${target.id}/mails`, headers: as(who) });
      expect(list.statusCode).toBe(403);
      const resend = await t.app.inject({
        method: 'POST',
        url: `${base}/${target.id}/mails/${mine.id}/resend`,
        headers: as(who),
      });
      expect(resend.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/${target.id}/mails` });
    expect(anonymous.statusCode).toBe(401);
  });
});
