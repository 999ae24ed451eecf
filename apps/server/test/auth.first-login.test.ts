/**
 * First-time login by emailed code and the first-login flag (spec 01 §2 First-login via the emailed
 * one-time code, Guided tour; §7 generate-one-time-login-code, set-first-login; issue #2 §3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from './factories';
import { extractCode, MailCatcher } from '@portal/test-support';
import { createTestApp, type TestApp } from './harness';

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

const post = (url: string, payload?: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const getAccount = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A member who has never signed in: no password yet, first-login flag on (like newmember@example.org). */
const newMember = () => createAccount(t.ctx.db, { passwordHash: null, isFirstLogin: true });

async function generateCode(email: string): Promise<{ requestId: string; code: string }> {
  const res = await post('/api/v1/auth/generate-one-time-login-code', { email });
  expect(res.statusCode).toBe(200);
  return { requestId: res.json().requestId, code: extractCode(await mail.waitFor({ to: email })) };
}

describe('POST /api/v1/auth/generate-one-time-login-code', () => {
  it('answers the same shape for an unknown and a known address; only the known one gets a code', async () => {
    const member = await newMember();
    const unknown = await post('/api/v1/auth/generate-one-time-login-code', { email: 'not.a.member@example.test' });
    const known = await post('/api/v1/auth/generate-one-time-login-code', { email: member.email });
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['requestId', 'tokenSent']);
      expect(res.json().tokenSent).toBe(true);
      expect(res.json().requestId).toMatch(UUID);
    }
    expect(extractCode(await mail.waitFor({ to: member.email }))).toMatch(/^\d{6}$/);
    expect(mail.countFor('not.a.member@example.test')).toBe(0);
  });
});

describe('POST /api/v1/auth/sign-in-with-one-time-code', () => {
  it('signs a first-time member in; the session shows isFirstLogin until set-first-login clears it', async () => {
    const member = await newMember();
    const { requestId, code } = await generateCode(member.email);
    const res = await post('/api/v1/auth/sign-in-with-one-time-code', { email: member.email, requestId, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: member.id, isFirstLogin: true });
    const authorization = `Bearer ${res.json().accessToken}`;

    const me = await getAccount(authorization);
    expect(me.statusCode).toBe(200);
    expect(me.json().isFirstLogin).toBe(true);

    const cleared = await post('/api/v1/community/users/set-first-login', undefined, authorization);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true });
    expect((await getAccount(authorization)).json().isFirstLogin).toBe(false);
  });

  it('a first-time member cannot sign in with a password (there is none yet)', async () => {
    const member = await newMember();
    const res = await post('/api/v1/auth/sign-in', { email: member.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The user name or password is incorrect.');
  });

  it('a wrong code answers 401 "Wrong password", and so does an unknown address', async () => {
    const member = await newMember();
    const { requestId, code } = await generateCode(member.email);
    const wrong = await post('/api/v1/auth/sign-in-with-one-time-code', {
      email: member.email,
      requestId,
      code: otherCode(code),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'WRONG_CODE', message: 'Wrong password' });
    const unknown = await post('/api/v1/auth/sign-in-with-one-time-code', {
      email: 'ghost@example.test',
      requestId,
      code,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'WRONG_CODE', message: 'Wrong password' });
    // The right code still works afterwards.
    expect(
      (await post('/api/v1/auth/sign-in-with-one-time-code', { email: member.email, requestId, code })).statusCode,
    ).toBe(200);
  });

  it('a code works once', async () => {
    const member = await newMember();
    const { requestId, code } = await generateCode(member.email);
    expect(
      (await post('/api/v1/auth/sign-in-with-one-time-code', { email: member.email, requestId, code })).statusCode,
    ).toBe(200);
    const again = await post('/api/v1/auth/sign-in-with-one-time-code', { email: member.email, requestId, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('CODE_EXPIRED');
  });

  it("another member's code does not sign you in", async () => {
    const owner = await newMember();
    const intruder = await newMember();
    const { requestId, code } = await generateCode(owner.email);
    const res = await post('/api/v1/auth/sign-in-with-one-time-code', { email: intruder.email, requestId, code });
    expect(res.statusCode).toBe(401);
    expect(res.json().accessToken).toBeUndefined();
  });

  it('a two-factor sign-in code does not sign in by first-time login (an account with a password never does)', async () => {
    const tfa = await createAccount(t.ctx.db, { enableTfa: true });
    const requested = await post('/api/v1/auth/request-one-time-login-code', { email: tfa.email, password: PASSWORD });
    const code = extractCode(await mail.waitFor({ to: tfa.email }));
    const res = await post('/api/v1/auth/sign-in-with-one-time-code', {
      email: tfa.email,
      requestId: requested.json().requestId,
      code,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'WRONG_CODE', message: 'Wrong password' });
  });
});

describe('POST /api/v1/community/users/set-first-login', () => {
  it('needs a session', async () => {
    const res = await post('/api/v1/community/users/set-first-login');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
