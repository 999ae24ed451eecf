/**
 * Member and organisation directories, profiles and privacy (spec 03 §3 Privacy settings, §7
 * Directories, Settings (privacy); issue 16): every call; a member out of the directory is absent
 * from every list that could show them; hidden fields absent; a filter on a hidden field reveals
 * nothing; staff see everyone; flags off answer 404.
 */
import { MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../src/db/schema';
import { addMember, caller, createCommunity } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TENANT: 'ota' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, authorization: string, app = t) =>
  app.app.inject({ method: 'GET', url, headers: { authorization } });
const post = (url: string, authorization: string, payload: object, app = t) =>
  app.app.inject({ method: 'POST', url, payload, headers: { authorization } });

const ALL_ON = {
  includeInDirectory: true,
  showDirectoryPhoto: true,
  showContactInformation: true,
  showEmail: true,
  showPersonalMobile: true,
  showWorkLandline: true,
  showOrganisation: true,
};

/** A member in `state` working at `orgId` as `jobTitle`, with expertise area `areaId` and `privacy` overrides. */
async function member(
  lastName: string,
  opts: { state?: string; orgId?: number; areaId?: number; privacy?: Partial<typeof ALL_ON>; firstName?: string } = {},
) {
  const m = await caller(t.app, t.ctx.db, {
    firstName: opts.firstName ?? 'Tess',
    lastName,
    state: opts.state ?? 'VIC',
    suburb: 'Geelong',
    mobile: '0400 111 222',
    avatarUrl: '/api/user/avatar/00000000-0000-4000-8000-000000000001',
    memberNum: `OT9${Math.floor(Math.random() * 1e6)}`,
  });
  await t.ctx.db.execute(
    sql`insert into account_profiles (account_id, organisation_id, job_title, phone_number, privacy, expertise)
      values (${m.id}, ${opts.orgId ?? null}, 'Hand Therapist', '03 5222 0000', ${JSON.stringify({ ...ALL_ON, ...opts.privacy })}::jsonb,
        ${JSON.stringify(opts.areaId ? [{ areaId: opts.areaId, categoryIds: [] }] : [])}::jsonb)`,
  );
  return m;
}

