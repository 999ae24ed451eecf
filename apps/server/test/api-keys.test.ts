/**
 * API keys (issue 31): an Admin creates, lists and revokes keys; a key is shown once and stored
 * hashed; it acts as its Admin only on the operations its scopes name (a walk over every /api/v1
 * route as registered); a revoked key, or one whose Admin was demoted or deactivated, answers 401;
 * every call made with a key, refused ones included, leaves an audit row with the key's name; the
 * per-key rate limit answers 429 with Retry-After.
 */
import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_SCOPES, type ApiKeyScope, Role } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';
import { loadOperations, type Operation, SAMPLE_UUID, sampleRequest } from './openapi-routes';

const base = '/api/v1/admin/api-keys';
const KEY_SHAPE = /^mp_[A-Za-z0-9_-]{43}$/;

let t: TestApp;
let admin: string;
let adminId: string;

async function rows<T = Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Creates a key through the API as `by` (an Admin's bearer header); answers the create body's data. */
async function createKey(name: string, scopes: readonly ApiKeyScope[], by = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: base,
    headers: { authorization: by },
    payload: { name, scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; token: string; prefix: string; name: string; scopes: string[] };
}

const withKey = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAccount(t.ctx.db, { role: Role.Admin, email: 'keys.admin@example.test' });
  adminId = a.id;
  admin = (await signInAs(t.app, a.email)).authorization;
});
afterAll(async () => t?.close());

