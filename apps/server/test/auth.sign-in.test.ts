/**
 * Sign-in, the two-factor code step, resend and sign-out (spec 01 §4 Sign-in, §7 Auth, §8 Login;
 * issue #2 §3). Codes travel over real SMTP to the mail catcher.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, oneTimeCodes } from '../src/db/schema';
import { hashPassword } from '../src/lib/crypto';
import { createAccount, OTHER_PASSWORD, PASSWORD, signInAs } from './factories';
import { extractCode, MailCatcher } from '@portal/test-support';
import { createTestApp, type TestApp } from './harness';

const LOGIN_INCORRECT = 'The user name or password is incorrect.';
const WRONG_CODE = 'Wrong password';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const getAccount = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });

/** A different 6-digit code than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Asks for a sign-in code for a two-factor account and reads it from the mail. */
async function requestCode(email: string, password = PASSWORD): Promise<{ requestId: string; code: string }> {
  const res = await post('/api/v1/auth/request-one-time-login-code', { email, password });
  expect(res.statusCode).toBe(200);
  const { requestId } = res.json() as { requestId: string };
  return { requestId, code: extractCode(await mail.waitFor({ to: email })) };
}

const signInWithCode = (email: string, requestId: string, code: string, password = PASSWORD) =>
  post('/api/v1/auth/sign-in-with-code', { email, password, requestId, code });

describe('POST /api/v1/auth/request-one-time-login-code', () => {
  it('answers tfaDisabled true for an account with two-factor off, and mails nothing', async () => {
    const plain = await createAccount(t.ctx.db);
    const res = await post('/api/v1/auth/request-one-time-login-code', { email: plain.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tfaDisabled: true, requestId: null });
    // A two-factor request after it: once its mail is in, nothing went to the first address.
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    await requestCode(tfa.email);
    expect(mail.countFor(plain.email)).toBe(0);
  });

  it('answers tfaDisabled false with a requestId for a two-factor account, and the code arrives by mail', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const res = await post('/api/v1/auth/request-one-time-login-code', { email: tfa.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tfaDisabled).toBe(false);
    expect(body.requestId).toMatch(UUID);
    const sent = await mail.waitFor({ to: tfa.email });
    expect(extractCode(sent)).toMatch(/^\d{6}$/);
    expect(sent.text).toContain(t.config.tenant.fullName);
  });

  it('a wrong password answers 401 "The user name or password is incorrect." and mails nothing', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const res = await post('/api/v1/auth/request-one-time-login-code', { email: tfa.email, password: 'Wrong#2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: LOGIN_INCORRECT });
    expect(mail.countFor(tfa.email)).toBe(0);
  });
});

describe('POST /api/v1/auth/sign-in', () => {
  it('answers {token, accessToken, expiresAt, user}; the stored token decodes to JSON with the accessToken', async () => {
    const account = await createAccount(t.ctx.db, { firstName: 'Grace', lastName: 'Hopper' });
    const before = Date.now();
    const res = await post('/api/v1/auth/sign-in', { email: account.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresAt', 'token', 'user']);
    expect(body.user).toMatchObject({
      id: account.id,
      email: account.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      impersonator: null,
      isFirstLogin: false,
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const decoded = JSON.parse(Buffer.from(body.token, 'base64').toString('utf8'));
    expect(decoded.accessToken).toBe(body.accessToken);
    expect(decoded.expiresAt).toBe(body.expiresAt);
    // A normal session lasts 14 days.
    const ttlMs = Date.parse(body.expiresAt) - before;
    expect(ttlMs).toBeGreaterThan(14 * 24 * 3_600_000 - 60_000);
    expect(ttlMs).toBeLessThanOrEqual(14 * 24 * 3_600_000 + 60_000);
    expect((await getAccount(`Bearer ${body.accessToken}`)).json().id).toBe(account.id);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const account = await createAccount(t.ctx.db);
    const res = await post('/api/v1/auth/sign-in', { email: `  ${account.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.id);
  });

  it('a wrong password and an unknown email answer the same 401 "The user name or password is incorrect."', async () => {
    const account = await createAccount(t.ctx.db);
    const wrongPassword = await post('/api/v1/auth/sign-in', { email: account.email, password: 'Wrong#2025' });
    const unknownEmail = await post('/api/v1/auth/sign-in', { email: 'nobody.here@example.test', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: LOGIN_INCORRECT });
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('an account without a password, or a deactivated one, answers the same 401', async () => {
    const noPassword = await createAccount(t.ctx.db, { passwordHash: null });
    const inactive = await createAccount(t.ctx.db, { isActive: false });
    for (const email of [noPassword.email, inactive.email]) {
      const res = await post('/api/v1/auth/sign-in', { email, password: PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: LOGIN_INCORRECT });
    }
  });

  it('a two-factor account cannot sign in without its code: 401 TFA_REQUIRED, no session', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const res = await post('/api/v1/auth/sign-in', { email: tfa.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TFA_REQUIRED');
    expect(res.json().message).toMatch(/code/);
    expect(res.json().accessToken).toBeUndefined();
  });

  it('a two-factor account with a wrong password gets the plain 401 (two-factor is not revealed)', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const res = await post('/api/v1/auth/sign-in', { email: tfa.email, password: 'Wrong#2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: LOGIN_INCORRECT });
  });
});

describe('POST /api/v1/auth/sign-in-with-code', () => {
  it('the right code opens a session', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    const res = await signInWithCode(tfa.email, requestId, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(tfa.id);
    const me = await getAccount(`Bearer ${res.json().accessToken}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(tfa.id);
  });

  it('a wrong code answers 401 "Wrong password"; the right code still works after one miss', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    const wrong = await signInWithCode(tfa.email, requestId, otherCode(code));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'WRONG_CODE', message: WRONG_CODE });
    expect((await signInWithCode(tfa.email, requestId, code)).statusCode).toBe(200);
  });

  it('a code works once: reused it answers 401 CODE_EXPIRED', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    expect((await signInWithCode(tfa.email, requestId, code)).statusCode).toBe(200);
    const again = await signInWithCode(tfa.email, requestId, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('CODE_EXPIRED');
    expect(again.json().message).toBe('This code has expired. Please request a new code.');
  });

  it('the code needs the password too: a wrong password with the right code is refused and leaves the code usable', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    const res = await signInWithCode(tfa.email, requestId, code, OTHER_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_INCORRECT);
    expect((await signInWithCode(tfa.email, requestId, code)).statusCode).toBe(200);
  });

  it('a code is bound to its request: the code of one request fails on another', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const first = await requestCode(tfa.email);
    let second = await requestCode(tfa.email);
    while (second.code === first.code) second = await requestCode(tfa.email); // one chance in a million
    const crossed = await signInWithCode(tfa.email, second.requestId, first.code);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().message).toBe(WRONG_CODE);
    expect((await signInWithCode(tfa.email, first.requestId, first.code)).statusCode).toBe(200);
    expect((await signInWithCode(tfa.email, second.requestId, second.code)).statusCode).toBe(200);
  });

  it("a code is bound to its account: another account's request and code do not open a session", async () => {
    const owner = await createAccount(t.ctx.db, { enableTfa: true });
    const intruder = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(owner.email);
    const res = await signInWithCode(intruder.email, requestId, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CODE_EXPIRED');
    expect((await signInWithCode(owner.email, requestId, code)).statusCode).toBe(200);
  });

  it('five wrong tries kill the code: the right code then fails', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await signInWithCode(tfa.email, requestId, otherCode(code));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('WRONG_CODE');
    }
    const right = await signInWithCode(tfa.email, requestId, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('CODE_EXPIRED');
  });

  it('an expired code fails', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code } = await requestCode(tfa.email);
    await t.ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, requestId));
    const res = await signInWithCode(tfa.email, requestId, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('a first-time-login code is not a sign-in code', async () => {
    // The code went to the account before it had a password; it then set one and turned two-factor on.
    const tfa = await createAccount(t.ctx.db, { passwordHash: null, enableTfa: true });
    const generated = await post('/api/v1/auth/generate-one-time-login-code', { email: tfa.email });
    const code = extractCode(await mail.waitFor({ to: tfa.email }));
    await t.ctx.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(accounts.id, tfa.id));
    const res = await signInWithCode(tfa.email, generated.json().requestId, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });
});

