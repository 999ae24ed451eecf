/**
 * Direct API calls the events and cart browser tests use to find seeded events and tickets and to
 * check what the screens did (spec 03 §7 Events and tickets; spec 01 §7 Cart). Shapes are the
 * shared contract.
 */
import type {
  EventListItem,
  EventListResponse,
  EventTicketPrice,
  RefundQuote,
  UserTicket,
  UserTicketsResponse,
} from '@portal/shared';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './accounts';

/** A signed-in API caller (the decoded access token as bearer). */
export interface EventsApi {
  userId: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/** Signs in over the API. */
export async function eventsApi(baseUrl: string, email: string): Promise<EventsApi> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { accessToken, user } = (await res.json()) as { accessToken: string; user: { id: string } };
  const userId = user.id;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} → ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return { userId, get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** Upcoming events (not ended), start order, up to 200. */
export async function upcomingEvents(api: EventsApi, filters: Record<string, unknown> = {}): Promise<EventListItem[]> {
  return (await api.post<EventListResponse>('/api/event/list', { page: 1, size: 200, isActiveEvent: true, ...filters }))
    .events;
}

/** The ticket prices of an event. */
export function ticketPrices(api: EventsApi, eventId: number): Promise<EventTicketPrice[]> {
  return api.get<EventTicketPrice[]>(`/api/event/${eventId}/tickets`);
}

/** The caller's tickets of an event. */
export async function myTickets(api: EventsApi, eventId: number): Promise<UserTicket[]> {
  return (await api.get<UserTicketsResponse>(`/api/user/event/${eventId}/tickets?page=1&size=100`)).tickets;
}

/** The caller's upcoming events with their tickets. */
export async function myUpcomingTickets(api: EventsApi): Promise<{ event: EventListItem; ticket: UserTicket }[]> {
  const { events } = await api.post<EventListResponse>('/api/user/upcomingevents', { page: 1, size: 100 });
  const rows: { event: EventListItem; ticket: UserTicket }[] = [];
  for (const event of events) {
    for (const ticket of await myTickets(api, event.id)) {
      if (ticket.attendanceStatus === 'Active') rows.push({ event, ticket });
    }
  }
  return rows;
}

/** The refund cancelling now would give. */
export function refundQuote(api: EventsApi, ticketId: number): Promise<RefundQuote> {
  return api.get<RefundQuote>(`/api/ticket/${ticketId}/refund-quote`);
}

/** "$1,234.50" as the screens write AUD (Intl en-AU). */
export function aud(amount: number): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(amount);
}