describe('managing keys', () => {
  it('an Admin creates a key: the token is in the create answer only, the database keeps its SHA-256', async () => {
    const created = await createKey('Xero sync', ['members:read', 'events:read']);
    expect(created.token).toMatch(KEY_SHAPE);
    expect(created.prefix).toBe(created.token.slice(0, 9));
    expect(created.scopes).toEqual(['members:read', 'events:read']);

    const list = await t.app.inject({ method: 'GET', url: base, headers: { authorization: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const listed = list.json().data.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({
      name: 'Xero sync',
      prefix: created.prefix,
      createdBy: 'keys.admin@example.test',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(listed.token).toBeUndefined();

    const stored = await rows(sql`select * from api_keys where id = ${created.id}`);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(3));
    expect(stored[0].token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));

    const audit = await rows(
      sql`select * from staff_audit_log where action = 'api-key.create' and entity_id = ${created.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it('only an Admin manages keys: staff and members get 403, no session 401', async () => {
    const staff = await createAccount(t.ctx.db, { contactTypes: ['MembershipStaff', 'Staff'] });
    const auth = (await signInAs(t.app, staff.email)).authorization;
    for (const req of [
      { method: 'GET' as const, url: base },
      { method: 'POST' as const, url: base, payload: { name: 'x', scopes: ['members:read'] } },
      { method: 'POST' as const, url: `${base}/${SAMPLE_UUID}/revoke` },
    ]) {
      expect((await t.app.inject({ ...req, headers: { authorization: auth } })).statusCode).toBe(403);
      expect((await t.app.inject(req)).statusCode).toBe(401);
    }
  });

  it('refuses a missing name, no scope or an unknown scope with a clear message', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: base, headers: { authorization: admin }, payload });
    const noName = await post({ name: '  ', scopes: ['members:read'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(API_KEY_MESSAGES.nameRequired);
    const noScope = await post({ name: 'CRM', scopes: [] });
    expect(noScope.json().message).toBe(API_KEY_MESSAGES.scopesRequired);
    const unknown = await post({ name: 'CRM', scopes: ['members:delete'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(API_KEY_MESSAGES.unknownScope);
  });

  it('two active keys never share a name, even created at once; a revoked key frees its name', async () => {
    const payload = { name: 'Moodle', scopes: ['members:read'] };
    const both = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: base, headers: { authorization: admin }, payload })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({ code: 'CONFLICT', message: API_KEY_MESSAGES.nameTaken });
    const id = both.find((r) => r.statusCode === 201)?.json().data.id;
    const revoke = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/revoke`,
      headers: { authorization: admin },
    });
    expect(revoke.statusCode).toBe(200);
    await createKey('moodle', ['members:read']);
  });

  it('revoking: the next call with the key answers 401; again 409; an unknown key 404', async () => {
    const key = await createKey('Mailchimp', ['members:read']);
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/admin/members', headers: withKey(key.token) });
    expect(ok.statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `${base}/${key.id}/revoke`,
      headers: { authorization: admin },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data.revokedAt).toEqual(expect.any(String));
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/members', headers: withKey(key.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: API_KEY_MESSAGES.keyInvalid });
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/${key.id}/revoke`,
      headers: { authorization: admin },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${base}/${SAMPLE_UUID}/revoke`,
      headers: { authorization: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an unknown key answers 401; a key whose Admin is demoted or deactivated answers 401', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/members',
      headers: withKey(`mp_${'A'.repeat(43)}`),
    });
    expect(unknown.statusCode).toBe(401);

    const other = await createAccount(t.ctx.db, { role: Role.Admin });
    const otherAuth = (await signInAs(t.app, other.email)).authorization;
    const key = await createKey('Demoted', ['members:read'], otherAuth);
    const call = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/members', headers: withKey(key.token) });
    expect((await call()).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update accounts set role = ${Role.Standard} where id = ${other.id}`);
    expect((await call()).statusCode).toBe(401);
    await t.ctx.db.execute(sql`update accounts set role = ${Role.Admin}, is_active = false where id = ${other.id}`);
    expect((await call()).statusCode).toBe(401);
    await t.ctx.db.execute(sql`update accounts set is_active = true where id = ${other.id}`);
    expect((await call()).statusCode).toBe(200);
  });
});

describe('what a key does', () => {
  it('acts as its Admin on its scopes: reads members, adds one with members:write, and is marked used', async () => {
    const reader = await createKey('Reader', ['members:read']);
    const writer = await createKey('Writer', ['members:write']);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/members', headers: withKey(reader.token) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const add = {
      method: 'POST' as const,
      url: '/api/v1/admin/members',
      payload: { firstName: 'Kim', lastName: 'Lee', email: 'kim.lee@example.test' },
    };
    expect((await t.app.inject({ ...add, headers: withKey(reader.token) })).statusCode).toBe(403);
    const added = await t.app.inject({ ...add, headers: withKey(writer.token) });
    expect(added.statusCode, added.body).toBe(201);
    // The member's own audit row names the Admin the key acts as.
    const created = await rows<{ actor_id: string }>(
      sql`select actor_id from staff_audit_log where action = 'member.create' order by id desc limit 1`,
    );
    expect(created[0].actor_id).toBe(adminId);
    // A key cannot manage keys, whatever its scopes.
    const all = await createKey('Everything', API_KEY_SCOPES);
    const mint = await t.app.inject({
      method: 'POST',
      url: base,
      headers: withKey(all.token),
      payload: { name: 'Minted', scopes: ['members:read'] },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toEqual({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.keyScopeRefused });

    const listed = (await t.app.inject({ method: 'GET', url: base, headers: { authorization: admin } })).json().data;
    expect(listed.find((k: { id: string }) => k.id === reader.id).lastUsedAt).toEqual(expect.any(String));
  });

  it('every call with a key leaves one audit row with the key name and status, refused ones too', async () => {
    const key = await createKey('Audited CRM', ['events:read']);
    const calls = [
      { url: '/api/v1/admin/events', status: 200 },
      { url: '/api/v1/admin/members', status: 403 },
      { url: '/api/v1/account', status: 403 },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ method: 'GET', url: `${c.url}?page=1`, headers: withKey(key.token) });
      expect(res.statusCode, c.url).toBe(c.status);
    }
    await t.app.inject({ method: 'POST', url: `${base}/${key.id}/revoke`, headers: { authorization: admin } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/events', headers: withKey(key.token) })).statusCode,
    ).toBe(401);

    const audit = await rows<{
      actor_id: string;
      actor_email: string;
      summary: string;
      detail: Record<string, unknown>;
    }>(
      sql`select actor_id, actor_email, summary, detail from staff_audit_log
        where action = 'api-key.request' and entity_id = ${key.id} order by id`,
    );
    expect(audit.map((a) => [a.detail.path, a.detail.status])).toEqual([
      ...calls.map((c) => [c.url, c.status]),
      ['/api/v1/admin/events', 401],
    ]);
    for (const a of audit) {
      expect(a.actor_email).toBe('API key "Audited CRM"');
      expect(a.actor_id).toBe(adminId);
      expect(a.summary).toContain('Audited CRM');
      expect(a.detail).toMatchObject({ keyId: key.id, keyName: 'Audited CRM' });
    }
    // The audit screen finds them by the key's name.
    const screen = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?actor=Audited%20CRM&action=api-key.request',
      headers: { authorization: admin },
    });
    expect(screen.json().totalItems).toBe(4);
  });
});

describe('every /api/v1 operation checks the key scope (policy walk)', () => {
  it('a key without the route scope gets 403; a key with it is never refused by the key check', async () => {
    const ops: Operation[] = await loadOperations(t.app);
    const opOf = (method: string, url: string) =>
      ops.find((o) => o.method === method && o.path === url.replace(/:(\w+)/g, '{$1}'));
    const routes = t.app.routeKeyScopes.filter((r) => r.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(100);
    const scoped = routes.filter((r) => r.apiKeyScope);
    // The scopes this issue marks (the webhooks helper marks 'webhooks'; no staff invoice route exists).
    for (const scope of ['members:read', 'members:write', 'events:read'] as const)
      expect(
        scoped.some((r) => r.apiKeyScope === scope),
        scope,
      ).toBe(true);

    const tokens = new Map<string, string>();
    const keyFor = async (scopes: readonly ApiKeyScope[]) => {
      const name = `walk ${scopes.join(' ') || 'none'}`;
      if (!tokens.has(name)) tokens.set(name, (await createKey(name, scopes.length ? scopes : ['webhooks'])).token);
      return tokens.get(name) as string;
    };
    const failures: string[] = [];
    for (const route of routes) {
      const op = opOf(route.method, route.url);
      const shape = op
        ? sampleRequest(op)
        : { method: route.method, url: route.url.replace(/:\w+/g, SAMPLE_UUID), query: {}, body: undefined };
      const send = async (token: string) =>
        t.app.inject({
          method: shape.method as 'GET',
          url: shape.url,
          query: shape.query,
          ...(shape.body !== undefined ? { payload: shape.body as object } : {}),
          headers: withKey(token),
        });
      const scope = route.apiKeyScope;
      const lacking = API_KEY_SCOPES.filter((s) => s !== scope);
      const refused = await send(await keyFor(lacking));
      const message = route.method === 'HEAD' ? API_KEY_MESSAGES.keyScopeRefused : refused.json().message;
      if (refused.statusCode !== 403 || message !== API_KEY_MESSAGES.keyScopeRefused)
        failures.push(`${route.method} ${route.url} without ${scope ?? 'a scope'}: ${refused.statusCode}`);
      if (!scope) continue;
      const allowed = await send(await keyFor([scope]));
      if (allowed.statusCode === 401 || allowed.statusCode === 403 || allowed.statusCode >= 500)
        failures.push(
          `${route.method} ${route.url} with ${scope}: ${allowed.statusCode} ${allowed.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('rate limit per key (API_KEY_RATE_PER_MINUTE)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_KEY_RATE_PER_MINUTE: '3' });
  });
  afterAll(async () => limited?.close());

  it('the call past the limit answers 429 with Retry-After; another key goes on; the refusal is audited once', async () => {
    const a = await createAccount(limited.ctx.db, { role: Role.Admin });
    const auth = (await signInAs(limited.app, a.email)).authorization;
    const make = async (name: string) =>
      (
        await limited.app.inject({
          method: 'POST',
          url: base,
          headers: { authorization: auth },
          payload: { name, scopes: ['members:read'] },
        })
      ).json().data as { id: string; token: string };
    const first = await make('Busy');
    const second = await make('Quiet');
    const call = (token: string) =>
      limited.app.inject({ method: 'GET', url: '/api/v1/admin/members', headers: withKey(token) });
    for (let i = 0; i < 3; i++) expect((await call(first.token)).statusCode).toBe(200);
    const over = await call(first.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(first.token)).statusCode).toBe(429);
    expect((await call(second.token)).statusCode).toBe(200);
    // Sessions are not counted with keys (the per-IP limit is off here).
    for (let i = 0; i < 5; i++)
      expect(
        (await limited.app.inject({ method: 'GET', url: base, headers: { authorization: auth } })).statusCode,
      ).toBe(200);

    const result = await limited.ctx.db.execute(
      sql`select detail from staff_audit_log where action = 'api-key.request' and entity_id = ${first.id} order by id`,
    );
    const audit = (result as unknown as { rows: { detail: { status: number } }[] }).rows;
    expect(audit.map((r) => r.detail.status)).toEqual([200, 200, 200, 429]);
  });
});
