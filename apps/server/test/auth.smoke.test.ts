import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-in smoke', () => {
  it('signs in and reads the current account with either token form', async () => {
    const account = await createAccount(t.ctx.db, { firstName: 'Ada' });
    const { authorization, token } = await signInAs(t.app, account.email, PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.id, firstName: 'Ada', impersonator: null });
    const viaStored = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaStored.json().id).toBe(account.id);
  });
});
