/**
 * Content search statements are planned once per connection on PostgreSQL (issue #5 Performance;
 * content.search.ts, db/raw-query.ts idLookupList): after PostgreSQL's first five custom plans a
 * repeated keyword search, whatever its words and page, and the item load run their generic plan.
 * Read from pg_prepared_statements on a pool of one connection. PostgreSQL only: on PGlite
 * statements are not named.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../src/db/client';
import { rowsOf } from '../src/db/raw-query';
import { loadItems } from '../src/modules/content/content.repository';
import { searchItems } from '../src/modules/content/content.search';
import type { ContentViewer } from '../src/policies/content';
import { createItem } from './content-fixtures';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let one: DbHandle;
let viewer: ContentViewer;
const ids: number[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const member = await createAccount(t.ctx.db);
  viewer = { accountId: member.id, segmentIds: [], allSegments: false, canManage: false };
  for (const name of ['Wallaby clinic update', 'Wallaby research note', 'Bandicoot survey', 'Echidna practice guide']) {
    ids.push((await createItem(t.ctx.db, { name, content: '<p>Therapy practice in the community.</p>' })).id);
  }
  // Enough rows for the planner's estimates to tell a page of 8 from its guess for an unseen limit.
  await t.ctx.db.execute(sql`insert into content_items (kind, name, short_description, content, status, created_at, updated_at)
    select 'news', 'Bulk item ' || g, 'Research and practice', '<p>Community work</p>', 'active', now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, 3000) g`);
  await t.ctx.db.execute(sql`analyze content_items`);
  one = await openDb({ databaseUrl: t.config.databaseUrl, pgliteDir: null, poolSize: 1, namedStatements: true });
});
afterAll(async () => {
  await one?.close();
  await t?.close();
});

/** Plan counts of the statements prepared on the single connection whose text contains `marker`. */
async function plans(marker: string) {
  const result = await one.db.execute(
    sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%${marker}%`}`,
  );
  return rowsOf<{ generic_plans: string | number; custom_plans: string | number }>(result).map((r) => ({
    generic: Number(r.generic_plans),
    custom: Number(r.custom_plans),
  }));
}

describe.skipIf(!onPostgres)('content search plans (PostgreSQL)', () => {
  it('a keyword search keeps one generic plan per connection, whatever the words and the page', async () => {
    const ctx = { ...t.ctx, db: one.db };
    const words = [
      'wallaby',
      'bandicoot',
      'echidna',
      'wallaby clinic',
      'platypus',
      'wallaby',
      'research',
      'bandicoot',
      'echidna',
      'clinic',
    ];
    for (const [n, search] of words.entries()) {
      const { data } = await searchItems(ctx, viewer, 'news', { search, page: (n % 2) + 1, limit: 8 });
      expect(Array.isArray(data)).toBe(true);
    }
    // The words still find their items.
    expect(
      (await searchItems(ctx, viewer, 'news', { search: 'wallaby', page: 1, limit: 8 })).data.map((i) => i.name).sort(),
    ).toEqual(['Wallaby clinic update', 'Wallaby research note']);
    const search = await plans('as page_id');
    expect(search.length).toBeGreaterThan(0);
    const runs = search.reduce((s, p) => s + p.generic + p.custom, 0);
    expect(runs).toBe(words.length + 1);
    // Custom plans only for each statement's first five runs; the rest reuse the generic plan.
    for (const p of search) expect(p.custom).toBeLessThanOrEqual(5);
    expect(search.reduce((s, p) => s + p.generic, 0)).toBeGreaterThanOrEqual(words.length + 1 - 5 * search.length);
    expect(search.some((p) => p.generic > 0)).toBe(true);
  });

  it('loading items by id keeps one generic plan, for one id or several', async () => {
    for (let n = 0; n < 8; n++) {
      const some = ids.slice(0, (n % ids.length) + 1);
      expect((await loadItems(one.db, some)).map((i) => i.id)).toEqual(some);
    }
    const [load] = await plans('where i.id = any(');
    expect(load.custom).toBeLessThanOrEqual(5);
    expect(load.generic).toBe(8 - load.custom);
    expect(load.generic).toBeGreaterThan(0);
  });
});
