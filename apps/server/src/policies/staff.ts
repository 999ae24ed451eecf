/**
 * Who counts as staff (issue #4 events, issue #5 content authoring; spec 03 §6 has no explicit
 * roles, so access is by account role and contact type): the Admin role (spec 01 §3) or the Staff
 * contact type. Every staff feature asks here: content authoring (policies/content.ts), draft
 * events, seat counts, acting for another account (policies/events.ts, policies/cart.ts).
 */
import { type ContactType, Role } from '@portal/shared';
import type { Actor } from '../context';

/** The contact type that makes an account staff (spec 01 §3 contact types). */
export const STAFF_CONTACT_TYPE: ContactType = 'Staff';

/** The facts the staff rule reads. */
export type StaffActor = Pick<Actor, 'role' | 'contactTypes'>;

/** True when the actor is staff: the Admin role or the Staff contact type. */
export function isStaff(actor: StaffActor): boolean {
  return actor.role === Role.Admin || actor.contactTypes.includes(STAFF_CONTACT_TYPE);
}
