/**
 * SEARCH /api/content/news and /api/content/resources (spec 03 §2 Library side menu, §7; issue #5).
 *
 * Filters: keyword (full text), category, tags (any of them), resource type (any attachment of
 * that type), only favourites. Paging by `page` (1-based) and `limit`. Without a keyword the order
 * is `sort` (default created_desc) with the count over every match. With a keyword the matches are
 * windowed (CONTENT_LIMITS.searchCandidateWindow, W): the W newest title or short-description
 * matches, ranked with ts_rank over title ('A') and short description ('B'), come before body-only
 * matches (newest first) which fill the window up to W; the page is ordered by `sort` when given and
 * by relevance then newest otherwise; total_count counts at most W.
 *
 * The newest head matches are found by walking the kind's newest items when many match (a common
 * word, a prefix of many words), through content_items_walk_idx only (an index-only scan: its
 * entries hold the head vector and what visibility reads), or through the GIN index when few do;
 * PostgreSQL's estimate decides (keywordPlan), with search_head's statistics target raised so that
 * a rare word and a prefix of many words get their own estimates (migration 0008).
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONTENT_LIMITS, type ContentItem, type ContentSort, type ContentSearchInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { query } from '../../db/raw-query';
import { ITEM_SELECT, presentRaw, queryRawItems, type RawItem } from './content.repository';
import { intArray, rowsOf, type Viewer, visibleItemSql } from './content.visibility';

type SearchInput = z.output<typeof ContentSearchInputSchema>;

const SORT_SQL: Record<ContentSort, string> = {
  created_asc: 'created_at asc, id asc',
  created_desc: 'created_at desc, id desc',
  updated_asc: 'updated_at asc, id asc',
  updated_desc: 'updated_at desc, id desc',
  name_asc: 'name asc, id asc',
  name_desc: 'name desc, id desc',
};

/**
 * A to_tsquery text from what a person typed: letters and digits only, at most 8 words joined
 * with AND, the last one also matched as a prefix (search as you type). Null when nothing
 * searchable remains.
 *
 * The last word is written `(w | w:*)`, which matches exactly what `w:*` matches: PostgreSQL has
 * no frequency estimate for a prefix, but it has one for the word itself, so a common word
 * ("therapy") walks the newest items instead of fetching every match (5 ms instead of 18 ms with
 * 100,000 items) and a rare one still goes through the GIN index.
 */
export function toTsQuery(search: string | undefined): string | null {
  if (!search) return null;
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `(${w} | ${w}:*)` : w)).join(' & ');
}

/**
 * Normalised tsquery text of a to_tsquery input ('' when only stop words remain), memoised: the
 * text is then sent as a `tsquery` constant so the planner sees the lexemes and estimates their
 * frequency (a rare word goes through the GIN index; a common one walks the newest rows). Derived
 * data only (a pure function of the input), so the per-process memo holds no state of record.
 */
const normalisedQueries = new Map<string, string>();
async function normaliseTsQuery(ctx: AppContext, tsq: string): Promise<string> {
  const known = normalisedQueries.get(tsq);
  if (known !== undefined) return known;
  const [row] = rowsOf<{ q: string }>(await ctx.db.execute(sql`select to_tsquery('english', ${tsq})::text as q`));
  const q = row?.q ?? '';
  if (normalisedQueries.size >= 5000) normalisedQueries.clear();
  normalisedQueries.set(tsq, q);
  return q;
}

/**
 * How a keyword statement finds its matches, per column: `walk` goes through the kind's newest
 * items testing each (cheap when many match), `index` asks the GIN index for every match (cheap
 * when few do).
 */
export interface KeywordPlan {
  head: 'walk' | 'index';
  body: 'walk' | 'index';
}

/** `i.kind = '<kind>'` as a literal: a statement planned once (generic plan) still uses the kind's partial indexes. */
const kindIs = (kind: 'news' | 'resource') => sql.raw(`i.kind = '${kind === 'news' ? 'news' : 'resource'}'`);

