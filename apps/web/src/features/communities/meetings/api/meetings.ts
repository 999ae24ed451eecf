/**
 * Meeting queries and actions (spec 02 §7 Meetings; issue 18; paths under /api/v1, client A).
 * Keys start with 'meetings' so one invalidation refreshes every list after an RSVP, a bookmark or
 * an admin change (spec 02 §4: "The list reloads after a status update").
 */
import {
  type CalendarFeed,
  type Meeting,
  MEETING_LIMITS,
  type MeetingAsset,
  type MeetingExploreInput,
  type MeetingListResponse,
  type MeetingPreference,
} from '@portal/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download';
import { queryKeys } from '../../../../data';

const V1 = '/api/v1';

const meetingScope = queryKeys.scope('meetings');

export const meetingKeys = {
  all: meetingScope,
  community: (communityId: number) => [...meetingScope, 'community', communityId] as const,
  detail: (communityId: number, id: number) => [...meetingScope, 'detail', communityId, id] as const,
  explore: (input: Omit<MeetingExploreInput, 'page' | 'pageSize'>) => [...meetingScope, 'explore', input] as const,
  preference: () => [...meetingScope, 'preference'] as const,
  dashboard: () => [...meetingScope, 'dashboard'] as const,
  admin: (communityId: number) => [...meetingScope, 'admin', communityId] as const,
  invitees: (communityId: number, id: number, keyword: string) =>
    [...meetingScope, 'invitees', communityId, id, keyword] as const,
  feed: () => [...meetingScope, 'calendar-feed'] as const,
};

/** GET community/{id}/meeting: the community's meetings the caller sees. */
export function useCommunityMeetings(communityId: number | undefined) {
  return useQuery({
    queryKey: meetingKeys.community(communityId ?? 0),
    queryFn: ({ signal }) => apiA.get<MeetingListResponse>(`${V1}/community/${communityId}/meeting`, { signal }),
    enabled: !!communityId,
  });
}

/** GET community/{cid}/meeting/{mid}. */
export function useMeeting(communityId: number | undefined, id: number) {
  return useQuery({
    queryKey: meetingKeys.detail(communityId ?? 0, id),
    queryFn: ({ signal }) => apiA.get<Meeting>(`${V1}/community/${communityId}/meeting/${id}`, { signal }),
    enabled: !!communityId && id > 0,
    retry: false,
  });
}

