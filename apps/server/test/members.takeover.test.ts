/**
 * Issue 28 finding 1, tried as the outside probe tried it: membership staff change an Admin's email,
 * then sign in at the new address; reset an Admin's two-factor; sign Admins out. Now staff scopes never
 * reach upwards, and an email change waits for the new address to confirm it while the old address
 * is told and may undo it within 7 days.
 */
import { Role } from '@portal/shared';
import { MailCatcher } from '@portal/test-support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { createAccount, PASSWORD, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let mail: MailCatcher;
let admin: string;
let membershipStaff: string;
const base = '/api/v1/admin/members';

beforeAll(async () => {
  mail = await MailCatcher.start();
  t = await createTestApp({ SMTP_URL: mail.url });
  const a = await createAccount(t.ctx.db, { role: Role.Admin, firstName: 'Grace' });
  const ms = await createAccount(t.ctx.db, { contactTypes: ['MembershipStaff'] });
  admin = (await signInAs(t.app, a.email)).authorization;
  membershipStaff = (await signInAs(t.app, ms.email)).authorization;
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
const emailOf = async (id: string) =>
  (await query<{ email: string }>(t.ctx.db, sql`select email from accounts where id = ${id}`))[0].email;
const details = (a: { firstName: string; lastName: string }, email: string) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email,
});
/** The link of `path` in the newest unread mail to `to`. */
async function linkTo(to: string, path: string): Promise<URL> {
  const text = (await mail.waitFor({ to })).text;
  const found = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return new URL(found[0]);
}
const tokenOf = (u: URL) => u.searchParams.get('token') ?? '';

describe('membership staff never reach upwards', () => {
  it.each([
    ['an Admin', { role: Role.Admin, contactTypes: ['Staff'] }],
    ['another membership staff member', { contactTypes: ['MembershipStaff'] }],
    ['events staff', { contactTypes: ['EventsStaff'] }],
    ['a community manager', { role: Role.Manager }],
  ])(
    '%s: email, two-factor reset, sign-out, invitation and segments answer 403 and change nothing',
    async (_l, kind) => {
      const target = await createAccount(t.ctx.db, { ...kind, enableTfa: true });
      const session = await signInAs(t.app, target.email).catch(() => null);
      const attacker = `attacker.${target.id.slice(0, 8)}@example.test`;
      const attempts = [
        call('PUT', `${base}/${target.id}`, membershipStaff, details(target, attacker)),
        call('POST', `${base}/${target.id}/two-factor-reset`, membershipStaff),
        call('POST', `${base}/${target.id}/sign-out`, membershipStaff),
        call('POST', `${base}/${target.id}/invite`, membershipStaff),
        call('PUT', `${base}/${target.id}/segments`, membershipStaff, { segmentIds: [] }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message:
            'You cannot change this account: it holds a role or staff scope you do not have. Ask an administrator.',
        });
      }
      expect(await emailOf(target.id)).toBe(target.email);
      const row = await query<{ enable_tfa: boolean }>(
        t.ctx.db,
        sql`select enable_tfa from accounts where id = ${target.id}`,
      );
      expect(row[0].enable_tfa).toBe(true);
      if (session) {
        expect((await call('GET', '/api/v1/account', session.authorization)).statusCode).toBe(200);
      }
      // The first-login code never reaches the attacker's address.
      await call('POST', '/api/v1/auth/generate-one-time-login-code', undefined, { email: attacker });
      const detail = await call('GET', `${base}/${target.id}`, membershipStaff);
      expect(detail.json().data.permissions.canManage).toBe(false);
      expect(mail.countFor(attacker)).toBe(0);
    },
  );

  it('a bulk action that hand-picks an Admin answers 403 and changes nobody', async () => {
    const member = await createAccount(t.ctx.db);
    const boss = await createAccount(t.ctx.db, { role: Role.Admin });
    const res = await call('POST', `${base}/bulk`, membershipStaff, {
      selection: { ids: [member.id, boss.id] },
      action: 'invite',
    });
    expect(res.statusCode).toBe(403);
    const flags = await query<{ is_first_login: boolean }>(
      t.ctx.db,
      sql`select is_first_login from accounts where id in (${member.id}, ${boss.id})`,
    );
    expect(flags.map((f) => f.is_first_login)).toEqual([false, false]);
  });

  it('membership staff still manage ordinary members', async () => {
    const member = await createAccount(t.ctx.db, { enableTfa: true });
    const res = await call('POST', `${base}/${member.id}/two-factor-reset`, membershipStaff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enableTfa: false, permissions: { canManage: true } });
  });
});

