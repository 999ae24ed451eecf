/**
 * What changes with the tenant (spec 01 §1 Tenants, §2 Routing guard and splash; issue #2 §2):
 * routes of a feature that is off answer 404; the login splash access check follows the tenant's
 * rules; engagement is recorded only where analytics is on.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementEvents } from '../src/db/schema';
import { createAccount, signInAs } from './factories';
import { FEATURE_OFF, featureRoutes } from './feature-routes';
import { createTestApp, type TestApp } from './harness';

// The occupational-therapy side of the feature guard runs on the (ota) app of transport.test.ts.
let psa: TestApp;
let lawcouncil: TestApp;
beforeAll(async () => {
  psa = await createTestApp({ TENANT: 'psa' }, {}, { beforeReady: featureRoutes });
  lawcouncil = await createTestApp({ TENANT: 'lawcouncil' }, {}, { beforeReady: featureRoutes });
}, 120_000);
afterAll(async () => {
  await Promise.all([psa?.close(), lawcouncil?.close()]);
});

const get = (t: TestApp, url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('feature guard', () => {
  it('a cpd route answers 404 on public skills, where cpd is off', async () => {
    const res = await get(psa, '/api/test/cpd');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(FEATURE_OFF);
  });

  it('the feature check comes before the session check: 404, not 401, without a session', async () => {
    const res = await get(psa, '/api/test/cpd-private');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(FEATURE_OFF);
  });

  it('communities is on for public skills; the login splash screen is on for the law council', async () => {
    expect((await get(psa, '/api/test/communities')).statusCode).toBe(200);
    expect((await get(psa, '/api/test/splash')).json()).toEqual(FEATURE_OFF);
    expect((await get(lawcouncil, '/api/test/splash')).statusCode).toBe(200);
    expect((await get(lawcouncil, '/api/test/cpd')).statusCode).toBe(200);
  });
});

describe('interests and Find an OT are off on public skills (issue 16)', () => {
  it('the listing, the public search and the segment calls answer 404', async () => {
    const row = await createAccount(psa.ctx.db);
    const auth = (await signInAs(psa.app, row.email)).authorization;
    expect((await get(psa, '/api/user/find-an-ot', auth)).statusCode).toBe(404);
    expect((await get(psa, '/api/public/find-an-ot')).json()).toEqual({
      code: 'NOT_FOUND',
      message: "'Find an OT' is not available.",
    });
    expect((await get(psa, '/api/user/segment/interests', auth)).json()).toEqual(FEATURE_OFF);
  });
});

describe('GET /api/tenant', () => {
  it('answers the configured tenant with its brand colour and registration link (spec 01 §1 table)', async () => {
    const res = await get(psa, '/api/tenant');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenant: 'psa', brandColor: '#547B04', communitiesRoute: '/communities' });
    expect(res.json().registrationUrl.endsWith('/workflow?id=become-psa-member&step=1')).toBe(true);
    expect((await get(lawcouncil, '/api/tenant')).json()).toMatchObject({
      tenant: 'lawcouncil',
      brandColor: '#807057',
    });
  });
});

describe('GET /api/user/allow-login-access', () => {
  const allow = async (t: TestApp, overrides: object) => {
    const account = await createAccount(t.ctx.db, overrides);
    const { authorization } = await signInAs(t.app, account.email);
    const res = await get(t, '/api/user/allow-login-access', authorization);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('law council (splash requires not-staff): Staff is refused, a member is let in', async () => {
    expect(await allow(lawcouncil, { contactTypes: ['Staff'] })).toEqual({ allowAccess: false, isFdrs: false });
    expect(await allow(lawcouncil, { contactTypes: ['Member', 'Staff'] })).toEqual({
      allowAccess: false,
      isFdrs: false,
    });
    expect(await allow(lawcouncil, { contactTypes: ['Member'] })).toEqual({ allowAccess: true, isFdrs: false });
    expect(await allow(lawcouncil, { contactTypes: ['ClientUser'] })).toEqual({ allowAccess: true, isFdrs: false });
  });

  it('isFdrs reflects the account (FDRS splash variant)', async () => {
    expect(await allow(lawcouncil, { contactTypes: ['Member'], isFdrs: true })).toEqual({
      allowAccess: true,
      isFdrs: true,
    });
  });

  it('needs a session', async () => {
    expect((await get(lawcouncil, '/api/user/allow-login-access')).statusCode).toBe(401);
  });
});

describe('engagement tracking follows the analytics feature', () => {
  it('public skills (analytics off) answers 204 but records nothing', async () => {
    const account = await createAccount(psa.ctx.db);
    const { authorization } = await signInAs(psa.app, account.email);
    const res = await psa.app.inject({
      method: 'POST',
      url: '/api/engagement/track',
      payload: { eventType: 'viewPage', path: '/' },
      headers: { authorization },
    });
    expect(res.statusCode).toBe(204);
    expect(
      await psa.ctx.db.select().from(engagementEvents).where(eq(engagementEvents.accountId, account.id)),
    ).toHaveLength(0);
  });
});
