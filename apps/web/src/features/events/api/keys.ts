/**
 * React Query keys of the events area. Everything starts with 'events' so one invalidation can
 * refresh the area; the caller's own events (upcoming, past, tickets) sit under ['events', 'mine']
 * so each ticket action refetches exactly the user's events (spec 03 §4 "Each success refetches
 * the user's events").
 */
import type { EventListInput } from '@portal/shared';

export const eventKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (input: EventListInput) => ['events', 'list', input] as const,
  infinite: (input: EventListInput) => ['events', 'list', 'infinite', input] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
  prices: (id: number) => ['events', 'prices', id] as const,
  options: (kind: string) => ['events', 'options', kind] as const,
  tags: (keyword: string) => ['events', 'tags', keyword] as const,
  attachments: (id: number, kind: string) => ['events', 'attachments', id, kind] as const,
  dietaryOptions: () => ['events', 'dietary-options'] as const,
  favourites: () => ['events', 'favourites'] as const,
  mine: ['events', 'mine'] as const,
  upcoming: (size: number) => ['events', 'mine', 'upcoming', size] as const,
  upcomingInfinite: () => ['events', 'mine', 'upcoming', 'infinite'] as const,
  pastInfinite: () => ['events', 'mine', 'past', 'infinite'] as const,
  userTickets: (eventId: number) => ['events', 'mine', 'tickets', eventId] as const,
  ticket: (ticketId: number) => ['events', 'mine', 'ticket', ticketId] as const,
  refundQuote: (ticketId: number) => ['events', 'mine', 'refund-quote', ticketId] as const,
  /** The caller's waitlist entries of an event (issue 22). */
  waitlist: (eventId: number) => ['events', 'mine', 'waitlist', eventId] as const,
};