describe('POST /api/v1/auth/resend-one-time-code', () => {
  it('mails a new code for the request: the old one is dead, the new one works', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const { requestId, code: oldCode } = await requestCode(tfa.email);
    let newCode = oldCode;
    while (newCode === oldCode) {
      const res = await post('/api/v1/auth/resend-one-time-code', { requestId, userName: tfa.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tokenSent: true, requestId });
      newCode = extractCode(await mail.waitFor({ to: tfa.email }));
    }
    const old = await signInWithCode(tfa.email, requestId, oldCode);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(WRONG_CODE);
    expect((await signInWithCode(tfa.email, requestId, newCode)).statusCode).toBe(200);
  });

  it('answers the same for an unknown request or address, and mails nothing', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const unknownRequest = '3f1c2b7a-5d4e-4c3b-8a29-1b2c3d4e5f60';
    const a = await post('/api/v1/auth/resend-one-time-code', { requestId: unknownRequest, userName: tfa.email });
    const b = await post('/api/v1/auth/resend-one-time-code', {
      requestId: unknownRequest,
      userName: 'nobody@example.test',
    });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tokenSent: true, requestId: unknownRequest });
    }
    await requestCode(tfa.email); // its mail is the first and only one to this address
    expect(mail.countFor(tfa.email)).toBe(1);
  });
});

describe('POST /api/v1/auth/sign-out', () => {
  it('revokes that session only: it then answers 401, another session of the account goes on', async () => {
    const account = await createAccount(t.ctx.db);
    const first = await signInAs(t.app, account.email);
    const second = await signInAs(t.app, account.email);
    const res = await post('/api/v1/auth/sign-out', {}, first.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await getAccount(first.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    expect((await getAccount(`Bearer ${first.token}`)).statusCode).toBe(401);
    expect((await getAccount(second.authorization)).statusCode).toBe(200);
  });

  it('without a session answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
