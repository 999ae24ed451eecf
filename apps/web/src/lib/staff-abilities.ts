/**
 * Which staff scopes the signed-in user reaches (GET /api/v1/admin/members/abilities; issue 23):
 * members (Admin or MembershipStaff), events (staff or EventsStaff), roles and the audit log (Admin).
 * Kept small for the admin shell and the account menu; the server enforces the same rules.
 */
import type { StaffAbilities } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from './api';

/** Under the members-admin keys, so refreshing that cache refreshes this too. */
export const staffAbilitiesKey = ['members-admin', 'abilities'] as const;

/** `{ canManageMembers, canManageEvents, canEditRoles, canReadAudit }`; cached 5 minutes. */
export function useStaffAbilities(enabled = true) {
  return useQuery({
    queryKey: staffAbilitiesKey,
    queryFn: ({ signal }) =>
      apiA.get<{ data: StaffAbilities }>('/api/v1/admin/members/abilities', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled,
  });
}
