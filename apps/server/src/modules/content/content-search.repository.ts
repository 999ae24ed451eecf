/**
 * The SQL of content search (spec 03 §2 Library side menu, §7; issue #5; docs/ARCHITECTURE.md
 * "Content search"): the normalised tsquery text, PostgreSQL's estimates of how many items match,
 * the filters, the keyword statement (head candidates walked or fetched through the GIN index,
 * then body-only matches, windowed, ranked and paged in one named statement) and the plain listing.
 * The statements and their plan choices are tuned (content.search.plans.test.ts,
 * content.search.walk.test.ts): change them only with those tests and the bench.
 */
import { CONTENT_LIMITS, type ContentSearchInputSchema, type ContentSort } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { estimatedCounts } from '../../db/estimates.repository';
import { type Executor, intArray, query, rowsOf } from '../../db/raw-query';
import { accounts, contentFavourites, contentItemCategories, contentItems, contentItemTags } from '../../db/schema';
import type { ContentViewer } from '../../policies/content';
import { itemAlias, visibleItemSql } from './content-visibility.repository';
import { authorAlias, type ItemRecord, ITEM_SELECT, queryRawItems } from './content.repository';

const i = itemAlias;
/** The items a keyword page reads its sort columns from. */
const s = alias(contentItems, 's');

export type SearchInput = z.output<typeof ContentSearchInputSchema>;

/**
 * How a keyword statement finds its matches, per column: `walk` goes through the kind's newest
 * items testing each (cheap when many match), `index` asks the GIN index for every match (cheap
 * when few do).
 */
export interface KeywordPlan {
  head: 'walk' | 'index';
  body: 'walk' | 'index';
}

type SortColumn = 'createdAt' | 'updatedAt' | 'name';
/** Each sort: its column and direction, then the id in the same direction. */
const SORTS: Record<ContentSort, { column: SortColumn; dir: 'asc' | 'desc' }> = {
  created_asc: { column: 'createdAt', dir: 'asc' },
  created_desc: { column: 'createdAt', dir: 'desc' },
  updated_asc: { column: 'updatedAt', dir: 'asc' },
  updated_desc: { column: 'updatedAt', dir: 'desc' },
  name_asc: { column: 'name', dir: 'asc' },
  name_desc: { column: 'name', dir: 'desc' },
};

/** `<column> <dir>, <id> <dir>` of a sort, on the items (or alias) `t`. */
function sortOn(t: typeof contentItems | typeof i, sort: ContentSort): SQL {
  const { column, dir } = SORTS[sort];
  return sql`${t[column]} ${sql.raw(dir)}, ${t.id} ${sql.raw(dir)}`;
}

/** `i.kind = '<kind>'` as a literal: a statement planned once (generic plan) still uses the kind's partial indexes. */
const kindIs = (kind: 'news' | 'resource') => sql`${i.kind} = ${sql.raw(`'${kind === 'news' ? 'news' : 'resource'}'`)}`;

/**
 * Hot statement: raw because it reads no table (the builder needs one); every keyword search runs it first.
 * The normalised tsquery text of a to_tsquery input ('' when only stop words remain).
 */
export async function normalisedTsQuery(db: Executor, tsq: string): Promise<string> {
  const [row] = rowsOf<{ q: string }>(await db.execute(sql`select to_tsquery('english', ${tsq})::text as q`));
  return row?.q ?? '';
}

/**
 * PostgreSQL's estimates (one EXPLAIN that runs nothing, db/estimates.repository.ts) of the items of a kind,
 * and of those whose head (title, short description) and whose whole text match a to_tsquery input.
 */
export async function estimatedMatches(
  db: Db,
  kind: 'news' | 'resource',
  tsq: string,
): Promise<{ all: number; head: number; body: number }> {
  const k = kindIs(kind);
  const q = sql`to_tsquery('english', ${tsq})`;
  const [all, head, body] = await estimatedCounts(db, contentItems, i, [
    k,
    sql`${k} and ${i.searchHead} @@ ${q}`,
    sql`${k} and ${i.search} @@ ${q}`,
  ]);
  return { all, head, body };
}

const c = alias(contentItemCategories, 'c');
const t = alias(contentItemTags, 't');
const f = alias(contentFavourites, 'f');

