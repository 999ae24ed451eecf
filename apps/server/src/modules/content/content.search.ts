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
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONTENT_LIMITS, type ContentItem, type ContentSort, type ContentSearchInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { presentItem } from './content.presenter';
import { intArrayOf } from '../../db/raw-query';
import { fromRaw, loadItems, queryRawItems } from './content.repository';
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

function filtersSql(viewer: Viewer, kind: 'news' | 'resource', input: SearchInput): SQL {
  const parts: SQL[] = [visibleItemSql(viewer, kind)];
  if (typeof input.categoryId === 'number') {
    parts.push(sql`exists (select 1 from content_item_categories c where c.item_id = i.id and c.category_id = ${input.categoryId})`);
  }
  if (input.tagIds && input.tagIds.length > 0) {
    parts.push(sql`exists (select 1 from content_item_tags t where t.item_id = i.id and t.tag_id = any(${intArray(input.tagIds)}))`);
  }
  if (kind === 'resource' && input.type) parts.push(sql`i.asset_types @> ARRAY[${input.type}]::text[]`);
  if (input.onlyFavorites) {
    parts.push(sql`exists (select 1 from content_favourites f where f.item_id = i.id and f.account_id = ${viewer.accountId})`);
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
  const normalised = tsq ? await normaliseTsQuery(ctx, tsq) : null;
  if (normalised === '') {
    // Only stop words ("the", "and"): nothing can match.
    data = [];
    total = 0;
  } else if (normalised) {
    const q = sql`${normalised}::tsquery`;
    const window = CONTENT_LIMITS.searchCandidateWindow;
    const orderText = input.sort ? SORT_SQL[input.sort] : 'rank desc, created_at desc, id desc';
    const order = sql.raw(orderText);
    // Candidates: the newest `window` title/description matches, ranked 1 + ts_rank over the small
    // head vector; then body-only matches (rank 0), newest first, up to `window` in all. This
    // statement answers only the count and the page's ids (the planner needs the query's lexemes,
    // so it is planned each time, and it is kept small); the items then load through one statement
    // planned once per connection (loadItems).
    const result = await ctx.db.execute(sql`
      with head as materialized (
        select i.id, i.created_at, i.updated_at, i.name, 1 + ts_rank(i.search_head, ${q}) as rank
        from content_items i
        where i.search_head @@ ${q} and ${where}
        order by i.created_at desc limit ${window}
      ), body as materialized (
        select i.id, i.created_at, i.updated_at, i.name, 0::real as rank
        from content_items i
        where i.search @@ ${q} and not (i.search_head @@ ${q}) and ${where}
        order by i.created_at desc limit greatest(0, ${window} - (select count(*) from head))
      ), cand as (
        select * from head union all select * from body
      )
      select (select count(*)::int from cand) as total,
        array(select id from cand order by ${order} limit ${input.limit} offset ${offset}) as ids`);
    const [row] = rowsOf<{ total: number; ids: number[] | string }>(result);
    total = Number(row?.total ?? 0);
    data = await loadItems(ctx.db, row ? intArrayOf(row.ids) : []);
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
    data = raw.map((r) => {
      const { row, rel } = fromRaw(r);
      return presentItem(row, rel);
    });
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return { data, meta: { total_count: total } };
}
