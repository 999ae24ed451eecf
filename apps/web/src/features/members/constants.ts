/** Texts and constants of staff member administration and the audit log (issue 23; not in the spec). */
/** The role and contact-type labels are the shared ones (packages/shared enums.ts; issue 32). */
export { CONTACT_TYPE_LABELS, ROLE_LABELS } from '@portal/shared';

export const USERS_ADMIN_BASE = '/admin/users';
export const AUDIT_ADMIN_BASE = '/admin/audit';
export const MEMBERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;

export const STATUS_FILTER_LABELS: Record<string, string> = {
  Active: 'Active',
  Lapsed: 'Lapsed',
  Cancelled: 'Cancelled',
  none: 'No membership',
};

export const TEXT = {
  area: 'Users',
  addMember: 'Add member',
  importMembers: 'Import members',
  search: 'Search name, email or member number',
  segment: 'Segment',
  contactType: 'Contact type',
  status: 'Membership status',
  name: 'Name',
  email: 'Email',
  memberNum: 'Member number',
  contactTypes: 'Contact types',
  segments: 'Segments',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  none: 'No members yet',
  noMatch: 'No members match these filters',
  loadFailed: 'We could not load the members',
  retry: 'Try again',
  selected: (n: number) => `${n} selected`,
  allMatching: (n: number) => `All ${n} matching the filters`,
  selectAllMatching: (n: number) => `Select all ${n} matching`,
  clearSelection: 'Clear selection',
  bulkActions: 'Bulk actions',
  addSegments: 'Add segments',
  removeSegments: 'Remove segments',
  changeStatus: 'Change membership status',
  sendInvitation: 'Send invitation',
  exportCsv: 'Export',
  exportFormat: 'Format',
  exportFormatCsv: 'CSV',
  exportFormatXlsx: 'Excel (.xlsx)',
  reason: 'Reason for the export',
  reasonHelp: 'The export is recorded in the audit log with this reason and the filter.',
  bulkDone: (selected: number, changed: number, skipped = 0) =>
    `Done: ${changed} change${changed === 1 ? '' : 's'} across ${selected} member${selected === 1 ? '' : 's'}${
      skipped ? ` (${skipped} left alone: their role or scopes are not below yours)` : ''
    }`,
  audit: 'Audit log',
} as const;
