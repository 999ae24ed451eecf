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
 *
 * Scopes never reach upwards (issue 28 finding 1): below Admin, the members scope changes, resets,
 * signs out or invites only accounts whose privileges (role and staff scopes, `privilegesOf`) are a
 * strict subset of the actor's own: ordinary members always, never an Admin, never a peer with the
 * same scopes, never anyone holding a scope the actor lacks. Admins reach every account (an Admin
 * changing another Admin's email is audited, and the old address is told and may undo it).
 */
import { type ContactType, MESSAGES, Role } from '@portal/shared';
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

/** What an account may do beyond an ordinary member's: its role and staff scopes. */
export type Privilege = 'admin' | 'community-owner' | 'community-manager' | 'staff' | 'events' | 'members';

/** The privileges of an account (issue 28): Admin holds every one. */
export function privilegesOf(account: StaffActor): Set<Privilege> {
  if (account.role === Role.Admin)
    return new Set<Privilege>(['admin', 'community-owner', 'community-manager', 'staff', 'events', 'members']);
  const held = new Set<Privilege>();
  if (account.role === Role.WorkSpaceOwner) held.add('community-owner').add('community-manager');
  if (account.role === Role.Manager) held.add('community-manager');
  if (account.contactTypes.includes(STAFF_CONTACT_TYPE)) held.add('staff').add('events');
  if (account.contactTypes.includes(EVENTS_STAFF_CONTACT_TYPE)) held.add('events');
  if (account.contactTypes.includes(MEMBERSHIP_STAFF_CONTACT_TYPE)) held.add('members');
  return held;
}

/**
 * True when `actor` may change, reset, sign out or invite `target` (issue 28 finding 1): an Admin
 * always; otherwise the actor needs the members scope and the target's privileges must be a strict
 * subset of the actor's (so never an Admin, never a peer, never a holder of a scope the actor lacks).
 */
export function canManageAccount(actor: StaffActor, target: StaffActor): boolean {
  if (isAdmin(actor)) return true;
  if (!canManageMembers(actor)) return false;
  const mine = privilegesOf(actor);
  const theirs = privilegesOf(target);
  return theirs.size < mine.size && [...theirs].every((p) => mine.has(p));
}

/** 403 with MESSAGES.cannotManageAccount unless `canManageAccount(actor, target)`. */
export function checkManageAccount(actor: StaffActor, target: StaffActor): Denial | null {
  return canManageAccount(actor, target) ? null : deny('FORBIDDEN', MESSAGES.cannotManageAccount);
}