interface PlanNode {
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The estimated rows of the first scan of content_items in a plan tree (depth first). */
function scanRows(node: PlanNode): number | null {
  if (node['Relation Name'] === 'content_items') return Number(node['Plan Rows'] ?? 0);
  for (const child of node.Plans ?? []) {
    const rows = scanRows(child);
    if (rows !== null) return rows;
  }
  return null;
}

/**
 * Cost of testing one item in the head walk (index-only, 0.29 µs) over the cost of fetching one
 * match through the GIN index and the heap (2.3 µs), measured with 100,000 items (bench:search).
 */
const WALK_TO_FETCH_COST = 0.125;

const keywordPlans = new Map<string, KeywordPlan>();

/**
 * Walk or index, per column, for a to_tsquery input and kind, memoised like the normalisation
 * (derived data: PostgreSQL's estimates from its statistics, by one EXPLAIN that runs nothing).
 * Walking finds the window's W matches after testing about W × N / m items (N items of the kind,
 * m matches) at a cost c_w each, the index fetches all m at c_i each, so a column is walked when
 * m > √(c_w / c_i × W × N). For the head, walked in content_items_walk_idx, c_w / c_i is
 * WALK_TO_FETCH_COST.
 */
export async function keywordPlan(ctx: AppContext, kind: 'news' | 'resource', tsq: string): Promise<KeywordPlan> {
  const key = `${kind}\u0000${tsq}`;
  const known = keywordPlans.get(key);
  if (known) return known;
  const k = kindIs(kind);
  const q = sql`to_tsquery('english', ${tsq})`;
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await ctx.db.execute(sql`explain (format json) select
      (select count(*) from content_items i where ${k}),
      (select count(*) from content_items i where ${k} and i.search_head @@ ${q}),
      (select count(*) from content_items i where ${k} and i.search @@ ${q})`),
  );
  const raw = row?.['QUERY PLAN'];
  const top = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]?.Plan;
  const [all, head, body] = (top?.Plans ?? []).map((p) => scanRows(p) ?? 0);
  const windowTimesItems = CONTENT_LIMITS.searchCandidateWindow * Math.max(all ?? 0, 1);
  const plan: KeywordPlan = {
    head: head > Math.sqrt(WALK_TO_FETCH_COST * windowTimesItems) ? 'walk' : 'index',
    // The body walk reads heap rows (its vector is too big for an index entry): about as dear per item as a fetch.
    body: body > Math.sqrt(windowTimesItems) ? 'walk' : 'index',
  };
  if (keywordPlans.size >= 5000) keywordPlans.clear();
  keywordPlans.set(key, plan);
  return plan;
}

