/**
 * Explore and the public community calls (spec 02 §2 Explore, Side menu; §7 Public community,
 * Categories, Tags, FAQ): filters and totals, one community by id and alias, about, preference,
 * favourites, recommendations, categories with counts of visible communities, tags, FAQ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFaq, communityPostTags } from '../src/db/schema';
import { addMember, caller, createCategory, createCommunity, createPost, createTag } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let me: Caller;
const ids: Record<string, number> = {};
let parentId: number;
let childId: number;
let otherId: number;
let tagId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  me = await caller(t.app, db);
  parentId = (await createCategory(db, 'Clinical practice')).id;
  childId = (await createCategory(db, 'Paediatrics', parentId)).id;
  otherId = (await createCategory(db, 'Regions')).id;
  tagId = (await createTag(db, 'Telehealth')).id;
  ids.alpha = (await createCommunity(db, { name: 'Alpha Paediatrics', categoryIds: [childId], tagIds: [tagId] })).id;
  ids.beta = (await createCommunity(db, { name: 'beta research', categoryIds: [otherId] })).id;
  ids.gamma = (await createCommunity(db, { name: 'Gamma Private', isPublic: false, categoryIds: [childId] })).id;
  ids.hidden = (
    await createCommunity(db, { name: 'Hidden Board', isPublic: false, isVisible: false, categoryIds: [childId] })
  ).id;
  ids.auto = (await createCommunity(db, { name: 'Auto Newgrads', isAutoJoin: true })).id;
  ids.archived = (await createCommunity(db, { name: 'Old Pilot', isArchived: true })).id;
  ids.deleted = (await createCommunity(db, { name: 'Deleted One', isDeleted: true })).id;
  await addMember(db, ids.beta, me.id);
  await addMember(db, ids.gamma, me.id, 1);
});
afterAll(async () => t?.close());

const post = (url: string, who: Caller, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization: who.authorization }, payload });
const get = (url: string, who: Caller) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: who.authorization } });
const names = (res: { json(): { communities: { name: string }[] } }) => res.json().communities.map((c) => c.name);

describe('POST community/getlist', () => {
  it('lists what the caller may discover, by name, with a matching total', async () => {
    const res = await post('/community/getlist', me);
    expect(names(res)).toEqual(['Alpha Paediatrics', 'Auto Newgrads', 'beta research', 'Gamma Private', 'Old Pilot']);
    expect(res.json().totalItemCount).toBe(5);
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    expect((await post('/community/getlist', admin)).json().totalItemCount).toBe(6);
  });

  it('filters: onlyJoined (explicit or auto-join), onlyFavorite, categories (a parent includes its children), tags, keyword, ids, paging', async () => {
    expect(names(await post('/community/getlist', me, { onlyJoined: true }))).toEqual([
      'Auto Newgrads',
      'beta research',
    ]);
    await post(`/community/${ids.alpha}/add-to-favorite`, me);
    expect(names(await post('/community/getlist', me, { onlyFavorite: true }))).toEqual(['Alpha Paediatrics']);
    expect(names(await post('/community/getlist', me, { categoryIds: [parentId] }))).toEqual([
      'Alpha Paediatrics',
      'Gamma Private',
    ]);
    expect(names(await post('/community/getlist', me, { categoryIds: [otherId] }))).toEqual(['beta research']);
    expect(names(await post('/community/getlist', me, { tagIds: [tagId] }))).toEqual(['Alpha Paediatrics']);
    expect(names(await post('/community/getlist', me, { keyword: 'PAED' }))).toEqual(['Alpha Paediatrics']);
    expect(names(await post('/community/getlist', me, { keyword: '100%' }))).toEqual([]);
    expect(names(await post('/community/getlist', me, { communityIds: [ids.hidden, ids.beta] }))).toEqual([
      'beta research',
    ]);
    const page2 = (await post('/community/getlist', me, { page: 2, pageSize: 2 })).json();
    expect(page2.communities.map((c: { name: string }) => c.name)).toEqual(['beta research', 'Gamma Private']);
    expect(page2.totalItemCount).toBe(5);
    const card = (await post('/community/getlist', me, { communityIds: [ids.gamma] })).json().communities[0];
    expect(card).toMatchObject({
      status: 1,
      isJoined: false,
      isPublic: false,
      categories: [{ id: childId, name: 'Paediatrics', color: '#344054', parentCategoryId: parentId }],
    });
    expect((await post('/community/getlist', me, { pageSize: 5000 })).statusCode).toBe(400);
  });
});

describe('one community', () => {
  it('by id and by alias with role and permissions; 400 unknown or hidden; 403 private', async () => {
    const byId = (await get(`/community/${ids.beta}`, me)).json();
    expect(byId).toMatchObject({
      role: 0,
      community: { name: 'beta research', status: 2, isJoined: true, about: '<p>About us</p>' },
    });
    expect(byId.permissions).toMatchObject({
      postCreate: true,
      commentCreate: true,
      postDelete: false,
      communityBlacklist: false,
    });
    const byAlias = (await get('/community?alias=BETA-RESEARCH', me)).json();
    expect(byAlias.community.id).toBe(ids.beta);
    for (const url of [
      `/community/${ids.hidden}`,
      `/community/${ids.deleted}`,
      '/community/987654',
      '/community?alias=nope',
    ]) {
      const res = await get(url, me);
      expect([res.statusCode, res.json().message], url).toEqual([400, 'Community not found.']);
    }
    // A private community the member has not joined: its card, without its text (the access screen).
    const res = await get(`/community/${ids.gamma}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().community).toMatchObject({ id: ids.gamma, isPublic: false, isJoined: false });
    expect(res.json().community).not.toHaveProperty('about');
    expect((await get(`/community/${ids.gamma}/about`, me)).json().message).toBe('This community is private.');
    expect((await get(`/community/${ids.beta}/about`, me)).json()).toEqual({ id: ids.beta, about: '<p>About us</p>' });
  });

  it('favourite, like and view toggles answer the new state', async () => {
    expect((await post(`/community/${ids.beta}/like`, me)).json()).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await post(`/community/${ids.beta}/dislike`, me)).json()).toMatchObject({ isLiked: false, likesCount: 0 });
    expect((await post(`/community/${ids.beta}/view`, me)).json().viewsCount).toBe(1);
    expect((await post(`/community/${ids.beta}/add-to-favorite`, me)).json().isFavorite).toBe(true);
    const favourites = (await post('/community/get-top-favorites', me)).json();
    expect(favourites.communities.map((c: { name: string }) => c.name)).toEqual(['Alpha Paediatrics', 'beta research']);
    expect(favourites.totalItemCount).toBe(2);
    expect((await post(`/community/${ids.beta}/delete-from-favorite`, me)).json().isFavorite).toBe(false);
  });

  it('preference: joined and moderated communities by name and the joined count; recommendations', async () => {
    const pref = (await post('/community/preference', me)).json();
    expect(pref).toMatchObject({ joinedCount: 2, topModerated: [] });
    expect(pref.topJoined.map((c: { name: string }) => c.name)).toEqual(['Auto Newgrads', 'beta research']);
    const recommended = (await get('/dashboard/recommended/community', me)).json();
    expect(recommended.communities.map((c: { name: string }) => c.name)).toEqual(['Alpha Paediatrics']);
    expect(recommended.totalItemCount).toBe(1);
  });
});

describe('categories, tags and FAQ', () => {
  it('GET community/category: a tree by name, counting only communities the caller may discover', async () => {
    const res = (await get('/community/category', me)).json();
    expect(res.totalItemCount).toBe(2);
    expect(res.categories.map((c: { name: string }) => c.name)).toEqual(['Clinical practice', 'Regions']);
    const clinical = res.categories[0];
    expect(clinical).toMatchObject({
      color: '#344054',
      subCategoriesCount: 1,
      communityCount: 2,
      subCategories: [{ id: childId, name: 'Paediatrics', communityCount: 2, parentCategoryId: parentId }],
    });
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    expect((await get('/community/category', admin)).json().categories[0].communityCount).toBe(3);
  });

  it('category administration needs generalCategories', async () => {
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    expect((await post('/admin/community/category', me, { name: 'Nope' })).statusCode).toBe(403);
    const created = await post('/admin/community/category', admin, { name: 'Leadership', parentCategoryId: otherId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Leadership', color: '#344054', parentCategoryId: otherId });
    expect(
      (await post('/admin/community/category', admin, { name: 'Too deep', parentCategoryId: created.json().id }))
        .statusCode,
    ).toBe(400);
    expect((await post('/admin/community/category', admin, { name: ' ' })).json().message).toBe('Please enter name');
    const list = (await get('/admin/community/category?page=1&pageSize=10&onlyParents=true', admin)).json();
    expect(list.totalItemCount).toBe(2);
    expect(list.categories.every((c: { subCategories: unknown[] }) => c.subCategories.length === 0)).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/community/category/${created.json().id}`,
      headers: { authorization: admin.authorization },
    });
    expect(del.json()).toEqual({ success: true });
  });

  it('GET community/post/tag counts readable published posts; api/tag/tags searches by keyword', async () => {
    const p1 = await createPost(t.ctx.db, ids.beta, me.id);
    const p2 = await createPost(t.ctx.db, ids.alpha, me.id);
    await t.ctx.db.insert(communityPostTags).values([
      { postId: p1.id, tagId },
      { postId: p2.id, tagId },
    ]);
    const tags = (await get('/community/post/tag', me)).json();
    expect(tags.tags.find((x: { id: number }) => x.id === tagId)).toEqual({
      id: tagId,
      name: 'Telehealth',
      countOfPosts: 1,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/tag/tags?keyword=tele',
          headers: { authorization: me.authorization },
        })
      ).json(),
    ).toEqual({
      tags: [{ id: tagId, label: 'Telehealth' }],
      totalItemCount: 1,
    });
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    expect((await post('/admin/community/post/tag', me, { name: 'Mine' })).statusCode).toBe(403);
    expect((await post('/admin/community/post/tag', admin, { name: 'telehealth' })).statusCode).toBe(409);
    expect((await post('/admin/community/post/tag', admin, { name: 'Ethics' })).json()).toMatchObject({
      name: 'Ethics',
      countOfPosts: 0,
    });
  });

  it('GET faq lists the items that are not deleted, in order', async () => {
    await t.ctx.db.insert(communityFaq).values([
      { name: 'Second?', description: '<p>Two</p>', sortOrder: 2 },
      { name: 'First?', description: '<p>One</p>', sortOrder: 1 },
      { name: 'Gone?', description: '<p>x</p>', sortOrder: 0, isDeleted: true },
    ]);
    const res = (await get('/faq?page=1&pageSize=1000', me)).json();
    expect(res.faQs.map((f: { name: string; description: string }) => [f.name, f.description])).toEqual([
      ['First?', '<p>One</p>'],
      ['Second?', '<p>Two</p>'],
    ]);
    expect(res.totalItemCount).toBe(2);
  });
});
