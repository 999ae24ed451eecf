/**
 * Who counts as staff, and which staff scope reaches what (issue #4 events, issue #5 content
 * authoring, issue 23 scoped staff roles; spec 03 §6 has no explicit roles, so access is by account
 * role and contact type):
 *
 * | Scope            | Who                                                | Reaches                                  |
 * | ---------------- | -------------------------------------------------- | ---------------------------------------- |
 * | staff (isStaff)  | Admin role or `Staff` contact type                 | content authoring, events, acting for    |
 * | events           | staff, or the `EventsStaff` contact type           | events admin, attendees, check-in        |
 * | members          | Admin role or the `MembershipStaff` contact type   | members, segments, bulk, export, import  |
 * | roles, audit log | Admin role only                                    | role/contact-type changes, /admin/audit  |
 *
 * A scoped type reaches only its own row: `EventsStaff` never reaches members, `MembershipStaff`
 * never reaches events or content. The general `Staff` type keeps what it had (content, events)
 * and does not reach member administration (personal data).
 */
import { type ContactType, Role } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';

/** The contact type that makes an account staff (spec 01 §3 contact types). */
export const STAFF_CONTACT_TYPE: ContactType = 'Staff';
/** Scoped staff: members, imports, segments, exports (issue 23). */
export const MEMBERSHIP_STAFF_CONTACT_TYPE: ContactType = 'MembershipStaff';
/** Scoped staff: events, attendees, check-in (issue 23). */
export const EVENTS_STAFF_CONTACT_TYPE: ContactType = 'EventsStaff';

/** The facts the staff rule reads. */
export type StaffActor = Pick<Actor, 'role' | 'contactTypes'>;

const FORBIDDEN = 'You do not have permission to do this.';

/** True when the actor is staff: the Admin role or the Staff contact type. */
export function isStaff(actor: StaffActor): boolean {
  return actor.role === Role.Admin || actor.contactTypes.includes(STAFF_CONTACT_TYPE);
}

/** Events scope: staff, or the EventsStaff contact type. */
export function isEventsStaff(actor: StaffActor): boolean {
  return isStaff(actor) || actor.contactTypes.includes(EVENTS_STAFF_CONTACT_TYPE);
}

/** Members scope (list, edit, segments, bulk, export, import): Admin or MembershipStaff. */
export function canManageMembers(actor: StaffActor): boolean {
  return actor.role === Role.Admin || actor.contactTypes.includes(MEMBERSHIP_STAFF_CONTACT_TYPE);
}

/** Role and contact-type changes (they grant scopes) and the audit log: Admin only. */
export function isAdmin(actor: StaffActor): boolean {
  return actor.role === Role.Admin;
}

/** 403 unless the actor may manage members. */
export function checkManageMembers(actor: StaffActor): Denial | null {
  return canManageMembers(actor) ? null : deny('FORBIDDEN', FORBIDDEN);
}

/** 403 unless the actor is Admin (roles, audit log). */
export function checkAdmin(actor: StaffActor): Denial | null {
  return isAdmin(actor) ? null : deny('FORBIDDEN', FORBIDDEN);
}
