/**
 * Server values (spec 02 §7 admin/server-values; issue 20): who may read and change them. Chosen:
 * the Admin role only (run-time settings of the whole portal; the spec names no flag for them).
 */
import { Role } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';

/** True when the actor may list and change server values (Admin role). */
export function canManageServerValues(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === Role.Admin;
}

/** 403 unless the actor may change server values. */
export function checkManageServerValues(actor: Pick<Actor, 'role'>): Denial | null {
  return canManageServerValues(actor) ? null : deny('FORBIDDEN', 'You do not have permission to do this.');
}
