/**
 * Announcement calls (spec 02 §7): the admin list and writes under /api/v1/admin/announcements,
 * and the member's relevant announcement (GET /api/v1/announcements) with its dismissal (PUT /api/v1/announcements/{id}/cancelled).
 */
import type { Announcement, AnnouncementInputBody, MemberAnnouncement } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

const ADMIN = '/api/v1/admin/announcements';

const announcementScope = queryKeys.scope('announcements');

export const announcementKeys = {
  all: announcementScope,
  admin: () => [...announcementScope, 'admin'] as const,
  mine: () => [...announcementScope, 'mine'] as const,
};

/** Every announcement (page 1, size 1000: spec 02 §9 default), newest first. */
export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.admin(),
    queryFn: ({ signal }) =>
      apiA.get<{ announcements: Announcement[]; totalItemCount: number }>(ADMIN, {
        query: { page: 1, pageSize: 1000 },
        signal,
      }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: announcementKeys.all });
}

/** POST (no id) or PUT (id) an announcement; `isActive: true` activates it. */
export function useSaveAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AnnouncementInputBody }) =>
      id ? apiA.put<Announcement>(`${ADMIN}/${id}`, body) : apiA.post<Announcement>(ADMIN, body),
    onSuccess: refresh,
  });
}

/** DELETE an announcement. */
export function useDeleteAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiA.delete<{ success: true }>(`${ADMIN}/${id}`),
    onSuccess: refresh,
  });
}

/** The member's relevant announcement, or null. */
export function useMyAnnouncement() {
  return useQuery({
    queryKey: announcementKeys.mine(),
    queryFn: ({ signal }) =>
      apiA
        .get<{ announcement: MemberAnnouncement | null }>('/api/v1/announcements', { signal })
        .then((r) => r.announcement),
    staleTime: 60_000,
  });
}

/** Dismisses the banner (kept per member on the server); hides it at once. */
export function useDismissAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiA.put<{ success: true }>(`/api/v1/announcements/${id}/cancelled`),
    onMutate: () => client.setQueryData(announcementKeys.mine(), null),
    onSettled: () => client.invalidateQueries({ queryKey: announcementKeys.mine() }),
  });
}
