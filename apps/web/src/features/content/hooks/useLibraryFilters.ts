/**
 * Library filters kept in the route and query string so links are shareable (spec 03 §2 Library
 * side menu). Category is the route segment (/news/{categoryId}, default all_categories); search,
 * tags, sort, type and the Bookmarked toggle are query parameters (q, tags=1,2, sort, type, fav=1).
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ContentQuery } from '../api/content-api';
import {
  type ContentKind,
  type ContentSort,
  DEFAULT_CATEGORY_KEY,
  DEFAULT_SORT,
  LIBRARY,
  RESOURCE_TYPES,
  type ResourceType,
  SORT_OPTIONS,
} from '../constants';

export interface LibraryFilters {
  categoryId: number | typeof DEFAULT_CATEGORY_KEY;
  search: string;
  tagIds: number[];
  sort: ContentSort;
  type?: ResourceType;
  onlyFavorites: boolean;
}

type FilterPatch = Partial<Omit<LibraryFilters, 'categoryId'>>;

function parseTags(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

/** Reads and updates the library filters of the current route. */
export function useLibraryFilters(kind: ContentKind) {
  const { categoryId: rawCategory } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();

  const filters = useMemo<LibraryFilters>(() => {
    const numeric = Number(rawCategory);
    const sort = params.get('sort');
    const type = params.get('type');
    return {
      categoryId: rawCategory && Number.isInteger(numeric) && numeric > 0 ? numeric : DEFAULT_CATEGORY_KEY,
      search: params.get('q') ?? '',
      tagIds: parseTags(params.get('tags')),
      sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as ContentSort) : DEFAULT_SORT,
      type: kind === 'resources' && RESOURCE_TYPES.some((o) => o.value === type) ? (type as ResourceType) : undefined,
      onlyFavorites: params.get('fav') === '1',
    };
  }, [rawCategory, params, kind]);

  /** Merges a patch into the query string (replace, so typing does not flood history). */
  const update = useCallback(
    (patch: FilterPatch) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ('search' in patch) set('q', patch.search?.trim() || undefined);
          if ('tagIds' in patch) set('tags', patch.tagIds?.length ? patch.tagIds.join(',') : undefined);
          if ('sort' in patch) set('sort', patch.sort && patch.sort !== DEFAULT_SORT ? patch.sort : undefined);
          if ('type' in patch) set('type', patch.type);
          if ('onlyFavorites' in patch) set('fav', patch.onlyFavorites ? '1' : undefined);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Chooses a category; choosing the current one again returns to all_categories (spec 03 §2). */
  const selectCategory = useCallback(
    (id: number | typeof DEFAULT_CATEGORY_KEY) => {
      const target = id === filters.categoryId ? DEFAULT_CATEGORY_KEY : id;
      const qs = params.toString();
      navigate(`${LIBRARY[kind].base}/${target}${qs ? `?${qs}` : ''}`);
    },
    [filters.categoryId, params, navigate, kind],
  );

  /** Clears every filter, the category included. */
  const clearAll = useCallback(
    () => navigate(`${LIBRARY[kind].base}/${DEFAULT_CATEGORY_KEY}`, { replace: true }),
    [navigate, kind],
  );

  const query = useMemo<ContentQuery>(
    () => ({
      search: filters.search || undefined,
      categoryId: filters.categoryId,
      tagIds: filters.tagIds.length ? filters.tagIds : undefined,
      type: filters.type,
      onlyFavorites: filters.onlyFavorites || undefined,
      sort: filters.sort,
    }),
    [filters],
  );

  return { filters, query, update, selectCategory, clearAll };
}
