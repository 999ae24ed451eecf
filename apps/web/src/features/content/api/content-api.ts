/**
 * Content service queries (spec 03 §7 News and resources; spec 01 §7-§8: base /api/content/,
 * the stored token as bearer, client-B answers to 401 and 500). Query keys live in `contentKeys`.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiB } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { LIBRARY_LIMITS, type ContentKind } from '../constants';
import {
  type ContentCategory,
  type ContentItem,
  type ContentLabel,
  type ContentSearchInput,
  type ContentSearchResult,
  itemCollection,
  type MemberPage,
  type MemberPageSummary,
} from './types';
import { queryKeys } from '../../../data';

const BASE = '/api/content';

export type ContentQuery = Omit<ContentSearchInput, 'page' | 'limit'>;

const contentScope = queryKeys.scope('content');

export const contentKeys = {
  all: contentScope,
  search: (kind: ContentKind, query: ContentQuery, limit: number) =>
    [...contentScope, kind, 'search', query, limit] as const,
  item: (kind: ContentKind, id: string) => [...contentScope, kind, 'item', id] as const,
  tags: () => [...contentScope, 'tags'] as const,
  categories: (kind: ContentKind) => [...contentScope, kind, 'categories'] as const,
  pages: () => [...contentScope, 'pages'] as const,
  page: (id: string) => [...contentScope, 'pages', id] as const,
};

/** SEARCH /api/content/{news|resources}: one page of items and the total count. */
export function searchContent(kind: ContentKind, input: ContentSearchInput, signal?: AbortSignal) {
  return apiB.search<ContentSearchResult>(`${BASE}/${kind}`, input, { signal });
}

/**
 * Infinite list of a library or of the favourites (page size 8, spec 03 §9); the next page exists
 * while fewer than total_count items are loaded.
 */
export function useContentInfinite(kind: ContentKind, query: ContentQuery, enabled = true) {
  const limit = LIBRARY_LIMITS.pageSize;
  return useInfiniteQuery({
    queryKey: contentKeys.search(kind, query, limit),
    queryFn: ({ pageParam, signal }) => searchContent(kind, { ...query, page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.meta.total_count && last.data.length > 0 ? pages.length + 1 : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One page of items (home dashboard: page 1, limit 4, newest first; spec 03 §7). */
export function useContentPage(kind: ContentKind, query: ContentQuery, limit: number) {
  return useQuery({
    queryKey: contentKeys.search(kind, query, limit),
    queryFn: ({ signal }) => searchContent(kind, { ...query, page: 1, limit }, signal),
  });
}

/** GET items/{news|resource}/{id}; a 404 (not visible to this user) is final. */
export function useContentItem(kind: ContentKind, id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.item(kind, id ?? ''),
    queryFn: ({ signal }) =>
      apiB.get<{ data: ContentItem }>(`${BASE}/items/${itemCollection(kind)}/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
    retry: false,
  });
}

/** True when the error means "not visible / does not exist" (an id that is not a number too). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 400);
}

/** GET items/tag: every tag (id, label). */
export function useContentTags() {
  return useQuery({
    queryKey: contentKeys.tags(),
    queryFn: ({ signal }) => apiB.get<{ data: ContentLabel[] }>(`${BASE}/items/tag`, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** GET items/category filtered by type (NewsCategories or ResourceCategories), sorted by label. */
export function useContentCategories(kind: ContentKind) {
  const type = kind === 'news' ? 'NewsCategories' : 'ResourceCategories';
  return useQuery({
    queryKey: contentKeys.categories(kind),
    queryFn: ({ signal }) =>
      apiB
        .get<{ data: ContentCategory[] }>(`${BASE}/items/category`, { query: { 'filter[type][_eq]': type }, signal })
        .then((r) => [...r.data].sort((a, b) => a.label.localeCompare(b.label))),
    staleTime: 5 * 60_000,
  });
}

/** GET items/page filtered by membersOnly with fields id,name (spec 03 §6). */
export function useMemberPages() {
  return useQuery({
    queryKey: contentKeys.pages(),
    queryFn: ({ signal }) =>
      apiB
        .get<{ data: MemberPageSummary[] }>(`${BASE}/items/page`, {
          query: { 'filter[membersOnly][_eq]': 'true', fields: 'id,name' },
          signal,
        })
        .then((r) => r.data),
  });
}

/** GET items/page/{id}: one member-only page with its content. */
export function useMemberPage(id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.page(id ?? ''),
    queryFn: ({ signal }) => apiB.get<{ data: MemberPage }>(`${BASE}/items/page/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
    retry: false,
  });
}