let orgId: number;
beforeAll(async () => {
  const [org] = await t.ctx.db
    .insert(organisations)
    .values({
      name: 'Geelong Community Occupational Therapy',
      suburb: 'Geelong',
      state: 'VIC',
      postcode: '3220',
      address: '70 Ryrie Street',
    })
    .returning({ id: organisations.id });
  orgId = org.id;
  await t.ctx.db.insert(organisations).values([
    { name: 'Royal Hobart Hospital', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
    { name: 'Alice Springs Remote Therapy', suburb: 'Alice Springs', state: 'NT', postcode: '0870' },
  ]);
});

describe('GET /api/directory/member/list', () => {
  it('lists members by name prefix A-Z and Z-A with page and totalItems; hidden fields are absent', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    await member('Quokkaby', { firstName: 'Ada', orgId });
    await member('Quokkacy', {
      firstName: 'Ben',
      orgId,
      privacy: { showOrganisation: false, showDirectoryPhoto: false },
    });
    await member('Quokkadz', { firstName: 'Cal' });
    const asc = (await get('/api/directory/member/list?name=quokka&size=2', viewer.authorization)).json();
    expect(asc.totalItems).toBe(3);
    expect(asc.page).toBe(1);
    expect(asc.members.map((m: { lastName: string }) => m.lastName)).toEqual(['Quokkaby', 'Quokkacy']);
    expect(asc.members[0]).toMatchObject({
      firstName: 'Ada',
      jobPosition: 'Hand Therapist',
      companyName: 'Geelong Community Occupational Therapy',
      memberImg: '/api/user/avatar/00000000-0000-4000-8000-000000000001',
    });
    expect(asc.members[0].contactId).toMatch(/^OT9/);
    expect(Object.keys(asc.members[1]).sort()).toEqual(['contactId', 'firstName', 'lastName', 'userId']);
    const desc = (
      await get('/api/directory/member/list?name=quokka&sortOrder=desc&size=2&page=2', viewer.authorization)
    ).json();
    expect(desc).toMatchObject({ page: 2, totalItems: 3 });
    expect(desc.members.map((m: { lastName: string }) => m.lastName)).toEqual(['Quokkaby']);
    // A full-name prefix matches too.
    const full = (await get('/api/directory/member/list?name=Cal%20Quok', viewer.authorization)).json();
    expect(full.members.map((m: { lastName: string }) => m.lastName)).toEqual(['Quokkadz']);
  });

  it('a member out of the directory is absent for members (list, total, name search, profile, community members) but not for staff', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    const staff = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'] });
    const hidden = await member('Wombatine', { privacy: { includeInDirectory: false } });
    await member('Wombatson');
    const list = (await get('/api/directory/member/list?name=wombat', viewer.authorization)).json();
    expect(list.totalItems).toBe(1);
    expect(list.members.map((m: { userId: string }) => m.userId)).not.toContain(hidden.id);
    const all = (await get('/api/directory/member/list?size=100', viewer.authorization)).json();
    expect(all.members.map((m: { userId: string }) => m.userId)).not.toContain(hidden.id);
    expect((await get(`/api/directory/member/${hidden.id}`, viewer.authorization)).statusCode).toBe(404);

    const community = await createCommunity(t.ctx.db, { name: 'Hand therapy network' });
    await addMember(t.ctx.db, community.id, viewer.id);
    await addMember(t.ctx.db, community.id, hidden.id);
    const members = (await get(`/api/v1/community/${community.id}/member`, viewer.authorization)).json();
    expect(members.members.map((m: { userId: string }) => m.userId)).toEqual([viewer.id]);
    expect(members.totalItemCount).toBe(1);

    const staffList = (await get('/api/directory/member/list?name=wombat', staff.authorization)).json();
    expect(staffList.totalItems).toBe(2);
    expect((await get(`/api/directory/member/${hidden.id}`, staff.authorization)).statusCode).toBe(200);
    // The hidden member still sees their own profile.
    const own = (await get('/api/user/profile', hidden.authorization)).json();
    expect(own).toMatchObject({ id: hidden.id, isOwn: true, privacy: { includeInDirectory: false } });
  });

  it('a filter on a hidden field reveals nothing (location with contact hidden, company with workplace hidden); expertise filters', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    const shown = await member('Bilbyshown', { state: 'TAS', orgId, areaId: 3 });
    const noContact = await member('Bilbynocontact', {
      state: 'TAS',
      orgId,
      privacy: { showContactInformation: false },
    });
    const noOrg = await member('Bilbynoorg', { state: 'TAS', orgId, privacy: { showOrganisation: false } });
    const tas = (await get('/api/directory/member/list?name=bilby&locationId=6', viewer.authorization)).json();
    expect(tas.members.map((m: { userId: string }) => m.userId).sort()).toEqual([shown.id, noOrg.id].sort());
    expect(tas.totalItems).toBe(2);
    const company = (
      await get(`/api/directory/member/list?name=bilby&companyId=${orgId}`, viewer.authorization)
    ).json();
    expect(company.members.map((m: { userId: string }) => m.userId).sort()).toEqual([shown.id, noContact.id].sort());
    const area = (await get('/api/directory/member/list?name=bilby&expertiseAreaId=3', viewer.authorization)).json();
    expect(area.members.map((m: { userId: string }) => m.userId)).toEqual([shown.id]);
    expect((await get('/api/directory/member/list?name=bilby&locationId=99', viewer.authorization)).json()).toEqual({
      members: [],
      page: 1,
      totalItems: 0,
    });
  });

  it('validates its query (size, sortOrder)', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    expect((await get('/api/directory/member/list?size=1000', viewer.authorization)).statusCode).toBe(400);
    expect((await get('/api/directory/member/list?sortOrder=up', viewer.authorization)).statusCode).toBe(400);
  });
});

describe('locations, companies, organisations', () => {
  it('answers the states as locations and companies by name (size 5)', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    const locations = (await get('/api/directory/member/locations', viewer.authorization)).json();
    expect(locations).toHaveLength(8);
    expect(locations).toContainEqual({ id: 6, label: 'Tasmania' });
    const companies = (await get('/api/directory/member/companies?query=hobart', viewer.authorization)).json();
    expect(companies).toEqual([{ id: expect.any(Number), label: 'Royal Hobart Hospital' }]);
  });

  it('POST /api/org/list pages and sorts organisations; GET /api/org/names and /api/Org/{id}', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    const asc = (await post('/api/org/list', viewer.authorization, { keyword: '', sortOrder: 'asc', page: 1 })).json();
    expect(asc.totalItems).toBe(3);
    expect(asc.organisations[0]).toEqual({
      id: expect.any(Number),
      name: 'Alice Springs Remote Therapy',
      imageUrl: null,
      location: 'Alice Springs NT 0870',
    });
    const desc = (
      await post('/api/org/list', viewer.authorization, { keyword: 'the', sortOrder: 'desc', page: 1 })
    ).json();
    expect(desc.organisations.map((o: { name: string }) => o.name)).toEqual([
      'Geelong Community Occupational Therapy',
      'Alice Springs Remote Therapy',
    ]);
    const names = (await get('/api/org/names?query=geelong', viewer.authorization)).json();
    expect(names.items).toEqual([{ id: orgId, name: 'Geelong Community Occupational Therapy' }]);
    expect((await get(`/api/Org/${orgId}`, viewer.authorization)).json()).toMatchObject({
      id: orgId,
      location: 'Geelong VIC 3220',
    });
  });
});

