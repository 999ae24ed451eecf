/**
 * PostgreSQL's own row estimates, for the keyword searches that choose between walking the newest
 * rows and fetching every match through a GIN index (content search, content.search.ts; the posts
 * search, communities/posts/feed.service.ts; docs/decisions/0001-keyword-search-window.md).
 *
 * The estimates come from one EXPLAIN that runs nothing: the statistics ANALYZE keeps (for a
 * tsvector column, its most common lexemes and their frequencies, prefixes included), so a common
 * word, a prefix of many words and a rare word each get their own figure.
 */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './raw-query';

interface PlanNode {
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The estimated rows of the first scan of `table` in a plan tree (depth first). */
function scanRows(node: PlanNode, table: string): number | null {
  if (node['Relation Name'] === table) return Number(node['Plan Rows'] ?? 0);
  for (const child of node.Plans ?? []) {
    const rows = scanRows(child, table);
    if (rows !== null) return rows;
  }
  return null;
}

/**
 * Hot statement: raw because it is an EXPLAIN (which the builder does not write); once per distinct
 * keyword (the callers memoise the choice).
 * PostgreSQL's estimate of how many rows of `table` (aliased `alias`, as the conditions name it)
 * each condition of `conditions` matches, in order: `select (select count(*) from table where c1),
 * (select count(*) ... where c2), ...` explained, each subquery's scan rows read off the plan.
 * Parallel plans are turned off for the EXPLAIN (SET LOCAL, in its own transaction): a parallel
 * scan's rows are one worker's share, not the table's.
 */
export async function estimatedCounts(
  db: Pick<Db, 'transaction'>,
  table: PgTable,
  alias: PgTable,
  conditions: SQL[],
): Promise<number[]> {
  const counts = conditions.map((c) => sql`(select count(*) from ${table} as ${alias} where ${c})`);
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<{ 'QUERY PLAN': unknown }>(
      await tx.execute(sql`explain (format json) select ${sql.join(counts, sql`, `)}`),
    );
  });
  const raw = row?.['QUERY PLAN'];
  const top = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]?.Plan;
  const name = getTableName(table);
  const subplans = top?.Plans ?? [];
  return conditions.map((_, k) => (subplans[k] ? (scanRows(subplans[k], name) ?? 0) : 0));
}

/**
 * Whether walking the newest rows finds a window of `window` matches more cheaply than fetching
 * every match through the index. Walking tests about window × items / matches rows at a cost c_w
 * each; the index fetches all `matches` at c_i each; so walk when
 * matches > √(c_w / c_i × window × items). `walkToFetchCost` is c_w / c_i, measured per search.
 */
export function walkPays(matches: number, items: number, window: number, walkToFetchCost: number): boolean {
  return matches > Math.sqrt(walkToFetchCost * window * Math.max(items, 1));
}
