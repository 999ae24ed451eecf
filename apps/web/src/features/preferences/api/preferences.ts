/**
 * Interests, communication preferences and 'Find an OT' calls (issue 16; spec 03 §7 Settings,
 * preferences and membership; the Find an OT paths are chosen, see docs/spec-coverage.md). Query
 * keys start with 'preferences'. A segment change also refreshes the content lists (their keys
 * start with 'content'): which segment-restricted news and resources the member sees changes.
 */
import type {
  FindAnOtListing,
  FindAnOtListingInput,
  FindAnOtOptions,
  FindAnOtSearchAnswer,
  SegmentItem,
  SegmentType,
  UserSegment,
  UserSegmentCategory,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

/** The public search's query as the page builds it. */
export interface PublicSearch {
  q?: string;
  areaOfPracticeId?: number;
  fundingSchemeId?: number;
  page: number;
  size: number;
}

/** Which choice list a segment belongs to on these pages. */
export type ChoiceKind = 'interests' | 'commprefs';

const preferencesScope = queryKeys.scope('preferences');

export const preferencesKeys = {
  all: preferencesScope,
  choices: (kind: ChoiceKind) => [...preferencesScope, 'choices', kind] as const,
  segmentType: (type: SegmentType) => [...preferencesScope, 'segment-type', type] as const,
  findAnOt: () => [...preferencesScope, 'find-an-ot'] as const,
  publicOptions: () => [...preferencesScope, 'public-find-an-ot', 'options'] as const,
  publicSearch: (query: PublicSearch) => [...preferencesScope, 'public-find-an-ot', 'search', query] as const,
};

/** GET api/user/segment/interests or GET /api/user/segment/commprefs. */
export function useSegmentChoices(kind: ChoiceKind) {
  return useQuery({
    queryKey: preferencesKeys.choices(kind),
    queryFn: ({ signal }) => apiA.get<UserSegmentCategory[]>(`/api/user/segment/${kind}`, { signal }),
  });
}

/** GET /api/user/segment/{segmentType}: areas of practice or funding schemes. */
export function useSegmentsOfType(type: SegmentType) {
  return useQuery({
    queryKey: preferencesKeys.segmentType(type),
    queryFn: ({ signal }) => apiA.get<SegmentItem[]>(`/api/user/segment/${type}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST (add) or DELETE (remove) api/user/segment/{id}. One mutation per item, so each item shows its
 * own loading state (spec 03 §4). On success the item's choice is written into the list's cache and
 * the content lists are refreshed.
 */
export function useToggleSegment(kind: ChoiceKind, segmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      add
        ? apiA.post<UserSegment>(`/api/user/segment/${segmentId}`)
        : apiA.delete<UserSegment>(`/api/user/segment/${segmentId}`),
    onSuccess: (segment) => {
      client.setQueryData<UserSegmentCategory[]>(preferencesKeys.choices(kind), (old) =>
        old?.map((category) => ({
          ...category,
          segments: category.segments.map((s) =>
            s.segmentId === segment.segmentId ? { ...s, selected: segment.selected } : s,
          ),
        })),
      );
      void client.invalidateQueries({ queryKey: queryKeys.scope('content') });
      void client.invalidateQueries({ queryKey: [...queryKeys.scope('account'), 'current'] });
    },
  });
}

/** GET /api/user/find-an-ot: the caller's listing. */
export function useFindAnOtListing() {
  return useQuery({
    queryKey: preferencesKeys.findAnOt(),
    queryFn: ({ signal }) => apiA.get<FindAnOtListing>('/api/user/find-an-ot', { signal }),
  });
}

/** PUT /api/user/find-an-ot. */
export function useSaveFindAnOt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FindAnOtListingInput) => apiA.put<FindAnOtListing>('/api/user/find-an-ot', input),
    onSuccess: (listing) => {
      client.setQueryData(preferencesKeys.findAnOt(), listing);
      void client.invalidateQueries({ queryKey: [...queryKeys.scope('preferences'), 'public-find-an-ot'] });
    },
  });
}

/** GET /api/public/find-an-ot/options (no session). */
export function usePublicFindAnOtOptions() {
  return useQuery({
    queryKey: preferencesKeys.publicOptions(),
    queryFn: ({ signal }) => apiA.get<FindAnOtOptions>('/api/public/find-an-ot/options', { signal, skipAuth: true }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/public/find-an-ot (no session); the previous page stays while the next loads. */
export function usePublicFindAnOt(query: PublicSearch) {
  return useQuery({
    queryKey: preferencesKeys.publicSearch(query),
    queryFn: ({ signal }) =>
      apiA.get<FindAnOtSearchAnswer>('/api/public/find-an-ot', { signal, skipAuth: true, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
