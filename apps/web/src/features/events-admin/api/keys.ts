/** Query keys of staff events (issue 22). */
import type { EventAdminListQuery, EventAttendeesQuery } from '@portal/shared';

export const eventsAdminKeys = {
  all: ['events-admin'] as const,
  abilities: () => ['events-admin', 'abilities'] as const,
  lists: () => ['events-admin', 'list'] as const,
  list: (query: EventAdminListQuery) => ['events-admin', 'list', query] as const,
  event: (id: number) => ['events-admin', 'event', id] as const,
  attendees: (id: number, query?: EventAttendeesQuery) =>
    query ? (['events-admin', 'attendees', id, query] as const) : (['events-admin', 'attendees', id] as const),
  dietary: (id: number) => ['events-admin', 'dietary', id] as const,
  waitlist: (id: number) => ['events-admin', 'waitlist', id] as const,
  options: (kind: string) => ['events-admin', 'options', kind] as const,
  tags: () => ['events-admin', 'tags'] as const,
};
