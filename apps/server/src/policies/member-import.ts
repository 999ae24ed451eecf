/**
 * Member CSV import (issue 23): who may dry-run, apply, list and undo imports: whoever may
 * administer members (policies/staff.ts canManageMembers: the Admin role or the MembershipStaff
 * contact type). Content and events staff may not.
 */
import { canManageMembers, type StaffActor } from './staff';

/** True when the actor may import members. */
export function canImportMembers(actor: StaffActor): boolean {
  return canManageMembers(actor);
}
