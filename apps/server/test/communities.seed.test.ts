/**
 * Demo communities seed (issue #3 Demo data): twelve communities of every kind, the demo
 * member's and moderator's memberships, each community's own posts (8 or more, issue 32) with ~5
 * comments each, counters equal to rows,
 * real attachments, and a fast run on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedCommunities } from '../src/db/seed/communities.seed';
import { communityThreads } from '../src/db/seed/communities/posts.seed';
import { corpusFor } from '../src/db/seed/corpus';
import { hashPassword } from '../src/lib/crypto';
import { storageFor } from '../src/modules/files/storage';
import { countRows } from './communities-fixtures';
import { signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let seedMs: number;
let member: string;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.ctx.db, await hashPassword(DEMO_PASSWORD), 300);
  const started = performance.now();
  await seedCommunities(t.ctx.db, { storage: storageFor(t.config) });
  seedMs = performance.now() - started;
  member = (await signInAs(t.app, 'member@example.org', DEMO_PASSWORD)).authorization;
  moderator = (await signInAs(t.app, 'moderator@example.org', DEMO_PASSWORD)).authorization;
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const post = (url: string, authorization: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

describe('communities seed', () => {
  it('writes twelve communities, their own posts, ~5 comments a post and their files, within the time budget', async () => {
    expect(await countRows(t.ctx.db, 'communities')).toBe(12);
    // Each community posts the threads written for it (issue 32): ota has 8 per community.
    const posts = communityThreads(corpusFor('ota').communities).flat().length;
    expect(posts).toBeGreaterThanOrEqual(96);
    expect(await countRows(t.ctx.db, 'community_posts')).toBe(posts);
    const comments = await countRows(t.ctx.db, 'community_comments');
    expect(comments).toBeGreaterThan(posts * 4);
    expect(comments).toBeLessThan(posts * 6);
    expect(await countRows(t.ctx.db, 'community_comments', 'depth = 3')).toBeGreaterThan(posts / 3);
    expect(await countRows(t.ctx.db, 'community_posts', 'status = 2')).toBeGreaterThan(0);
    expect(await countRows(t.ctx.db, 'community_posts', 'is_frozen')).toBeGreaterThan(0);
    expect(await countRows(t.ctx.db, 'community_reports', 'comment_id is null')).toBeGreaterThan(5);
    expect(await countRows(t.ctx.db, 'community_files', "mime_type = 'application/pdf'")).toBeGreaterThan(20);
    expect(await countRows(t.ctx.db, 'community_categories', 'parent_category_id is not null')).toBeGreaterThan(5);
    // About 1.5 s on an idle machine; the bound leaves room for a loaded one (suites run in parallel).
    expect(seedMs).toBeLessThan(10_000);
    expect(await seedCommunities(t.ctx.db, { storage: storageFor(t.config) })).toBe(false);
  });

  it('keeps every counter equal to its rows', async () => {
    expect(
      await countRows(
        t.ctx.db,
        'community_posts p',
        '(select count(*) from community_post_likes l where l.post_id = p.id) <> p.likes_count',
      ),
    ).toBe(0);
    expect(
      await countRows(
        t.ctx.db,
        'community_posts p',
        '(select count(*) from community_comments c where c.post_id = p.id) <> p.comments_count',
      ),
    ).toBe(0);
    expect(
      await countRows(
        t.ctx.db,
        'communities c',
        '(select count(*) from community_members m where m.community_id = c.id and m.status = 2) <> c.members_count',
      ),
    ).toBe(0);
    expect(
      await countRows(
        t.ctx.db,
        'communities c',
        '(select count(*) from community_posts p where p.community_id = c.id and p.status = 1) <> c.posts_count',
      ),
    ).toBe(0);
  });

  it('seeds comments that were never edited and none dated in the future', async () => {
    expect(await countRows(t.ctx.db, 'community_comments', 'updated_at <> created_at')).toBe(0);
    expect(await countRows(t.ctx.db, 'community_comments', 'created_at > now()')).toBe(0);
  });

  it('gives the demo member joined communities, one pending request and two favourites', async () => {
    const pref = (await post('/api/v1/community/preference', member)).json();
    expect(pref.joinedCount).toBeGreaterThanOrEqual(5);
    expect(pref.topJoined.map((c: { name: string }) => c.name)).toEqual(
      [...pref.topJoined.map((c: { name: string }) => c.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    const list = (await post('/api/v1/community/getlist', member)).json();
    expect(list.totalItemCount).toBe(11); // the non-visible one is hidden
    expect(
      list.communities.filter((c: { status: number }) => c.status === 1).map((c: { alias: string }) => c.alias),
    ).toEqual(['hand-therapy-sig']);
    const favourites = (await post('/api/v1/community/get-top-favorites', member)).json();
    expect(favourites.totalItemCount).toBe(2);
    const feed = (await get('/api/v1/community/post/feed', member)).json();
    expect(feed.totalItemCount).toBeGreaterThan(20); // more than a page
    expect(feed.posts).toHaveLength(20);
    const saved = (await get('/api/v1/community/post/feed?includeOnlySaved=true', member)).json();
    expect(saved.totalItemCount).toBeGreaterThan(3);
    const notes = (await get('/api/v1/community/notification', member)).json();
    expect(notes.totalItemCount).toBeGreaterThan(3);
  });

  it('lets the moderator moderate two communities and see their pending request queue', async () => {
    const pref = (await post('/api/v1/community/preference', moderator)).json();
    expect(pref.topModerated.map((c: { alias: string }) => c.alias).sort()).toEqual([
      'hand-therapy-sig',
      'paediatric-ot-network',
    ]);
    const community = pref.topModerated.find((c: { alias: string }) => c.alias === 'paediatric-ot-network');
    const stats = (await get(`/api/v1/admin/community/${community.id}/post/statistics`, moderator)).json();
    expect(stats.allPostsCount).toBeGreaterThanOrEqual(7); // 8 posts, one deleted
  });

  it('serves a seeded attachment as a real PDF to a member of its community', async () => {
    const feed = (await get('/api/v1/community/post/feed?pageSize=200', member)).json();
    const attachment = feed.posts
      .flatMap((p: { attachments: { path: string; type: string }[] }) => p.attachments)
      .find((a: { type: string }) => a.type === 'application/pdf');
    const res = await get(attachment.path, member);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
