/**
 * The event list's hot statement (event-list.repository.ts eventPageSql; issue #4 Performance,
 * issue 29): a member's page is read in start order from the start index, never by a scan of the
 * whole table, and on a pool the statement is one named statement whatever the filter values and
 * the page (planned with its values each run: its limit and offset are parameters). Read with EXPLAIN and from pg_prepared_statements on a pool of one connection.
 * PostgreSQL only: on PGlite statements are not named and the planner's choices are not the
 * server's.
 */
import { type EventListQuery, Role } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../src/db/client';
import { rowsOf } from '../src/db/raw-query';
import { filteredEventPage, filteredEventPageSql } from '../src/modules/events/event-list.repository';
import { createEvent, DAY_MS } from './events-fixtures';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let one: DbHandle;
const member = { id: '', role: Role.Standard as number, contactTypes: [] as string[] };
const now = new Date();
const query = (q: Partial<EventListQuery>): EventListQuery => ({
  page: 1,
  size: 20,
  sortOrder: 'asc',
  view: 'listing',
  ...q,
});

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  member.id = (await createAccount(t.ctx.db)).id;
  await createEvent(t.ctx.db, { title: 'Wombat welfare workshop', startsInMs: 10 * DAY_MS });
  // Three years of events (one back, two ahead), a tenth of them drafts: enough rows for the
  // planner to prefer the indexes, as at the bench's scale.
  await t.ctx.db.execute(sql`insert into events (title, short_desc, start_utc, end_utc, status)
    select 'Bulk event ' || g, 'Practice and research', now() + (g - 1000) * interval '1 day' / 3, now() + (g - 1000) * interval '1 day' / 3 + interval '2 hours',
      case when g % 10 = 0 then 'draft' else 'published' end
    from generate_series(1, 3000) g`);
  await t.ctx.db.execute(sql`analyze events`);
  one = await openDb({ databaseUrl: t.config.databaseUrl, pgliteDir: null, poolSize: 1, namedStatements: true });
});
afterAll(async () => {
  await one?.close();
  await t?.close();
});

/** The plan of the list statement for `q` as one line per node: node type and index or relation. */
async function planOf(q: EventListQuery): Promise<string[]> {
  const result = await one.db.execute(
    sql`explain (format json) ${filteredEventPageSql(member, q, now, 'Australia/Sydney')}`,
  );
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(result);
  const raw = row['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const lines: string[] = [];
  const walk = (node: PlanNode) => {
    lines.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(Plan);
  return lines;
}
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

describe.skipIf(!onPostgres)('event list plans (PostgreSQL)', () => {
  it('reads the page of a member in start order from the start index, never a scan of every event', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const plan = await planOf(query({ sortOrder: order }));
      expect(plan).not.toContain('Seq Scan events');
      expect(plan.some((l) => l.endsWith('Scan events_status_start_idx'))).toBe(true);
      // The page's rows are read by id, their extras through their own indexes.
      expect(plan).toContain('Index Scan events_pkey');
    }
  });

  it('runs as one named statement per connection, whatever the page and the when-filter', async () => {
    const runs = 10;
    for (let n = 0; n < runs; n++) {
      const { rows, total } = await filteredEventPage(
        one.db,
        member,
        query({ page: (n % 5) + 1, listing: 5 }),
        now,
        'Australia/Sydney',
      );
      expect(rows).toHaveLength(20);
      expect(total).toBeGreaterThan(1000);
    }
    const found = rowsOf<{ generic_plans: string | number; custom_plans: string | number }>(
      await one.db.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%as sort_key%'`,
      ),
    ).map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));
    expect(found).toHaveLength(1);
    expect(found[0].generic + found[0].custom).toBe(runs);
  });
});
