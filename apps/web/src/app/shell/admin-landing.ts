/**
 * Where the admin side opens for a user without general admin access (issue 32): the first admin
 * page their own staff role may open. A scoped role's own area comes first (events staff → Events,
 * membership staff → Users), then the rail's order (Content, Events, Users, Audit log, Enquiries).
 * Null when the user may open none of them.
 */
import type { ContactType } from '@portal/shared';

/** The admin areas a user without admin access may open (the same rules as the server's). */
export interface AdminAreaAbilities {
  canManageContent: boolean;
  canManageEvents: boolean;
  canManageMembers: boolean;
  canReadAudit: boolean;
  canReadEnquiries: boolean;
}

/** The areas in the order the rail shows them. */
export function adminAreas(a: AdminAreaAbilities): string[] {
  return [
    ...(a.canManageContent ? ['/admin/content'] : []),
    ...(a.canManageEvents ? ['/admin/events'] : []),
    ...(a.canManageMembers ? ['/admin/users'] : []),
    ...(a.canReadAudit ? ['/admin/audit'] : []),
    ...(a.canReadEnquiries ? ['/admin/enquiries'] : []),
  ];
}

/** The area each scoped staff contact type works in. */
const OWN_AREA: Partial<Record<ContactType, string>> = {
  EventsStaff: '/admin/events',
  MembershipStaff: '/admin/users',
};

/** The first admin page the user may open, their own scoped area first; null when none. */
export function adminLandingPath(contactTypes: readonly string[], a: AdminAreaAbilities): string | null {
  const areas = adminAreas(a);
  for (const type of contactTypes) {
    const own = OWN_AREA[type as ContactType];
    if (own && areas.includes(own)) return own;
  }
  return areas[0] ?? null;
}
