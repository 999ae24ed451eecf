/**
 * Staff member administration calls (issue 23) under /api/v1/admin/members: the list, segments, one
 * member, the edits (details, segments, role, membership, sign-out, two-factor reset, invitation),
 * add member, bulk actions and the CSV export (POST, fetched as a Blob); and the audit log
 * (GET /api/v1/admin/audit). Every write refreshes the lists, the member and the audit log.
 */
import type {
  MemberBulkInput,
  MemberBulkResult,
  MemberCreateInput,
  MemberDetail,
  MemberDetailsInput,
  MemberExportInput,
  MemberListQuery,
  MemberListResponse,
  MemberMail,
  MemberRoleInput,
  StaffAuditPage,
  StaffAuditQuery,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { membersAdminKeys } from './keys';
import { queryKeys } from '../../../data';

export const MEMBERS_ADMIN_API = '/api/v1/admin/members';
const BASE = MEMBERS_ADMIN_API;

/** One page of members: `{ data, meta: { total_count } }`. */
export function useAdminMembers(query: MemberListQuery) {
  return useQuery({
    queryKey: membersAdminKeys.list(query),
    queryFn: ({ signal }) => apiA.get<MemberListResponse>(BASE, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One member's page; a 404 is final. */
export function useAdminMember(id: string | undefined) {
  return useQuery({
    queryKey: membersAdminKeys.member(id ?? ''),
    queryFn: ({ signal }) => apiA.get<{ data: MemberDetail }>(`${BASE}/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });
}

function useAfterWrite() {
  const client = useQueryClient();
  return (member?: MemberDetail) => {
    if (member) client.setQueryData(membersAdminKeys.member(member.id), member);
    void client.invalidateQueries({ queryKey: membersAdminKeys.lists() });
    void client.invalidateQueries({ queryKey: membersAdminKeys.audit() });
  };
}

type MemberWrite =
  | { kind: 'details'; values: MemberDetailsInput }
  | { kind: 'segments'; segmentIds: number[] }
  | { kind: 'role'; values: MemberRoleInput }
  | { kind: 'membership'; status: string }
  | { kind: 'sign-out' }
  | { kind: 'two-factor-reset' }
  | { kind: 'invite' };

/** Every change to one member; answers the member as the server now has it. */
export function useMemberWrite(id: string) {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (write: MemberWrite) => {
      const url = `${BASE}/${id}`;
      const call =
        write.kind === 'details'
          ? apiA.put<{ data: MemberDetail }>(url, write.values)
          : write.kind === 'segments'
            ? apiA.put<{ data: MemberDetail }>(`${url}/segments`, { segmentIds: write.segmentIds })
            : write.kind === 'role'
              ? apiA.put<{ data: MemberDetail }>(`${url}/role`, write.values)
              : write.kind === 'membership'
                ? apiA.put<{ data: MemberDetail }>(`${url}/membership`, { status: write.status })
                : apiA.post<{ data: MemberDetail }>(`${url}/${write.kind}`, {});
      return call.then((r) => r.data);
    },
    onSuccess: (member) => after(member),
  });
}

/** Add member (an invitation mail unless turned off). */
export function useCreateMember() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (values: MemberCreateInput) => apiA.post<{ data: MemberDetail }>(BASE, values).then((r) => r.data),
    onSuccess: (member) => after(member),
  });
}

/** A bulk action on a selection: `{ selected, changed }`. */
export function useBulkMembers() {
  const client = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (input: MemberBulkInput) =>
      apiA.post<{ data: MemberBulkResult }>(`${BASE}/bulk`, input).then((r) => r.data),
    onSuccess: () => {
      after();
      void client.invalidateQueries({ queryKey: [...queryKeys.scope('members-admin'), 'member'] });
    },
  });
}

/** The selection as CSV or .xlsx (`format`), saved as a file. */
export function useExportMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: MemberExportInput) => {
      const blob = await apiA.post<Blob>(`${BASE}/export`, input, { responseType: 'blob' });
      saveBlob(blob, `members-${new Date().toISOString().slice(0, 10)}.${input.format}`);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: membersAdminKeys.audit() }),
  });
}

/** A page of the staff audit log (Admin). */
export function useAuditLog(query: Partial<StaffAuditQuery>) {
  return useQuery({
    queryKey: membersAdminKeys.audit(query),
    queryFn: ({ signal }) => apiA.get<StaffAuditPage>('/api/v1/admin/audit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The newest 50 mails about a member with their delivery state (issue 30). */
export function useMemberMails(id: string) {
  return useQuery({
    queryKey: membersAdminKeys.mails(id),
    queryFn: ({ signal }) => apiA.get<{ data: MemberMail[] }>(`${BASE}/${id}/mails`, { signal }).then((r) => r.data),
  });
}

/** Re-sends one of a member's mails (a copy through the outbox); refreshes the mails and the audit log. */
export function useResendMemberMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      apiA.post<{ data: MemberMail }>(`${BASE}/${id}/mails/${mailId}/resend`).then((r) => r.data),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: membersAdminKeys.mails(id) });
      void client.invalidateQueries({ queryKey: membersAdminKeys.audit() });
    },
  });
}
