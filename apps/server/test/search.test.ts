/**
 * Global search (spec 01 §2 Global search, §9; issue 17): every section answers only what the
 * caller may open on the section's own screen (segment-restricted news, drafts, private community
 * posts, communities the caller may not discover), counts match the lists, a tag search finds the
 * items carrying the tag and disables posts, an unknown tag answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, caller, createCommunity, createPost, createTag } from './communities-fixtures';
import { createItem, createSegment, createTag as createContentTag, joinSegment } from './content-fixtures';
import { createEvent } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let member: Awaited<ReturnType<typeof caller>>;
let paed: Awaited<ReturnType<typeof caller>>;
let admin: Awaited<ReturnType<typeof caller>>;
const ids: Record<string, number> = {};
let tagId: number;
let aliases: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  member = await caller(t.app, db);
  paed = await caller(t.app, db);
  admin = await caller(t.app, db, { role: 1 });
  const seg = await createSegment(db, 'Paediatrics');
  await joinSegment(db, paed.id, seg.id);
  tagId = (await createTag(db, 'Splinting')).id;
  const contentTagId = (await createContentTag(db, 'splinting')).id;
  ids.openNews = (await createItem(db, { name: 'Hand splinting workshop notes', tagIds: [contentTagId] })).id;
  ids.segNews = (await createItem(db, { name: 'Splinting for children', segmentIds: [seg.id] })).id;
  ids.draftNews = (await createItem(db, { name: 'Splinting draft', status: 'draft' })).id;
  ids.resource = (await createItem(db, { kind: 'resource', name: 'Splinting handout', tagIds: [contentTagId] })).id;
  ids.event = (await createEvent(db, { title: 'Splinting masterclass', tagIds: [tagId] })).eventId;
  ids.draftEvent = (await createEvent(db, { title: 'Splinting planning', status: 'draft' })).eventId;
  const open = await createCommunity(db, { name: 'Splinting practice', tagIds: [tagId] });
  const joined = await createCommunity(db, { name: 'Hand therapy splinting', isPublic: false });
  const hidden = await createCommunity(db, { name: 'Splinting secret', isPublic: false, isVisible: false });
  aliases = { open: open.alias, joined: joined.alias };
  await addMember(db, joined.id, member.id);
  ids.openCommunity = open.id;
  ids.joinedCommunity = joined.id;
  ids.hiddenCommunity = hidden.id;
  await addMember(db, open.id, member.id);
  ids.openPost = (await createPost(db, open.id, admin.id, { title: 'Splinting after tendon repair' })).id;
  ids.joinedPost = (await createPost(db, joined.id, admin.id, { title: 'Splinting for arthritis' })).id;
  ids.hiddenPost = (await createPost(db, hidden.id, admin.id, { title: 'Splinting hidden post' })).id;
});
afterAll(async () => t?.close());

const get = async (who: { authorization: string }, url: string) => {
  const r = await t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
  return { status: r.statusCode, body: r.json() };
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((i) => i.id).sort((a, b) => a - b);

describe('global search', () => {
  it('answers per section only what the caller may open, with counts matching the lists', async () => {
    const s = (await get(member, '/api/v1/search?keyword=splinting')).body;
    expect(s.news.totalItemCount).toBe(1);
    expect(idsOf(s.news)).toEqual([ids.openNews]);
    expect(idsOf(s.resources)).toEqual([ids.resource]);
    expect(idsOf(s.events)).toEqual([ids.event]);
    expect(s.posts.totalItemCount).toBe(2);
    expect(idsOf(s.posts)).toEqual([ids.openPost, ids.joinedPost].sort((a, b) => a - b));
    expect(s.communities.items.map((c: { id: number }) => c.id)).not.toContain(ids.hiddenCommunity);
    expect(s.tags.items).toEqual([{ id: tagId, label: 'Splinting' }]);
    for (const section of ['news', 'resources', 'events', 'posts', 'communities'] as const) {
      const page = (await get(member, `/api/v1/search/${section}?keyword=splinting&pageSize=50`)).body;
      expect(page.totalItemCount, section).toBe(s[section].totalItemCount);
      expect(page.items.length, section).toBe(page.totalItemCount);
    }
    const paedNews = (await get(paed, '/api/v1/search/news?keyword=splinting')).body;
    expect(idsOf(paedNews)).toEqual([ids.openNews, ids.segNews].sort((a, b) => a - b));
    const paedPosts = (await get(paed, '/api/v1/search/posts?keyword=splinting')).body;
    expect(paedPosts).toEqual({ items: [], totalItemCount: 0 });
    const adminEvents = (await get(admin, '/api/v1/search/events?keyword=splinting')).body;
    expect(idsOf(adminEvents)).toEqual([ids.event, ids.draftEvent].sort((a, b) => a - b));
  });

  it('marks communities the caller has not joined as not clickable (admins may open all)', async () => {
    const outsider = await caller(t.app, t.ctx.db);
    const mine = (await get(outsider, '/api/v1/search/communities?keyword=splinting')).body;
    const open = mine.items.find((c: { id: number }) => c.id === ids.openCommunity);
    expect(open).toMatchObject({ isClickable: false, community: { alias: aliases.open } });
    const joined = (await get(member, '/api/v1/search/communities?keyword=splinting')).body.items.find(
      (c: { id: number }) => c.id === ids.joinedCommunity,
    );
    expect(joined).toMatchObject({ isClickable: true });
    const all = (await get(admin, '/api/v1/search/communities?keyword=splinting')).body;
    expect(all.items.every((c: { isClickable: boolean }) => c.isClickable)).toBe(true);
  });

  it('searches by a tag: tagged news, resources and events; posts disabled; unknown tag 404; keyword required', async () => {
    const s = (await get(member, `/api/v1/search?tagId=${tagId}`)).body;
    expect(s.tag).toEqual({ id: tagId, label: 'Splinting' });
    expect(idsOf(s.news)).toEqual([ids.openNews]);
    expect(idsOf(s.resources)).toEqual([ids.resource]);
    expect(idsOf(s.events)).toEqual([ids.event]);
    expect(s.posts).toBeNull();
    expect(s.communities.items.map((c: { id: number }) => c.id)).toEqual([ids.openCommunity]);
    expect((await get(member, `/api/v1/search/posts?tagId=${tagId}`)).status).toBe(404);
    expect((await get(member, '/api/v1/search?tagId=999999')).status).toBe(404);
    expect((await get(member, '/api/v1/search?keyword=')).status).toBe(400);
    expect((await get(member, '/api/v1/search/tags?keyword=splint')).body).toEqual({
      items: [{ id: tagId, label: 'Splinting' }],
      totalItemCount: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search?keyword=x' })).statusCode).toBe(401);
  });
});
