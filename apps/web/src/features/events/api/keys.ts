/**
 * React Query keys of the events area. Everything starts with 'events' so one invalidation can
 * refresh the area; the caller's own events (upcoming, past, tickets) sit under ['events', 'mine']
 * so each ticket action refetches exactly the user's events (spec 03 §4 "Each success refetches
 * the user's events").
 */
import type { EventListInput } from '@portal/shared';
import { queryKeys } from '../../../data';

const eventScope = queryKeys.scope('events');

export const eventKeys = {
  all: eventScope,
  lists: () => [...eventScope, 'list'] as const,
  list: (input: EventListInput) => [...eventScope, 'list', input] as const,
  infinite: (input: EventListInput) => [...eventScope, 'list', 'infinite', input] as const,
  detail: (id: number) => [...eventScope, 'detail', id] as const,
  prices: (id: number) => [...eventScope, 'prices', id] as const,
  options: (kind: string) => [...eventScope, 'options', kind] as const,
  tags: (keyword: string) => [...eventScope, 'tags', keyword] as const,
  attachments: (id: number, kind: string) => [...eventScope, 'attachments', id, kind] as const,
  favourites: () => [...eventScope, 'favourites'] as const,
  mine: [...eventScope, 'mine'] as const,
  upcoming: (size: number) => [...eventScope, 'mine', 'upcoming', size] as const,
  upcomingInfinite: () => [...eventScope, 'mine', 'upcoming', 'infinite'] as const,
  pastInfinite: () => [...eventScope, 'mine', 'past', 'infinite'] as const,
  userTickets: (eventId: number) => [...eventScope, 'mine', 'tickets', eventId] as const,
  ticket: (ticketId: number) => [...eventScope, 'mine', 'ticket', ticketId] as const,
  refundQuote: (ticketId: number) => [...eventScope, 'mine', 'refund-quote', ticketId] as const,
  /** The caller's waitlist entries of an event (issue 22). */
  waitlist: (eventId: number) => [...eventScope, 'mine', 'waitlist', eventId] as const,
};
