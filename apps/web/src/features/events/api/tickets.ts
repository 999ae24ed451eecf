/**
 * The caller's events and tickets (spec 03 §7: POST /api/user/upcomingevents and pastevents,
 * GET /api/user/event/{id}/tickets, GET /api/ticket/{id}, GET /api/ticket/{id}/refund-quote) and
 * the ticket actions (POST /api/event/register, /api/ticket/cancel, /api/ticket/nominatesubstitute,
 * /api/ticket/update). Every successful action refetches the user's events (spec 03 §4).
 */
import type {
  EventListResponse,
  EventRegisterInput,
  NominateSubstituteInput,
  RefundQuote,
  TicketCancelResponse,
  TicketDetails,
  TicketUpdateInput,
  UserTicket,
  UserTicketsResponse,
} from '@portal/shared';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { EVENTS_UI } from '../constants';
import { eventKeys } from './keys';

/** POST /api/user/upcomingevents {page, size}: events the caller is going to, soonest first. */
export function fetchUpcoming(page: number, size: number, signal?: AbortSignal) {
  return apiA.post<EventListResponse>('/api/user/upcomingevents', { page, size }, { signal });
}

/** POST /api/user/pastevents {page, size}: ended events the caller went to, latest first. */
export function fetchPast(page: number, size: number, signal?: AbortSignal) {
  return apiA.post<EventListResponse>('/api/user/pastevents', { page, size }, { signal });
}

/** The first `size` upcoming events (events home: 2; home dashboard: 3). */
export function useUpcomingEvents(size: number) {
  return useQuery({
    queryKey: eventKeys.upcoming(size),
    queryFn: ({ signal }) => fetchUpcoming(1, size, signal),
  });
}

/** Attending (Going list) or past events with infinite scroll (pages of 20). */
export function useMyEventsInfinite(which: 'upcoming' | 'past') {
  const size = EVENTS_UI.pageSize;
  return useInfiniteQuery({
    queryKey: which === 'upcoming' ? eventKeys.upcomingInfinite() : eventKeys.pastInfinite(),
    queryFn: ({ pageParam, signal }) => (which === 'upcoming' ? fetchUpcoming : fetchPast)(pageParam, size, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * size < last.totalItems ? pages.length + 1 : undefined),
  });
}

/** GET /api/user/event/{id}/tickets?page&size: the caller's tickets of one event (Active first). */
export function useUserTickets(eventId: number | undefined, size = 100, enabled = true) {
  return useQuery({
    queryKey: [...eventKeys.userTickets(eventId ?? 0), size],
    queryFn: ({ signal }) =>
      apiA.get<UserTicketsResponse>(`/api/user/event/${eventId}/tickets`, { query: { page: 1, size }, signal }),
    enabled: !!eventId && enabled,
  });
}

/** GET /api/ticket/{id}: one ticket and its event. */
export function useTicket(ticketId: number | null | undefined) {
  return useQuery({
    queryKey: eventKeys.ticket(ticketId ?? 0),
    queryFn: ({ signal }) => apiA.get<TicketDetails>(`/api/ticket/${ticketId}`, { signal }),
    enabled: !!ticketId,
  });
}

/** GET /api/ticket/{id}/refund-quote: the refund cancelling now would give (server computes). */
export function useRefundQuote(ticketId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: eventKeys.refundQuote(ticketId ?? 0),
    queryFn: ({ signal }) => apiA.get<RefundQuote>(`/api/ticket/${ticketId}/refund-quote`, { signal }),
    enabled: !!ticketId && enabled,
    staleTime: 0,
  });
}

/** POST /api/event/register {ticketPriceId, userId}: a free ticket at once. */
export function registerForEvent(input: EventRegisterInput) {
  return apiA.post<UserTicket>('/api/event/register', input);
}

/** POST /api/ticket/cancel {ticketId}. */
export function cancelTicket(ticketId: number) {
  return apiA.post<TicketCancelResponse>('/api/ticket/cancel', { ticketId });
}

/** POST /api/ticket/nominatesubstitute with the nominee fields. */
export function nominateSubstitute(input: NominateSubstituteInput) {
  return apiA.post<UserTicket>('/api/ticket/nominatesubstitute', input);
}

/** POST /api/ticket/update with the dietary fields (an empty list is sent as null). */
export function updateTicketDietary(input: TicketUpdateInput) {
  const list = input.dietaryRequirements;
  return apiA.post<UserTicket>('/api/ticket/update', {
    ...input,
    dietaryRequirements: list && list.length > 0 ? list : null,
  });
}

/**
 * After a ticket changes: the user's events and tickets, the lists (userTicketId on cards), the
 * event's details and its seats are fetched again.
 */
export function refetchUserEvents(queryClient: QueryClient, eventId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.mine }),
    queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.favourites() }),
    eventId ? queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }) : null,
    eventId ? queryClient.invalidateQueries({ queryKey: eventKeys.prices(eventId) }) : null,
  ]);
}
