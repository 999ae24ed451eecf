/**
 * Global communities management (issue 20; spec 02 §2 Global administration, §4, §5, §6, §7 Admin
 * communities, Categories, Tags, FAQ, managers): each call for an Admin (allowed), a
 * WorkSpaceOwner and a Manager (403: the general* flags are the Admin role's, our recorded
 * choice), a member (403); every community form rule with its message (shared with the admin
 * settings form); the category-in-use delete rule; a new manager's other roles removed with the
 * role change; FAQ soft delete and restore as the member FAQ sees them; the global terms.
 */
import { COMMUNITY_FORM_MESSAGES, MANAGEMENT_MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFaq } from '../src/db/schema';
import { archiveScheduledCommunities } from '../src/modules/communities/admin/admin.service';
import { makePng } from '../src/modules/files/demo-files';
import {
  addMember,
  caller,
  createCategory,
  createCommunity,
  createTag,
  multipart,
  type Part,
  queryRows,
} from './communities-fixtures';
import { createSegment } from './content-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Who = Awaited<ReturnType<typeof caller>>;
let admin: Who;
let owner: Who;
let manager: Who;
let member: Who;
let leaf: { id: number };
let parent: { id: number };
let child: { id: number };
const png = makePng([10, 20, 30], [200, 210, 220], 30, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await caller(t.app, db, { role: 1 });
  owner = await caller(t.app, db, { role: 2 });
  manager = await caller(t.app, db, { role: 3 });
  member = await caller(t.app, db);
  leaf = await createCategory(db, 'Paediatrics');
  parent = await createCategory(db, 'Mental health');
  child = await createCategory(db, 'Youth mental health', parent.id);
});
afterAll(async () => t?.close());

const api = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A FAQ item written straight to the table; answers its id. */
async function faqItem(isDeleted = false): Promise<number> {
  const [row] = await t.ctx.db
    .insert(communityFaq)
    .values({ name: 'Who moderates a community?', description: '<p>Members chosen by the association.</p>', isDeleted })
    .returning();
  return row.id;
}

let aliasSeq = 0;
/** POST admin/community (or PUT .../{id}) with the form's fields; defaults make a valid public community with an image. */
function communityForm(
  who: Who,
  fields: Record<string, string | string[] | undefined>,
  opts: { image?: boolean; id?: number } = {},
) {
  aliasSeq += 1;
  const all: Record<string, string | string[] | undefined> = {
    name: `Hand therapy network ${aliasSeq}`,
    alias: `hand-therapy-${aliasSeq}-${Math.random().toString(36).slice(2, 6)}`,
    shortDescription: 'Splinting and hand rehabilitation',
    categoryIds: [String(leaf.id)],
    isPublic: 'true',
    ...fields,
  };
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push({ name, value: v });
  }
  if (opts.image !== false) parts.push({ name: 'imageFile', filename: 'cover.png', bytes: png, type: 'image/png' });
  const body = multipart(parts);
  return t.app.inject({
    method: opts.id ? 'PUT' : 'POST',
    url: opts.id ? `/api/v1/admin/community/${opts.id}` : '/api/v1/admin/community',
    headers: { authorization: who.authorization, ...body.headers },
    payload: body.payload,
  });
}

