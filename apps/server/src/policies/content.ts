/**
 * Content authoring permission (issue #5, beyond the spec): the Admin role or the Staff contact
 * type may create, update, publish, schedule and archive news, resources and pages.
 */
import type { Actor } from '../context';

export const ADMIN_ROLE = 1;

/** True when the actor may author content. */
export function canManageContent(actor: Pick<Actor, 'role' | 'contactTypes'>): boolean {
  return actor.role === ADMIN_ROLE || actor.contactTypes.includes('Staff');
}

/** True when the actor sees every item whatever its segments (spec 03 §4; Admin only). */
export function seesAllSegments(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === ADMIN_ROLE;
}
