/**
 * Account settings, password change, permissions, community notification settings, segments and
 * engagement tracking (spec 01 §3, §5 Change password, §6, §7, §8).
 */
import { eq, sql } from 'drizzle-orm';
import { MemberType, MembershipStatus } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSegments, engagementEvents, segments } from '../src/db/schema';
import { addMember, createCommunity } from './communities-fixtures';
import { accountRow, createAccount, PASSWORD, signInAs } from './factories';
import { query } from '../src/db/raw-query';
import { createTestApp, type TestApp } from './harness';

const CHANGE_RULE = 'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.';
const MISMATCH = 'The new password that you entered do not match';
const NEW_PASSWORD = 'Brand#New2026';

/** The global permission flags of spec 01 §6, word for word. */
const FLAGS = [
  'generalCommunities',
  'generalCategories',
  'generalTags',
  'generalManagers',
  'generalTc',
  'generalFaq',
  'generalAnnouncements',
  'assetsAll',
  'postApprove',
  'postEdit',
  'postDelete',
  'postCreate',
  'commentCreate',
  'commentEdit',
  'commentDelete',
  'communityAddModerator',
  'communityAddEditor',
  'communityAddMember',
  'communityBlacklist',
  'meetingAll',
  'canAccessAdmin',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });

async function signedIn(overrides = {}) {
  const account = await createAccount(t.ctx.db, overrides);
  const { authorization } = await signInAs(t.app, account.email);
  return { account, authorization };
}