describe('who may call (spec 02 §6; choice: the six tabs are the Admin role’s)', () => {
  type Call = { name: string; run: (w: Who) => Promise<{ statusCode: number }>; ok?: number };
  const CALLS: Call[] = [
    { name: 'GET admin/community', run: (w) => api(w, 'GET', '/admin/community?page=1&pageSize=10') },
    { name: 'GET exists-by-alias', run: (w) => api(w, 'GET', '/admin/community/exists-by-alias?alias=abc') },
    { name: 'POST admin/community', run: (w) => communityForm(w, {}), ok: 201 },
    {
      name: 'DELETE admin/community/{id}',
      run: async (w) => api(w, 'DELETE', `/admin/community/${(await createCommunity(t.ctx.db)).id}`),
    },
    { name: 'GET global-tc', run: (w) => api(w, 'GET', '/admin/community/global-tc') },
    { name: 'PUT global-tc', run: (w) => api(w, 'PUT', '/admin/community/global-tc', { value: '<p>Be kind</p>' }) },
    { name: 'GET admin/community/category', run: (w) => api(w, 'GET', '/admin/community/category') },
    {
      name: 'POST admin/community/category',
      run: (w) => api(w, 'POST', '/admin/community/category', { name: 'Aged care' }),
      ok: 201,
    },
    {
      name: 'POST admin/community/post/tag',
      run: (w) => api(w, 'POST', '/admin/community/post/tag', { name: `Splints ${Math.random()}` }),
      ok: 201,
    },
    { name: 'GET admin/faq', run: (w) => api(w, 'GET', '/admin/faq') },
    {
      name: 'POST admin/faq',
      run: (w) =>
        api(w, 'POST', '/admin/faq', { faQs: [{ name: 'How do I join?', description: '<p>Press Join.</p>' }] }),
      ok: 201,
    },
    { name: 'GET admin/account/admin', run: (w) => api(w, 'GET', '/admin/account/admin?role=3') },
    {
      name: 'POST admin/account/admin',
      run: async (w) =>
        api(w, 'POST', '/admin/account/admin', { userEmail: (await caller(t.app, t.ctx.db)).account.email, role: 3 }),
      ok: 201,
    },
    {
      name: 'PUT admin/community/category/{id}',
      run: async (w) =>
        api(w, 'PUT', `/admin/community/category/${(await createCategory(t.ctx.db, 'Driving')).id}`, {
          name: 'Driving',
        }),
    },
    {
      name: 'DELETE admin/community/category/{id}',
      run: async (w) => api(w, 'DELETE', `/admin/community/category/${(await createCategory(t.ctx.db, 'Unused')).id}`),
    },
    {
      name: 'PUT admin/community/post/tag/{id}',
      run: async (w) =>
        api(w, 'PUT', `/admin/community/post/tag/${(await createTag(t.ctx.db)).id}`, {
          name: `Renamed ${Math.random()}`,
        }),
    },
    {
      name: 'PUT admin/faq/{id}',
      run: async (w) =>
        api(w, 'PUT', `/admin/faq/${await faqItem()}`, { name: 'Who moderates?', description: '<p>Members.</p>' }),
    },
    { name: 'DELETE admin/faq/{id}', run: async (w) => api(w, 'DELETE', `/admin/faq/${await faqItem()}`) },
    {
      name: 'PUT admin/faq/{id}/restore',
      run: async (w) => api(w, 'PUT', `/admin/faq/${await faqItem(true)}/restore`),
    },
    {
      name: 'DELETE admin/account/admin',
      run: async (w) => {
        const m = await caller(t.app, t.ctx.db, { role: 3 });
        return api(w, 'DELETE', `/admin/account/admin?userEmail=${encodeURIComponent(m.account.email)}`);
      },
    },
  ];
  it.each(CALLS)('$name: Admin allowed; WorkSpaceOwner, Manager and member 403', async (call) => {
    expect((await call.run(admin)).statusCode).toBe(call.ok ?? 200);
    for (const who of [owner, manager, member]) expect((await call.run(who)).statusCode).toBe(403);
  });
});

