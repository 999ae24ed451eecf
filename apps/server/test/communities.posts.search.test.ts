/**
 * The posts search at scale (GET community/post/search-by-body and the global search's Posts tab;
 * issue 33, docs/decisions/0001-keyword-search-window.md): a common word walks the member's
 * communities' newest posts and a rare word uses the GIN index, told apart by PostgreSQL's
 * estimates (community_posts.search's statistics target, migration 0038); either way the answer is
 * the newest LIMITS.keywordSearchWindow matches of the member's communities, a title match ranked
 * first, counted up to the window ("200+"), and never a post of a community the member is not in.
 * On PGlite and PostgreSQL.
 */
import { LIMITS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/raw-query';
import { postSearchWindowSql } from '../src/modules/communities/posts/feed.repository';
import { postSearchPlan } from '../src/modules/communities/posts/feed.service';
import { toTsQuery } from '../src/modules/content';
import { addMember, caller, createCommunity, createPost } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let reader: Caller;
let joinedA: number;
let joinedB: number;
let notJoined: number;
let titleMatchId: number;
let oldWombatId: number;
const WINDOW = LIMITS.keywordSearchWindow;

/** `n` posts in `communityId`, one a minute back from `startMinutes` ago; every second one says "therapy" in its body. */
async function bulkPosts(communityId: number, authorId: string, n: number, startMinutes: number, salt: string) {
  await t.ctx.db.execute(sql`insert into community_posts (community_id, created_by, title, body, status, created_at, updated_at)
    select ${communityId}, ${authorId}::uuid, 'Practice note ' || ${salt} || g,
      case when g % 2 = 0 then '<p>Hand therapy after a wrist fracture, week ' || g || '.</p>' else '<p>Seating and pressure care review ' || g || '.</p>' end,
      1, now() - (${startMinutes} + g) * interval '1 minute', now() - (${startMinutes} + g) * interval '1 minute'
    from generate_series(1, ${n}) g`);
}

const search = async (keyword: string, page = 1, pageSize = 10) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/community/post/search-by-body?keyword=${encodeURIComponent(keyword)}&page=${page}&pageSize=${pageSize}`,
    headers: { authorization: reader.authorization },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { posts: { id: number; communityId: number; title: string }[]; totalItemCount: number };
};

beforeAll(async () => {
  t = await createTestApp();
  reader = await caller(t.app, t.ctx.db);
  const author = await caller(t.app, t.ctx.db);
  joinedA = (await createCommunity(t.ctx.db)).id;
  joinedB = (await createCommunity(t.ctx.db)).id;
  notJoined = (await createCommunity(t.ctx.db)).id;
  await addMember(t.ctx.db, joinedA, reader.id);
  await addMember(t.ctx.db, joinedB, reader.id);
  // 3,000 posts in the member's communities (half say "therapy"), from 10 minutes ago back.
  await bulkPosts(joinedA, author.id, 1500, 10, 'a');
  await bulkPosts(joinedB, author.id, 1500, 10, 'b');
  // The newest posts of all are in a community the member is not in, and say both words.
  await bulkPosts(notJoined, author.id, 300, 0, 'x');
  await createPost(t.ctx.db, notJoined, author.id, { title: 'Wombat therapy', body: '<p>wombat</p>' });
  // A title match an hour ago (inside the window of the newest matches), and one old wombat.
  titleMatchId = (
    await createPost(t.ctx.db, joinedA, author.id, {
      title: 'Therapy dogs on the ward',
      body: '<p>Visiting dogs.</p>',
      createdAt: new Date(Date.now() - 60 * 60_000),
    })
  ).id;
  oldWombatId = (
    await createPost(t.ctx.db, joinedB, author.id, {
      title: 'Rural visit',
      body: '<p>A wombat in the driveway.</p>',
      createdAt: new Date(Date.now() - 300 * 86_400_000),
    })
  ).id;
  await t.ctx.db.execute(sql`analyze community_posts`);
});
afterAll(async () => {
  await t?.close();
});

describe('posts search window', () => {
  it('walks for a common word and a prefix of many posts, uses the index for a rare word (statistics target 1000)', async () => {
    const plan = (keyword: string) => postSearchPlan(t.ctx, toTsQuery(keyword) ?? '');
    expect(await plan('therapy')).toBe('walk');
    expect(await plan('thera')).toBe('walk');
    expect(await plan('hand therapy')).toBe('walk');
    expect(await plan('wombat')).toBe('index');
    expect(await plan('driveway')).toBe('index');
    const [row] = rowsOf<{ target: number }>(
      await t.ctx.db.execute(
        sql`select attstattarget::int as target from pg_attribute where attrelid = 'community_posts'::regclass and attname = 'search'`,
      ),
    );
    expect(Number(row.target)).toBe(1000);
  });

  it('a common word: the newest matches of the member’s communities, a title match first, counted up to the window', async () => {
    const first = await search('therapy');
    expect(first.totalItemCount).toBe(WINDOW);
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0].id).toBe(titleMatchId);
    // Every result is one of the newest WINDOW matches of the member's communities, none of the other's.
    const newest = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from community_posts
        where community_id in (${joinedA}, ${joinedB}) and status = 1 and search @@ to_tsquery('english', 'therapy')
        order by created_at desc, id desc limit ${WINDOW}`),
    ).map((r) => Number(r.id));
    expect(newest).toContain(titleMatchId);
    for (const post of first.posts) {
      expect([joinedA, joinedB]).toContain(post.communityId);
      expect(newest).toContain(post.id);
    }
    // After the title match, newest first: the body matches of 10, 11, 11, 12 minutes ago...
    const rest = first.posts.slice(1).map((p) => p.id);
    expect(rest).toEqual(newest.filter((id) => id !== titleMatchId).slice(0, 9));
    // Pages are consecutive through the window, and end with it.
    const pages = [];
    for (let page = 1; page <= WINDOW / 50; page++)
      pages.push(...(await search('therapy', page, 50)).posts.map((p) => p.id));
    expect(new Set(pages).size).toBe(WINDOW);
    expect([...pages].sort((a, b) => a - b)).toEqual([...newest].sort((a, b) => a - b));
    const past = await search('therapy', WINDOW / 10 + 1, 10);
    expect(past).toEqual({ posts: [], totalItemCount: WINDOW });
  });

  it('a rare word finds a post older than any walk would reach, and only in the member’s communities', async () => {
    const found = await search('wombat');
    expect(found.posts.map((p) => p.id)).toEqual([oldWombatId]);
    expect(found.totalItemCount).toBe(1);
    const typed = await search('wom');
    expect(typed.posts.map((p) => p.id)).toEqual([oldWombatId]);
    // Only stop words, or nothing: no match, no error.
    expect(await search('the and')).toEqual({ posts: [], totalItemCount: 0 });
  });

  it('the walk reads the communities’ newest posts by index and stops at the window', async () => {
    const explain = async (plan: 'walk' | 'index', tsquery: string) => {
      const statement = postSearchWindowSql([joinedA, joinedB], sql`${tsquery}::tsquery`, plan, WINDOW);
      const rows = rowsOf<{ 'QUERY PLAN': unknown }>(
        await t.ctx.db.execute(sql`explain (analyze, format json) ${statement}`),
      );
      const raw = rows[0]['QUERY PLAN'];
      return JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
    };
    const walk = await explain('walk', "'therapi'");
    expect(walk).toContain('community_posts_community_published_idx');
    expect(walk).not.toContain('community_posts_search_idx');
    // It stopped early: of the 3,000 posts (half of them matches) it read about the newest 400.
    const count = (key: string) =>
      [...walk.matchAll(new RegExp(`"${key}":(\\d+)`, 'g'))].reduce((sum, m) => sum + Number(m[1]), 0);
    const read = count('Rows Removed by Filter') + WINDOW;
    expect(read).toBeLessThan(3 * WINDOW);
    // The rare word's statement reads every match first (a few), whichever way PostgreSQL finds them.
    const index = await explain('index', "'wombat'");
    expect(index).toContain('"CTE Name":"matched"');
    expect(index).not.toContain('community_posts_community_published_idx');
  });
});
