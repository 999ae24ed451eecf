/**
 * Staff events calls (issue 22) under /api/v1/admin/events: the lists, one event, save (POST new /
 * PUT existing), publish (now or scheduled), unpublish, duplicate, cancel, attendees, the dietary
 * summary, the waitlist, the CSV export (fetched as a Blob), check-in and file uploads. Every write refreshes the
 * staff lists and drops the member-facing events caches.
 */
import type {
  EventAdminDetails,
  EventAdminFile,
  EventAdminListQuery,
  EventAdminListResponse,
  EventAdminWrite,
  EventAttendee,
  EventAttendeesQuery,
  EventAttendeesResponse,
  EventCancelResult,
  EventDietarySummary,
  EventOption,
  StaffWaitlist,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download';
import { eventsAdminKeys } from './keys';
import { queryKeys } from '../../../../data';

export const EVENTS_ADMIN_API = '/api/v1/admin/events';
const BASE = EVENTS_ADMIN_API;

/** `{ canManageEvents }` of the current user (cached 5 minutes). */
export function useEventsAbilities() {
  return useQuery({
    queryKey: eventsAdminKeys.abilities(),
    queryFn: ({ signal }) =>
      apiA.get<{ data: { canManageEvents: boolean } }>(`${BASE}/abilities`, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** One page of a staff list: `{ data, meta: { total_count } }`. */
export function useAdminEvents(query: EventAdminListQuery) {
  return useQuery({
    queryKey: eventsAdminKeys.list(query),
    queryFn: ({ signal }) => apiA.get<EventAdminListResponse>(BASE, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One event in the staff view; a 404 is final. */
export function useAdminEvent(id: number | undefined) {
  return useQuery({
    queryKey: eventsAdminKeys.event(id ?? 0),
    queryFn: ({ signal }) => apiA.get<{ data: EventAdminDetails }>(`${BASE}/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });
}

/** Event types, categories or locations (`{id, label}`), as the member filters list them. */
export function useOptionList(kind: 'types' | 'categories' | 'locations') {
  return useQuery({
    queryKey: eventsAdminKeys.options(kind),
    queryFn: ({ signal }) => apiA.get<EventOption[]>(`/api/event/${kind}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The tag catalogue (first 150 tags). */
export function useTagList() {
  return useQuery({
    queryKey: eventsAdminKeys.tags(),
    queryFn: ({ signal }) =>
      apiA.get<{ tags: EventOption[] }>('/api/tag/tags', { query: { pageSize: 150 }, signal }).then((r) => r.tags),
    staleTime: 5 * 60_000,
  });
}

function useAfterWrite() {
  const client = useQueryClient();
  return (event?: EventAdminDetails) => {
    if (event) client.setQueryData(eventsAdminKeys.event(event.id), event);
    void client.invalidateQueries({ queryKey: eventsAdminKeys.lists() });
    void client.invalidateQueries({ queryKey: queryKeys.scope('events') });
  };
}

/** POST (new) or PUT (existing). Answers the saved event. */
export function useSaveEvent() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: EventAdminWrite }) =>
      (id === undefined
        ? apiA.post<{ data: EventAdminDetails }>(BASE, values)
        : apiA.put<{ data: EventAdminDetails }>(`${BASE}/${id}`, values)
      ).then((r) => r.data),
    onSuccess: afterWrite,
  });
}

export type EventAction = 'publish' | 'unpublish' | 'duplicate';

/** Publish (with `publishAt`: scheduled), unpublish or duplicate. Answers the (new) event. */
export function useEventAction() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, action, publishAt }: { id: number; action: EventAction; publishAt?: string | null }) =>
      apiA
        .post<{ data: EventAdminDetails }>(`${BASE}/${id}/${action}`, action === 'publish' ? { publishAt } : {})
        .then((r) => r.data),
    onSuccess: (event) => afterWrite(event),
  });
}

/** Cancels the event (every ticket refunded in full, holders mailed). */
export function useCancelEvent() {
  const afterWrite = useAfterWrite();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiA.post<{ data: EventCancelResult }>(`${BASE}/${id}/cancel`, {}).then((r) => r.data),
    onSuccess: (result) => {
      afterWrite();
      void client.invalidateQueries({ queryKey: eventsAdminKeys.event(result.eventId) });
      void client.invalidateQueries({ queryKey: eventsAdminKeys.attendees(result.eventId) });
    },
  });
}

/** One page of an event's attendees. */
export function useAttendees(id: number, query: EventAttendeesQuery, enabled = true) {
  return useQuery({
    queryKey: eventsAdminKeys.attendees(id, query),
    queryFn: ({ signal }) =>
      apiA.get<EventAttendeesResponse>(`${BASE}/${id}/attendees`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The Active ticket of an event with exactly this ticket number (a scanned QR code), or null. */
export async function findTicketByNumber(id: number, ticketNumber: string): Promise<EventAttendee | null> {
  const page = await apiA.get<EventAttendeesResponse>(`${BASE}/${id}/attendees`, {
    query: { search: ticketNumber, status: 'Active', page: 1, limit: 5 },
  });
  return page.data.find((a) => a.ticketNumber.toUpperCase() === ticketNumber.toUpperCase()) ?? null;
}

/** The dietary summary of an event's Active tickets. */
export function useDietarySummary(id: number) {
  return useQuery({
    queryKey: eventsAdminKeys.dietary(id),
    queryFn: ({ signal }) =>
      apiA.get<{ data: EventDietarySummary }>(`${BASE}/${id}/dietary-summary`, { signal }).then((r) => r.data),
  });
}

/** The open waitlist of an event (offers first, then the line, per ticket type). */
export function useStaffWaitlist(id: number) {
  return useQuery({
    queryKey: eventsAdminKeys.waitlist(id),
    queryFn: ({ signal }) =>
      apiA.get<{ data: StaffWaitlist }>(`${BASE}/${id}/waitlist`, { signal }).then((r) => r.data),
  });
}

/** Checks a ticket in; refreshes the attendee list. */
export function useCheckIn(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) =>
      apiA.post<{ data: EventAttendee }>(`${BASE}/${eventId}/checkin`, { ticketId }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: eventsAdminKeys.attendees(eventId) }),
  });
}

/** Downloads the attendee CSV of an event. */
export async function downloadAttendeesCsv(id: number, title: string): Promise<void> {
  const blob = await apiA.get<Blob>(`${BASE}/${id}/attendees.csv`, { responseType: 'blob' });
  const slug =
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  saveBlob(blob, `attendees-${slug}.csv`);
}

/** Uploads files (images or documents); answers the stored files. */
export async function uploadEventFiles(files: File[]): Promise<EventAdminFile[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return apiA.post<{ data: EventAdminFile[] }>(`${BASE}/files`, form).then((r) => r.data);
}