/** POST community/meeting (Explore meetings): infinite list, page size step 10 (spec 02 §2). */
export function useExploreMeetings(filters: Omit<MeetingExploreInput, 'page' | 'pageSize'>) {
  return useInfiniteQuery({
    queryKey: meetingKeys.explore(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiA.post<MeetingListResponse>(
        `${V1}/community/meeting`,
        { ...filters, page: pageParam, pageSize: MEETING_LIMITS.explorePageStep },
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      pages.length * MEETING_LIMITS.explorePageStep < last.totalItemCount ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET community/meeting/preference: communities to filter by, upcoming counts. */
export function useMeetingPreference() {
  return useQuery({
    queryKey: meetingKeys.preference(),
    queryFn: ({ signal }) => apiA.get<MeetingPreference>(`${V1}/community/meeting/preference`, { signal }),
    staleTime: 60_000,
  });
}

/** GET dashboard/meetings: the home dashboard's upcoming meetings (4 fetched: 2 shown, See all over 3). */
export function useDashboardMeetings() {
  return useQuery({
    queryKey: meetingKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiA.get<MeetingListResponse>(`${V1}/dashboard/meetings`, {
        query: { page: 1, pageSize: MEETING_LIMITS.homeSeeAllOver + 1 },
        signal,
      }),
  });
}

/** POST community/{cid}/meeting/{mid} {status}: the caller's RSVP; every meeting list reloads. */
export function useRsvp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { meeting: Meeting; status: number }) =>
      apiA.post<Meeting>(`${V1}/community/${v.meeting.communityId}/meeting/${v.meeting.id}`, { status: v.status }),
    onSettled: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** Bookmark on or off (add-to-favorite / delete-from-favorite). */
export function setMeetingFavorite(meeting: Pick<Meeting, 'id' | 'communityId'>, on: boolean) {
  return apiA.post(
    `${V1}/community/${meeting.communityId}/meeting/${meeting.id}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
    {},
  );
}

/** Downloads the meeting's .ics file (Add to calendar). */
export async function downloadMeetingIcs(meeting: Pick<Meeting, 'id' | 'communityId'>) {
  const blob = await apiA.get<Blob>(`${V1}/community/${meeting.communityId}/meeting/${meeting.id}/ics`, {
    responseType: 'blob',
  });
  saveBlob(blob, `meeting-${meeting.id}.ics`);
}

/** Downloads one meeting asset under its name. */
export async function downloadMeetingAsset(asset: MeetingAsset) {
  saveBlob(await apiA.get<Blob>(asset.path, { responseType: 'blob', silent: true }), asset.fileName);
}

// Community admin area.

/** GET admin/community/{id}/meeting (meetingAll). */
export function useAdminMeetings(communityId: number) {
  return useQuery({
    queryKey: meetingKeys.admin(communityId),
    queryFn: ({ signal }) => apiA.get<MeetingListResponse>(`${V1}/admin/community/${communityId}/meeting`, { signal }),
    enabled: communityId > 0,
  });
}

/** POST admin/community/{id}/meeting or PUT .../{mid} (multipart). */
export function useSaveMeeting(communityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; form: FormData }) =>
      v.id
        ? apiA.put<Meeting>(`${V1}/admin/community/${communityId}/meeting/${v.id}`, v.form)
        : apiA.post<Meeting>(`${V1}/admin/community/${communityId}/meeting`, v.form),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** DELETE admin/community/{cid}/meeting/{mid}. */
export function useDeleteMeeting(communityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiA.delete(`${V1}/admin/community/${communityId}/meeting/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/**
 * POST admin/community/{cid}/meeting/{mid}/cancel {reason?} (issue 30, beyond the spec): the meeting
 * stays, cancelled; members who answered are told. Answers the meeting.
 */
export function useCancelMeeting(communityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason?: string }) =>
      apiA.post<Meeting>(`${V1}/admin/community/${communityId}/meeting/${v.id}/cancel`, {
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** PUT add-members / remove-members {userIds}. */
export function useMeetingMembers(communityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; userIds: string[]; remove?: boolean }) =>
      apiA.put<Meeting>(
        `${V1}/admin/community/${communityId}/meeting/${v.id}/${v.remove ? 'remove-members' : 'add-members'}`,
        { userIds: v.userIds },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export interface Invitee {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  invited: boolean;
}

/** Members to invite (from 3 letters). */
export function useInviteeSearch(communityId: number, id: number, keyword: string) {
  return useQuery({
    queryKey: meetingKeys.invitees(communityId, id, keyword),
    queryFn: ({ signal }) =>
      apiA.get<{ users: Invitee[] }>(`${V1}/admin/community/${communityId}/meeting/${id}/member-search`, {
        query: { keyword },
        signal,
      }),
    enabled: keyword.length >= MEETING_LIMITS.searchMinChars && id > 0,
  });
}

// Personal calendar feed.

/** GET account/calendar-feed. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: meetingKeys.feed(),
    queryFn: ({ signal }) => apiA.get<CalendarFeed>(`${V1}/account/calendar-feed`, { signal }),
  });
}

/** POST (new URL) or DELETE (revoke) account/calendar-feed. */
export function useCalendarFeedAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'revoke') =>
      action === 'create'
        ? apiA.post<CalendarFeed>(`${V1}/account/calendar-feed`, {})
        : apiA.delete<CalendarFeed>(`${V1}/account/calendar-feed`),
    onSuccess: (data) => client.setQueryData(meetingKeys.feed(), { url: null, active: data.active }),
  });
}
