/**
 * Reading accounts (spec 01 §3 Account, §4 Session, §7 GET account, account/{id}, batch, search).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../src/db/schema';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };

let t: TestApp;
let member: Awaited<ReturnType<typeof createAccount>>;
let memberAuth: string;
let adminAuth: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await createAccount(t.ctx.db, { firstName: 'Mia', lastName: 'Member' });
  const admin = await createAccount(t.ctx.db, { role: 1, lastName: 'Admin' });
  memberAuth = (await signInAs(t.app, member.email)).authorization;
  adminAuth = (await signInAs(t.app, admin.email)).authorization;
});
afterAll(async () => t?.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const post = (url: string, payload: object, authorization = memberAuth) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
const names = (res: { json(): { users: { firstName: string }[] } }) => res.json().users.map((u) => u.firstName);

describe('GET /api/v1/account: the session', () => {
  it('answers the caller with every field of the Account entity', async () => {
    const res = await get('/api/v1/account', memberAuth);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'id',
        'role',
        'contactTypes',
        'segments',
        'firstName',
        'lastName',
        'email',
        'title',
        'preferredName',
        'gender',
        'mobile',
        'dateOfBirth',
        'graduationDate',
        'address',
        'suburb',
        'state',
        'postCode',
        'country',
        'avatarUrl',
        'pronoun',
        'isFirstLogin',
        'memberNum',
        'impersonator',
      ].sort(),
    );
    expect(res.json()).toMatchObject({
      id: member.id,
      email: member.email,
      role: 0,
      contactTypes: ['Member'],
      impersonator: null,
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a garbage bearer token', 'Bearer garbage'],
    ['a well-formed but unknown token', `Bearer ${'A'.repeat(43)}`],
    [
      'a stored-form token of an unknown session',
      `Bearer ${Buffer.from(JSON.stringify({ accessToken: 'B'.repeat(43) })).toString('base64')}`,
    ],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('%s answers 401 {code: UNAUTHORIZED}', async (_label, authorization) => {
    const res = await get('/api/v1/account', authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('an expired session answers 401', async () => {
    const account = await createAccount(t.ctx.db);
    const { authorization } = await signInAs(t.app, account.email);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, account.id));
    const res = await get('/api/v1/account', authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('a revoked (signed-out) session answers 401', async () => {
    const account = await createAccount(t.ctx.db);
    const { authorization } = await signInAs(t.app, account.email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { authorization } })).statusCode,
    ).toBe(200);
    const res = await get('/api/v1/account', authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('the session of a deactivated account answers 401', async () => {
    const account = await createAccount(t.ctx.db);
    const { authorization } = await signInAs(t.app, account.email);
    await t.ctx.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    expect((await get('/api/v1/account', authorization)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/account/{id}', () => {
  let other: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    other = await createAccount(t.ctx.db, {
      firstName: 'Olive',
      mobile: '0400 000 001',
      dateOfBirth: '1990-01-02',
      address: '1 Private Lane',
      suburb: 'Hobart',
      memberNum: 'OT123456',
    });
  });

  it('another member sees the public view: email, mobile, birth date and address are null', async () => {
    const res = await get(`/api/v1/account/${other.id}`, memberAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: other.id,
      firstName: 'Olive',
      suburb: 'Hobart',
      memberNum: 'OT123456',
      email: null,
      mobile: null,
      dateOfBirth: null,
      address: null,
    });
  });

  it('an Admin sees the full view', async () => {
    const res = await get(`/api/v1/account/${other.id}`, adminAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: other.email,
      mobile: '0400 000 001',
      dateOfBirth: '1990-01-02',
      address: '1 Private Lane',
    });
  });

  it('the account itself sees its full view', async () => {
    const res = await get(`/api/v1/account/${member.id}`, memberAuth);
    expect(res.json().email).toBe(member.email);
  });

  it('an unknown or deactivated account answers 404', async () => {
    const gone = await createAccount(t.ctx.db, { isActive: false });
    for (const id of ['7e57a11d-0000-4000-8000-000000000000', gone.id]) {
      const res = await get(`/api/v1/account/${id}`, memberAuth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Account not found' });
    }
  });

  it('an id that is not a uuid answers 400', async () => {
    const res = await get('/api/v1/account/42', memberAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().errors[0].field).toBe('id');
  });

  it('without a session answers 401', async () => {
    expect((await get(`/api/v1/account/${other.id}`)).json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/v1/account/batch', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // firstName → [lastName, contact types, role]
    const people: [string, string, string[], number][] = [
      ['Eve', 'Adams', ['Member'], 0],
      ['Bob', 'Evans', ['Member'], 0],
      ['Dan', 'Brown', ['ClientUser'], 0],
      ['Amy', 'Diaz', ['Member', 'Staff'], 2],
      ['Cat', 'Clark', ['Staff'], 0],
    ];
    for (const [firstName, lastName, contactTypes, role] of people) {
      ids[firstName] = (await createAccount(t.ctx.db, { firstName, lastName, contactTypes, role })).id;
    }
  });
  const all = () => Object.values(ids);

  it('answers the listed accounts sorted by first name (default) with totalItems', async () => {
    const res = await post('/api/v1/account/batch', { accountIds: all() });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Amy', 'Bob', 'Cat', 'Dan', 'Eve']);
    expect(res.json().totalItems).toBe(5);
  });

  it('pages: totalItems counts every match, users only the page', async () => {
    const page = (n: number) => post('/api/v1/account/batch', { accountIds: all(), page: n, pageSize: 2 });
    const [p1, p2, p3, p4] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(names(p1)).toEqual(['Amy', 'Bob']);
    expect(names(p2)).toEqual(['Cat', 'Dan']);
    expect(names(p3)).toEqual(['Eve']);
    expect(names(p4)).toEqual([]);
    for (const res of [p1, p2, p3, p4]) expect(res.json().totalItems).toBe(5);
  });

  it('sorts by lastName when asked', async () => {
    const res = await post('/api/v1/account/batch', { accountIds: all(), sortBy: 'lastName' });
    expect(res.json().users.map((u: { lastName: string }) => u.lastName)).toEqual([
      'Adams',
      'Brown',
      'Clark',
      'Diaz',
      'Evans',
    ]);
  });

  it('filters by contact types (any of) and by role', async () => {
    const client = await post('/api/v1/account/batch', {
      accountIds: all(),
      filters: { contactTypes: ['ClientUser'] },
    });
    expect(client.statusCode).toBe(200);
    expect(names(client)).toEqual(['Dan']);
    expect(client.json().totalItems).toBe(1);
    const staffOrClient = await post('/api/v1/account/batch', {
      accountIds: all(),
      filters: { contactTypes: ['Staff', 'ClientUser'] },
    });
    expect(names(staffOrClient)).toEqual(['Amy', 'Cat', 'Dan']);
    const owners = await post('/api/v1/account/batch', { accountIds: all(), filters: { roles: [2] } });
    expect(names(owners)).toEqual(['Amy']);
    const both = await post('/api/v1/account/batch', {
      accountIds: all(),
      filters: { contactTypes: ['Staff'], roles: [0] },
    });
    expect(names(both)).toEqual(['Cat']);
  });

  it('leaves out unknown and deactivated ids; an empty list answers nothing', async () => {
    const gone = await createAccount(t.ctx.db, { isActive: false });
    const res = await post('/api/v1/account/batch', {
      accountIds: [ids.Amy, gone.id, '7e57a11d-0000-4000-8000-000000000001'],
    });
    expect(names(res)).toEqual(['Amy']);
    expect(res.json().totalItems).toBe(1);
    expect((await post('/api/v1/account/batch', { accountIds: [] })).json()).toEqual({ users: [], totalItems: 0 });
  });

  it('a member sees other members in the public view', async () => {
    const res = await post('/api/v1/account/batch', { accountIds: [ids.Amy, member.id] });
    const byId = Object.fromEntries(res.json().users.map((u: { id: string; email: string | null }) => [u.id, u.email]));
    expect(byId[ids.Amy]).toBeNull();
    expect(byId[member.id]).toBe(member.email);
  });

  it.each([
    ['accountIds that are not uuids', { accountIds: ['nope'] }, 'accountIds.0'],
    ['accountIds missing', {}, 'accountIds'],
    ['pageSize 0', { accountIds: [], pageSize: 0 }, 'pageSize'],
    ['pageSize over 1000', { accountIds: [], pageSize: 1001 }, 'pageSize'],
    ['page 0', { accountIds: [], page: 0 }, 'page'],
    ['an unknown sortBy', { accountIds: [], sortBy: 'passwordHash' }, 'sortBy'],
    [
      'an unknown contact type filter',
      { accountIds: [], filters: { contactTypes: ['Wizard'] } },
      'filters.contactTypes.0',
    ],
  ])('%s answers 400 naming the field', async (_label, payload, field) => {
    const res = await post('/api/v1/account/batch', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('POST /api/v1/account/search', () => {
  beforeAll(async () => {
    await createAccount(t.ctx.db, { firstName: 'Quokkalina', lastName: 'Smith' });
    await createAccount(t.ctx.db, { firstName: 'Jo', lastName: 'Quokkason' });
    await createAccount(t.ctx.db, { firstName: 'Zed', lastName: 'Ng', email: 'zed.quokka@example.test' });
    await createAccount(t.ctx.db, { firstName: 'Nadia', lastName: 'Number', memberNum: 'QK7781' });
    await createAccount(t.ctx.db, { firstName: 'Quokkadmin', lastName: 'Root', role: 1 });
    await createAccount(t.ctx.db, { firstName: 'Quokkagone', lastName: 'Left', isActive: false });
  });
  const search = (payload: object, authorization = memberAuth) =>
    post('/api/v1/account/search', payload, authorization);

  it('matches the keyword in first or last name case-insensitively for a member, leaving out admins and deactivated accounts', async () => {
    const res = await search({ keyword: 'QUOKKA' });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Jo', 'Quokkalina']);
    expect(res.json().totalItems).toBe(2);
  });

  it('matches email and member number only for a privileged caller (a member cannot probe addresses)', async () => {
    expect(names(await search({ keyword: 'QUOKKA' }, adminAuth))).toEqual(['Jo', 'Quokkalina', 'Zed']);
    expect(names(await search({ keyword: 'qk7781' }))).toEqual([]);
    expect(names(await search({ keyword: 'qk7781' }, adminAuth))).toEqual(['Nadia']);
  });

  it('matches the full name', async () => {
    expect(names(await search({ keyword: 'Quokkalina Smith' }))).toEqual(['Quokkalina']);
  });

  it('includeAdminUsers brings the admins in', async () => {
    const res = await search({ keyword: 'quokka', includeAdminUsers: true }, adminAuth);
    expect(names(res)).toEqual(['Jo', 'Quokkadmin', 'Quokkalina', 'Zed']);
    expect(res.json().totalItems).toBe(4);
  });

  it('pages with totalItems equal to the matching count', async () => {
    const p1 = await search({ keyword: 'quokka', page: 1, pageSize: 2 }, adminAuth);
    const p2 = await search({ keyword: 'quokka', page: 2, pageSize: 2 }, adminAuth);
    expect(names(p1)).toEqual(['Jo', 'Quokkalina']);
    expect(names(p2)).toEqual(['Zed']);
    expect(p1.json().totalItems).toBe(3);
    expect(p2.json().totalItems).toBe(3);
  });

  it('an empty keyword lists every active non-admin account', async () => {
    const [{ n }] = await t.ctx.db
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.isActive, true), ne(accounts.role, 1)));
    const res = await search({});
    expect(res.json().totalItems).toBe(Number(n));
    expect(res.json().users).toHaveLength(Number(n));
  });

  it('takes % and _ literally', async () => {
    expect((await search({ keyword: '%' })).json().totalItems).toBe(0);
    expect((await search({ keyword: '_' })).json().totalItems).toBe(0);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['pageSize 0', { pageSize: 0 }],
    ['pageSize over 1000', { pageSize: 1001 }],
    ['a keyword over 200 characters', { keyword: 'q'.repeat(201) }],
    ['includeAdminUsers not a boolean', { includeAdminUsers: 'yes' }],
  ])('%s answers 400', async (_label, payload) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message.length).toBeGreaterThan(0);
  });
});
