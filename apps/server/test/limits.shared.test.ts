/**
 * Limits under concurrency and across processes (issue 34 "Limits" and "Proxies"):
 * - the per-(account, address) credential limit reserves each attempt before the password hash is
 *   checked: 25 parallel wrong passwords for one account give exactly 10 × 401 and 15 × 429;
 * - with TRUST_PROXY=1 a forged left-most X-Forwarded-For does not change the address the limits use;
 * - the global per-address request limit is one count for two apps on one PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/client';
import { createAccount, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CREDENTIAL_LIMIT_PER_IP: '30',
    CREDENTIAL_LIMIT_PER_ACCOUNT: '10',
    CREDENTIAL_LIMIT_PER_ACCOUNT_HOURLY: '100',
    TRUST_PROXY: '1',
  });
});
afterAll(async () => t?.close());

describe('credential limits reserve the attempt first', () => {
  it('25 parallel wrong passwords for one account from one address: 10 × 401, 15 × 429', async () => {
    const account = await createAccount(t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: account.email, password: 'Wrong-passw0rd!' },
          remoteAddress: '10.34.0.1',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY });
    // The right password from this address is refused now too; from another address it signs in.
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '10.34.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '10.34.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('successful sign-ins do not count: after 15 sign-ins, 10 parallel wrong passwords all answer 401', async () => {
    const account = await createAccount(t.ctx.db);
    for (let i = 0; i < 15; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: account.email, password: PASSWORD },
        remoteAddress: '10.34.1.1',
      });
      expect(ok.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: account.email, password: 'Wrong-passw0rd!' },
          remoteAddress: '10.34.1.1',
        }),
      ),
    );
    expect(wrong.map((a) => a.statusCode)).toEqual(Array(10).fill(401));
  });
});

describe('TRUST_PROXY=1', () => {
  it('a forged left-most X-Forwarded-For does not change the address the limits use', async () => {
    const account = await createAccount(t.ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: account.email, password: 'Wrong-passw0rd!' },
        // The proxy (the socket's address) appends the client's address; the client forged the rest.
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 10.34.2.1` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The proxy's own line for another client is that client's address.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.34.2.1, 10.34.2.2' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the request limit across processes (PostgreSQL)', () => {
  it('two apps on one database share one per-address count', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '6' };
    const a = await createTestApp(env);
    const handle = await openDb({ databaseUrl: a.config.databaseUrl, pgliteDir: null, poolSize: 2 });
    const b = await buildApp({ config: a.config, dbHandle: handle, ownsDb: true, logger: false });
    try {
      await b.app.ready();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        const res = await app.inject({ method: 'GET', url: '/api/tenant', remoteAddress: '10.34.3.1' });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      // Another address has its own count, on either app.
      expect((await b.app.inject({ method: 'GET', url: '/api/tenant', remoteAddress: '10.34.3.2' })).statusCode).toBe(
        200,
      );
    } finally {
      await b.app.close();
      await a.close();
    }
  });
});
