/**
 * Announcements (spec 02 §6: "Announcement management uses the admin API";
 * generalAnnouncements shows the rail item; issue 20). Pure functions of the actor and loaded facts.
 *
 * - Managing announcements: the global flag generalAnnouncements (the Admin role, policies/communities.ts
 *   `globalFlags`); everyone else 403.
 * - A start day before today (Sydney) is refused, unless an edit keeps the stored start day (an
 *   announcement that has begun can still be edited or activated).
 */
import { ANNOUNCEMENT_MESSAGES } from '@portal/shared';
import type { Actor } from '../context';
import { globalFlags } from './communities';
import { type Denial, deny } from './denial';

const FORBIDDEN = 'You do not have permission to do this.';

/** True when the actor may manage announcements (generalAnnouncements). */
export function canManageAnnouncements(actor: Pick<Actor, 'role'>): boolean {
  return globalFlags(actor).generalAnnouncements;
}

/** 403 unless the actor may manage announcements. */
export function checkManageAnnouncements(actor: Pick<Actor, 'role'>): Denial | null {
  return canManageAnnouncements(actor) ? null : deny('FORBIDDEN', FORBIDDEN);
}

/** The start day (`YYYY-MM-DD`) on `today` (Sydney day): not before today, unless unchanged by an edit. */
export function checkStartDate(startDate: string, today: string, storedStartDate: string | null): Denial | null {
  if (startDate >= today || startDate === storedStartDate) return null;
  return deny('VALIDATION_ERROR', ANNOUNCEMENT_MESSAGES.startInPast);
}
