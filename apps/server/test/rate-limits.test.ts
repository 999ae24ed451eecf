/**
 * Credential limits (README Configuration; issue #2 §3): per IP every attempt counts; per account
 * and address failures count; per account from all addresses failures count against an hourly
 * ceiling that stops only addresses the account never signed in from. Past any limit: 429, one message.
 * Each test uses its own client IP (inject's remoteAddress) so the counters do not mix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const PER_IP = 5;
const PER_ACCOUNT = 3;
const PER_ACCOUNT_HOURLY = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CREDENTIAL_LIMIT_PER_IP: String(PER_IP),
    CREDENTIAL_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    CREDENTIAL_LIMIT_PER_ACCOUNT_HOURLY: String(PER_ACCOUNT_HOURLY),
  });
});
afterAll(async () => t?.close());

const signIn = (ip: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload, remoteAddress: ip });

describe('per-IP limit (CREDENTIAL_LIMIT_PER_IP)', () => {
  it(`successful sign-ins do not count; after ${PER_IP} failures from one IP the next attempt answers 429, right password or not; another IP goes on`, async () => {
    const account = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_IP + 2; i++) {
      const ok = await signIn('10.0.0.1', { email: account.email, password: PASSWORD });
      expect(ok.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < PER_IP; i++) {
      const failed = await signIn('10.0.0.1', { email: `guess${i}@example.test`, password: PASSWORD });
      expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
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

describe('per-account-and-address limit (CREDENTIAL_LIMIT_PER_ACCOUNT)', () => {
  it(`${PER_ACCOUNT} failures from one address lock the account there only, even with the right password`, async () => {
    const locked = await createAccount(t.ctx.db);
    const other = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await signIn('10.0.1.1', { email: locked.email, password: 'Wrong#2025' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('The user name or password is incorrect.');
    }
    const right = await signIn('10.0.1.1', { email: locked.email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY });
    const upperCase = await signIn('10.0.1.1', { email: ` ${locked.email.toUpperCase()}`, password: PASSWORD });
    expect(upperCase.statusCode).toBe(429);
    // (The per-IP limit of 5 is now used up at 10.0.1.1.) Another account, and this account from
    // another address, still sign in.
    expect((await signIn('10.0.1.3', { email: other.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await signIn('10.0.1.2', { email: locked.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("an attacker's address exhausting its allowance does not stop the owner signing in from theirs", async () => {
    const owner = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      const res = await signIn('10.0.5.66', { email: owner.email, password: `Guess#${i}` });
      expect(res.statusCode).toBe(i < PER_ACCOUNT ? 401 : 429);
    }
    expect((await signIn('10.0.5.66', { email: owner.email, password: PASSWORD })).statusCode).toBe(429);
    const ownerSignIn = await signIn('10.0.5.1', { email: owner.email, password: PASSWORD });
    expect(ownerSignIn.statusCode).toBe(200);
    expect(ownerSignIn.json().user.email).toBe(owner.email);
  });

  it('successful sign-ins do not count towards the lock', async () => {
    const account = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      expect((await signIn(`10.0.2.${i + 1}`, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it("wrong admin passwords on the impersonation path lock that admin's impersonation from that address", async () => {
    const admin = await createAccount(t.ctx.db, { role: 1 });
    const target = await createAccount(t.ctx.db);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await signIn('10.0.4.1', {
        email: target.email,
        password: 'Wrong#2025',
        impersonatorId: admin.id,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await signIn('10.0.4.1', { email: target.email, password: PASSWORD, impersonatorId: admin.id });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
    const elsewhere = await signIn('10.0.4.2', { email: target.email, password: PASSWORD, impersonatorId: admin.id });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('hourly per-account ceiling (CREDENTIAL_LIMIT_PER_ACCOUNT_HOURLY)', () => {
  it(`${PER_ACCOUNT_HOURLY} failures from many addresses stop new addresses, not one the owner signed in from`, async () => {
    const account = await createAccount(t.ctx.db);
    // The owner signed in from this address before the attack.
    expect((await signIn('10.0.6.1', { email: account.email, password: PASSWORD })).statusCode).toBe(200);
    // Failures spread over addresses, each below its own allowance, until the hourly ceiling.
    for (let i = 0; i < PER_ACCOUNT_HOURLY; i++) {
      const res = await signIn(`10.0.7.${Math.floor(i / 2) + 1}`, { email: account.email, password: `Guess#${i}` });
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    // The ceiling holds: a fresh address is refused, right password or not, so guessing stops.
    const fresh = await signIn('10.0.7.200', { email: account.email, password: PASSWORD });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY });
    expect((await signIn('10.0.7.201', { email: account.email, password: 'Guess#x' })).statusCode).toBe(429);
    // The owner's address keeps its own allowance.
    const owner = await signIn('10.0.6.1', { email: account.email, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(account.id);
  });
});
