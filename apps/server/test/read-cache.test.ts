/**
 * The read cache (lib/read-cache.ts, migration 0006; issue #3 Performance): the feed and a
 * community's posts answer from the cache only while no community data changed, in every process.
 * Two apps on one database stand for two server processes, each with its own cache.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ReadCache } from '../src/lib/read-cache';
import { addMember, caller, createCommunity, createPost, queryRows } from './communities-fixtures';
import { createItem, createSegment, joinSegment } from './content-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let other: FastifyInstance;
let uncached: FastifyInstance;
/** What the uncached app logged at warn or above (one JSON line each). */
const uncachedLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const shared = {
    db: t.ctx.db,
    kind: t.ctx.config.databaseUrl ? ('postgres' as const) : ('pglite' as const),
    close: async () => undefined,
  };
  other = (await buildApp({ config: t.config, dbHandle: shared, logger: false })).app;
  uncached = (
    await buildApp({
      config: { ...t.config, readCacheMb: 0 },
      dbHandle: shared,
      logger: { level: 'warn', stream: { write: (line) => uncachedLog.push(line) } },
    })
  ).app;
  await Promise.all([other.ready(), uncached.ready()]);
});
afterAll(async () => {
  await other?.close();
  await uncached?.close();
  await t?.close();
});

async function version(): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    t.ctx.db,
    `select version from read_versions where scope = 'community'`,
  );
  return Number(row.version);
}

async function setup() {
  const community = await createCommunity(t.ctx.db);
  const reader = await caller(t.app, t.ctx.db);
  const writer = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, community.id, reader.id);
  await addMember(t.ctx.db, community.id, writer.id);
  const post = await createPost(t.ctx.db, community.id, writer.id, { title: 'Cached post' });
  return { community, reader, writer, post };
}

function get(app: FastifyInstance, url: string, authorization: string) {
  return app.inject({ method: 'GET', url, headers: { authorization } });
}

describe('read cache', () => {
  it('answers a repeated feed read exactly as the uncached server does', async () => {
    const { reader, community } = await setup();
    for (const url of [
      '/api/v1/community/post/feed?page=1&pageSize=20',
      `/api/v1/community/${community.id}/posts?page=1&pageSize=20`,
    ]) {
      const first = await get(t.app, url, reader.authorization);
      const second = await get(t.app, url, reader.authorization);
      const plain = await get(uncached, url, reader.authorization);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.json()).toEqual(plain.json());
      expect(second.body).toBe(first.body);
      expect(second.json().posts.map((p: { title: string }) => p.title)).toContain('Cached post');
    }
    expect(t.ctx.readCache.size).toBeGreaterThan(0);
  });

  it('a like through another process shows in the next read, with the caller’s own flag per caller', async () => {
    const { reader, writer, post } = await setup();
    const url = '/api/v1/community/post/feed?page=1&pageSize=20';
    const before = (await get(t.app, url, reader.authorization)).json();
    const seen = before.posts.find((p: { id: number }) => p.id === post.id);
    expect(seen.likesCount).toBe(0);

    const liked = await other.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/like`,
      headers: { authorization: writer.authorization },
    });
    expect(liked.statusCode).toBe(200);

    const after = (await get(t.app, url, reader.authorization)).json();
    const now = after.posts.find((p: { id: number }) => p.id === post.id);
    expect(now.likesCount).toBe(1);
    expect(now.isLiked).toBe(false);
    const writerView = (await get(t.app, url, writer.authorization))
      .json()
      .posts.find((p: { id: number }) => p.id === post.id);
    expect(writerView.isLiked).toBe(true);
  });

  it('a new post, an edit by SQL and an author rename all show at once', async () => {
    const { reader, writer, community, post } = await setup();
    const url = `/api/v1/community/${community.id}/posts?page=1&pageSize=20`;
    expect((await get(t.app, url, reader.authorization)).json().totalItemCount).toBe(1);

    await createPost(t.ctx.db, community.id, writer.id, { title: 'Second post' });
    const two = (await get(t.app, url, reader.authorization)).json();
    expect(two.totalItemCount).toBe(2);
    expect(two.posts.map((p: { title: string }) => p.title)).toContain('Second post');

    await t.ctx.db.execute(sql`update community_posts set title = 'Renamed post' where id = ${post.id}`);
    expect((await get(t.app, url, reader.authorization)).json().posts.map((p: { title: string }) => p.title)).toContain(
      'Renamed post',
    );

    await t.ctx.db.execute(sql`update accounts set first_name = 'Zelda' where id = ${writer.id}`);
    const renamed = (await get(t.app, url, reader.authorization))
      .json()
      .posts.find((p: { id: number }) => p.id === post.id);
    expect(JSON.stringify(renamed)).toContain('Zelda');
  });

  it('leaving a community empties its posts for the caller (403) and the feed', async () => {
    const { reader, community } = await setup();
    const feed = '/api/v1/community/post/feed?page=1&pageSize=20';
    const posts = `/api/v1/community/${community.id}/posts?page=1&pageSize=20`;
    expect((await get(t.app, posts, reader.authorization)).statusCode).toBe(200);
    const inFeed = (await get(t.app, feed, reader.authorization)).json().totalItemCount;
    await t.ctx.db.execute(
      sql`delete from community_members where community_id = ${community.id} and user_id = ${reader.id}`,
    );
    expect((await get(t.app, posts, reader.authorization)).statusCode).toBe(403);
    expect((await get(t.app, feed, reader.authorization)).json().totalItemCount).toBe(inFeed - 1);
  });

  it('counts one change per committed transaction, none for a rolled-back one or a view', async () => {
    const { reader, community, writer, post } = await setup();
    const v0 = await version();
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update community_posts set title = 'One' where id = ${post.id}`);
      await tx.execute(sql`update community_posts set title = 'Two' where id = ${post.id}`);
      await tx.execute(sql`update communities set name = 'Renamed community' where id = ${community.id}`);
    });
    expect(await version()).toBe(v0 + 1);

    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update community_posts set title = 'Never' where id = ${post.id}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(v0 + 1);

    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/view`,
      headers: { authorization: reader.authorization },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().viewsCount).toBe(1);
    expect(await version()).toBe(v0 + 1);

    // A write the product makes through its API counts too.
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/like`,
      headers: { authorization: writer.authorization },
    });
    expect(liked.statusCode).toBe(200);
    expect(await version()).toBe(v0 + 2);
  });
});