/** The filters of a search on item alias `i`: kind, visibility, category, tags, resource type, only favourites. */
export function searchFiltersSql(viewer: ContentViewer, kind: 'news' | 'resource', input: SearchInput): SQL {
  const parts: SQL[] = [kindIs(kind), visibleItemSql(viewer, null)];
  if (typeof input.categoryId === 'number') {
    parts.push(
      sql`exists (select 1 from ${contentItemCategories} as ${c} where ${c.itemId} = ${i.id} and ${c.categoryId} = ${input.categoryId})`,
    );
  }
  if (input.tagIds && input.tagIds.length > 0) {
    parts.push(
      sql`exists (select 1 from ${contentItemTags} as ${t} where ${t.itemId} = ${i.id} and ${t.tagId} = any(${intArray(input.tagIds)}))`,
    );
  }
  if (kind === 'resource' && input.type) parts.push(sql`${i.assetTypes} @> ARRAY[${input.type}]::text[]`);
  if (input.onlyFavorites) {
    parts.push(
      sql`exists (select 1 from ${contentFavourites} as ${f} where ${f.itemId} = ${i.id} and ${f.accountId} = ${viewer.accountId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * Hot statement: raw and named (content.search.plans.test.ts reads its plans, content.search.walk.test.ts
 * its plan choices, bench the rest); the builder has no `materialized` CTE, `ts_match_vq` walk shapes or
 * limit subqueries that keep one generic plan.
 * One page of the keyword search's window (see content.search.ts) as raw item rows, with the count
 * of candidates (at most W): `normalised` is the normalised tsquery text, `plan` how each column
 * finds its matches.
 */
export async function keywordSearchPage(
  db: Executor,
  where: SQL,
  normalised: string,
  plan: KeywordPlan,
  input: SearchInput,
  offset: number,
): Promise<{ rows: ItemRecord[]; total: number }> {
  // The tsquery as an uncorrelated subquery: PostgreSQL cannot see its value when planning, so
  // every run of a statement shape costs the same and the named statement keeps one generic plan
  // per connection (no parse and plan per search). The shape carries what the value would have
  // told the planner: `@@` lets it use the GIN index; ts_match_vq (the same test as a plain
  // function) cannot, so the kind's newest items are walked.
  const q = sql`(select ${normalised}::tsquery)`;
  const matches = (column: 'searchHead' | 'search', how: 'walk' | 'index') =>
    how === 'walk' ? sql`ts_match_vq(${i[column]}, ${q})` : sql`${i[column]} @@ ${q}`;
  const window = sql.raw(String(CONTENT_LIMITS.searchCandidateWindow));
  // Order of the page: by relevance then newest, or by `sort`. Candidates carry id, created_at
  // and rank; name and updated_at are read for the page's choice only when the sort needs them.
  // The candidates (`p`) carry id, created_at and rank; the other sort columns come from `s`.
  const sort = input.sort ? SORTS[input.sort] : null;
  const needsRow = sort !== null && sort.column !== 'createdAt';
  const idDir = sql.raw(sort?.dir ?? 'desc');
  const pageOrder = !sort
    ? sql`p.rank desc, p.${sql.identifier(i.createdAt.name)} desc, p.${sql.identifier(i.id.name)} desc`
    : needsRow
      ? sql`${s[sort.column]} ${idDir}, p.${sql.identifier(i.id.name)} ${idDir}`
      : sql`p.${sql.identifier(i.createdAt.name)} ${idDir}, p.${sql.identifier(i.id.name)} ${idDir}`;
  const finalOrder = input.sort ? sortOn(i, input.sort) : sql`p.rank desc, ${i.createdAt} desc, ${i.id} desc`;
  // Head candidates: the newest W title/description matches, ranked 1 + ts_rank over the small
  // head vector. Walked, they come from content_items_walk_idx alone (index-only: the entry holds
  // search_walk and what visibility reads), plus the few items whose head is too long for it.
  const head =
    plan.head === 'walk'
      ? sql`select * from (
            (select ${i.id}, ${i.createdAt}, 1 + ts_rank(${i.searchWalk}, ${q}) as rank from ${contentItems} as ${i}
             where ts_match_vq(${i.searchWalk}, ${q}) and ${where} order by ${i.createdAt} desc limit ${window})
            union all
            (select ${i.id}, ${i.createdAt}, 1 + ts_rank(${i.searchHead}, ${q}) as rank from ${contentItems} as ${i}
             where ${i.searchWalk} is null and ts_match_vq(${i.searchHead}, ${q}) and ${where} order by ${i.createdAt} desc limit ${window})
          ) h order by h.${sql.identifier(i.createdAt.name)} desc limit ${window}`
      : sql`select ${i.id}, ${i.createdAt}, 1 + ts_rank(${i.searchHead}, ${q}) as rank from ${contentItems} as ${i}
            where ${matches('searchHead', 'index')} and ${where} order by ${i.createdAt} desc limit ${window}`;
  // Then body-only matches (rank 0), newest first, up to W in all. One row per item of the page
  // (or one empty row) with the count of candidates. Limit and offset are subqueries too: seen by
  // the planner they made the custom plan (8 rows) look cheaper than the generic one (a tenth of
  // the candidates), and PostgreSQL planned every run again.
  const rows = await query<ItemRecord & { total: number; page_id: number | null }>(
    db,
    sql`
      with head as materialized (${head}), body as materialized (
        select ${i.id}, ${i.createdAt}, 0::real as rank
        from ${contentItems} as ${i}
        where ${matches('search', plan.body)} and not (${matches('searchHead', 'walk')}) and ${where}
        order by ${i.createdAt} desc limit greatest(0, ${window} - (select count(*) from head))
      ), cand as (
        select * from head union all select * from body
      ), page as (
        select p.id, p.rank from cand p ${needsRow ? sql`join ${contentItems} as ${s} on ${s.id} = p.id` : sql``}
        order by ${pageOrder} limit (select ${input.limit}::int) offset (select ${offset}::int)
      )
      select (select count(*)::int from cand) as total, p.id as page_id, ${ITEM_SELECT}
      from (select 1) one left join page p on true left join ${contentItems} as ${i} on ${i.id} = p.id
        left join ${accounts} as ${authorAlias} on ${authorAlias.id} = ${i.createdBy}
      order by ${finalOrder}`,
  );
  return { rows: rows.filter((r) => r.page_id !== null), total: Number(rows[0]?.total ?? 0) };
}

/** One page of the items matching `where` in `sort` order (default created_desc), with the count of every match. */
export async function plainSearchPage(
  db: Executor,
  where: SQL,
  sort: ContentSort | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ItemRecord[]; total: number }> {
  const [raw, counted] = await Promise.all([
    queryRawItems(db, where, sortOn(i, sort ?? 'created_desc'), { limit, offset }),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(i)
      .where(where),
  ]);
  return { rows: raw, total: counted[0]?.n ?? 0 };
}
