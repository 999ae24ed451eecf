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
import { CONTENT_LIMITS, type ContentItem } from '@portal/shared';
import type { AppContext } from '../../context';
import { walkPays } from '../../db/estimates.repository';
import { keywordMemo } from '../../lib/keyword-memo';
import {
  estimatedMatches,
  type KeywordPlan,
  keywordSearchPage,
  normalisedTsQuery,
  plainSearchPage,
  type SearchInput,
  searchFiltersSql,
} from './content-search.repository';
import { presentRaw } from './content.presenter';
import type { ContentViewer } from '../../policies/content';

export type { KeywordPlan };

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
const normalisedQueries = keywordMemo<string>();
export function normaliseTsQuery(ctx: AppContext, tsq: string): Promise<string> {
  return normalisedQueries(tsq, () => normalisedTsQuery(ctx.db, tsq));
}

/**
 * Cost of testing one item in the head walk (index-only, 0.29 µs) over the cost of fetching one
 * match through the GIN index and the heap (2.3 µs), measured with 100,000 items (bench:search).
 */
const WALK_TO_FETCH_COST = 0.125;

const keywordPlans = keywordMemo<KeywordPlan>();

/**
 * Walk or index, per column, for a to_tsquery input and kind, memoised like the normalisation
 * (derived data: PostgreSQL's estimates from its statistics, by one EXPLAIN that runs nothing).
 * Walking finds the window's W matches after testing about W × N / m items (N items of the kind,
 * m matches) at a cost c_w each, the index fetches all m at c_i each, so a column is walked when
 * m > √(c_w / c_i × W × N). For the head, walked in content_items_walk_idx, c_w / c_i is
 * WALK_TO_FETCH_COST.
 */
export function keywordPlan(ctx: AppContext, kind: 'news' | 'resource', tsq: string): Promise<KeywordPlan> {
  return keywordPlans(`${kind}\u0000${tsq}`, async () => {
    const { all, head, body } = await estimatedMatches(ctx.db, kind, tsq);
    const window = CONTENT_LIMITS.searchCandidateWindow;
    return {
      head: walkPays(head, all, window, WALK_TO_FETCH_COST) ? 'walk' : 'index',
      // The body walk reads heap rows (its vector is too big for an index entry): about as dear per item as a fetch.
      body: walkPays(body, all, window, 1) ? 'walk' : 'index',
    };
  });
}

/** One page of visible items and the total count. */
export async function searchItems(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  input: SearchInput,
): Promise<{ data: ContentItem[]; meta: { total_count: number } }> {
  const where = searchFiltersSql(viewer, kind, input);
  const offset = (input.page - 1) * input.limit;
  const tsq = toTsQuery(input.search);
  // The normalised text and the plan shape (each memoised) in parallel: one round trip for a new query.
  const [normalised, plan] = tsq
    ? await Promise.all([normaliseTsQuery(ctx, tsq), keywordPlan(ctx, kind, tsq)])
    : [null, null];
  // Only stop words ("the", "and"): nothing can match.
  if (normalised === '') return { data: [], meta: { total_count: 0 } };
  const { rows, total } =
    normalised && plan
      ? await keywordSearchPage(ctx.db, where, normalised, plan, input, offset)
      : await plainSearchPage(ctx.db, where, input.sort, input.limit, offset);
  return { data: rows.map(presentRaw), meta: { total_count: total } };
}
