/** Query keys of staff member administration and the audit log (issue 23). */
import type { MemberListQuery, StaffAuditQuery } from '@portal/shared';
import { queryKeys } from '../../../data';

const membersAdminScope = queryKeys.scope('members-admin');

export const membersAdminKeys = {
  all: membersAdminScope,
  lists: () => [...membersAdminScope, 'list'] as const,
  list: (query: MemberListQuery) => [...membersAdminScope, 'list', query] as const,
  member: (id: string) => [...membersAdminScope, 'member', id] as const,
  mails: (id: string) => [...membersAdminScope, 'mails', id] as const,
  audit: (query?: Partial<StaffAuditQuery>) =>
    query ? ([...membersAdminScope, 'audit', query] as const) : ([...membersAdminScope, 'audit'] as const),
};
