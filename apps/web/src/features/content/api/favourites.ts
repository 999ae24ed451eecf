/**
 * Favourite news and resources (spec 03 §7: GET api/v1/{news|resource}/favorite with page and
 * pageSize 1000, POST api/v1/{news|resource}/{id}/add-to-favorite and delete-from-favorite; §4
 * Favourite toggle: debounced 500 ms, then sent, a success message, lists reloaded; §8 messages).
 */
import { LIMITS } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useDebouncedToggle } from '../../../lib/hooks/useDebouncedToggle';
import { LIBRARY_LIMITS, type ContentKind, FAVOURITE_TEXT } from '../constants';
import { itemCollection } from './types';
import { queryKeys } from '../../../data';

const favouriteScope = queryKeys.scope('content');

export const favouriteKeys = {
  ids: (kind: ContentKind) => [...favouriteScope, kind, 'favourite-ids'] as const,
};

/** The ids the user has bookmarked in one library. */
export function useFavouriteIds(kind: ContentKind) {
  return useQuery({
    queryKey: favouriteKeys.ids(kind),
    queryFn: async () => {
      const path = `/api/v1/${itemCollection(kind)}/favorite`;
      const query = { page: 1, pageSize: LIBRARY_LIMITS.favouritesFetchSize };
      if (kind === 'news') return (await apiA.get<{ favoriteNewsIds: number[] }>(path, { query })).favoriteNewsIds;
      return (await apiA.get<{ favoriteResourcesIds: number[] }>(path, { query })).favoriteResourcesIds;
    },
    staleTime: 60_000,
  });
}

/**
 * Optimistic bookmark toggle for one item (`useDebouncedToggle`): clicks flip the shown state at
 * once; 500 ms after the last click the final state is sent if it differs from the server's. On
 * failure the state goes back and "Error adding to favorites: {reason}" (or removing) is shown.
 */
export function useFavouriteToggle(kind: ContentKind, id: number) {
  const queryClient = useQueryClient();
  const { data: ids } = useFavouriteIds(kind);
  const { value, toggle } = useDebouncedToggle({
    value: ids?.includes(id) ?? false,
    delayMs: LIMITS.favouriteDebounceMs,
    send: async (next) => {
      const action = next ? 'add-to-favorite' : 'delete-from-favorite';
      await apiA.post<unknown>(`/api/v1/${itemCollection(kind)}/${id}/${action}`);
      queryClient.setQueryData<number[]>(favouriteKeys.ids(kind), (old = []) =>
        next ? [...new Set([...old, id])] : old.filter((x) => x !== id),
      );
      toastSuccess(next ? FAVOURITE_TEXT.added : FAVOURITE_TEXT.removed);
      // Bookmarked lists (library toggle, My Favourites) reload; other lists only re-read the ids.
      void queryClient.invalidateQueries({
        predicate: (q) => {
          const [root, queryKind, type, query] = q.queryKey as [string, string, string, { onlyFavorites?: boolean }?];
          return root === 'content' && queryKind === kind && type === 'search' && !!query?.onlyFavorites;
        },
      });
    },
    onError: (next, error) =>
      toastError(`${next ? FAVOURITE_TEXT.addError : FAVOURITE_TEXT.removeError} ${errorMessage(error)}`),
  });
  return { isFavourite: value, toggle };
}
