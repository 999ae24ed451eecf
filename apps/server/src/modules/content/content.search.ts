/**
 * SEARCH /api/content/news and /api/content/resources (spec 03 §2 Library side menu, §7; issue #5).
 *
 * Filters: keyword (full text), category, tags (any of them), resource type (any attachment of
 * that type), only favourites. Paging by `page` (1-based) and `limit`. Without a keyword the order
 * is `sort` (default created_desc) with the count over every match. With a keyword the matches are
 * windowed: the first CONTENT_LIMITS.searchCandidateWindow matches (GIN index order) are ranked
 * with ts_rank over title ('A') and short description ('B') — a body-only match ranks 0 — ordered
 * by `sort` when given and by relevance then newest otherwise; total_count counts at most the window.
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONTENT_LIMITS, type ContentItem, type ContentSort, type ContentSearchInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { presentItem } from './content.presenter';
import { fromRaw, ITEM_SELECT, queryRawItems, type RawItem } from './content.repository';
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
 * with AND, the last one a prefix (`:*`). Null when nothing searchable remains.
 */
export function toTsQuery(search: string | undefined): string | null {
  if (!search) return null;
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/**
 * The vector ranking is computed on: title ('A') and short description ('B') only, built from the
 * row's own columns. Matching uses the stored `search` vector (title, description and body) through
 * its GIN index without a recheck, so the large body vector is never read from TOAST; a body-only
 * match ranks 0 and falls below every title or description match, newest first.
 */
const HEAD_VECTOR = sql.raw(
  "(setweight(to_tsvector('english'::regconfig, coalesce(i.name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(i.short_description, '')), 'B'))",
);

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
  if (tsq) {
    const orderText = input.sort ? SORT_SQL[input.sort] : 'rank desc, created_at desc, id desc';
    const order = sql.raw(orderText);
    const orderPage = sql.raw(
      orderText
        .split(', ')
        .map((p) => `page.${p}`)
        .join(', '),
    );
    const result = await ctx.db.execute(sql`
      with cand as materialized (
        select i.id, i.created_at, i.updated_at, i.name, ts_rank(${HEAD_VECTOR}, q) as rank
        from content_items i, to_tsquery('english', ${tsq}) q
        where i.search @@ q and ${where}
        limit ${CONTENT_LIMITS.searchCandidateWindow}
      ), page as (
        select id, rank, created_at, updated_at, name, (select count(*) from cand)::int as total from cand
        order by ${order} limit ${input.limit} offset ${offset}
      )
      select page.total, ${ITEM_SELECT} from page join content_items i on i.id = page.id left join accounts a on a.id = i.created_by
      order by ${orderPage}`);
    const rows = rowsOf<RawItem & { total: number }>(result);
    data = rows.map((r) => {
      const { row, rel } = fromRaw(r);
      return presentItem(row, rel);
    });
    if (rows.length > 0) total = Number(rows[0].total);
    else {
      const counted = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`select count(*)::int as n from (select 1 from content_items i, to_tsquery('english', ${tsq}) q
          where i.search @@ q and ${where} limit ${CONTENT_LIMITS.searchCandidateWindow}) c`),
      );
      total = Number(counted[0]?.n ?? 0);
    }
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