describe('an email change waits for the new address and may be undone from the old one', () => {
  it('staff change a member email: nothing signs in at the new address until it is confirmed; then undo restores it', async () => {
    const member = await createAccount(t.ctx.db, { firstName: 'Priya' });
    const oldEmail = member.email;
    const newEmail = `new.${member.id.slice(0, 8)}@example.test`;
    const put = await call('PUT', `${base}/${member.id}`, membershipStaff, details(member, newEmail));
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    expect(await emailOf(member.id)).toBe(oldEmail);

    // Before confirmation the new address signs in with nothing.
    const early = await call('POST', '/api/v1/auth/sign-in', undefined, { email: newEmail, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    const verify = await linkTo(newEmail, '/account/verify-email');
    const undo = await linkTo(oldEmail, '/account/undo-email-change');
    expect(verify.pathname).toBe('/account/verify-email');

    const confirmed = await call('POST', '/api/v1/auth/verify-email', undefined, { token: tokenOf(verify) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    const again = await call('POST', '/api/v1/auth/verify-email', undefined, { token: tokenOf(verify) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired.');
    const atNew = await signInAs(t.app, newEmail);
    expect(
      (await call('POST', '/api/v1/auth/sign-in', undefined, { email: oldEmail, password: PASSWORD })).statusCode,
    ).toBe(401);

    // The owner did not ask for it: the old address undoes it and every session ends.
    const undone = await call('POST', '/api/v1/auth/undo-email-change', undefined, { token: tokenOf(undo) });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ email: oldEmail });
    expect(await emailOf(member.id)).toBe(oldEmail);
    expect((await call('GET', '/api/v1/account', atNew.authorization)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/auth/undo-email-change', undefined, { token: tokenOf(undo) })).statusCode).toBe(
      400,
    );
    await signInAs(t.app, oldEmail);

    const audit = await query<{ action: string; actor_id: string }>(
      t.ctx.db,
      sql`select action, actor_id from staff_audit_log where entity_id = ${member.id} and action like 'member.email%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'member.email-change',
      'member.email-verified',
      'member.email-change-undone',
    ]);
  });

  it('an Admin changing another Admin email is audited, and the old address is told with an undo link', async () => {
    const other = await createAccount(t.ctx.db, { role: Role.Admin, firstName: 'Ken' });
    const newEmail = `ken.${other.id.slice(0, 8)}@example.test`;
    const put = await call('PUT', `${base}/${other.id}`, admin, details(other, newEmail));
    expect(put.statusCode).toBe(200);
    const notice = await mail.waitFor({ to: other.email });
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/\/account\/undo-email-change\?token=/);
    const audit = await query<{ before: { email: string }; after: { email: string } }>(
      t.ctx.db,
      sql`select before, after from staff_audit_log where entity_id = ${other.id} and action = 'member.email-change'`,
    );
    expect(audit).toEqual([{ before: { email: other.email }, after: { email: newEmail } }]);
  });

  it('a verify link is dead after 24 hours, and the undo link after 7 days', async () => {
    const member = await createAccount(t.ctx.db);
    const newEmail = `late.${member.id.slice(0, 8)}@example.test`;
    await call('PUT', `${base}/${member.id}`, membershipStaff, details(member, newEmail));
    const verify = await linkTo(newEmail, '/account/verify-email');
    const undo = await linkTo(member.email, '/account/undo-email-change');
    await t.ctx.db.execute(
      sql`update email_changes set verify_expires_at = now() - interval '1 second', undo_expires_at = now() - interval '1 second'
        where account_id = ${member.id}`,
    );
    expect((await call('POST', '/api/v1/auth/verify-email', undefined, { token: tokenOf(verify) })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/v1/auth/undo-email-change', undefined, { token: tokenOf(undo) })).statusCode).toBe(
      400,
    );
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('a new address taken by another account before it is confirmed answers 409 and changes nothing', async () => {
    const member = await createAccount(t.ctx.db);
    const newEmail = `race.${member.id.slice(0, 8)}@example.test`;
    await call('PUT', `${base}/${member.id}`, membershipStaff, details(member, newEmail));
    const verify = await linkTo(newEmail, '/account/verify-email');
    await createAccount(t.ctx.db, { email: newEmail });
    const res = await call('POST', '/api/v1/auth/verify-email', undefined, { token: tokenOf(verify) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('a made-up or empty token answers 400', async () => {
    expect((await call('POST', '/api/v1/auth/verify-email', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/v1/auth/undo-email-change', undefined, { token: '' })).statusCode).toBe(400);
  });
});