describe('ReadCache.load', () => {
  it('builds a stale answer once for concurrent callers, again for a newer version, never keeps a failure', async () => {
    const cache = new ReadCache({ maxBytes: 1024 * 1024 });
    let builds = 0;
    const slow = (text: string) => async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 20));
      return text;
    };
    const same = await Promise.all(Array.from({ length: 10 }, () => cache.load('k', 1, slow('one'))));
    expect(same).toEqual(Array(10).fill('one'));
    expect(builds).toBe(1);
    expect(await cache.load('k', 1, slow('unused'))).toBe('one');
    expect(builds).toBe(1);

    // A caller at a newer version does not take an answer built at an older one.
    const [older, newer] = await Promise.all([cache.load('k', 2, slow('two')), cache.load('k', 3, slow('three'))]);
    expect(older).toBe('two');
    expect(newer).toBe('three');
    expect(builds).toBe(3);
    expect(await cache.load('k', 3, slow('unused'))).toBe('three');

    const failing = async () => {
      builds += 1;
      throw new Error('database down');
    };
    await expect(Promise.all([cache.load('k', 4, failing), cache.load('k', 4, failing)])).rejects.toThrow(
      'database down',
    );
    expect(builds).toBe(4);
    expect(await cache.load('k', 4, slow('four'))).toBe('four');
  });

  it('holds nothing when turned off', async () => {
    const cache = new ReadCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    expect(await cache.load('k', 1, async () => 'a')).toBe('a');
    expect(await cache.load('k', 1, async () => 'b')).toBe('b');
    expect(cache.size).toBe(0);
  });
});

