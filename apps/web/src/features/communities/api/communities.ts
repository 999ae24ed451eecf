/**
 * Community queries and actions (spec 02 §7 Public community, Categories, FAQ; paths under
 * /api/v1, client A). Shapes are the shared zod contract (@portal/shared).
 */
import type {
  CategoryListResponse,
  Community,
  CommunityActionResponse,
  CommunityDetailsResponse,
  CommunityListInput,
  CommunityListResponse,
  CommunityMember,
  CommunityPreference,
  FaqItem,
  JoinQuestion,
} from '@portal/shared';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { COMMUNITY_UI } from '../constants';
import { communityKeys } from './keys';
import { queryKeys } from '../../../data';

const V1 = '/api/v1';

export type CommunityMenuItem = CommunityPreference['topJoined'][number];

/** POST community/getlist: communities the caller may see with the total (spec 02 §7). */
export function fetchCommunities(input: CommunityListInput, signal?: AbortSignal) {
  return apiA.post<CommunityListResponse>(`${V1}/community/getlist`, input, { signal });
}

/** The explore list for a filter set; the previous answer stays while the next loads. */
export function useCommunityList(input: CommunityListInput, enabled = true) {
  return useQuery({
    queryKey: communityKeys.list(input),
    queryFn: ({ signal }) => fetchCommunities(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST community/preference: topJoined, topModerated (sorted by name), joinedCount (spec 02 §3). */
export function useCommunityPreference() {
  return useQuery({
    queryKey: communityKeys.preference(),
    queryFn: ({ signal }) => apiA.post<CommunityPreference>(`${V1}/community/preference`, {}, { signal }),
    staleTime: 60_000,
  });
}

/** POST community/get-top-favorites: the caller's favourite communities (side menu, favourites page). */
export function useTopFavorites() {
  return useQuery({
    queryKey: communityKeys.topFavorites(),
    queryFn: ({ signal }) =>
      apiA.post<CommunityListResponse>(
        `${V1}/community/get-top-favorites`,
        { page: 1, pageSize: COMMUNITY_UI.explorePageSize },
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** GET community?alias=: community, role, permissions. 400/403/404 are final (error screens). */
export function useCommunityByAlias(alias: string | undefined) {
  return useQuery({
    queryKey: communityKeys.byAlias(alias ?? ''),
    queryFn: ({ signal }) => apiA.get<CommunityDetailsResponse>(`${V1}/community`, { query: { alias }, signal }),
    enabled: !!alias,
    retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
  });
}

/** GET community/{id}: used to resolve /community/{id} links to the alias route. */
export function useCommunityById(id: number | undefined) {
  return useQuery({
    queryKey: communityKeys.byId(id ?? 0),
    queryFn: ({ signal }) => apiA.get<CommunityDetailsResponse>(`${V1}/community/${id}`, { signal }),
    enabled: !!id,
    retry: false,
  });
}

/** GET community/{id}/about: the "Who are we?" HTML. */
export function useCommunityAbout(id: number | undefined) {
  return useQuery({
    queryKey: communityKeys.about(id ?? 0),
    queryFn: ({ signal }) => apiA.get<{ id: number; about: string | null }>(`${V1}/community/${id}/about`, { signal }),
    enabled: !!id,
  });
}

/** GET community/{id}/terms: the agreement shown by the join flow. */
export function fetchCommunityTerms(id: number) {
  return apiA.get<{ id: number; isRequireAgreement: boolean; agreement: string | null }>(`${V1}/community/${id}/terms`);
}

/** GET community/{id}/join/question: the join questions of a private, visible community. */
export function fetchJoinQuestions(id: number) {
  return apiA
    .get<{ communityQuestions: JoinQuestion[]; totalItemCount: number }>(`${V1}/community/${id}/join/question`)
    .then((r) => r.communityQuestions);
}

/** GET community/{id}/member: joined members, moderators first (spec 02 §2 members / key members). */
export function useCommunityMembers(id: number | undefined, keyword = '') {
  return useQuery({
    queryKey: communityKeys.members(id ?? 0, keyword),
    queryFn: ({ signal }) =>
      apiA.get<{ members: CommunityMember[]; totalItemCount: number }>(`${V1}/community/${id}/member`, {
        query: { page: 1, pageSize: COMMUNITY_UI.membersPageSize, keyword: keyword || undefined },
        signal,
      }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

/** GET community/category: top-level categories with subcategories (explore tree). */
export function useCommunityCategories() {
  return useQuery({
    queryKey: communityKeys.categories(),
    queryFn: ({ signal }) =>
      apiA.get<CategoryListResponse>(`${V1}/community/category`, { signal }).then((r) => r.categories),
    staleTime: 5 * 60_000,
  });
}

/** GET faq?page=1&pageSize=1000 (member FAQ). */
export function useFaq() {
  return useQuery({
    queryKey: communityKeys.faq(),
    queryFn: ({ signal }) =>
      apiA
        .get<{ faQs: FaqItem[]; totalItemCount: number }>(`${V1}/faq`, {
          query: { page: 1, pageSize: COMMUNITY_UI.faqPageSize },
          signal,
        })
        .then((r) => r.faQs.filter((item) => !item.isDeleted)),
  });
}

// ---------------------------------------------------------------- actions

type CommunityAction = 'add-to-favorite' | 'delete-from-favorite' | 'like' | 'dislike' | 'view';

/** POST community/{id}/{action}: favourite, like and view toggles. */
export function postCommunityAction(id: number, action: CommunityAction) {
  return apiA.post<CommunityActionResponse>(`${V1}/community/${id}/${action}`);
}

/** Answer of join, cancel, unjoin and send-files: the caller's state afterwards. */
export interface MembershipAnswer {
  communityId: number;
  status: Community['status'];
  isJoined: boolean;
  role: Community['role'];
}

/** PUT community/{id}/join {acceptTerms, answers}. */
export function joinCommunity(
  id: number,
  body: { acceptTerms: boolean; answers: { questionId: number; answer: string }[] },
) {
  return apiA.put<MembershipAnswer>(`${V1}/community/${id}/join`, body);
}

/** PUT community/{id}/join/question/{qid}/send-files (multipart `files`, one file). */
export function sendJoinFile(id: number, questionId: number, file: File) {
  const form = new FormData();
  form.append('files', file);
  return apiA.put<MembershipAnswer>(`${V1}/community/${id}/join/question/${questionId}/send-files`, form);
}

/** PUT community/{id}/join/cancel (after a failed join, or to withdraw a pending request). */
export function cancelJoin(id: number) {
  return apiA.put<MembershipAnswer>(`${V1}/community/${id}/join/cancel`);
}

/** PUT community/{id}/unjoin (leave). */
export function leaveCommunity(id: number) {
  return apiA.put<MembershipAnswer>(`${V1}/community/${id}/unjoin`);
}

/**
 * Applies a patch to every cached copy of a community (lists, details, favourites) so cards and
 * headers agree without a refetch.
 */
export function patchCommunityInCaches(queryClient: QueryClient, id: number, patch: Partial<Community>): void {
  const apply = (community: Community) => (community.id === id ? { ...community, ...patch } : community);
  queryClient.setQueriesData<CommunityListResponse>({ queryKey: communityKeys.lists() }, (old) =>
    old ? { ...old, communities: old.communities.map(apply) } : old,
  );
  queryClient.setQueriesData<CommunityListResponse>({ queryKey: communityKeys.topFavorites() }, (old) =>
    old?.communities ? { ...old, communities: old.communities.map(apply) } : old,
  );
  queryClient.setQueriesData<CommunityDetailsResponse>(
    { queryKey: [...queryKeys.scope('communities'), 'alias'] },
    (old) => (old && old.community.id === id ? { ...old, community: apply(old.community) } : old),
  );
}
