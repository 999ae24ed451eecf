/**
 * Interests and communication preferences (issue 16; spec 03 §4 Interests and communication
 * preferences, §7 Settings): the segment lists, the caller's choices, and adding or removing one
 * segment for the caller only (there is no way to name another account).
 */
import {
  INTEREST_CATEGORIES,
  SEGMENT_CATEGORIES,
  SEGMENT_TYPES,
  type SegmentItem,
  type SegmentType,
  type UserSegment,
  type UserSegmentCategory,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { permitted } from '../../policies/denial';
import { checkSegmentExists } from '../../policies/preferences';
import * as repo from './segments.repository';

/** Groups rows (sorted by category) into categories of the answer. */
function byCategory(rows: (repo.SegmentRow & { selected: boolean })[]): UserSegmentCategory[] {
  const groups = new Map<string, UserSegmentCategory>();
  for (const r of rows) {
    let group = groups.get(r.categoryName);
    if (!group) {
      group = { categoryName: r.categoryName, segments: [] };
      groups.set(r.categoryName, group);
    }
    group.segments.push({ segmentId: r.id, segmentName: r.name, selected: r.selected });
  }
  return [...groups.values()];
}

/** GET /api/user/segment/{segmentType}: the segments of areas of practice or funding schemes, by name. */
export async function listSegmentsOfType(ctx: AppContext, segmentType: SegmentType): Promise<SegmentItem[]> {
  const rows = await repo.segmentsOfCategory(ctx.db, SEGMENT_TYPES[segmentType]);
  return rows.map((r) => ({ segmentId: r.id, segmentName: r.name }));
}

/** GET api/user/segment/interests: areas of practice and other interests, each with the caller's choice. */
export async function listInterests(ctx: AppContext, actor: Actor): Promise<UserSegmentCategory[]> {
  return byCategory(await repo.segmentsWithChoice(ctx.db, actor.id, INTEREST_CATEGORIES));
}

/** GET /api/user/segment/commprefs: the communication preferences, each with the caller's choice. */
export async function listCommprefs(ctx: AppContext, actor: Actor): Promise<UserSegmentCategory[]> {
  return byCategory(await repo.segmentsWithChoice(ctx.db, actor.id, [SEGMENT_CATEGORIES.commprefs]));
}

const present = (r: repo.SegmentRow & { selected: boolean }): UserSegment => ({
  segmentId: r.id,
  segmentName: r.name,
  categoryName: r.categoryName,
  selected: r.selected,
});

/**
 * GET api/user/segment/{id}: one segment and whether the caller holds it.
 * @throws AppError NOT_FOUND ('Segment not found.') for an unknown id
 */
export async function getSegment(ctx: AppContext, actor: Actor, segmentId: number): Promise<UserSegment> {
  const segment = await repo.segmentWithChoice(ctx.db, actor.id, segmentId);
  return present(permitted(segment, checkSegmentExists(segment)));
}

/**
 * POST (`selected` true) or DELETE (false) api/user/segment/{id}: adds the segment to the caller's
 * segments or removes it; idempotent. One transaction: its commit raises the content read version
 * (trigger on account_segments), so cached content answers are not served again and the caller's
 * next request sees the news and resources of their new segments.
 * @throws AppError NOT_FOUND ('Segment not found.') for an unknown id
 */
export async function setSegmentChoice(
  ctx: AppContext,
  actor: Actor,
  segmentId: number,
  selected: boolean,
): Promise<UserSegment> {
  return ctx.db.transaction(async (tx) => {
    const segment = await repo.segmentWithChoice(tx, actor.id, segmentId);
    const found = permitted(segment, checkSegmentExists(segment));
    if (selected) await repo.addAccountSegment(tx, actor.id, segmentId);
    else await repo.removeAccountSegment(tx, actor.id, segmentId);
    return present({ ...found, selected });
  });
}
