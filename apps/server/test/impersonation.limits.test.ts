/**
 * Issue 28 finding 4, tried as the outside probe tried it: while impersonating, an Admin paid a
 * renewal, turned off two-factor, changed the password and minted a calendar-feed URL; the session
 * kept working after the Admin was demoted; the member was never told; only start and end were
 * audited. Now impersonation is read-and-help only, ends with the Admin role, is audited per request
 * and the member is told in the portal and by mail.
 */
import { NotificationActivityType, Role } from '@portal/shared';
import { MailCatcher } from '@portal/test-support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { IMPERSONATION_DENIED_ROUTES } from '../src/policies/impersonation';
import { createAccount, PASSWORD, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';
import { loadOperations, SAMPLE_UUID, sampleRequest } from './openapi-routes';

const DENIED =
  'While signed in as this member you cannot change payments, passwords, email, two-factor, calendar feeds or sessions. Sign out and ask the member to do it.';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await MailCatcher.start();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

/** An Admin signed in as a new member: the bearer of the impersonation session and both accounts. */
async function impersonation() {
  const boss = await createAccount(t.ctx.db, { role: Role.Admin, firstName: 'Alex' });
  const member = await createAccount(t.ctx.db, { firstName: 'Mia', enableTfa: false });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: member.email, password: PASSWORD, impersonatorId: boss.id },
  });
  expect(res.statusCode).toBe(200);
  return { boss, member, authorization: `Bearer ${res.json().accessToken}` };
}

/** "METHOD /openapi/{style}" of a Fastify route key "METHOD /fastify/:style". */
const openApiKey = (key: string) => key.replace(/:(\w+)/g, '{$1}');

describe('impersonation is read-and-help only', () => {
  it('every denied route exists in the OpenAPI document', async () => {
    const ops = new Set((await loadOperations(t.app)).map((o) => `${o.method} ${o.path}`));
    for (const key of IMPERSONATION_DENIED_ROUTES) expect(ops, key).toContain(openApiKey(key));
  });

  it('payments, password, two-factor, calendar feed: 403 with a clear message while impersonating; nothing changes', async () => {
    const { member, authorization } = await impersonation();
    const ops = await loadOperations(t.app);
    for (const key of IMPERSONATION_DENIED_ROUTES) {
      const op = ops.find((o) => `${o.method} ${o.path}` === openApiKey(key));
      if (!op) throw new Error(`missing ${key}`);
      const req = sampleRequest(op, { id: '1', sessionId: SAMPLE_UUID });
      const res = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        query: req.query,
        payload: req.body as object,
        headers: { authorization },
      });
      expect(res.statusCode, key).toBe(403);
      expect(res.json(), key).toEqual({ code: 'FORBIDDEN', message: DENIED });
    }
    // The probe's own steps, with real bodies: still refused, still unchanged.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers: { authorization },
      payload: { enableTFA: true },
    });
    expect(off.statusCode).toBe(403);
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/change-password',
      headers: { authorization },
      payload: { currentPassword: PASSWORD, newPassword: 'Another-passw0rd!', confirmPassword: 'Another-passw0rd!' },
    });
    expect(pw.statusCode).toBe(403);
    const row = await query<{ enable_tfa: boolean; n: number }>(
      t.ctx.db,
      sql`select enable_tfa, (select count(*)::int from calendar_feed_tokens f where f.user_id = a.id) as n
        from accounts a where a.id = ${member.id}`,
    );
    expect(row[0]).toEqual({ enable_tfa: false, n: 0 });
    await signInAs(t.app, member.email); // the password is unchanged
  });

  it('the member themselves still reach those routes (the refusal is for impersonation only)', async () => {
    const member = await createAccount(t.ctx.db);
    const { authorization } = await signInAs(t.app, member.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers: { authorization },
      payload: { enableTFA: true },
    });
    expect(res.statusCode).toBe(200);
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/calendar-feed',
      headers: { authorization },
    });
    expect(feed.statusCode).not.toBe(403);
  });

  it('reading and helping still work, and every request is audited with the Admin as actor and the member as target', async () => {
    const { boss, member, authorization } = await impersonation();
    expect((await t.app.inject({ url: '/api/v1/account', headers: { authorization } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/account/settings', headers: { authorization } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { authorization }, payload: {} });
    const audit = await query<{ actor_id: string; actor_email: string; summary: string }>(
      t.ctx.db,
      sql`select actor_id, actor_email, summary from staff_audit_log
        where action = 'impersonation.request' and entity_id = ${member.id} order by id`,
    );
    expect(audit.map((a) => a.summary)).toEqual([
      `GET /api/v1/account as ${member.email} (200)`,
      `GET /api/v1/account/settings as ${member.email} (200)`,
      `POST /api/cart/checkout as ${member.email} (403)`,
    ]);
    expect(new Set(audit.map((a) => `${a.actor_id} ${a.actor_email}`))).toEqual(new Set([`${boss.id} ${boss.email}`]));
  });

  it('the session ends when the Admin loses the role', async () => {
    const { boss, authorization } = await impersonation();
    expect((await t.app.inject({ url: '/api/v1/account', headers: { authorization } })).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update accounts set role = ${Role.Standard} where id = ${boss.id}`);
    const after = await t.app.inject({ url: '/api/v1/account', headers: { authorization } });
    expect(after.statusCode).toBe(401);
  });

  it('the member is told in the portal and by mail, with the time', async () => {
    const { boss, member } = await impersonation();
    const notice = await mail.waitFor({ to: member.email });
    expect(notice.subject).toMatch(/staff signed in to your account/);
    expect(notice.text).toMatch(
      /Alex from .+ signed in to the member portal as you on \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d/,
    );
    const { authorization } = await signInAs(t.app, member.email);
    const list = await t.app.inject({
      url: '/api/v1/community/notification?page=1&pageSize=7',
      headers: { authorization },
    });
    expect(list.statusCode).toBe(200);
    const staffNotice = (
      list.json().notifications as { activityType: number; initiatorUser: { id: string } | null }[]
    ).find((n) => n.activityType === NotificationActivityType.StaffSignedInAsYou);
    expect(staffNotice?.initiatorUser?.id).toBe(boss.id);
  });
});
