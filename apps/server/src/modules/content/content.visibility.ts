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
import { intList } from '../../db/raw-query';
import { canManageContent, seesAllSegments } from '../../policies/content';

export const VISIBLE_STATUSES = ['active', 'published'] as const;

export interface Viewer {
  accountId: string;
  /** The viewer's segments as of the session lookup (plugins/auth.ts), ascending. */
  segmentIds: number[];
  allSegments: boolean;
  canManage: boolean;
}

/**
 * The viewer of a request and its abilities. Its segments come with the session lookup, so the
 * visibility a query applies is the one a cached answer is keyed by (visibilityKey).
 */
export async function loadViewer(_ctx: AppContext, actor: Actor): Promise<Viewer> {
  return {
    accountId: actor.id,
    segmentIds: actor.segmentIds,
    allSegments: seesAllSegments(actor),
    canManage: canManageContent(actor),
  };
}

/**
 * What visibility depends on (every segment, or this set of segments): viewers with the same key
 * see the same items, so an answer that depends on nothing else can be shared by them
 * (lib/read-cache.ts `sharedKey`).
 */
export function visibilityKey(viewer: Viewer): string {
  return viewer.allSegments ? 'segments:all' : `segments:${viewer.segmentIds.join(',')}`;
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
  if (viewer.segmentIds.length === 0) return sql`${col} = '{}'`;
  return sql`(${col} = '{}' or ${col} && ${intList(viewer.segmentIds)}::int[])`;
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

/** Per database (tests run several apps in one process). */
const scheduledByDb = new WeakMap<object, { version: number; at: number }>();

/**
 * When the next scheduled item comes out (epoch ms; Infinity when none is scheduled): until then a
 * content answer built now stays true by itself (lib/read-cache.ts). Remembered per content read
 * version (any change to an item raises it) until that moment passes; derived data only.
 */
export async function nextPublishAt(ctx: AppContext, version: number): Promise<number> {
  const scheduled = scheduledByDb.get(ctx.db);
  if (scheduled && scheduled.version === version && scheduled.at > Date.now()) return scheduled.at;
  const [row] = rowsOf<{ at: number | string | null }>(
    await ctx.db.execute(
      sql`select (extract(epoch from min(publish_start_date)) * 1000)::float8 as at from content_items where publish_start_date > now()`,
    ),
  );
  const at = row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
  scheduledByDb.set(ctx.db, { version, at });
  return at;
}

/** Rows of a raw query, whichever driver runs it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
