/** Query keys of staff member administration and the audit log (issue 23). */
import type { MemberListQuery, StaffAuditQuery } from '@portal/shared';

export const membersAdminKeys = {
  all: ['members-admin'] as const,
  lists: () => ['members-admin', 'list'] as const,
  list: (query: MemberListQuery) => ['members-admin', 'list', query] as const,
  member: (id: string) => ['members-admin', 'member', id] as const,
  segments: () => ['members-admin', 'segments'] as const,
  audit: (query?: Partial<StaffAuditQuery>) =>
    query ? (['members-admin', 'audit', query] as const) : (['members-admin', 'audit'] as const),
};
