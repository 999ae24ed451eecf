/**
 * Event queries (spec 03 §7 Events and tickets; client A, bearer session): the list (listing,
 * home sections and the calendar), details, ticket prices, filter options, tags and attachments.
 * Shapes are the shared zod contract (@portal/shared).
 */
import type {
  EventAttachment,
  EventAttachmentKind,
  EventDetails,
  EventListInput,
  EventListResponse,
  EventOption,
  EventTicketPrice,
} from '@portal/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { EVENTS_UI } from '../constants';
import { eventKeys } from './keys';

/** POST /api/event/list: a page of events (page, size default 20, sortOrder asc, filters). */
export function fetchEvents(input: EventListInput, signal?: AbortSignal): Promise<EventListResponse> {
  return apiA.post<EventListResponse>(
    '/api/event/list',
    { sortOrder: 'asc', isActiveEvent: null, ...input },
    { signal },
  );
}

/** One page of the list (home sections, calendar); the previous answer stays while the next loads. */
export function useEventList(input: EventListInput, enabled = true) {
  return useQuery({
    queryKey: eventKeys.list(input),
    queryFn: ({ signal }) => fetchEvents(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The listing with "load more" pages of 20 (spec 03 §2 Discover events). */
export function useInfiniteEvents(input: Omit<EventListInput, 'page'>) {
  const size = input.size ?? EVENTS_UI.pageSize;
  return useInfiniteQuery({
    queryKey: eventKeys.infinite({ ...input, size }),
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...input, size, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * size < last.totalItems ? pages.length + 1 : undefined),
  });
}

/** GET /api/Event/{id}: event details. A 404 is final (no retry). */
export function useEventDetails(id: number | undefined) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiA.get<EventDetails>(`/api/Event/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
  });
}

/** GET /api/event/{id}/tickets: the ticket prices (types) with soldOut and remaining seats. */
export function fetchTicketPrices(eventId: number, signal?: AbortSignal): Promise<EventTicketPrice[]> {
  return apiA.get<EventTicketPrice[]>(`/api/event/${eventId}/tickets`, { signal });
}

/** The ticket prices of an event (Registration card). */
export function useTicketPrices(eventId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: eventKeys.prices(eventId ?? 0),
    queryFn: ({ signal }) => fetchTicketPrices(eventId as number, signal),
    enabled: !!eventId && enabled,
  });
}

export type EventOptionKind = 'types' | 'categories' | 'locations' | 'whenfilter';

/** GET /api/event/{types|categories|locations|whenfilter}: `{id, label}` options (kept 5 minutes). */
export function useEventOptions(kind: EventOptionKind, enabled = true) {
  return useQuery({
    queryKey: eventKeys.options(kind),
    queryFn: ({ signal }) => apiA.get<EventOption[]>(`/api/event/${kind}`, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** GET /api/tag/tags?keyword: tags whose label matches (the filter's tag list). */
export function useEventTags(keyword: string, enabled = true) {
  return useQuery({
    queryKey: eventKeys.tags(keyword),
    queryFn: ({ signal }) =>
      apiA
        .get<{ tags: EventOption[]; totalItemCount: number }>('/api/tag/tags', {
          query: { keyword: keyword || undefined, pageSize: EVENTS_UI.tagChipCap },
          signal,
        })
        .then((answer) => answer.tags),
    staleTime: 60_000,
    enabled,
  });
}

/** GET /api/event/{id}/{docs|links}: attachments (only when the attachments sub-feature is on). */
export function useEventAttachments(eventId: number, kind: EventAttachmentKind, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.attachments(eventId, kind),
    queryFn: ({ signal }) => apiA.get<EventAttachment[]>(`/api/event/${eventId}/${kind}`, { signal }),
    enabled,
  });
}

/** A file of the API as a Blob (attachments, .ics files), with the session's bearer. */
export function fetchBlob(path: string, query?: Record<string, string>): Promise<Blob> {
  return apiA.get<Blob>(path, { responseType: 'blob', query });
}
