/**
 * Who may do what with content (issue #5; spec 03 §4 Content visibility by segment):
 * - authoring (beyond the spec): staff (the Admin role or the Staff contact type,
 *   policies/staff.ts) may create, update, publish, schedule and archive news, resources and pages;
 * - reading: an item is visible when its status is a visible one, its publish start date has
 *   passed and it has no segments or shares one with the viewer; the Admin role sees every segment.
 *   The visibility rule is applied as SQL in every content query (content-visibility.repository.ts)
 *   to the viewer described here.
 */
import { Role } from '@portal/shared';
import type { Actor } from '../context';
import { isStaff } from './staff';

/** True when the actor may author content (staff). */
export function canManageContent(actor: Pick<Actor, 'role' | 'contactTypes'>): boolean {
  return isStaff(actor);
}

/** True when the actor sees every item whatever its segments (spec 03 §4; Admin only). */
export function seesAllSegments(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === Role.Admin;
}

/** The viewer of a content request: the facts visibility and abilities read. */
export interface ContentViewer {
  accountId: string;
  /** The viewer's segments as of the session lookup (plugins/auth.ts), ascending. */
  segmentIds: number[];
  allSegments: boolean;
  canManage: boolean;
}

/** The content viewer of an actor. */
export function contentViewerOf(actor: Pick<Actor, 'id' | 'role' | 'contactTypes' | 'segmentIds'>): ContentViewer {
  return {
    accountId: actor.id,
    segmentIds: actor.segmentIds,
    allSegments: seesAllSegments(actor),
    canManage: canManageContent(actor),
  };
}
