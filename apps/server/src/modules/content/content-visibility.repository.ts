/**
 * Content visibility as SQL (spec 03 §4 Content visibility by segment, §6; issue #5): the rule of
 * policies/content.ts for the item alias `i`. An item is visible when its status is a visible one
 * ('active' for ota, 'published' for the other tenants: both count), its publish start date has
 * passed, and it has no segments or shares one with the viewer. Every list, search, detail, file
 * and favourite query uses `visibleItemSql`.
 */
import type { ContentKind } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray } from '../../db/raw-query';
import { contentItems } from '../../db/schema';
import type { ContentViewer } from '../../policies/content';

export const VISIBLE_STATUSES = ['active', 'published'] as const;

/** `content_items` as the alias `i` of the raw content statements (`from ${contentItems} as ${itemAlias}`). */
export const itemAlias = alias(contentItems, 'i');

/** The items table or an alias of it: the rule's columns are read through it. */
export type ItemTable = typeof contentItems | typeof itemAlias;

/**
 * The segment part of visibility for the items `i` (the alias `i` unless given). "No segments" is written
 * `= '{}'`, not `cardinality(..) = 0`: the planner then estimates it from the column's statistics (most
 * items have no segments), which keeps its choice of plan for a keyword search right.
 */
export function segmentVisibleSql(viewer: ContentViewer, i: ItemTable = itemAlias): SQL {
  if (viewer.allSegments) return sql`true`;
  const col = i.segmentIds;
  if (viewer.segmentIds.length === 0) return sql`${col} = '{}'`;
  return sql`(${col} = '{}' or ${col} && ${intArray(viewer.segmentIds)})`;
}

/** Visibility of the items `i` (the alias `i` unless given) of a kind (or any kind when null). */
export function visibleItemSql(viewer: ContentViewer, kind: ContentKind | null, i: ItemTable = itemAlias): SQL {
  const parts: SQL[] = [
    sql`${i.status} in ('active', 'published')`,
    sql`(${i.publishStartDate} is null or ${i.publishStartDate} <= now())`,
    segmentVisibleSql(viewer, i),
  ];
  if (kind) parts.unshift(sql`${i.kind} = ${kind}`);
  return sql.join(parts, sql` and `);
}
