/**
 * Issue 28 finding 6: the directory opt-out held in the directory but not in the account lookups.
 * A member who turned includeInDirectory off must not be found by another member through
 * GET api/v1/account/{id}, POST account/batch or POST account/search (404 / omitted, totals too);
 * the member themself and staff (Admin, Staff, MembershipStaff) still find them. A listed member's
 * public view carries only what the directory shows (photo, location per their settings; no
 * segments). Written as the probe tried it: the requests that leaked before now do not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSegments, segments } from '../src/db/schema';
import { caller } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let member: Caller;
let hidden: Caller;
let quiet: Caller;
let open: Caller;
let admin: Caller;
let staff: Caller;
let membershipStaff: Caller;
let eventsStaff: Caller;

async function setPrivacy(id: string, privacy: Record<string, boolean>) {
  await t.ctx.db.execute(
    sql`insert into account_profiles (account_id, privacy) values (${id}, ${JSON.stringify(privacy)}::jsonb)
      on conflict (account_id) do update set privacy = excluded.privacy`,
  );
}

const DETAILS = {
  suburb: 'Fitzroy',
  state: 'VIC',
  country: 'Australia',
  avatarUrl: '/api/user/avatar/00000000-0000-4000-8000-0000000000aa',
};

beforeAll(async () => {
  t = await createTestApp();
  member = await caller(t.app, t.ctx.db, { firstName: 'Prober', lastName: 'Member' });
  hidden = await caller(t.app, t.ctx.db, {
    firstName: 'Hermione',
    lastName: 'Zzhidden',
    memberNum: 'HX424242',
    ...DETAILS,
  });
  quiet = await caller(t.app, t.ctx.db, { firstName: 'Quentin', lastName: 'Zzquiet', memberNum: 'QT1', ...DETAILS });
  open = await caller(t.app, t.ctx.db, { firstName: 'Olga', lastName: 'Zzopen', memberNum: 'OP1', ...DETAILS });
  admin = await caller(t.app, t.ctx.db, { role: 1, lastName: 'Admin' });
  staff = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'], lastName: 'Staffer' });
  membershipStaff = await caller(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'], lastName: 'Ms' });
  eventsStaff = await caller(t.app, t.ctx.db, { contactTypes: ['EventsStaff'], lastName: 'Es' });
  await setPrivacy(hidden.id, { includeInDirectory: false });
  await setPrivacy(quiet.id, { showDirectoryPhoto: false, showContactInformation: false });
  const [seg] = await t.ctx.db.insert(segments).values({ categoryName: 'Interests', name: 'Paediatrics' }).returning();
  for (const c of [hidden, quiet, open]) {
    await t.ctx.db.insert(accountSegments).values({ accountId: c.id, segmentId: seg.id });
  }
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string, who: Caller) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
const post = (url: string, payload: object, who: Caller) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: who.authorization } });
type Users = { users: { id: string; firstName: string }[]; totalItems: number };
const ids = (body: Users) => body.users.map((u) => u.id);

describe('an ordinary member cannot reach a member who left the directory', () => {
  it('GET account/{id} answers 404 as for an unknown account (nothing of the member in the body)', async () => {
    const res = await get(`/api/v1/account/${hidden.id}`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Account not found' });
    expect(res.body).not.toContain('HX424242');
    const unknown = await get('/api/v1/account/7e57a11d-0000-4000-8000-00000000abcd', member);
    expect(unknown.json()).toEqual(res.json());
  });

  it('POST account/batch omits them, and the total does not count them', async () => {
    const res = await post('/api/v1/account/batch', { accountIds: [hidden.id, open.id] }, member);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([open.id]);
    expect(res.json().totalItems).toBe(1);
    expect(res.body).not.toContain('HX424242');
  });

  it('POST account/search omits them by name, by full name and from the empty-keyword list', async () => {
    for (const keyword of ['Hermione', 'zzhidden', 'Hermione Zzhidden', 'Zz', '']) {
      const res = await post('/api/v1/account/search', { keyword }, member);
      expect(res.statusCode).toBe(200);
      expect(ids(res.json())).not.toContain(hidden.id);
      expect(res.body).not.toContain('HX424242');
    }
    const zz = await post('/api/v1/account/search', { keyword: 'Zz' }, member);
    expect(ids(zz.json()).sort()).toEqual([open.id, quiet.id].sort());
    expect(zz.json().totalItems).toBe(2);
  });

  it('a member number is no search key for a member (no probing of who holds it)', async () => {
    const res = await post('/api/v1/account/search', { keyword: 'OP1' }, member);
    expect(res.json()).toEqual({ users: [], totalItems: 0 });
  });

  it('EventsStaff is no members scope: the member stays hidden from it too', async () => {
    expect((await get(`/api/v1/account/${hidden.id}`, eventsStaff)).statusCode).toBe(404);
    const res = await post('/api/v1/account/search', { keyword: 'Hermione' }, eventsStaff);
    expect(res.json().totalItems).toBe(0);
  });
});

describe('the member themself and staff still find them', () => {
  it('the member sees their own account by id, in batch and in search', async () => {
    const one = await get(`/api/v1/account/${hidden.id}`, hidden);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: hidden.id, email: hidden.account.email, memberNum: 'HX424242' });
    const batch = await post('/api/v1/account/batch', { accountIds: [hidden.id] }, hidden);
    expect(ids(batch.json())).toEqual([hidden.id]);
    const search = await post('/api/v1/account/search', { keyword: 'Hermione' }, hidden);
    expect(ids(search.json())).toEqual([hidden.id]);
  });

  it.each([
    ['Admin', () => admin],
    ['Staff', () => staff],
    ['MembershipStaff', () => membershipStaff],
  ])('%s sees the full account by id, in batch and in search (also by member number)', async (_label, who) => {
    const one = await get(`/api/v1/account/${hidden.id}`, who());
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: hidden.id,
      email: hidden.account.email,
      memberNum: 'HX424242',
      suburb: 'Fitzroy',
      segments: [{ segmentName: 'Paediatrics' }],
    });
    const batch = await post('/api/v1/account/batch', { accountIds: [hidden.id, open.id] }, who());
    expect(batch.json().totalItems).toBe(2);
    const search = await post('/api/v1/account/search', { keyword: 'HX424242' }, who());
    expect(ids(search.json())).toEqual([hidden.id]);
  });
});

describe('a listed member is shown to another member as the directory shows them', () => {
  it('with everything shared: location and photo, no segments, no contact details', async () => {
    const res = await get(`/api/v1/account/${open.id}`, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: open.id,
      firstName: 'Olga',
      memberNum: 'OP1',
      suburb: 'Fitzroy',
      state: 'VIC',
      avatarUrl: DETAILS.avatarUrl,
      segments: [],
      email: null,
      mobile: null,
    });
  });

  it('photo and contact information turned off: no photo, suburb, state or country (by id and in lists)', async () => {
    const one = await get(`/api/v1/account/${quiet.id}`, member);
    const batch = await post('/api/v1/account/batch', { accountIds: [quiet.id] }, member);
    for (const view of [one.json(), batch.json().users[0]]) {
      expect(view).toMatchObject({
        id: quiet.id,
        firstName: 'Quentin',
        avatarUrl: null,
        suburb: null,
        state: null,
        country: null,
        segments: [],
      });
    }
    expect(one.body).not.toContain('Fitzroy');
    expect(batch.body).not.toContain('Fitzroy');
  });

  it('staff see those fields all the same', async () => {
    const res = await get(`/api/v1/account/${quiet.id}`, admin);
    expect(res.json()).toMatchObject({ suburb: 'Fitzroy', avatarUrl: DETAILS.avatarUrl });
  });
});
