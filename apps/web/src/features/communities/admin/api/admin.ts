/**
 * Calls of the community admin area (spec 02 §7 Admin communities, Members and blocking, Questions,
 * Posts admin; issue 19), paths under /api/v1 with client A. Every mutation refreshes the
 * community's admin queries (menu counts included) and the member-side community caches.
 */
import type {
  AdminMemberListInput,
  AdminMemberListResponse,
  AdminQuestionListResponse,
  AdminTerms,
  BlacklistResponse,
  CategoryListResponse,
  CommunityDetailsResponse,
  CommunityMember,
  JoinQuestion,
  JoinQuestionInput,
  MembersAndBlockedResponse,
  ModerationLogResponse,
  Post,
  PostListResponse,
  QuestionAnswersResponse,
  ReportedCommentListResponse,
  ReportedPostListResponse,
  PostTag,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { isApiError } from '../../../../lib/errors';
import { adminKeys } from './keys';
import { queryKeys } from '../../../../data';

const V1 = '/api/v1';
const A = `${V1}/admin/community`;

export interface CommunityStatistics {
  allPostsCount: number;
  pendingPostsCount: number;
  reportedPostsCount: number;
  reportedPostCommentsCount: number;
  archivedPostsCount: number;
}

/** GET community/{id}: the community, the caller's role and permissions (the menu gates on them). */
export function useAdminCommunity(id: number) {
  return useQuery({
    queryKey: adminKeys.details(id),
    queryFn: ({ signal }) => apiA.get<CommunityDetailsResponse>(`${V1}/community/${id}`, { signal }),
    retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
  });
}

/** GET admin/community/{id}/post/statistics: the menu counts (spec 02 §3 Community statistics). */
export function useCommunityStatistics(id: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.statistics(id),
    queryFn: ({ signal }) => apiA.get<CommunityStatistics>(`${A}/${id}/post/statistics`, { signal }),
    enabled,
    retry: false,
  });
}

