/**
 * Event discovery (spec 03 §7 Events and tickets): the filtered list and calendar fetch, the
 * caller's upcoming and past events, favourites and the filter option lists. Every list is scoped
 * in its WHERE by the visibility rule (policies/events.ts, as SQL in events.repository.ts) and
 * counts the same rows it pages.
 */
import { EVENT_WHEN_OPTIONS, type EventListQuery, type EventListResponse, type EventOption } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { permitted } from '../../policies/denial';
import { checkSeeEvent, checkSeeEventDetails } from '../../policies/events';
import { favouriteEventPage, filteredEventPage, ticketHolderEventPage } from './event-list.repository';
import { presentListItem } from './events.presenter';
import { deleteFavourite, findEvent, insertFavourite, optionRows } from './events.repository';

/**
 * POST /api/event/list: visible events matching the filters, sorted by start (then id), one page.
 * `view: 'calendar'` answers compact items. Answer `{ events, totalItems }`.
 */
export async function listEvents(
  ctx: AppContext,
  actor: Actor,
  q: EventListQuery,
  now = new Date(),
): Promise<EventListResponse> {
  const { rows, total } = await filteredEventPage(ctx.db, actor, q, now, ctx.config.tenant.timeZone);
  const compact = q.view === 'calendar';
  return { events: rows.map((r) => presentListItem(r, compact)), totalItems: total };
}

/**
 * POST /api/user/upcomingevents and /api/user/pastevents: events the caller holds an Active
 * ticket for; upcoming = not ended (start ascending), past = ended (start descending).
 */
export async function listUserEvents(
  ctx: AppContext,
  actor: Actor,
  which: 'upcoming' | 'past',
  input: { page: number; size: number },
  now = new Date(),
): Promise<EventListResponse> {
  const { rows, total } = await ticketHolderEventPage(ctx.db, actor.id, which, input, now);
  return { events: rows.map((r) => presentListItem(r)), totalItems: total };
}

/** GET api/favourite/events: the caller's favourite visible events, newest favourite first. */
export async function listFavouriteEvents(
  ctx: AppContext,
  actor: Actor,
  input: { page: number; size: number },
): Promise<EventListResponse> {
  const { rows, total } = await favouriteEventPage(ctx.db, actor, input);
  return { events: rows.map((r) => presentListItem(r)), totalItems: total };
}

/**
 * Loads a visible event's id, status and title, or throws 404 `Event not found.`. With
 * `cancelledToo` a cancelled event counts as visible (its details page and the caller's tickets of it).
 */
export async function requireVisibleEvent(
  db: Executor,
  actor: Actor,
  eventId: number,
  cancelledToo = false,
): Promise<{ id: number; status: string; title: string }> {
  const event = await findEvent(db, eventId);
  return permitted(event, cancelledToo ? checkSeeEventDetails(actor, event) : checkSeeEvent(actor, event));
}

/** POST/DELETE api/favourite/event/{id}: idempotent add or remove of a visible event. */
export async function setFavourite(ctx: AppContext, actor: Actor, eventId: number, on: boolean): Promise<void> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  if (on) await insertFavourite(ctx.db, actor.id, eventId);
  else await deleteFavourite(ctx.db, actor.id, eventId);
}

/** GET /api/event/types, categories, locations: `{id, label}` in their order. */
export async function listOptions(ctx: AppContext, kind: 'types' | 'categories' | 'locations'): Promise<EventOption[]> {
  return (await optionRows(ctx.db, kind)).map((r) => ({ id: Number(r.id), label: r.label }));
}

/** GET /api/event/whenfilter: the when-filter options (EVENT_WHEN_OPTIONS). */
export function listWhenOptions(): EventOption[] {
  return EVENT_WHEN_OPTIONS.map((o) => ({ id: o.id, label: o.label }));
}
