/**
 * Impersonation (spec 01 §2 /account/impersonate, §7 sign-in {email, password, impersonatorId};
 * issue #2 §3): only an Admin, with their own password, never as another Admin; the session is
 * marked, audited and lasts 60 minutes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit, sessions } from '../src/db/schema';
import { MESSAGES } from '@portal/shared';
import { hashPassword } from '../src/lib/crypto';
import { createSession } from '../src/modules/identity/sessions';
import { createAccount, OTHER_PASSWORD, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload });
const admin = (overrides = {}) =>
  createAccount(t.ctx.db, { role: 1, firstName: 'Alex', lastName: 'Administrator', ...overrides });

describe('sign-in with impersonatorId', () => {
  it("an Admin signs in as a member with the Admin's own password: a marked, audited session of at most 60 minutes", async () => {
    const boss = await admin();
    // The member's password differs: the Admin's is the one that counts.
    const member = await createAccount(t.ctx.db, {
      firstName: 'Mia',
      passwordHash: await hashPassword(OTHER_PASSWORD),
    });
    const before = Date.now();
    const res = await signIn({ email: member.email, password: PASSWORD, impersonatorId: boss.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: member.id,
      firstName: 'Mia',
      impersonator: { id: boss.id, firstName: 'Alex', lastName: 'Administrator' },
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(member.id);
    expect(me.json().impersonator).toEqual({ id: boss.id, firstName: 'Alex', lastName: 'Administrator' });

    const ttlMs = Date.parse(body.expiresAt) - before;
    expect(ttlMs).toBeGreaterThan(55 * 60_000);
    expect(ttlMs).toBeLessThanOrEqual(60 * 60_000 + 5_000);

    const audit = await t.ctx.db
      .select()
      .from(impersonationAudit)
      .where(and(eq(impersonationAudit.adminId, boss.id), eq(impersonationAudit.targetId, member.id)));
    expect(audit).toHaveLength(1);
    const [session] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, audit[0].sessionId as string));
    expect(session).toMatchObject({ accountId: member.id, impersonatorId: boss.id });
  });

  it("the member's own sign-in is not marked", async () => {
    const member = await createAccount(t.ctx.db);
    const res = await signIn({ email: member.email, password: PASSWORD, impersonatorId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.impersonator).toBeNull();
  });

  it.each([
    [0, 'Standard'],
    [2, 'WorkSpaceOwner'],
    [3, 'Manager'],
  ])('an impersonatorId of role %i (%s) answers 403 and opens no session', async (role) => {
    const notAdmin = await createAccount(t.ctx.db, { role });
    const member = await createAccount(t.ctx.db);
    const res = await signIn({ email: member.email, password: PASSWORD, impersonatorId: notAdmin.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(res.json().message).toBe(
      'Only an administrator may sign in as another user, and never as another administrator.',
    );
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.accountId, member.id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(impersonationAudit).where(eq(impersonationAudit.adminId, notAdmin.id)),
    ).toHaveLength(0);
  });

  it('an Admin cannot impersonate another Admin: 403', async () => {
    const boss = await admin();
    const otherAdmin = await admin();
    const res = await signIn({ email: otherAdmin.email, password: PASSWORD, impersonatorId: boss.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(
      await t.ctx.db.select().from(impersonationAudit).where(eq(impersonationAudit.adminId, boss.id)),
    ).toHaveLength(0);
  });

  it('a wrong Admin password answers 401 "The user name or password is incorrect." (the member\'s password does not do)', async () => {
    const boss = await admin({ passwordHash: await hashPassword(OTHER_PASSWORD) });
    const member = await createAccount(t.ctx.db);
    const res = await signIn({ email: member.email, password: PASSWORD, impersonatorId: boss.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The user name or password is incorrect.' });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.accountId, member.id))).toHaveLength(0);
  });

  it('an unknown impersonatorId or an unknown target answers 401', async () => {
    const boss = await admin();
    const member = await createAccount(t.ctx.db);
    const unknownAdmin = await signIn({
      email: member.email,
      password: PASSWORD,
      impersonatorId: '5d1c2b7a-5d4e-4c3b-8a29-1b2c3d4e5f60',
    });
    expect(unknownAdmin.statusCode).toBe(401);
    const unknownTarget = await signIn({ email: 'nobody@example.test', password: PASSWORD, impersonatorId: boss.id });
    expect(unknownTarget.statusCode).toBe(401);
    expect(unknownTarget.json().message).toBe('The user name or password is incorrect.');
  });

  it('a malformed impersonatorId answers 400', async () => {
    const member = await createAccount(t.ctx.db);
    const res = await signIn({ email: member.email, password: PASSWORD, impersonatorId: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().errors[0].field).toBe('impersonatorId');
  });

  it('an Admin with two-factor authentication needs their own signed-in session, not only the password', async () => {
    const boss = await admin({ enableTfa: true });
    const other = await admin();
    const member = await createAccount(t.ctx.db);
    const bare = await signIn({ email: member.email, password: PASSWORD, impersonatorId: boss.id });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ code: 'TFA_REQUIRED', message: MESSAGES.impersonationNeedsSession });

    const withSession = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: member.email, password: PASSWORD, impersonatorId: boss.id },
        headers: { authorization: `Bearer ${token}` },
      });
    // Another administrator's session does not stand in for this one's.
    expect((await withSession((await createSession(t.ctx.db, other.id)).accessToken)).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.accountId, member.id))).toHaveLength(0);

    const own = await withSession((await createSession(t.ctx.db, boss.id)).accessToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ id: member.id, impersonator: { id: boss.id } });
  });
});
