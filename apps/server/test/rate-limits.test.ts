/**
 * Credential limits (README Configuration; issue #2 §3): per IP every attempt counts, per account
 * only failures count; past either limit the answer is 429 with the same message.
 * Each test uses its own client IP (inject's remoteAddress) so the counters do not mix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const PER_IP = 5;
const PER_ACCOUNT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CREDENTIAL_LIMIT_PER_IP: String(PER_IP),
    CREDENTIAL_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
  });
});
afterAll(async () => t?.close());

const signIn = (ip: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload, remoteAddress: ip });

describe('per-IP limit (CREDENTIAL_LIMIT_PER_IP)', () => {
  it(`the ${PER_IP + 1}th sign-in attempt from one IP answers 429, right password or not; another IP goes on`, async () => {
    const account = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_IP; i++) {
      const ok = await signIn('10.0.0.1', { email: account.email, password: PASSWORD });
      expect(ok.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    const blocked = await signIn('10.0.0.1', { email: account.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY });
    // The other sign-in step shares the counter.
    const codeStep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-one-time-login-code',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '10.0.0.1',
    });
    expect(codeStep.statusCode).toBe(429);
    expect((await signIn('10.0.0.2', { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts password-reset requests per IP too', async () => {
    for (let i = 0; i < PER_IP; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: `p${i}@example.test` },
        remoteAddress: '10.0.3.1',
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'p9@example.test' },
      remoteAddress: '10.0.3.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
  });
});

describe('per-account limit (CREDENTIAL_LIMIT_PER_ACCOUNT)', () => {
  it(`${PER_ACCOUNT} failures lock the account even with the right password; another account still signs in`, async () => {
    const locked = await createAccount(t.ctx.db);
    const other = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      // A different IP each time: the per-IP limit is not what stops it.
      const wrong = await signIn(`10.0.1.${i + 1}`, { email: locked.email, password: 'Wrong#2025' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('The user name or password is incorrect.');
    }
    const right = await signIn('10.0.1.50', { email: locked.email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY });
    const upperCase = await signIn('10.0.1.51', { email: locked.email.toUpperCase(), password: PASSWORD });
    expect(upperCase.statusCode).toBe(429);
    expect((await signIn('10.0.1.52', { email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('successful sign-ins do not count towards the lock', async () => {
    const account = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      expect((await signIn(`10.0.2.${i + 1}`, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it("wrong admin passwords on the impersonation path lock that admin's impersonation too", async () => {
    const admin = await createAccount(t.ctx.db, { role: 1 });
    const target = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await signIn(`10.0.4.${i + 1}`, {
        email: target.email,
        password: 'Wrong#2025',
        impersonatorId: admin.id,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await signIn('10.0.4.50', { email: target.email, password: PASSWORD, impersonatorId: admin.id });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
  });
});
