/**
 * NUL characters (U+0000) and caching of authenticated answers (plugins/nul-guard.ts, plugins/auth.ts).
 *
 * PostgreSQL refuses NUL in text, so a NUL once reached the database and answered 500 on the routes
 * that store or search text. Now one rule covers every request: over EVERY route of the OpenAPI
 * document, a NUL in any path parameter, query parameter or string field of the JSON body answers
 * 400 VALIDATION_ERROR naming the field, signed in or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/identity/sessions';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';
import { loadOperations, type Operation, replaceAt, sampleRequest, stringLeaves } from './openapi-routes';

const NUL_TEXT = 'a\u0000b';

let t: TestApp;
let ops: Operation[];
let authorization: string;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {},
    {
      beforeReady: (app) => {
        // A route that sets its own Cache-Control, as the file routes do (modules/files/serve-file.ts).
        app.get('/api/test/own-cache', async (_req, reply) => {
          reply.header('cache-control', 'private, max-age=300');
          return { ok: true };
        });
      },
    },
  );
  ops = await loadOperations(t.app);
  const admin = await createAccount(t.ctx.db, { role: 1 });
  authorization = `Bearer ${(await createSession(t.ctx.db, admin.id)).accessToken}`;
});
afterAll(async () => t?.close());

/** Every request of one route with a NUL in exactly one place, and the field the answer must name. */
function nulVariants(op: Operation): { where: string; field: string; request: ReturnType<typeof sampleRequest> }[] {
  const variants = op.params.map((p) => ({
    where: `${p.in} ${p.name}`,
    field: p.name,
    request: sampleRequest(op, { [p.name]: NUL_TEXT }),
  }));
  const base = sampleRequest(op);
  for (const leaf of stringLeaves(base.body)) {
    variants.push({
      where: `body ${leaf.join('.')}`,
      field: leaf.join('.'),
      request: { ...base, body: replaceAt(base.body, leaf, NUL_TEXT) },
    });
  }
  if (op.body) {
    // A NUL in a key of the body counts too.
    variants.push({
      where: 'body key',
      field: 'ab',
      request: { ...base, body: { ...(base.body as object), [NUL_TEXT]: 1 } },
    });
  }
  return variants;
}

describe('a NUL anywhere in a request', () => {
  it('answers 400 VALIDATION_ERROR naming the field on every route of the OpenAPI document', async () => {
    expect(ops.length).toBeGreaterThan(150);
    let checked = 0;
    const failures: string[] = [];
    for (const op of ops) {
      for (const { where, field, request } of nulVariants(op)) {
        for (const headers of [{ authorization }, {}]) {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            query: request.query,
            headers,
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
          checked += 1;
          const body = res.json() as { code?: string; message?: string };
          const expected = `The field "${field}" contains a character that is not allowed.`;
          if (res.statusCode !== 400 || body.code !== 'VALIDATION_ERROR' || body.message !== expected) {
            failures.push(`${op.method} ${op.path} (${where}): ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it('before sign-in too: the email of sign-in and forgot-password', async () => {
    for (const url of [
      '/api/v1/auth/sign-in',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/request-one-time-login-code',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'someone\u0000@example.test', password: 'Member#2025' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'The field "email" contains a character that is not allowed.',
        errors: [{ field: 'email', message: 'The field "email" contains a character that is not allowed.' }],
      });
    }
  });

  it('in a query string: GET community?alias answers 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/community?alias=x%00y', headers: { authorization } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field "alias" contains a character that is not allowed.');
  });
});

describe('Cache-Control of authenticated answers', () => {
  it('an answer to a request with a session says no-store, errors included; one without a session does not', async () => {
    const account = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/5d0f3c1e-8a2b-4c3d-9e4f-a1b2c3d4e5f6',
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/api/tenant' });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.headers['cache-control']).toBeUndefined();
  });

  it("a route's own Cache-Control is kept (file routes: private, max-age=300)", async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/test/own-cache', headers: { authorization } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=300');
  });
});
