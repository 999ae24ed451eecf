/**
 * Event discovery (spec 03 §7 Events and tickets): the filtered list and calendar fetch, the
 * caller's upcoming and past events, favourites and the filter option lists. Every list is scoped
 * in its WHERE by the visibility rule (events.access.ts) and counts the same rows it pages.
 */
import {
  EVENT_WHEN_OPTIONS,
  type EventListQuery,
  type EventListResponse,
  type EventOption,
  EVENT_MESSAGES,
} from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { visibleEventSql } from './events.access';
import { type Executor, query } from './events.db';
import { type EventListRow, presentListItem } from './events.presenter';
import { eventFilterSql } from './event-filters';

/** The caller's extras of an event row `e`: single-click price, own ticket, favourite. */
export function viewerExtrasSql(accountId: string): SQL {
  return sql`case when e.is_single_click_registration then (select p.id from event_ticket_prices p where p.event_id = e.id order by p.sort_order, p.id limit 1) end as single_click_price_id,
    (select min(k.id) from event_tickets k where k.account_id = ${accountId} and k.event_id = e.id and k.attendance_status = 'Active') as user_ticket_id,
    exists (select 1 from event_favourites f where f.account_id = ${accountId} and f.event_id = e.id) as is_favourite`;
}

/**
 * Columns of a list item of `e` (with its type `t`). Times come as the strings of the answer
 * (ISO instants and the event's wall-clock time), formatted by the database: no date parsing and
 * formatting per row in the server (the calendar fetch answers up to 2,000 rows).
 */
export const LIST_COLUMNS = sql`e.id, e.title, t.label as type, e.type_id, e.short_desc,
  to_char(e.start_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_iso,
  to_char(e.end_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_iso,
  to_char((e.start_utc at time zone 'UTC') + e.start_offset_minutes * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS') as start_local,
  to_char((e.end_utc at time zone 'UTC') + e.end_offset_minutes * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS') as end_local,
  e.start_offset_minutes, e.end_offset_minutes, e.feature_img_id, e.listing_img_id, e.cpd_details, e.is_single_click_registration`;

type PagedRow = EventListRow & { total: number | string };

/**
 * One page of events matching `where` in `order`, with the total of matching rows.
 * `order` names columns of the `page` CTE (`p.start_utc`, `p.id`, `p.sort_key`).
 */
async function pageOf(
  db: Executor,
  accountId: string,
  opts: { from: SQL; where: SQL; order: 'asc' | 'desc'; page: number; size: number; sortKey?: SQL },
): Promise<{ rows: PagedRow[]; total: number }> {
  const dir = sql.raw(opts.order === 'desc' ? 'desc' : 'asc');
  const sortKey = opts.sortKey ?? sql`e.start_utc`;
  const offset = (opts.page - 1) * opts.size;
  const rows = await query<PagedRow>(
    db,
    sql`with page as (
      select e.id, ${sortKey} as sort_key, count(*) over () as total
      from ${opts.from} where ${opts.where}
      order by ${sortKey} ${dir}, e.id ${dir} limit ${opts.size} offset ${offset}
    )
    select ${LIST_COLUMNS}, page.total, ${viewerExtrasSql(accountId)}
    from page join events e on e.id = page.id left join event_types t on t.id = e.type_id
    order by page.sort_key ${dir}, page.id ${dir}`,
  );
  if (rows.length > 0) return { rows, total: Number(rows[0].total) };
  if (offset === 0) return { rows, total: 0 };
  const [{ n }] = await query<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${opts.from} where ${opts.where}`,
  );
  return { rows, total: Number(n) };
}

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
  const where = sql.join([visibleEventSql(actor), ...eventFilterSql(q, now)], sql` and `);
  const { rows, total } = await pageOf(ctx.db, actor.id, {
    from: sql`events e`,
    where,
    order: q.sortOrder,
    page: q.page,
    size: q.size,
  });
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
  const ended =
    which === 'past'
      ? sql`e.end_utc < ${now.toISOString()}::timestamptz`
      : sql`e.end_utc >= ${now.toISOString()}::timestamptz`;
  const where = sql`exists (select 1 from event_tickets k where k.event_id = e.id and k.account_id = ${actor.id} and k.attendance_status = 'Active') and ${ended}`;
  const { rows, total } = await pageOf(ctx.db, actor.id, {
    from: sql`events e`,
    where,
    order: which === 'past' ? 'desc' : 'asc',
    page: input.page,
    size: input.size,
  });
  return { events: rows.map((r) => presentListItem(r)), totalItems: total };
}

/** GET api/favourite/events: the caller's favourite visible events, newest favourite first. */
export async function listFavouriteEvents(
  ctx: AppContext,
  actor: Actor,
  input: { page: number; size: number },
): Promise<EventListResponse> {
  const { rows, total } = await pageOf(ctx.db, actor.id, {
    from: sql`events e join event_favourites fav on fav.event_id = e.id and fav.account_id = ${actor.id}`,
    where: visibleEventSql(actor),
    order: 'desc',
    page: input.page,
    size: input.size,
    sortKey: sql`fav.created_at`,
  });
  return { events: rows.map((r) => presentListItem(r)), totalItems: total };
}

/** Loads a visible event's id and status, or throws 404 `Event not found.`. */
export async function requireVisibleEvent(
  db: Executor,
  actor: Actor,
  eventId: number,
): Promise<{ id: number; status: string }> {
  const [row] = await query<{ id: number; status: string }>(
    db,
    sql`select e.id, e.status from events e where e.id = ${eventId} and ${visibleEventSql(actor)}`,
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  return row;
}

/** POST/DELETE api/favourite/event/{id}: idempotent add or remove of a visible event. */
export async function setFavourite(ctx: AppContext, actor: Actor, eventId: number, on: boolean): Promise<void> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  if (on)
    await query(
      ctx.db,
      sql`insert into event_favourites (account_id, event_id) values (${actor.id}, ${eventId}) on conflict do nothing`,
    );
  else await query(ctx.db, sql`delete from event_favourites where account_id = ${actor.id} and event_id = ${eventId}`);
}

/** GET /api/event/types, categories, locations: `{id, label}` in their order. */
export async function listOptions(ctx: AppContext, kind: 'types' | 'categories' | 'locations'): Promise<EventOption[]> {
  const table = sql.raw({ types: 'event_types', categories: 'event_categories', locations: 'event_locations' }[kind]);
  const rows = await query<{ id: number; label: string }>(
    ctx.db,
    sql`select id, label from ${table} order by sort_order, label, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), label: r.label }));
}

/** GET /api/event/whenfilter: the when-filter options (EVENT_WHEN_OPTIONS). */
export function listWhenOptions(): EventOption[] {
  return EVENT_WHEN_OPTIONS.map((o) => ({ id: o.id, label: o.label }));
}
