/**
 * What every caller sees regardless of the endpoint (spec 01 §7-§8; issue #2): the error body,
 * malformed and oversized bodies, unknown routes, security headers, the API documentation, health,
 * the served web app, and bad input to every endpoint answering 4xx while writing nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRow, createAccount, rowCounts, signInAs } from './factories';
import { FEATURE_OFF, featureRoutes } from './feature-routes';
import { createTestApp, type TestApp } from './harness';

const BODY_LIMIT = 1024;
const UUID = '6a3c2b7a-5d4e-4c3b-8a29-1b2c3d4e5f60';

let t: TestApp;
let webDist: string;
let member: Awaited<ReturnType<typeof createAccount>>;
let authorization: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>%PORTAL_TITLE%</title><meta name="portal-config" content="%PORTAL_CONFIG%">',
  );
  t = await createTestApp(
    { CREDENTIAL_LIMIT_PER_IP: '30' },
    { bodyLimit: BODY_LIMIT, webDist },
    {
      beforeReady(app) {
        featureRoutes(app);
        app.get('/api/test/boom', { config: { public: true } }, async () => {
          throw new Error('connection string postgres://secret@db');
        });
      },
    },
  );
  member = await createAccount(t.ctx.db);
  authorization = (await signInAs(t.app, member.email)).authorization;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const postRaw = (url: string, body: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, body, headers: { 'content-type': contentType } });

describe('error bodies', () => {
  it('every error answers {code, message}', async () => {
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/v1/account' });
    expect(unauthorized.headers['content-type']).toMatch(/application\/json/);
    expect(unauthorized.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'nope' },
    });
    expect(invalid.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please enter a valid email',
      errors: [{ field: 'email', message: 'Please enter a valid email' }],
    });
  });

  it('an unexpected failure answers 500 "An error occurred" with an error_description and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'An error occurred',
      error_description: expect.any(String),
    });
    expect(res.body).not.toContain('secret');
  });

  it('invalid JSON answers 400', async () => {
    const res = await postRaw('/api/v1/auth/sign-in', '{"email": "a@b.co", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/JSON/) });
  });

  it('an empty JSON body answers 400', async () => {
    const res = await postRaw('/api/v1/auth/sign-in', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('a JSON array where an object is expected answers 400', async () => {
    const res = await postRaw('/api/v1/auth/sign-in', '[]');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it(`a body over the limit (${BODY_LIMIT} bytes) answers 413`, async () => {
    const res = await postRaw(
      '/api/v1/auth/sign-in',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('a form-encoded body answers 415; plain text fails validation with 400', async () => {
    const form = await postRaw(
      '/api/v1/auth/sign-in',
      'email=a%40b.co&password=xx',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const text = await postRaw('/api/v1/auth/sign-in', 'email=a@b.co', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('routes', () => {
  it('an unknown /api route answers 404 JSON, signed in or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Route GET /api/nope not found' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/nope',
      headers: { authorization },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('a percent-encoded path to an /api route still needs a session', async () => {
    for (const url of ['/%61pi/segment/all', '/api/%73egment/all']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('a page path answers the web app with the tenant title; the index never caches', async () => {
    for (const url of ['/', '/news/details/12', '/account/sign-in?redirectTo=%2Fevents']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(`<title>${t.config.tenant.fullName}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('GET /api/health answers 200 with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /api/health answers 503 SERVICE_UNAVAILABLE while the database does not answer, then 200 again', async () => {
    // A database outage, from the app's side: its connection refuses the next statement.
    const outage = vi
      .spyOn(t.ctx.db, 'execute')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    outage.mockRestore();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database does not answer.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('GET /api/docs/json is the OpenAPI document with the auth and account paths, no session needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/auth/sign-in',
      '/api/v1/auth/request-one-time-login-code',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/auth/generate-one-time-login-code',
      '/api/v1/auth/resend-one-time-code',
      '/api/v1/account',
      '/api/v1/account/search',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    expect(
      doc.paths['/api/v1/auth/sign-in'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('impersonatorId');
  });
});

describe('feature guard on occupational therapy (the reverse of tenant-features.test.ts on public skills)', () => {
  it('a cpd route answers 200, since cpd is on; its session rule still applies', async () => {
    expect(t.config.tenant.id).toBe('ota');
    const res = await t.app.inject({ method: 'GET', url: '/api/test/cpd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/cpd-private', headers: { authorization } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/cpd-private' })).statusCode).toBe(401);
  });

  it('the login splash screen is off here: its route answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/splash' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(FEATURE_OFF);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/v1/account', '/'])('%s carries CSP script-src self and nosniff', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad input to every endpoint answers 4xx with a clear message and writes nothing (issue #2)', () => {
  type Case = [
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: object | string | undefined,
    signedIn: boolean,
    status: number,
    message?: string,
  ];
  const cases: Case[] = [
    [
      'POST',
      '/api/v1/auth/request-one-time-login-code',
      { email: '', password: 'xx' },
      false,
      400,
      'Please enter an email address',
    ],
    [
      'POST',
      '/api/v1/auth/request-one-time-login-code',
      { email: 'not-an-email', password: 'xx' },
      false,
      400,
      'Please enter a valid email',
    ],
    ['POST', '/api/v1/auth/request-one-time-login-code', { email: 'a@b.co' }, false, 400, 'Please type password.'],
    ['POST', '/api/v1/auth/sign-in', { email: 'a@b.co', password: '' }, false, 400, 'Please type password.'],
    ['POST', '/api/v1/auth/sign-in', { email: 'a b@c.de', password: 'xx' }, false, 400, 'Please enter a valid email'],
    ['POST', '/api/v1/auth/sign-in', { email: 'a@b.co', password: 'xx', impersonatorId: 'me' }, false, 400],
    [
      'POST',
      '/api/v1/auth/sign-in-with-code',
      { email: 'a@b.co', password: 'xx', requestId: UUID, code: '' },
      false,
      400,
      'Please, enter code',
    ],
    [
      'POST',
      '/api/v1/auth/sign-in-with-code',
      { email: 'a@b.co', password: 'xx', requestId: 'r-1', code: '123456' },
      false,
      400,
      'A valid requestId is required',
    ],
    [
      'POST',
      '/api/v1/auth/sign-in-with-one-time-code',
      { email: 'a@b.co', requestId: UUID, code: '12ab56' },
      false,
      400,
      'Wrong password',
    ],
    [
      'POST',
      '/api/v1/auth/sign-in-with-one-time-code',
      { email: 'a@b.co', requestId: UUID },
      false,
      400,
      'Please, enter code',
    ],
    ['POST', '/api/v1/auth/generate-one-time-login-code', {}, false, 400, 'Email is required'],
    ['POST', '/api/v1/auth/generate-one-time-login-code', { email: 'bad' }, false, 400, 'Please enter a valid email'],
    [
      'POST',
      '/api/v1/auth/resend-one-time-code',
      { requestId: 'x', userName: 'a@b.co' },
      false,
      400,
      'A valid requestId is required',
    ],
    ['POST', '/api/v1/auth/forgot-password', { email: '' }, false, 400, 'Please enter an email address'],
    ['POST', '/api/v1/auth/forgot-password', { email: 'bad' }, false, 400, 'Please enter a valid email'],
    [
      'POST',
      '/api/v1/auth/reset-password',
      { token: 't', userId: UUID, password: '' },
      false,
      400,
      'Please enter a password',
    ],
    ['POST', '/api/v1/auth/reset-password', { token: 't', userId: '42', password: 'Fresh#Start9' }, false, 400],
    ['POST', '/api/v1/auth/reset-password', { token: '', userId: UUID, password: 'Fresh#Start9' }, false, 400],
    ['POST', '/api/v1/auth/sign-out', '{oops', true, 400],
    ['GET', '/api/v1/account/not-a-uuid', undefined, true, 400],
    ['PUT', '/api/v1/account/settings', { enableTFA: 'yes' }, true, 400],
    [
      'POST',
      '/api/v1/account/change-password',
      { currentPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      true,
      400,
    ],
    [
      'POST',
      '/api/v1/account/change-password',
      { currentPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' },
      true,
      400,
      'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.',
    ],
    ['POST', '/api/v1/account/batch', { accountIds: ['x'] }, true, 400],
    ['POST', '/api/v1/account/search', { page: 0 }, true, 400],
    ['POST', '/api/v1/community/users/set-first-login', '{oops', true, 400],
    ['PUT', '/api/v1/community/users/notification-settings', { notificationActivityTypes: [18] }, true, 400],
    ['POST', '/api/engagement/track', { eventType: 'x' }, true, 400],
    // Without a session the signed-in endpoints answer 401 and write nothing either.
    ['GET', '/api/v1/account', undefined, false, 401],
    ['GET', '/api/v1/account/settings', undefined, false, 401],
    ['PUT', '/api/v1/account/settings', { enableTFA: true }, false, 401],
    [
      'POST',
      '/api/v1/account/change-password',
      { currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      false,
      401,
    ],
    ['POST', '/api/v1/account/batch', { accountIds: [] }, false, 401],
    ['POST', '/api/v1/account/search', {}, false, 401],
    ['GET', `/api/v1/account/${UUID}`, undefined, false, 401],
    ['GET', '/api/v1/permission', undefined, false, 401],
    ['POST', '/api/v1/community/users/set-first-login', undefined, false, 401],
    ['GET', '/api/v1/community/users/settings', undefined, false, 401],
    ['PUT', '/api/v1/community/users/notification-settings', { notificationActivityTypes: [2] }, false, 401],
    ['GET', '/api/user/allow-login-access', undefined, false, 401],
    ['GET', '/api/segment/all', undefined, false, 401],
    ['POST', '/api/engagement/track', { eventType: 'viewPage' }, false, 401],
    ['POST', '/api/v1/auth/sign-out', undefined, false, 401],
  ];

  it('every endpoint of the auth and account routes is in the table', () => {
    const routes = new Set(cases.map(([method, url]) => `${method} ${url.replace(/not-a-uuid|[0-9a-f-]{36}/, ':id')}`));
    for (const [method, url] of [
      ['POST', '/api/v1/auth/request-one-time-login-code'],
      ['POST', '/api/v1/auth/sign-in'],
      ['POST', '/api/v1/auth/sign-in-with-code'],
      ['POST', '/api/v1/auth/sign-in-with-one-time-code'],
      ['POST', '/api/v1/auth/generate-one-time-login-code'],
      ['POST', '/api/v1/auth/resend-one-time-code'],
      ['POST', '/api/v1/auth/forgot-password'],
      ['POST', '/api/v1/auth/reset-password'],
      ['POST', '/api/v1/auth/sign-out'],
      ['GET', '/api/v1/account'],
      ['GET', '/api/v1/account/:id'],
      ['GET', '/api/v1/account/settings'],
      ['PUT', '/api/v1/account/settings'],
      ['POST', '/api/v1/account/change-password'],
      ['POST', '/api/v1/account/batch'],
      ['POST', '/api/v1/account/search'],
      ['GET', '/api/v1/permission'],
      ['POST', '/api/v1/community/users/set-first-login'],
      ['GET', '/api/v1/community/users/settings'],
      ['PUT', '/api/v1/community/users/notification-settings'],
      ['GET', '/api/user/allow-login-access'],
      ['GET', '/api/segment/all'],
      ['POST', '/api/engagement/track'],
    ]) {
      expect(routes.has(`${method} ${url}`), `${method} ${url}`).toBe(true);
    }
  });

  it('answers each with its status and message, and no table or account row changes', async () => {
    const countsBefore = await rowCounts(t.ctx.db);
    const accountBefore = await accountRow(t.ctx.db, member.id);
    for (const [method, url, payload, signedIn, status, message] of cases) {
      const headers: Record<string, string> = signedIn ? { authorization } : {};
      const res =
        typeof payload === 'string'
          ? await t.app.inject({
              method,
              url,
              body: payload,
              headers: { ...headers, 'content-type': 'application/json' },
            })
          : await t.app.inject({ method, url, payload, headers });
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      expect(res.statusCode, label).toBe(status);
      const body = res.json();
      expect(typeof body.code, label).toBe('string');
      expect(body.message, label).toMatch(/\w{3}/);
      if (message) expect(body.message, label).toBe(message);
    }
    expect(await rowCounts(t.ctx.db)).toEqual(countsBefore);
    expect(await accountRow(t.ctx.db, member.id)).toEqual(accountBefore);
    // The session used above is intact.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } })).statusCode).toBe(
      200,
    );
  });
});