/** GET admin/community/{id}/post?page&pageSize&status. */
export function useAdminPosts(id: number, status: number | undefined, page: number, pageSize = 10) {
  return useQuery({
    queryKey: adminKeys.posts(id, status, page),
    queryFn: ({ signal }) =>
      apiA.get<PostListResponse>(`${A}/${id}/post`, { query: { page, pageSize, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/community/{cid}/post/report (page size 1000). */
export function useReportedPosts(id: number) {
  return useQuery({
    queryKey: adminKeys.reportedPosts(id),
    queryFn: ({ signal }) =>
      apiA.get<ReportedPostListResponse>(`${A}/${id}/post/report`, { query: { page: 1, pageSize: 1000 }, signal }),
  });
}

/** GET admin/community/{id}/comment/report. */
export function useReportedComments(id: number) {
  return useQuery({
    queryKey: adminKeys.reportedComments(id),
    queryFn: ({ signal }) =>
      apiA.get<ReportedCommentListResponse>(`${A}/${id}/comment/report`, {
        query: { page: 1, pageSize: 1000 },
        signal,
      }),
  });
}

/** POST admin/community/{id}/getlist-with-answers with the statuses of the page (Awaiting+Joined, or Removed). */
export function useCommunityAdminMembers(id: number, kind: 'members' | 'removed', keyword: string, page: number) {
  const body: AdminMemberListInput = {
    page,
    pageSize: 10,
    keyword: keyword || undefined,
    statuses: kind === 'members' ? [1, 2] : [4],
  };
  return useQuery({
    queryKey: adminKeys.members(id, kind, keyword, page),
    queryFn: ({ signal }) => apiA.post<AdminMemberListResponse>(`${A}/${id}/getlist-with-answers`, body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/community/{id}/block?page&pageSize(10)&keyword. */
export function useBlacklist(id: number, keyword: string, page: number) {
  return useQuery({
    queryKey: adminKeys.blacklist(id, keyword, page),
    queryFn: ({ signal }) =>
      apiA.get<BlacklistResponse>(`${A}/${id}/block`, {
        query: { page, pageSize: 10, keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/community/{id}/terms. */
export function useAdminTerms(id: number) {
  return useQuery({
    queryKey: adminKeys.terms(id),
    queryFn: ({ signal }) => apiA.get<AdminTerms>(`${A}/${id}/terms`, { signal }),
  });
}

/** GET admin/community/{id}/question. */
export function useAdminQuestions(id: number) {
  return useQuery({
    queryKey: adminKeys.questions(id),
    queryFn: ({ signal }) =>
      apiA.get<AdminQuestionListResponse>(`${A}/${id}/question`, { query: { page: 1, pageSize: 100 }, signal }),
  });
}

/** GET admin/community/{id}/question-answers?memberId. */
export function useMemberAnswers(id: number, memberId: string | null) {
  return useQuery({
    queryKey: adminKeys.answers(id, memberId ?? ''),
    queryFn: ({ signal }) =>
      apiA.get<QuestionAnswersResponse>(`${A}/${id}/question-answers`, { query: { memberId }, signal }),
    enabled: !!memberId,
  });
}

/** GET admin/community/members_and_blocked?communityId&keyword (from 3 characters). */
export function useCommunityMemberSearch(id: number, keyword: string) {
  return useQuery({
    queryKey: adminKeys.userSearch(id, keyword),
    queryFn: ({ signal }) =>
      apiA.get<MembersAndBlockedResponse>(`${A}/members_and_blocked`, {
        query: { communityId: id, keyword, page: 1, pageSize: 50 },
        signal,
      }),
    enabled: keyword.trim().length >= 3,
  });
}

/** GET admin/community/{id}/moderation-log (administrators). */
export function useModerationLog(id: number, page: number) {
  return useQuery({
    queryKey: adminKeys.log(id, page),
    queryFn: ({ signal }) =>
      apiA.get<ModerationLogResponse>(`${A}/${id}/moderation-log`, { query: { page, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A mutation that refreshes the community's admin queries and the member-side caches after success. */
function useAdminMutation<TVars, TResult>(id: number, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.community(id) }),
        client.invalidateQueries({ queryKey: queryKeys.scope('communities') }),
      ]);
    },
  });
}

/** The admin actions of one community. */
export function useAdminActions(id: number) {
  return {
    setPostStatus: useAdminMutation(id, (v: { postId: number; status?: number; isFrozen?: boolean }) =>
      apiA.post<Post>(`${A}/${id}/post/${v.postId}/set-status`, { status: v.status, isFrozen: v.isFrozen }),
    ),
    decideReports: useAdminMutation(id, (v: { reportIds: number[]; isResolved: boolean }) =>
      apiA.delete<{ success: true }>(`${A}/${id}/post/report`, { body: v }),
    ),
    deleteReportedComment: useAdminMutation(id, (commentId: number) =>
      apiA.delete<{ success: true }>(`${A}/${id}/comment/${commentId}`),
    ),
    updateMember: useAdminMutation(id, (v: { userId: string; role?: number; status?: 2 }) =>
      apiA.put<CommunityMember>(`${A}/${id}/member/${v.userId}`, { role: v.role, status: v.status }),
    ),
    removeMember: useAdminMutation(id, (userId: string) =>
      apiA.delete<{ success: true }>(`${A}/${id}/member/${userId}`),
    ),
    addMembers: useAdminMutation(id, (userIds: string[]) =>
      apiA.post<{ success: true }>(`${A}/${id}/member`, { userIds }),
    ),
    block: useAdminMutation(id, (users: { userId: string; reason: string }[]) =>
      apiA.post<{ success: true }>(`${A}/${id}/block`, { users }),
    ),
    setBlockReason: useAdminMutation(id, (v: { userId: string; reason: string }) =>
      apiA.put<{ success: true }>(`${A}/${id}/block/${v.userId}`, { reason: v.reason }),
    ),
    unblock: useAdminMutation(id, (userIds: string[]) =>
      apiA.post<{ success: true }>(`${A}/${id}/unblock`, { userIds }),
    ),
    saveAbout: useAdminMutation(id, (about: string) =>
      apiA.put<{ id: number; about: string }>(`${A}/${id}/about`, { about }),
    ),
    saveTerms: useAdminMutation(id, (v: { agreement?: string; isRequireAgreement?: boolean }) =>
      apiA.put<AdminTerms>(`${A}/${id}/terms`, v),
    ),
    addQuestion: useAdminMutation(id, (q: JoinQuestionInput) =>
      apiA.post<AdminQuestionListResponse>(`${A}/${id}/question`, { communityQuestions: [q] }),
    ),
    editQuestion: useAdminMutation(id, (v: { id: number } & JoinQuestionInput) =>
      apiA.put<JoinQuestion>(`${A}/${id}/question/${v.id}`, { text: v.text, isRequiredAssets: v.isRequiredAssets }),
    ),
    deleteQuestion: useAdminMutation(id, (questionId: number) =>
      apiA.delete<{ success: true }>(`${A}/${id}/question/${questionId}`),
    ),
    setArchived: useAdminMutation(id, (isArchived: boolean) =>
      apiA.put<{ success: true }>(`${A}/${id}/archive`, { isArchived }),
    ),
  };
}

/** GET community/category: the category tree (the form checks leaf categories only). */
export function useCategoryTree() {
  return useQuery({
    queryKey: [...queryKeys.scope('community-admin'), 'categories'],
    queryFn: ({ signal }) =>
      apiA.get<CategoryListResponse>(`${V1}/community/category`, { signal }).then((r) => r.categories),
    staleTime: 5 * 60_000,
  });
}

/** GET community/post/tag (page size 100). */
export function useTagOptions() {
  return useQuery({
    queryKey: [...queryKeys.scope('community-admin'), 'tags'],
    queryFn: ({ signal }) =>
      apiA.get<{ tags: PostTag[]; totalItemCount: number }>(`${V1}/community/post/tag`, {
        query: { page: 1, pageSize: 100 },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** PUT admin/community/{id} (multipart: the community form and an optional imageFile). */
export function useSaveSettings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiA.put<CommunityDetailsResponse>(`${A}/${id}`, form),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.community(id) }),
        client.invalidateQueries({ queryKey: queryKeys.scope('communities') }),
      ]);
    },
  });
}
