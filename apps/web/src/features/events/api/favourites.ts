/**
 * Favourite events (spec 03 §2 Favourites, §4 Favourite toggle, §7: GET api/favourite/events,
 * POST and DELETE api/favourite/event/{id}; §8 Favourites messages).
 *
 * The toggle is optimistic and debounced 500 ms: clicks flip the shown state at once; 500 ms after
 * the last click the final state is sent if it differs from the server's, then a success message
 * is shown and the favourites list reloads. Cards read the server's `isFavourite`, overridden by
 * the states this session has saved (one small cache entry), so every card of the same event agrees
 * without refetching the lists.
 */
import type { EventListResponse } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useDebouncedToggle } from '../../../lib/hooks/useDebouncedToggle';
import { EVENTS_UI, FAVOURITE_TEXT } from '../constants';
import { eventKeys } from './keys';

const SAVED_KEY = ['events', 'favourite-saved'] as const;
type SavedStates = Record<number, boolean>;

/** GET api/favourite/events?page=1&size=1000: the caller's favourite events. */
export function useFavouriteEvents() {
  return useQuery({
    queryKey: eventKeys.favourites(),
    queryFn: ({ signal }) =>
      apiA.get<EventListResponse>('/api/favourite/events', {
        query: { page: 1, size: EVENTS_UI.favouritesFetchSize },
        signal,
      }),
  });
}

/** The favourite toggle of one event (`useDebouncedToggle`); `serverValue` is the event's `isFavourite` as loaded. */
export function useFavouriteEventToggle(eventId: number, serverValue: boolean) {
  const queryClient = useQueryClient();
  const { data: savedStates } = useQuery<SavedStates>({
    queryKey: SAVED_KEY,
    queryFn: () => ({}),
    initialData: {},
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { value, toggle } = useDebouncedToggle({
    value: savedStates[eventId] ?? serverValue,
    delayMs: EVENTS_UI.favouriteDebounceMs,
    send: async (next) => {
      if (next) await apiA.post<unknown>(`/api/favourite/event/${eventId}`);
      else await apiA.delete<unknown>(`/api/favourite/event/${eventId}`);
      queryClient.setQueryData<SavedStates>(SAVED_KEY, (old = {}) => ({ ...old, [eventId]: next }));
      toastSuccess(next ? FAVOURITE_TEXT.added : FAVOURITE_TEXT.removed);
      void queryClient.invalidateQueries({ queryKey: eventKeys.favourites() });
    },
    onError: (next, error) =>
      toastError(`${next ? FAVOURITE_TEXT.addError : FAVOURITE_TEXT.removeError} ${errorMessage(error)}`),
  });
  return { isFavourite: value, toggle };
}