describe('profiles and privacy settings', () => {
  it('GET/POST /api/user/privacy: defaults on, saves the seven settings, and the profile then hides the items', async () => {
    const me = await caller(t.app, t.ctx.db, {
      firstName: 'Priya',
      lastName: 'Echidna',
      state: 'NSW',
      suburb: 'Newcastle',
      mobile: '0412 000 111',
    });
    const viewer = await caller(t.app, t.ctx.db);
    expect((await get('/api/user/privacy', me.authorization)).json()).toEqual(ALL_ON);
    const full = (await get(`/api/directory/member/${me.id}`, viewer.authorization)).json();
    expect(full).toMatchObject({
      isOwn: false,
      contact: { email: me.account.email, mobile: '0412 000 111', address: 'Newcastle, NSW' },
    });
    expect(full.privacy).toBeUndefined();

    const saved = await post('/api/user/privacy', me.authorization, {
      ...ALL_ON,
      showEmail: false,
      showDirectoryPhoto: false,
      showOrganisation: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/user/privacy', me.authorization)).json()).toMatchObject({
      showEmail: false,
      showOrganisation: false,
    });
    const limited = (await get(`/api/directory/member/${me.id}`, viewer.authorization)).json();
    expect(limited.contact).toEqual({ mobile: '0412 000 111', workLandline: null, address: 'Newcastle, NSW' });
    expect('imageUrl' in limited).toBe(false);
    expect('organisation' in limited).toBe(false);

    await post('/api/user/privacy', me.authorization, { ...ALL_ON, showContactInformation: false });
    const noContact = (await get(`/api/directory/member/${me.id}`, viewer.authorization)).json();
    expect('contact' in noContact).toBe(false);
    expect(JSON.stringify(noContact)).not.toContain(me.account.email);

    const own = (await get('/api/user/profile', me.authorization)).json();
    expect(own).toMatchObject({
      isOwn: true,
      contact: { email: me.account.email },
      privacy: { showContactInformation: false },
    });
    expect((await post('/api/user/privacy', me.authorization, { includeInDirectory: 'yes' })).statusCode).toBe(400);
  });

  it('community member lists hide the photo and state a member withholds', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    const shy = await member('Numbat', { privacy: { showDirectoryPhoto: false, showContactInformation: false } });
    const community = await createCommunity(t.ctx.db, { name: 'Paediatric OT circle' });
    await addMember(t.ctx.db, community.id, viewer.id);
    await addMember(t.ctx.db, community.id, shy.id);
    const members = (await get(`/api/v1/community/${community.id}/member?keyword=numbat`, viewer.authorization)).json();
    expect(members.members).toHaveLength(1);
    expect(members.members[0]).toMatchObject({ userId: shy.id, avatarUrl: null, homeState: null });
  });

  it('another member unknown: 404', async () => {
    const viewer = await caller(t.app, t.ctx.db);
    expect(
      (await get('/api/directory/member/00000000-0000-4000-8000-000000000009', viewer.authorization)).statusCode,
    ).toBe(404);
    const client = await caller(t.app, t.ctx.db, { contactTypes: ['ClientUser'] });
    expect((await get(`/api/directory/member/${client.id}`, viewer.authorization)).statusCode).toBe(404);
  });
});

describe('flags off (lawcouncil)', () => {
  let law: TestApp;
  beforeAll(async () => {
    law = await createTestApp({ TENANT: 'lawcouncil' });
  }, 180_000);
  afterAll(async () => {
    await law?.close();
  });
  it('answers 404 with the feature message for both directories', async () => {
    const me = await caller(law.app, law.ctx.db);
    for (const res of [
      await get('/api/directory/member/list', me.authorization, law),
      await get('/api/directory/member/locations', me.authorization, law),
      await get('/api/user/privacy', me.authorization, law),
      await post('/api/org/list', me.authorization, { page: 1 }, law),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.featureDisabled);
    }
  });
});
