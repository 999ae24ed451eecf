/**
 * Content authoring permission (issue #5, beyond the spec): staff (the Admin role or the Staff
 * contact type, policies/staff.ts) may create, update, publish, schedule and archive news,
 * resources and pages.
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
