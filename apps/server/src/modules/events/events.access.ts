/**
 * Who sees which event and may act for whom (spec 03 §6: no explicit roles; access is by feature
 * flag and contact type; issue #4).
 *
 * - Members see published events; staff (the Admin role or the Staff contact type) see drafts and
 *   cancelled events too and the seat counts of ticket types.
 * - A payload's `userId` must be the caller; staff may name another account.
 * - A ticket, cart or checkout of someone else answers 404 (existence is private).
 */
import { EVENT_MESSAGES } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { AppError } from '../../lib/errors';

const ADMIN_ROLE = 1;

/** Staff: the Admin role or the Staff contact type. */
export function isEventStaff(actor: Pick<Actor, 'role' | 'contactTypes'>): boolean {
  return actor.role === ADMIN_ROLE || actor.contactTypes.includes('Staff');
}

/** Visibility of the event alias `e` for the actor. */
export function visibleEventSql(actor: Actor, alias = 'e'): SQL {
  if (isEventStaff(actor)) return sql`true`;
  return sql`${sql.raw(alias)}.status = 'published'`;
}

/** True when the actor may see an event of this status. */
export function canSeeEvent(actor: Actor, status: string): boolean {
  return status === 'published' || isEventStaff(actor);
}

/**
 * The account a payload's userId names, when the actor may act for it.
 * @throws AppError FORBIDDEN (403) when a non-staff caller names another account.
 */
export function actingAccount(actor: Actor, userId: string): string {
  if (userId.toLowerCase() === actor.id.toLowerCase()) return actor.id;
  if (isEventStaff(actor)) return userId;
  throw new AppError('FORBIDDEN', EVENT_MESSAGES.actForOwnAccount);
}
