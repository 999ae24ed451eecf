/**
 * Explore filters (spec 02 §2 Explore communities): keyword, categories, the joined switch and
 * the Favourites toggle. The onlyJoined and onlyFavorite query parameters preset the filters;
 * changes show at once on the controls and reach the list (and the query string) 800 ms after the
 * last one (spec 02 §9 explore filters debounce).
 */
import type { CommunityListInput } from '@portal/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMMUNITY_UI } from '../constants';

export interface ExploreFilters {
  keyword: string;
  categoryIds: number[];
  tagIds: number[];
  communityIds: number[];
  onlyJoined: boolean;
  onlyFavorite: boolean;
}

function idList(params: URLSearchParams, key: string): number[] {
  const ids = (params.get(key) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

function parse(params: URLSearchParams): ExploreFilters {
  return {
    keyword: params.get('keyword') ?? '',
    categoryIds: idList(params, 'categoryIds'),
    tagIds: idList(params, 'tagIds'),
    communityIds: idList(params, 'communityIds'),
    onlyJoined: params.get('onlyJoined') === 'true',
    onlyFavorite: params.get('onlyFavorite') === 'true',
  };
}

function serialize(filters: ExploreFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword.trim()) params.set('keyword', filters.keyword.trim());
  if (filters.categoryIds.length) params.set('categoryIds', filters.categoryIds.join(','));
  if (filters.tagIds.length) params.set('tagIds', filters.tagIds.join(','));
  if (filters.communityIds.length) params.set('communityIds', filters.communityIds.join(','));
  if (filters.onlyJoined) params.set('onlyJoined', 'true');
  if (filters.onlyFavorite) params.set('onlyFavorite', 'true');
  return params.toString();
}

/** The shown filters, the applied (debounced) request and `update`. */
export function useExploreFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ExploreFilters>(() => parse(params));
  const [applied, setApplied] = useState<ExploreFilters>(filters);
  const written = useRef(params.toString());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A link from elsewhere (side menu "See all", back navigation) resets the filters at once.
  useEffect(() => {
    const current = params.toString();
    if (current === written.current) return;
    written.current = current;
    if (timer.current) clearTimeout(timer.current);
    const next = parse(params);
    setFilters(next);
    setApplied(next);
  }, [params]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  const update = useCallback(
    (patch: Partial<ExploreFilters>) => {
      const next = { ...filtersRef.current, ...patch };
      filtersRef.current = next;
      setFilters(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        setApplied(next);
        const qs = serialize(next);
        written.current = qs;
        setParams(new URLSearchParams(qs), { replace: true });
      }, COMMUNITY_UI.exploreDebounceMs);
    },
    [setParams],
  );

  const request = useMemo<CommunityListInput>(
    () => ({
      page: 1,
      pageSize: COMMUNITY_UI.explorePageSize,
      keyword: applied.keyword.trim() || undefined,
      categoryIds: applied.categoryIds.length ? applied.categoryIds : undefined,
      tagIds: applied.tagIds.length ? applied.tagIds : undefined,
      communityIds: applied.communityIds.length ? applied.communityIds : undefined,
      onlyJoined: applied.onlyJoined || undefined,
      onlyFavorite: applied.onlyFavorite || undefined,
    }),
    [applied],
  );

  return { filters, request, update, isSettling: filters !== applied };
}