describe('the community form (spec 02 §5 Community, §4 privacy)', () => {
  it('creates a private community: auto-join forced off, the image stored, listed by the Communities tab', async () => {
    const res = await communityForm(admin, {
      name: 'School-based OT',
      alias: 'school-based-ot',
      isPublic: 'false',
      isVisible: 'true',
      isAutoJoin: 'true',
      aliveStartDate: tomorrow,
      aliveEndDate: nextWeek,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().community;
    expect(created).toMatchObject({ alias: 'school-based-ot', isPublic: false, isVisible: true, isAutoJoin: false });
    expect(created.imageUrl).toMatch(/^\/api\/v1\/community\/files\//);
    const list = (await api(admin, 'GET', '/admin/community?keyword=school-based')).json();
    expect(list.communities.map((c: { name: string }) => c.name)).toContain('School-based OT');
    expect(list.communities[0].categories).toEqual([{ id: leaf.id, name: 'Paediatrics' }]);
  });

  it('an open (public) community tells every member who may use communities, once, and not its creator; a private one tells no one', async () => {
    const client = await caller(t.app, t.ctx.db, { contactTypes: ['ClientUser'] });
    const staffOnly = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'] });
    const open = (await communityForm(admin, { name: 'Driver rehabilitation', isPublic: 'true' })).json().community;
    const closed = (
      await communityForm(admin, { name: 'Hand therapy peer group', isPublic: 'false', isVisible: 'true' })
    ).json().community;
    const told = async (communityId: number) =>
      (
        await queryRows<{ recipient_id: string }>(
          t.ctx.db,
          `select recipient_id from community_notifications where activity_type = 1 and community_id = ${communityId}`,
        )
      ).map((r) => r.recipient_id);
    const recipients = await told(open.id);
    expect(recipients).toEqual(expect.arrayContaining([member.id, client.id]));
    expect(recipients).not.toContain(admin.id);
    expect(recipients).not.toContain(staffOnly.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(await told(closed.id)).toEqual([]);
    const bell = await api(member, 'GET', '/community/notification?page=1&pageSize=7');
    expect(JSON.stringify(bell.json())).toContain('Driver rehabilitation');
  });

  it('public forces visible on', async () => {
    const res = await communityForm(admin, { isPublic: 'true', isVisible: 'false' });
    expect(res.json().community.isVisible).toBe(true);
  });

  it.each([
    ['no image', {}, { image: false }, COMMUNITY_FORM_MESSAGES.imageRequired],
    ['no name', { name: '' }, {}, COMMUNITY_FORM_MESSAGES.nameRequired],
    ['name of 151', { name: 'n'.repeat(151) }, {}, COMMUNITY_FORM_MESSAGES.maxLength150],
    ['no short description', { shortDescription: ' ' }, {}, COMMUNITY_FORM_MESSAGES.shortDescriptionRequired],
    ['short description of 51', { shortDescription: 's'.repeat(51) }, {}, COMMUNITY_FORM_MESSAGES.shortDescriptionMax],
    ['no alias', { alias: undefined }, {}, COMMUNITY_FORM_MESSAGES.aliasRequired],
    ['alias with a space', { alias: 'hand therapy' }, {}, COMMUNITY_FORM_MESSAGES.aliasSpaces],
    ['alias of 151', { alias: 'a'.repeat(151) }, {}, COMMUNITY_FORM_MESSAGES.maxLength150],
    ['no category', { categoryIds: undefined }, {}, COMMUNITY_FORM_MESSAGES.categoryRequired],
    ['no privacy', { isPublic: undefined }, {}, COMMUNITY_FORM_MESSAGES.privacyRequired],
    [
      'a start date in the past',
      { aliveStartDate: '2020-01-01T00:00:00.000Z' },
      {},
      COMMUNITY_FORM_MESSAGES.dateInPast,
    ],
    [
      'start after end',
      { aliveStartDate: nextWeek, aliveEndDate: tomorrow },
      {},
      COMMUNITY_FORM_MESSAGES.startAfterEnd,
    ],
  ] as const)('%s: 400 with its message', async (_label, fields, opts, message) => {
    const res = await communityForm(admin, fields, opts);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('plans an archive date (tomorrow or later); the job archives the community when it comes; unarchiving clears it', async () => {
    const soon = await communityForm(admin, { archivedDate: new Date(Date.now() - 60_000).toISOString() });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(COMMUNITY_FORM_MESSAGES.archivedDateTooSoon);
    const created = await communityForm(admin, { name: 'Hand therapy winter school', archivedDate: nextWeek });
    expect(created.statusCode).toBe(201);
    const { id, alias } = created.json().community;
    expect(created.json().community).toMatchObject({ isArchived: false, archivedDate: nextWeek });
    // A save that leaves the field out keeps the plan; '' clears it.
    const kept = await communityForm(admin, { alias }, { id, image: false });
    expect(kept.json().community.archivedDate).toBe(nextWeek);
    const cleared = await communityForm(admin, { alias, archivedDate: '' }, { id, image: false });
    expect(cleared.json().community.archivedDate).toBeNull();
    await communityForm(admin, { alias, archivedDate: tomorrow }, { id, image: false });

    // The job leaves it until the day comes, then archives it once.
    expect(await archiveScheduledCommunities(t.ctx)).toBe(0);
    await t.ctx.db.execute(sql`update communities set archived_date = now() - interval '1 minute' where id = ${id}`);
    expect(await archiveScheduledCommunities(t.ctx)).toBe(1);
    expect(await archiveScheduledCommunities(t.ctx)).toBe(0);
    const archived = (await api(admin, 'GET', `/community/${id}`)).json().community;
    expect(archived.isArchived).toBe(true);
    const archivedOn = archived.archivedDate;
    // While archived, a save never moves the day it was archived.
    const saved = await communityForm(admin, { alias, archivedDate: nextWeek }, { id, image: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().community).toMatchObject({ isArchived: true, archivedDate: archivedOn });
    // Unarchiving clears the date, so the job does not archive it again.
    expect((await api(admin, 'PUT', `/admin/community/${id}/archive`, { isArchived: false })).statusCode).toBe(200);
    expect(await archiveScheduledCommunities(t.ctx)).toBe(0);
    expect((await api(admin, 'GET', `/community/${id}`)).json().community).toMatchObject({
      isArchived: false,
      archivedDate: null,
    });
  });

  it('only leaf categories, up to 10 known tags, known segments', async () => {
    const notLeaf = await communityForm(admin, { categoryIds: [String(parent.id)] });
    expect(notLeaf.statusCode).toBe(400);
    expect(notLeaf.json().message).toBe(COMMUNITY_FORM_MESSAGES.categoryNotLeaf);
    const sub = await communityForm(admin, { categoryIds: [String(child.id)] });
    expect(sub.statusCode).toBe(201);
    const tags = await Promise.all(Array.from({ length: 11 }, () => createTag(t.ctx.db)));
    const eleven = await communityForm(admin, { tagsId: tags.map((x) => String(x.id)) });
    expect(eleven.json().message).toBe(COMMUNITY_FORM_MESSAGES.tooManyTags);
    const ten = await communityForm(admin, { tagsId: tags.slice(0, 10).map((x) => String(x.id)) });
    expect(ten.statusCode).toBe(201);
    expect(ten.json().community.tagsId).toHaveLength(10);
    const badSegment = await communityForm(admin, { segmentIds: ['999999'] });
    expect(badSegment.json().message).toBe(COMMUNITY_FORM_MESSAGES.unknownSegments);
  });

  it('alias unique in any case (409); exists-by-alias answers, accepting the edited community’s own alias', async () => {
    const first = await communityForm(admin, { alias: 'driving-rehab' });
    expect(first.statusCode).toBe(201);
    const id = first.json().community.id;
    const taken = await communityForm(admin, { alias: 'Driving-Rehab' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COMMUNITY_FORM_MESSAGES.aliasExists);
    expect((await api(admin, 'GET', '/admin/community/exists-by-alias?alias=DRIVING-rehab')).json()).toEqual({
      exists: true,
    });
    expect((await api(admin, 'GET', `/admin/community/exists-by-alias?alias=driving-rehab&id=${id}`)).json()).toEqual({
      exists: false,
    });
    expect((await api(admin, 'GET', '/admin/community/exists-by-alias?alias=nobody-has-this')).json()).toEqual({
      exists: false,
    });
  });

  it('segments: kept on edit when none are sent, cleared only with isSetSegmentIdsEmpty', async () => {
    const seg = await createSegment(t.ctx.db, 'Paediatric practice');
    const created = await communityForm(admin, { segmentIds: [String(seg.id)] });
    const id = created.json().community.id;
    const segmentsOf = async () =>
      (await queryRows<{ segment_ids: number[] }>(t.ctx.db, `select segment_ids from communities where id = ${id}`))[0]
        .segment_ids;
    expect((await segmentsOf()).map(Number)).toEqual([seg.id]);
    const keep = await communityForm(admin, { alias: undefined, name: 'Renamed network' }, { id, image: false });
    expect(keep.statusCode).toBe(200);
    expect((await segmentsOf()).map(Number)).toEqual([seg.id]);
    await communityForm(admin, { alias: undefined, isSetSegmentIdsEmpty: 'true' }, { id, image: false });
    expect(await segmentsOf()).toEqual([]);
  });

  it('DELETE flags the community deleted: gone from the list and from members', async () => {
    const c = await createCommunity(t.ctx.db, { name: 'Vocational rehabilitation' });
    expect((await api(admin, 'DELETE', `/admin/community/${c.id}`)).statusCode).toBe(200);
    const list = (await api(admin, 'GET', `/admin/community?id=${c.id}`)).json();
    expect(list.totalItemCount).toBe(0);
    expect((await api(member, 'GET', `/community/${c.id}`)).statusCode).toBe(400);
    expect((await api(admin, 'DELETE', `/admin/community/${c.id}`)).statusCode).toBe(404);
  });
});

describe('categories and tags (spec 02 §5 Category, Tag)', () => {
  it('a name is required with the spec’s messages; colour defaults to #344054', async () => {
    const noName = await api(admin, 'POST', '/admin/community/category', { name: ' ' });
    expect(noName.json().message).toBe(MANAGEMENT_MESSAGES.categoryNameRequired);
    const noTag = await api(admin, 'POST', '/admin/community/post/tag', { name: '' });
    expect(noTag.json().message).toBe(MANAGEMENT_MESSAGES.tagNameRequired);
    const created = await api(admin, 'POST', '/admin/community/category', {
      name: 'Driving',
      parentCategoryId: parent.id,
    });
    expect(created.json()).toMatchObject({ name: 'Driving', color: '#344054', parentCategoryId: parent.id });
  });

  it('a category a community uses (itself or through a subcategory) is not deleted (409); an unused one is', async () => {
    const top = await createCategory(t.ctx.db, 'Hand therapy');
    const sub = await createCategory(t.ctx.db, 'Splinting', top.id);
    const c = await createCommunity(t.ctx.db, { categoryIds: [sub.id] });
    for (const id of [sub.id, top.id]) {
      const res = await api(admin, 'DELETE', `/admin/community/category/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MANAGEMENT_MESSAGES.categoryInUse);
    }
    // Once the community is deleted the category is free.
    await api(admin, 'DELETE', `/admin/community/${c.id}`);
    expect((await api(admin, 'DELETE', `/admin/community/category/${top.id}`)).statusCode).toBe(200);
    expect(await queryRows(t.ctx.db, `select id from community_categories where id in (${top.id}, ${sub.id})`)).toEqual(
      [],
    );
  });
});

describe('managers (spec 02 §6, §7 managers)', () => {
  it('a new manager loses their community roles with the role change; listed by email; removed back to Standard', async () => {
    const u = await caller(t.app, t.ctx.db, { role: 2 });
    const c1 = await createCommunity(t.ctx.db);
    const c2 = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, c1.id, u.id, 2, 1);
    await addMember(t.ctx.db, c2.id, u.id, 2, 2);
    const res = await api(admin, 'POST', '/admin/account/admin', { userEmail: u.account.email.toUpperCase(), role: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: u.account.email, role: 3 });
    const [acc] = await queryRows<{ role: number }>(t.ctx.db, `select role from accounts where id = '${u.id}'`);
    expect(Number(acc.role)).toBe(3);
    const roles = await queryRows<{ role: number }>(
      t.ctx.db,
      `select role from community_members where user_id = '${u.id}'`,
    );
    expect(roles.map((r) => Number(r.role))).toEqual([0, 0]);

    const list = (await api(admin, 'GET', `/admin/account/admin?role=3&keyword=${u.account.email.slice(0, 8)}`)).json();
    expect(list.admins.map((a: { email: string }) => a.email)).toContain(u.account.email);

    expect(
      (await api(admin, 'DELETE', `/admin/account/admin?userEmail=${encodeURIComponent(u.account.email)}`)).statusCode,
    ).toBe(200);
    const [after] = await queryRows<{ role: number }>(t.ctx.db, `select role from accounts where id = '${u.id}'`);
    expect(Number(after.role)).toBe(0);
  });

  it('an unknown email answers 404; an Admin is not demoted; removing a non-manager answers 400', async () => {
    const unknown = await api(admin, 'POST', '/admin/account/admin', { userEmail: 'nobody@example.org', role: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MANAGEMENT_MESSAGES.managerUnknownUser);
    const otherAdmin = await caller(t.app, t.ctx.db, { role: 1 });
    const refused = await api(admin, 'POST', '/admin/account/admin', { userEmail: otherAdmin.account.email, role: 3 });
    expect(refused.statusCode).toBe(400);
    const [acc] = await queryRows<{ role: number }>(
      t.ctx.db,
      `select role from accounts where id = '${otherAdmin.id}'`,
    );
    expect(Number(acc.role)).toBe(1);
    const notManager = await api(
      admin,
      'DELETE',
      `/admin/account/admin?userEmail=${encodeURIComponent(member.account.email)}`,
    );
    expect(notManager.json().message).toBe(MANAGEMENT_MESSAGES.managerNotManager);
  });
});

describe('FAQ and global terms (spec 02 §4 FAQ blocks, §5 FAQ)', () => {
  it('question and answer are required with the spec’s messages', async () => {
    const q = await api(admin, 'POST', '/admin/faq', { faQs: [{ name: '', description: '<p>x</p>' }] });
    expect(q.json().message).toBe(MANAGEMENT_MESSAGES.faqQuestionRequired);
    const a = await api(admin, 'POST', '/admin/faq', { faQs: [{ name: 'Why?', description: '<p> </p>' }] });
    expect(a.json().message).toBe(MANAGEMENT_MESSAGES.faqAnswerRequired);
  });

  it('add, edit, soft delete and restore: the member FAQ shows exactly the items not deleted', async () => {
    const created = await api(admin, 'POST', '/admin/faq', {
      faQs: [
        { name: 'How do I log CPD hours?', description: '<p>Open CPD and add an activity.</p><script>x</script>' },
      ],
    });
    const item = created.json().faQs.find((f: { name: string }) => f.name === 'How do I log CPD hours?');
    expect(item.description).toBe('<p>Open CPD and add an activity.</p>');
    const memberNames = async () => (await api(member, 'GET', '/faq')).json().faQs.map((f: { name: string }) => f.name);
    expect(await memberNames()).toContain('How do I log CPD hours?');
    const edited = await api(admin, 'PUT', `/admin/faq/${item.id}`, {
      name: 'How do I record CPD hours?',
      description: '<p>Open CPD.</p>',
    });
    expect(edited.json()).toMatchObject({ name: 'How do I record CPD hours?', updatedByUserId: admin.id });
    const deleted = await api(admin, 'DELETE', `/admin/faq/${item.id}`);
    expect(deleted.json().isDeleted).toBe(true);
    expect(await memberNames()).not.toContain('How do I record CPD hours?');
    const adminList = (await api(admin, 'GET', '/admin/faq')).json().faQs;
    expect(adminList.find((f: { id: number }) => f.id === item.id).isDeleted).toBe(true);
    expect((await api(admin, 'PUT', `/admin/faq/${item.id}/restore`)).json().isDeleted).toBe(false);
    expect(await memberNames()).toContain('How do I record CPD hours?');
    expect((await api(admin, 'DELETE', '/admin/faq/999999')).statusCode).toBe(404);
  });

  it('global terms: empty content refused; saved sanitised and read back', async () => {
    const empty = await api(admin, 'PUT', '/admin/community/global-tc', { value: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MANAGEMENT_MESSAGES.globalTcRequired);
    await api(admin, 'PUT', '/admin/community/global-tc', {
      value: '<p>Respect client privacy.</p><img src=x onerror=alert(1)>',
    });
    const read = (await api(admin, 'GET', '/admin/community/global-tc')).json();
    expect(read.terms.id).toBe(1);
    expect(read.terms.value).not.toContain('onerror');
    expect(read.terms.value).toContain('<p>Respect client privacy.</p>');
  });
});
