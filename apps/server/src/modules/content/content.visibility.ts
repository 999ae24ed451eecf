/**
 * Who sees which content (spec 03 §4 Content visibility by segment, §6; issue #5).
 *
 * An item is visible when its status is a visible one ('active' for ota, 'published' for the
 * other tenants: both count), its publish start date has passed, and it has no segments or shares
 * one with the viewer. The Admin role sees every segment. Every list, search, detail, file and
 * favourite query uses `visibleItemSql`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { canManageContent, seesAllSegments } from '../../policies/content';

export const VISIBLE_STATUSES = ['active', 'published'] as const;

export interface Viewer {
  accountId: string;
  allSegments: boolean;
  canManage: boolean;
}

/**
 * The viewer of a request and its abilities. Its segments are read inside each content query
 * (one uncorrelated subquery), which saves a round trip per request.
 */
export async function loadViewer(_ctx: AppContext, actor: Actor): Promise<Viewer> {
  return { accountId: actor.id, allSegments: seesAllSegments(actor), canManage: canManageContent(actor) };
}

/** `ARRAY[..]::int[]` of whole numbers (never user text). */
export function intArray(values: number[]): SQL {
  if (values.length === 0) return sql`'{}'::integer[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${Math.trunc(v)}`),
    sql`, `,
  )}]::integer[]`;
}

/**
 * The segment part of visibility for the item alias `i`. "No segments" is written `= '{}'`, not
 * `cardinality(..) = 0`: the planner then estimates it from the column's statistics (most items
 * have no segments), which keeps its choice of plan for a keyword search right.
 */
export function segmentVisibleSql(viewer: Viewer, alias = 'i'): SQL {
  if (viewer.allSegments) return sql`true`;
  const col = sql.raw(`${alias}.segment_ids`);
  return sql`(${col} = '{}' or ${col} && coalesce((select array_agg(s.segment_id) from account_segments s where s.account_id = ${viewer.accountId}), '{}'::integer[]))`;
}

/** Visibility of item alias `i` of a kind (or any kind when null). */
export function visibleItemSql(viewer: Viewer, kind: ContentKind | null, alias = 'i'): SQL {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  const parts: SQL[] = [
    sql`${a('status')} in ('active', 'published')`,
    sql`(${a('publish_start_date')} is null or ${a('publish_start_date')} <= now())`,
    segmentVisibleSql(viewer, alias),
  ];
  if (kind) parts.unshift(sql`${a('kind')} = ${kind}`);
  return sql.join(parts, sql` and `);
}

/** Rows of a raw query, whichever driver runs it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