describe('read cache: content search', () => {
  const search = (app: FastifyInstance, authorization: string, payload: object) =>
    app.inject({ method: 'SEARCH', url: '/api/content/news', payload, headers: { authorization } });
  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((i) => i.name);

  it('a repeated search answers from the cache until an item, a segment or the clock changes it', async () => {
    const reader = await caller(t.app, t.ctx.db);
    const segment = await createSegment(t.ctx.db, 'Paediatrics (cache test)');
    const open = await createItem(t.ctx.db, { name: 'Quokka open item' });
    await createItem(t.ctx.db, { name: 'Quokka segment item', segmentIds: [segment.id] });
    await createItem(t.ctx.db, { name: 'Quokka scheduled item', publishStartDate: new Date(Date.now() + 2_000) });

    const first = await search(t.app, reader.authorization, { search: 'quokka' });
    expect(first.statusCode).toBe(200);
    expect(names(first)).toEqual(['Quokka open item']);
    const again = await search(t.app, reader.authorization, { search: 'quokka' });
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual((await search(uncached, reader.authorization, { search: 'quokka' })).json());
    // Another body is another answer.
    expect(names(await search(t.app, reader.authorization, { search: 'nothingmatches' }))).toEqual([]);

    // An edit written straight to the database, as another process would.
    await t.ctx.db.execute(sql`update content_items set name = 'Quokka renamed item' where id = ${open.id}`);
    expect(names(await search(t.app, reader.authorization, { search: 'quokka' }))).toEqual(['Quokka renamed item']);

    // The reader joins the segment.
    await joinSegment(t.ctx.db, reader.id, segment.id);
    expect(names(await search(t.app, reader.authorization, { search: 'quokka' })).sort()).toEqual([
      'Quokka renamed item',
      'Quokka segment item',
    ]);

    // The scheduled item comes out with no write at all.
    await new Promise((r) => setTimeout(r, 2_100));
    expect(names(await search(t.app, reader.authorization, { search: 'quokka' })).sort()).toEqual([
      'Quokka renamed item',
      'Quokka scheduled item',
      'Quokka segment item',
    ]);
  });

  it('members with the same segments share a search answer; other segments and favourites get their own', async () => {
    const segment = await createSegment(t.ctx.db, 'Aged care (shared cache test)');
    const open = await createItem(t.ctx.db, { name: 'Numbat open item' });
    await createItem(t.ctx.db, { name: 'Numbat segment item', segmentIds: [segment.id] });
    const first = await caller(t.app, t.ctx.db);
    const second = await caller(t.app, t.ctx.db);
    const inSegment = await caller(t.app, t.ctx.db);
    await joinSegment(t.ctx.db, inSegment.id, segment.id);

    const before = t.ctx.readCache.size;
    const a = await search(t.app, first.authorization, { search: 'numbat' });
    expect(names(a)).toEqual(['Numbat open item']);
    const b = await search(t.app, second.authorization, { search: 'numbat' });
    expect(b.body).toBe(a.body);
    // One entry for both members (no segments).
    expect(t.ctx.readCache.size).toBe(before + 1);

    // A member of the segment gets an answer of their own, with the segment's item; the others still do not.
    expect(names(await search(t.app, inSegment.authorization, { search: 'numbat' })).sort()).toEqual([
      'Numbat open item',
      'Numbat segment item',
    ]);
    expect(t.ctx.readCache.size).toBe(before + 2);
    expect(names(await search(t.app, second.authorization, { search: 'numbat' }))).toEqual(['Numbat open item']);

    // Only favourites is the caller's own: the first member's bookmark is not the second's.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/news/${open.id}/add-to-favorite`,
          headers: { authorization: first.authorization },
        })
      ).statusCode,
    ).toBe(200);
    expect(names(await search(t.app, first.authorization, { search: 'numbat', onlyFavorites: true }))).toEqual([
      'Numbat open item',
    ]);
    expect(names(await search(t.app, second.authorization, { search: 'numbat', onlyFavorites: true }))).toEqual([]);
  });

  it('without the cache, a search and a feed read are sent once and log nothing', async () => {
    const { reader } = await setup();
    await createItem(t.ctx.db, { name: 'Wombat uncached item' });
    uncachedLog.length = 0;
    const found = await search(uncached, reader.authorization, { search: 'wombat' });
    expect(found.statusCode).toBe(200);
    expect(names(found)).toEqual(['Wombat uncached item']);
    const feed = await get(uncached, '/api/v1/community/post/feed?page=1&pageSize=20', reader.authorization);
    expect(feed.statusCode).toBe(200);
    // The content routes' async preSerialization hook once let the handler end before the send,
    // and Fastify sent again: "Reply was already sent" on every uncached search.
    expect(uncachedLog).toEqual([]);
  });
});