function filtersSql(viewer: Viewer, kind: 'news' | 'resource', input: SearchInput): SQL {
  const parts: SQL[] = [kindIs(kind), visibleItemSql(viewer, null)];
  if (typeof input.categoryId === 'number') {
    parts.push(
      sql`exists (select 1 from content_item_categories c where c.item_id = i.id and c.category_id = ${input.categoryId})`,
    );
  }
  if (input.tagIds && input.tagIds.length > 0) {
    parts.push(
      sql`exists (select 1 from content_item_tags t where t.item_id = i.id and t.tag_id = any(${intArray(input.tagIds)}))`,
    );
  }
  if (kind === 'resource' && input.type) parts.push(sql`i.asset_types @> ARRAY[${input.type}]::text[]`);
  if (input.onlyFavorites) {
    parts.push(
      sql`exists (select 1 from content_favourites f where f.item_id = i.id and f.account_id = ${viewer.accountId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** One page of visible items and the total count. */
export async function searchItems(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  input: SearchInput,
): Promise<{ data: ContentItem[]; meta: { total_count: number } }> {
  const where = filtersSql(viewer, kind, input);
  const offset = (input.page - 1) * input.limit;
  const tsq = toTsQuery(input.search);
  let data: ContentItem[];
  let total: number;
  // The normalised text and the plan shape (each memoised) in parallel: one round trip for a new query.
  const [normalised, plan] = tsq
    ? await Promise.all([normaliseTsQuery(ctx, tsq), keywordPlan(ctx, kind, tsq)])
    : [null, null];
  if (normalised === '') {
    // Only stop words ("the", "and"): nothing can match.
    data = [];
    total = 0;
  } else if (normalised && plan) {
    // The tsquery as an uncorrelated subquery: PostgreSQL cannot see its value when planning, so
    // every run of a statement shape costs the same and the named statement keeps one generic plan
    // per connection (no parse and plan per search). The shape carries what the value would have
    // told the planner: `@@` lets it use the GIN index; ts_match_vq (the same test as a plain
    // function) cannot, so the kind's newest items are walked.
    const q = sql`(select ${normalised}::tsquery)`;
    const matches = (column: 'search_head' | 'search', how: 'walk' | 'index') =>
      how === 'walk' ? sql.raw(`ts_match_vq(i.${column}, `).append(sql`${q})`) : sql.raw(`i.${column} @@ `).append(q);
    const window = sql.raw(String(CONTENT_LIMITS.searchCandidateWindow));
    // Order of the page: by relevance then newest, or by `sort`. Candidates carry id, created_at
    // and rank; name and updated_at are read for the page's choice only when the sort needs them.
    const order = (input.sort ? SORT_SQL[input.sort] : 'rank desc, created_at desc, id desc').split(', ');
    const onRow = (p: string) => p.startsWith('name ') || p.startsWith('updated_at ');
    const needsRow = order.some(onRow);
    const pageOrder = sql.raw(order.map((p) => (onRow(p) ? `s.${p}` : `p.${p}`)).join(', '));
    const finalOrder = sql.raw(order.map((p) => (p.startsWith('rank ') ? `p.${p}` : `i.${p}`)).join(', '));
    // Head candidates: the newest W title/description matches, ranked 1 + ts_rank over the small
    // head vector. Walked, they come from content_items_walk_idx alone (index-only: the entry holds
    // search_walk and what visibility reads), plus the few items whose head is too long for it.
    const head =
      plan.head === 'walk'
        ? sql`select * from (
            (select i.id, i.created_at, 1 + ts_rank(i.search_walk, ${q}) as rank from content_items i
             where ts_match_vq(i.search_walk, ${q}) and ${where} order by i.created_at desc limit ${window})
            union all
            (select i.id, i.created_at, 1 + ts_rank(i.search_head, ${q}) as rank from content_items i
             where i.search_walk is null and ts_match_vq(i.search_head, ${q}) and ${where} order by i.created_at desc limit ${window})
          ) h order by h.created_at desc limit ${window}`
        : sql`select i.id, i.created_at, 1 + ts_rank(i.search_head, ${q}) as rank from content_items i
            where ${matches('search_head', 'index')} and ${where} order by i.created_at desc limit ${window}`;
    // Then body-only matches (rank 0), newest first, up to W in all. One row per item of the page
    // (or one empty row) with the count of candidates. Limit and offset are subqueries too: seen by
    // the planner they made the custom plan (8 rows) look cheaper than the generic one (a tenth of
    // the candidates), and PostgreSQL planned every run again.
    const rows = await query<RawItem & { total: number; page_id: number | null }>(
      ctx.db,
      sql`
      with head as materialized (${head}), body as materialized (
        select i.id, i.created_at, 0::real as rank
        from content_items i
        where ${matches('search', plan.body)} and not (${matches('search_head', 'walk')}) and ${where}
        order by i.created_at desc limit greatest(0, ${window} - (select count(*) from head))
      ), cand as (
        select * from head union all select * from body
      ), page as (
        select p.id, p.rank from cand p ${needsRow ? sql`join content_items s on s.id = p.id` : sql``}
        order by ${pageOrder} limit (select ${input.limit}::int) offset (select ${offset}::int)
      )
      select (select count(*)::int from cand) as total, p.id as page_id, ${ITEM_SELECT}
      from (select 1) one left join page p on true left join content_items i on i.id = p.id left join accounts a on a.id = i.created_by
      order by ${finalOrder}`,
    );
    total = Number(rows[0]?.total ?? 0);
    data = rows.filter((r) => r.page_id !== null).map(presentRaw);
  } else {
    const order = sql.raw(
      SORT_SQL[input.sort ?? 'created_desc']
        .split(', ')
        .map((p) => `i.${p}`)
        .join(', '),
    );
    const [raw, counted] = await Promise.all([
      queryRawItems(ctx.db, where, order, { limit: input.limit, offset }),
      ctx.db.execute(sql`select count(*)::int as n from content_items i where ${where}`),
    ]);
    data = raw.map(presentRaw);
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return { data, meta: { total_count: total } };
}
