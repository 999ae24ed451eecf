/**
 * How a keyword search finds the newest head matches (content.search.ts, migration 0008; issue #5
 * Performance): a common word or a prefix of many words walks content_items_walk_idx, a rare word
 * uses the GIN index, told apart by PostgreSQL's estimates (search_head's statistics target); an
 * item whose head is too long for the walk index is still found by a walking search, and an item
 * at the bound with 100 segments is stored (its index entry fits). On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/raw-query';
import { SEARCH_WALK_MAX_TEXT } from '../src/db/schema/content';
import { keywordPlan, searchItems, toTsQuery } from '../src/modules/content/content.search';
import type { ContentViewer } from '../src/policies/content';
import { createItem, createSegment } from './content-fixtures';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let viewer: ContentViewer;
let longHeadId: number;
let wombatTitleId: number;

/** Distinct two-letter words ("ba bb bc ..."), none of them an English stop word after stemming. */
function words(n: number): string {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++)
    out.push(`q${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}`);
  return out.join(' ');
}

/** Text length of the head vector PostgreSQL stores for a name and short description. */
async function headTextLength(name: string, description: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`select octet_length((setweight(to_tsvector('english', ${name}), 'A') || setweight(to_tsvector('english', ${description}), 'B'))::text)::int as n`,
    ),
  );
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  const member = await createAccount(t.ctx.db);
  viewer = { accountId: member.id, segmentIds: [], allSegments: false, canManage: false };
  // 20,000 older items whose head says "research", each with a word of its own starting "quokka".
  await t.ctx.db.execute(sql`insert into content_items (kind, name, short_description, content, status, created_at, updated_at)
    select 'news', 'Bulk item quokka' || g, 'Research and practice', case when g % 20 = 0 then '<p>Community work with a wombat</p>' else '<p>Community work</p>' end, 'active', now() - g * interval '1 minute' - interval '1 day', now() - g * interval '1 minute'
    from generate_series(1, 20000) g`);
  // The newest: a research item whose head is too long for the walk index, and a wombat in a title.
  const long = await createItem(t.ctx.db, {
    name: 'Platypus research digest',
    shortDescription: words(400),
    content: '<p>Digest</p>',
  });
  wombatTitleId = (
    await createItem(t.ctx.db, {
      name: 'Wombat survey',
      content: '<p>Burrows</p>',
      createdAt: new Date(Date.now() - 3_600_000),
    })
  ).id;
  longHeadId = long.id;
  await t.ctx.db.execute(sql`analyze content_items`);
});
afterAll(async () => {
  await t?.close();
});

describe('keyword search walk', () => {
  it('walks for a common word and a prefix of many words, uses the index for a rare word', async () => {
    const plan = (search: string) => keywordPlan(t.ctx, 'news', toTsQuery(search) ?? '');
    expect((await plan('research')).head).toBe('walk');
    expect((await plan('quok')).head).toBe('walk');
    expect((await plan('platypus')).head).toBe('index');
    expect((await plan('quokka19999')).head).toBe('index');
    // Many body matches, none in a head: the index for both.
    expect(await plan('wombat')).toEqual({ head: 'index', body: 'index' });
  });

  it('with the index for both columns, head matches come first, then the newest body matches fill the window', async () => {
    const found = await searchItems(t.ctx, viewer, 'news', { search: 'wombat', page: 1, limit: 8 });
    expect(found.meta.total_count).toBe(200);
    expect(found.data.map((i) => i.name)).toEqual([
      'Wombat survey',
      ...[20, 40, 60, 80, 100, 120, 140].map((g) => `Bulk item quokka${g}`),
    ]);
    expect(found.data[0].id).toBe(wombatTitleId);
    const last = await searchItems(t.ctx, viewer, 'news', { search: 'wombat', page: 25, limit: 8 });
    expect(last.data.map((i) => i.name).at(-1)).toBe('Bulk item quokka3980');
  });

  it('a rare word finds its one item, by title or by body; every word must match', async () => {
    const found = await searchItems(t.ctx, viewer, 'news', { search: 'platypus', page: 1, limit: 8 });
    expect(found.data.map((i) => i.id)).toEqual([longHeadId]);
    expect(found.meta.total_count).toBe(1);
    const digest = await searchItems(t.ctx, viewer, 'news', { search: 'digest burrows', page: 1, limit: 8 });
    expect(digest.data).toEqual([]);
    const burrows = await searchItems(t.ctx, viewer, 'news', { search: 'burrows', page: 1, limit: 8 });
    expect(burrows.data.map((i) => i.id)).toEqual([wombatTitleId]);
  });

  it('finds an item whose head is too long for the walk index, as a head match', async () => {
    const [row] = rowsOf<{ walk_null: boolean }>(
      await t.ctx.db.execute(sql`select search_walk is null as walk_null from content_items where id = ${longHeadId}`),
    );
    expect(row.walk_null).toBe(true);
    const newest = await searchItems(t.ctx, viewer, 'news', {
      search: 'research',
      page: 1,
      limit: 8,
      sort: 'created_desc',
    });
    expect(newest.data[0]?.id).toBe(longHeadId);
    expect(newest.data[1]?.name).toBe('Bulk item quokka1');
    // The window: at most 200 candidates, all head matches here.
    expect(newest.meta.total_count).toBe(200);
    const qa = await searchItems(t.ctx, viewer, 'news', { search: 'qaa', page: 1, limit: 8 });
    expect(qa.data.map((i) => i.id)).toEqual([longHeadId]);
  });

  it('stores an item at the walk bound with 100 segments, and a member of one of them finds it', async () => {
    // The longest description whose head still goes into the walk index.
    let n = 1;
    while ((await headTextLength('Bound item', words(n + 1))) <= SEARCH_WALK_MAX_TEXT) n++;
    const description = words(n);
    expect(await headTextLength('Bound item', description)).toBeGreaterThan(SEARCH_WALK_MAX_TEXT - 20);
    const segmentIds: number[] = [];
    for (let i = 0; i < 100; i++) segmentIds.push((await createSegment(t.ctx.db, `Segment ${i}`)).id);
    const item = await createItem(t.ctx.db, { name: 'Bound item', shortDescription: description, segmentIds });
    const [row] = rowsOf<{ walk_null: boolean }>(
      await t.ctx.db.execute(sql`select search_walk is null as walk_null from content_items where id = ${item.id}`),
    );
    expect(row.walk_null).toBe(false);
    const inSegment: ContentViewer = { ...viewer, segmentIds: [segmentIds[50]] };
    const bound = await searchItems(t.ctx, inSegment, 'news', { search: 'bound', page: 1, limit: 8 });
    expect(bound.data.map((i) => i.id)).toEqual([item.id]);
    const outside = await searchItems(t.ctx, viewer, 'news', { search: 'bound', page: 1, limit: 8 });
    expect(outside.data).toEqual([]);
  });
});
