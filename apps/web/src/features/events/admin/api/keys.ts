/** Query keys of staff events (issue 22). */
import type { EventAdminListQuery, EventAttendeesQuery } from '@portal/shared';
import { queryKeys } from '../../../../data';

const eventsAdminScope = queryKeys.scope('events-admin');

export const eventsAdminKeys = {
  all: eventsAdminScope,
  abilities: () => [...eventsAdminScope, 'abilities'] as const,
  lists: () => [...eventsAdminScope, 'list'] as const,
  list: (query: EventAdminListQuery) => [...eventsAdminScope, 'list', query] as const,
  event: (id: number) => [...eventsAdminScope, 'event', id] as const,
  attendees: (id: number, query?: EventAttendeesQuery) =>
    query
      ? ([...eventsAdminScope, 'attendees', id, query] as const)
      : ([...eventsAdminScope, 'attendees', id] as const),
  dietary: (id: number) => [...eventsAdminScope, 'dietary', id] as const,
  waitlist: (id: number) => [...eventsAdminScope, 'waitlist', id] as const,
  options: (kind: string) => [...eventsAdminScope, 'options', kind] as const,
  tags: () => [...eventsAdminScope, 'tags'] as const,
};