describe('GET/PUT /api/v1/account/settings', () => {
  it('reads enableTfa, mailTo and allowSms; PUT with enableTFA turns two-factor on for the next sign-in', async () => {
    const { account, authorization } = await signedIn();
    expect((await call('GET', '/api/v1/account/settings', authorization)).json()).toEqual({
      enableTfa: false,
      mailTo: null,
      allowSms: false,
    });

    const put = await call('PUT', '/api/v1/account/settings', authorization, {
      enableTFA: true,
      mailTo: 'alt@example.test',
      allowSms: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ enableTfa: true, mailTo: 'alt@example.test', allowSms: true });
    expect((await call('GET', '/api/v1/account/settings', authorization)).json()).toEqual({
      enableTfa: true,
      mailTo: 'alt@example.test',
      allowSms: true,
    });
    const plain = await call('POST', '/api/v1/auth/sign-in', undefined, { email: account.email, password: PASSWORD });
    expect(plain.json().code).toBe('TFA_REQUIRED');

    // A session alone does not turn the second factor off (issue 28 finding 9): no password, or a wrong one, is 400.
    const noPassword = await call('PUT', '/api/v1/account/settings', authorization, {
      enableTFA: false,
      mailTo: 'alt@example.test',
      allowSms: true,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Enter your password to turn two-factor authentication off.',
      errors: [{ field: 'currentPassword' }],
    });
    const wrong = await call('PUT', '/api/v1/account/settings', authorization, {
      enableTFA: false,
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect password. Two-factor authentication is still on.');
    expect((await call('GET', '/api/v1/account/settings', authorization)).json().enableTfa).toBe(true);

    const off = await call('PUT', '/api/v1/account/settings', authorization, {
      enableTFA: false,
      mailTo: 'alt@example.test',
      allowSms: true,
      currentPassword: PASSWORD,
    });
    expect(off.json().enableTfa).toBe(false);
    const audit = await query<{ summary: string }>(
      t.ctx.db,

      sql`select action, summary from staff_audit_log where entity_id = ${account.id} and action = 'auth.two-factor' order by id`,
    );
    expect(audit.map((r) => r.summary)).toEqual(['Turned two-factor sign-in on', 'Turned two-factor sign-in off']);
    expect(
      (await call('POST', '/api/v1/auth/sign-in', undefined, { email: account.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['enableTFA as a string', { enableTFA: 'yes' }],
    ['enableTFA missing', { allowSms: true }],
    ['allowSms as a number', { enableTFA: true, allowSms: 1 }],
    ['mailTo as a number', { enableTFA: true, mailTo: 42 }],
  ])('%s answers 400 and changes nothing', async (_label, payload) => {
    const { account, authorization } = await signedIn();
    const before = await accountRow(t.ctx.db, account.id);
    const res = await call('PUT', '/api/v1/account/settings', authorization, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(await accountRow(t.ctx.db, account.id)).toEqual(before);
    expect((await call('GET', '/api/v1/account/settings', authorization)).json().enableTfa).toBe(false);
  });

  it('PUT with only enableTFA keeps the saved mailTo and allowSms', async () => {
    const { authorization } = await signedIn();
    await call('PUT', '/api/v1/account/settings', authorization, {
      enableTFA: false,
      mailTo: 'me@example.test',
      allowSms: true,
    });
    const res = await call('PUT', '/api/v1/account/settings', authorization, { enableTFA: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enableTfa: true, mailTo: 'me@example.test', allowSms: true });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/v1/account/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/v1/account/settings', undefined, { enableTFA: true })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/account/change-password', () => {
  const change = (authorization: string, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    call('POST', '/api/v1/account/change-password', authorization, { currentPassword, newPassword, confirmPassword });
  const signIn = (email: string, password: string) =>
    call('POST', '/api/v1/auth/sign-in', undefined, { email, password });

  it('a wrong current password answers 400 "Password not changed" and changes nothing', async () => {
    const { account, authorization } = await signedIn();
    const before = await accountRow(t.ctx.db, account.id);
    const res = await change(authorization, 'Wrong#2025', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password not changed');
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    expect(await accountRow(t.ctx.db, account.id)).toEqual(before);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each(['short1!', 'lowercase1!', 'UPPERCASE1!', 'NoDigits!!', 'NoSymbol123', 'Outside1+set'])(
    'a new password "%s" that breaks the rule answers 400 with the rule and changes nothing',
    async (weak) => {
      const { account, authorization } = await signedIn();
      const before = await accountRow(t.ctx.db, account.id);
      const res = await change(authorization, PASSWORD, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHANGE_RULE);
      expect(await accountRow(t.ctx.db, account.id)).toEqual(before);
    },
  );

  it('a retyped password that differs answers 400 "The new password that you entered do not match"', async () => {
    const { account, authorization } = await signedIn();
    const before = await accountRow(t.ctx.db, account.id);
    const res = await change(authorization, PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MISMATCH);
    expect(res.json().errors[0].field).toBe('confirmPassword');
    expect(await accountRow(t.ctx.db, account.id)).toEqual(before);
  });

  it('success answers true: other sessions end, this one goes on, the new password signs in and the old does not', async () => {
    const { account, authorization } = await signedIn();
    const other = await signInAs(t.app, account.email);
    const res = await change(authorization, PASSWORD, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await call('GET', '/api/v1/account', other.authorization)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/account', authorization)).statusCode).toBe(200);
    expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(401);
  });

  it('wrong current passwords count as failures: past the per-account limit even the right one answers 429', async () => {
    const locked = await createTestApp({ CREDENTIAL_LIMIT_PER_ACCOUNT: '2' });
    try {
      const account = await createAccount(locked.ctx.db);
      const { authorization } = await signInAs(locked.app, account.email);
      const attempt = (currentPassword: string) =>
        locked.app.inject({
          method: 'POST',
          url: '/api/v1/account/change-password',
          headers: { authorization },
          payload: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        });
      expect((await attempt('Wrong#Guess1')).statusCode).toBe(400);
      expect((await attempt('Wrong#Guess2')).statusCode).toBe(400);
      const blocked = await attempt(PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    } finally {
      await locked.close();
    }
  }, 60_000);

  it('needs a session', async () => {
    const res = await call('POST', '/api/v1/account/change-password', undefined, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/permission (spec 01 §6)', () => {
  it('an Admin holds every flag', async () => {
    const { authorization } = await signedIn({ role: 1 });
    const res = await call('GET', '/api/v1/permission', authorization);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([...FLAGS].sort());
    for (const flag of FLAGS) expect(res.json()[flag], flag).toBe(true);
  });

  it('a member holds none', async () => {
    const { authorization } = await signedIn();
    const res = await call('GET', '/api/v1/permission', authorization);
    expect(Object.keys(res.json()).sort()).toEqual([...FLAGS].sort());
    for (const flag of FLAGS) expect(res.json()[flag], flag).toBe(false);
  });

  it('a WorkSpaceOwner (role 2) may access admin; a Manager (role 3) may not', async () => {
    const owner = await signedIn({ role: 2 });
    const ownerFlags = (await call('GET', '/api/v1/permission', owner.authorization)).json();
    expect(ownerFlags.canAccessAdmin).toBe(true);
    expect(ownerFlags.generalCommunities).toBe(false);
    const manager = await signedIn({ role: 3 });
    expect((await call('GET', '/api/v1/permission', manager.authorization)).json().canAccessAdmin).toBe(false);
  });

  it('a member who moderates a community they joined may access admin; an awaiting moderator may not', async () => {
    const moderator = await signedIn();
    const awaiting = await signedIn();
    const community = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, community.id, moderator.account.id, MembershipStatus.Joined, MemberType.Moderator);
    await addMember(t.ctx.db, community.id, awaiting.account.id, MembershipStatus.Awaiting, MemberType.Moderator);
    const flags = (await call('GET', '/api/v1/permission', moderator.authorization)).json();
    expect(flags.canAccessAdmin).toBe(true);
    expect(flags.generalCommunities).toBe(false);
    expect((await call('GET', '/api/v1/permission', awaiting.authorization)).json().canAccessAdmin).toBe(false);
  });
});

describe('community user settings (spec 01 §3 User settings)', () => {
  it('saves valid activity type ids and reads them back in order', async () => {
    const { authorization } = await signedIn();
    expect((await call('GET', '/api/v1/community/users/settings', authorization)).json()).toEqual({
      notificationActivityTypes: [],
    });
    const put = await call('PUT', '/api/v1/community/users/notification-settings', authorization, {
      notificationActivityTypes: [17, 2, 4],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ notificationActivityTypes: [2, 4, 17] });
    expect((await call('GET', '/api/v1/community/users/settings', authorization)).json()).toEqual({
      notificationActivityTypes: [2, 4, 17],
    });
    const cleared = await call('PUT', '/api/v1/community/users/notification-settings', authorization, {
      notificationActivityTypes: [],
    });
    expect(cleared.json()).toEqual({ notificationActivityTypes: [] });
  });

  it.each([
    ['an id of 18', [18]],
    ['an id of 0', [0]],
    ['duplicates', [2, 2]],
    ['a non-integer', [2.5]],
    ['a string', ['2']],
  ])('%s answers 400 and keeps the saved ids', async (_label, ids) => {
    const { authorization } = await signedIn({ notificationActivityTypes: [4] });
    const res = await call('PUT', '/api/v1/community/users/notification-settings', authorization, {
      notificationActivityTypes: ids,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/v1/community/users/settings', authorization)).json()).toEqual({
      notificationActivityTypes: [4],
    });
  });
});

describe('GET /api/user/allow-login-access on occupational therapy', () => {
  it('has no splash rules: Staff is let in (the law council case is in tenant-features.test.ts)', async () => {
    const { authorization } = await signedIn({ contactTypes: ['Staff'] });
    const res = await call('GET', '/api/user/allow-login-access', authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ allowAccess: true, isFdrs: false });
  });
});

describe('GET /api/segment/all', () => {
  it('groups segments by categoryName, each sorted by name; accounts carry their segments', async () => {
    const rows = await t.ctx.db
      .insert(segments)
      .values([
        { categoryName: 'Funding scheme', name: 'NDIS' },
        { categoryName: 'Area of practice', name: 'Paediatrics' },
        { categoryName: 'Funding scheme', name: 'DVA' },
        { categoryName: 'Area of practice', name: 'Aged care' },
      ])
      .returning();
    const id = (name: string) => rows.find((r) => r.name === name)?.id as number;
    const { account, authorization } = await signedIn();
    await t.ctx.db.insert(accountSegments).values({ accountId: account.id, segmentId: id('NDIS') });

    const res = await call('GET', '/api/segment/all', authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        categoryName: 'Area of practice',
        segments: [
          { segmentId: id('Aged care'), segmentName: 'Aged care' },
          { segmentId: id('Paediatrics'), segmentName: 'Paediatrics' },
        ],
      },
      {
        categoryName: 'Funding scheme',
        segments: [
          { segmentId: id('DVA'), segmentName: 'DVA' },
          { segmentId: id('NDIS'), segmentName: 'NDIS' },
        ],
      },
    ]);
    expect((await call('GET', '/api/v1/account', authorization)).json().segments).toEqual([
      { segmentId: id('NDIS'), segmentName: 'NDIS' },
    ]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/segment/all')).statusCode).toBe(401);
  });
});

describe('POST /api/engagement/track', () => {
  it('answers 204 and records the event for the caller', async () => {
    const { account, authorization } = await signedIn();
    const res = await call('POST', '/api/engagement/track', authorization, {
      eventType: 'viewNews',
      entityId: 'news-7',
      path: '/news/details/7',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const events = await t.ctx.db.select().from(engagementEvents).where(eq(engagementEvents.accountId, account.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: 'viewNews', entityId: 'news-7', path: '/news/details/7' });
  });

  it('an unknown eventType answers 400 and records nothing', async () => {
    const { account, authorization } = await signedIn();
    const res = await call('POST', '/api/engagement/track', authorization, { eventType: 'hackThePlanet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().errors[0].field).toBe('eventType');
    expect(
      await t.ctx.db.select().from(engagementEvents).where(eq(engagementEvents.accountId, account.id)),
    ).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/engagement/track', undefined, { eventType: 'viewPage' })).statusCode).toBe(401);
  });
});
