/**
 * The caller's waitlist of an event (issue 22, beyond the spec; server waitlist.service.ts):
 * GET /api/user/event/{id}/waitlist, POST /api/event/waitlist/join and /leave {ticketPriceId}.
 * Joining or leaving refetches the user's events, the event and its seats (refetchUserEvents).
 */
import { WAITLIST_PATHS, type WaitlistEntries } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { eventKeys } from './keys';
import { refetchUserEvents } from './tickets';

/** The caller's open entries (waiting with a position, or offered until a time) of an event. */
export function useMyWaitlist(eventId: number, enabled = true) {
  return useQuery({
    queryKey: eventKeys.waitlist(eventId),
    queryFn: ({ signal }) =>
      apiA.get<WaitlistEntries>(WAITLIST_PATHS.mine.replace('{id}', String(eventId)), { signal }),
    enabled,
  });
}

/** Join (`action` 'join') or leave ('leave') the line of one ticket type. */
export function useWaitlistAction(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ticketPriceId }: { action: 'join' | 'leave'; ticketPriceId: number }) =>
      apiA.post<WaitlistEntries>(WAITLIST_PATHS[action], { ticketPriceId }),
    onSuccess: async (data) => {
      queryClient.setQueryData(eventKeys.waitlist(eventId), data);
      await refetchUserEvents(queryClient, eventId);
    },
  });
}
