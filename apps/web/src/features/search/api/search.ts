/**
 * Global search data (issue 17; paths chosen, docs/spec-coverage.md): GET api/v1/search (dropdown
 * and tab counts), GET api/v1/search/{section} (a tab, 10 at a time, infinite), GET
 * api/v1/search/tags (the tag panel). Runs only with a non-empty keyword or a tag (spec 01 §5).
 * Query keys: ['search', 'summary', terms], ['search', section, terms], ['search', 'tags', terms].
 */
import {
  SEARCH_LIMITS,
  type SearchSection,
  type SearchSectionPage,
  type SearchSummary,
  type SearchTagPage,
} from '@portal/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

/** What is searched: a keyword, or the global search tag's id. */
export interface SearchTerms {
  keyword: string;
  tagId: number | null;
}

const PATH = '/api/v1/search';

const termsQuery = (t: SearchTerms) => (t.tagId ? { tagId: t.tagId } : { keyword: t.keyword.trim() });
const hasTerms = (t: SearchTerms) => t.tagId != null || t.keyword.trim().length > 0;

const searchScope = queryKeys.scope('search');

export const searchKeys = {
  summary: (t: SearchTerms) => [...searchScope, 'summary', termsQuery(t)] as const,
  section: (s: SearchSection, t: SearchTerms) => [...searchScope, s, termsQuery(t)] as const,
  tags: (t: SearchTerms) => [...searchScope, 'tags', termsQuery(t)] as const,
};

/** Two results and the total of each section (the dropdown, the tab counts). */
export function useSearchSummary(terms: SearchTerms) {
  return useQuery({
    queryKey: searchKeys.summary(terms),
    queryFn: ({ signal }) => apiA.get<SearchSummary>(PATH, { query: termsQuery(terms), signal, silent: true }),
    enabled: hasTerms(terms),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A section's results, a page at a time. */
export function useSearchSection(section: SearchSection, terms: SearchTerms, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKeys.section(section, terms),
    queryFn: ({ pageParam, signal }) =>
      apiA.get<SearchSectionPage>(`${PATH}/${section}`, {
        query: { ...termsQuery(terms), page: pageParam, pageSize: SEARCH_LIMITS.pageSize },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
      return loaded < last.totalItemCount && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: enabled && hasTerms(terms),
    staleTime: 30_000,
  });
}

/** The tags matching the keyword (all of them, up to 1000; the panel shows the first 150). */
export function useSearchTags(terms: SearchTerms) {
  return useQuery({
    queryKey: searchKeys.tags(terms),
    queryFn: ({ signal }) =>
      apiA.get<SearchTagPage>(`${PATH}/tags`, {
        query: { ...termsQuery(terms), page: 1, pageSize: SEARCH_LIMITS.tagsMax },
        signal,
        silent: true,
      }),
    enabled: hasTerms(terms),
    staleTime: 30_000,
  });
}
