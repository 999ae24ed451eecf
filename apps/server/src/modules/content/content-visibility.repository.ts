/**
 * Content visibility as SQL (spec 03 §4 Content visibility by segment, §6; issue #5): the rule of
 * policies/content.ts for the item alias `i`. An item is visible when its status is a visible one
 * ('active' for ota, 'published' for the other tenants: both count), its publish start date has
 * passed, and it has no segments or shares one with the viewer. Every list, search, detail, file
 * and favourite query uses `visibleItemSql`.
 */
import type { ContentKind } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/raw-query';
import type { ContentViewer } from '../../policies/content';

export const VISIBLE_STATUSES = ['active', 'published'] as const;

/**
 * The segment part of visibility for the item alias `i`. "No segments" is written `= '{}'`, not
 * `cardinality(..) = 0`: the planner then estimates it from the column's statistics (most items
 * have no segments), which keeps its choice of plan for a keyword search right.
 */
export function segmentVisibleSql(viewer: ContentViewer, alias = 'i'): SQL {
  if (viewer.allSegments) return sql`true`;
  const col = sql.raw(`${alias}.segment_ids`);
  if (viewer.segmentIds.length === 0) return sql`${col} = '{}'`;
  return sql`(${col} = '{}' or ${col} && ${intArray(viewer.segmentIds)})`;
}

/** Visibility of item alias `i` of a kind (or any kind when null). */
export function visibleItemSql(viewer: ContentViewer, kind: ContentKind | null, alias = 'i'): SQL {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  const parts: SQL[] = [
    sql`${a('status')} in ('active', 'published')`,
    sql`(${a('publish_start_date')} is null or ${a('publish_start_date')} <= now())`,
    segmentVisibleSql(viewer, alias),
  ];
  if (kind) parts.unshift(sql`${a('kind')} = ${kind}`);
  return sql.join(parts, sql` and `);
}
