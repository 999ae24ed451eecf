/**
 * The SQL of event lists (spec 03 §3 Event list item, §3 Event filter state, §7 Events and
 * tickets): the fields of a list item, the caller's extras, the filter conditions of POST
 * /api/event/list and one page of events with the total of matching rows.
 *
 * The page of events (the list and the calendar fetch, `npm run bench:events`) is a hot statement
 * written as SQL on the schema's objects (aliases `e` for the event, `t` for its type); one event's
 * list row goes through the builder with the same fields. Row types are derived from those fields.
 */
import type { EventListQuery } from '@portal/shared';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Actor } from '../../context';
import { aliasedTable, type Executor, intArray, query, selectList } from '../../db/raw-query';
import { eventFavourites, eventTags, eventTicketPrices, eventTickets, events, eventTypes } from '../../db/schema';
import { prefixQuery, whenRange } from './event-filters';
import { visibleEventSql } from './events.repository';

/** The event `e`, its type `t` and the caller's favourite `fav` of the list statements. */
export const e = alias(events, 'e');
export const t = alias(eventTypes, 't');
const fav = alias(eventFavourites, 'fav');

/** `events e left join event_types t` (the from list of a list row). */
const eventWithType = sql`${aliasedTable(events, e)} left join ${aliasedTable(eventTypes, t)} on ${t.id} = ${e.typeId}`;

const HOUR_MS = 3_600_000;

const asSet = (v: number | number[] | null | undefined): number[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** An instant as the answer's ISO string, `2026-05-01T00:00:00.000Z`. */
const isoInstant = (instant: AnyColumn) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** An instant as the event's wall-clock time in its IANA zone, `2026-05-01T10:00:00`. */
const wallClockAt = (instant: AnyColumn, zone: AnyColumn) =>
  sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * Fields of a list item of `e` (with its type `t`). Times come as the strings of the answer (ISO
 * instants and the event's wall-clock time), formatted by the database: no date parsing and
 * formatting per row in the server (the calendar fetch answers up to 2,000 rows).
 */
export const listFields = {
  id: e.id,
  title: e.title,
  type: sql<string | null>`${t.label}`,
  typeId: e.typeId,
  shortDesc: e.shortDesc,
  startIso: isoInstant(e.startUtc),
  endIso: isoInstant(e.endUtc),
  startLocal: wallClockAt(e.startUtc, e.timeZone),
  endLocal: wallClockAt(e.endUtc, e.timeZone),
  timeZone: e.timeZone,
  featureImgId: e.featureImgId,
  listingImgId: e.listingImgId,
  cpdDetails: e.cpdDetails,
  isSingleClickRegistration: e.isSingleClickRegistration,
};

/** The caller's extras of an event row `e`: single-click price, own ticket, favourite. */
export function viewerFields(accountId: string) {
  const p = eventTicketPrices;
  const k = eventTickets;
  const f = eventFavourites;
  return {
    singleClickPriceId: sql<
      number | null
    >`case when ${e.isSingleClickRegistration} then (select ${p.id} from ${p} where ${p.eventId} = ${e.id} order by ${p.sortOrder}, ${p.id} limit 1) end`,
    userTicketId: sql<
      number | null
    >`(select min(${k.id}) from ${k} where ${k.accountId} = ${accountId} and ${k.eventId} = ${e.id} and ${k.attendanceStatus} = 'Active')`,
    isFavourite: sql<boolean>`exists (select 1 from ${f} where ${f.accountId} = ${accountId} and ${f.eventId} = ${e.id})`,
  };
}

/** Columns every event answer needs: a list item with the caller's extras (`listFields`, `viewerFields`). */
export type EventListRow = SelectResultFields<typeof listFields & ReturnType<typeof viewerFields>>;

/**
 * The filter conditions of POST /api/event/list (joined with AND by the caller) on `e`. Keyword
 * (every word as a prefix, case-insensitive, on title and short description), type, location,
 * category and tag sets, the when-filter (`listing`), start date bounds and isActiveEvent. Every
 * value is a bound parameter; date-only bounds compare the event's own local start date and also
 * bound `start_utc` (± 14 h) so the start index still narrows the scan.
 */
function eventFilterSql(q: EventListQuery, now: Date, zone: string): SQL[] {
  const parts: SQL[] = [];
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const keyword = q.keyword?.trim();
  if (keyword) {
    const tsQuery = prefixQuery(keyword);
    parts.push(tsQuery ? sql`${e.search} @@ to_tsquery('english', ${tsQuery})` : sql`false`);
  }
  if (q.typeId) parts.push(sql`${e.typeId} = ${q.typeId}`);
  if (q.locationId) parts.push(sql`${e.locationId} = ${q.locationId}`);
  const categories = asSet(q.categoryId);
  if (categories.length) parts.push(sql`${e.categoryId} = any(${intArray(categories)})`);
  const tags = asSet(q.tagId);
  if (tags.length)
    parts.push(
      sql`exists (select 1 from ${eventTags} where ${eventTags.eventId} = ${e.id} and ${eventTags.tagId} = any(${intArray(tags)}))`,
    );
  if (q.isActiveEvent === true) parts.push(sql`${e.endUtc} >= ${at(now)}`);
  if (q.isActiveEvent === false) parts.push(sql`${e.endUtc} < ${at(now)}`);
  if (q.listing) {
    const range = whenRange(q.listing, now, zone);
    if ('ended' in range) parts.push(range.ended ? sql`${e.endUtc} < ${at(now)}` : sql`${e.endUtc} >= ${at(now)}`);
    else parts.push(sql`${e.startUtc} >= ${at(range.from)} and ${e.startUtc} < ${at(range.to)}`);
  }
  const localStartDate = sql`(${e.startUtc} at time zone ${e.timeZone})::date`;
  if (q.startDateFrom) {
    if (isDateOnly(q.startDateFrom)) {
      const bound = new Date(Date.parse(`${q.startDateFrom}T00:00:00Z`) - 14 * HOUR_MS);
      parts.push(sql`${e.startUtc} >= ${at(bound)} and ${localStartDate} >= ${q.startDateFrom}::date`);
    } else parts.push(sql`${e.startUtc} >= ${at(new Date(q.startDateFrom))}`);
  }
  if (q.startDateTo) {
    if (isDateOnly(q.startDateTo)) {
      const bound = new Date(Date.parse(`${q.startDateTo}T00:00:00Z`) + 36 * HOUR_MS);
      parts.push(sql`${e.startUtc} < ${at(bound)} and ${localStartDate} <= ${q.startDateTo}::date`);
    } else parts.push(sql`${e.startUtc} <= ${at(new Date(q.startDateTo))}`);
  }
  return parts;
}

type PagedRow = EventListRow & { total: number | string };

/** A page of events: from and where (on `e`), direction, 1-based page, rows per page, sort key (default the start). */
interface PageShape {
  from: SQL;
  where: SQL;
  order: 'asc' | 'desc';
  page: number;
  size: number;
  sortKey?: SQL | AnyColumn;
}

/**
 * Hot statement (the event list, the calendar fetch, the caller's events and favourites;
 * `npm run bench:events`, test/events.list.plans.test.ts): one page of events matching `where` in
 * `order` of the sort key then id, as list rows with the account's extras, each with the total of
 * matching rows. Raw so that it runs as one named statement per page shape, planned once per
 * connection (db/raw-query.ts): the page's ids with a window count first, then the rows of the page.
 */
function eventPageSql(accountId: string, opts: PageShape): SQL {
  const dir = sql.raw(opts.order === 'desc' ? 'desc' : 'asc');
  const sortKey = opts.sortKey ?? e.startUtc;
  return sql`with page as (
      select ${e.id}, ${sortKey} as sort_key, count(*) over () as total
      from ${opts.from} where ${opts.where}
      order by ${sortKey} ${dir}, ${e.id} ${dir} limit ${opts.size} offset ${(opts.page - 1) * opts.size}
    )
    select ${selectList({ ...listFields, total: sql`page.total`, ...viewerFields(accountId) })}
    from page join ${eventWithType} on ${e.id} = page.id
    order by page.sort_key ${dir}, page.id ${dir}`;
}

/** One page of events (eventPageSql) with the total of matching rows (counted apart past the last page). */
async function pageOfEvents(
  db: Executor,
  accountId: string,
  opts: PageShape,
): Promise<{ rows: EventListRow[]; total: number }> {
  const rows = await query<PagedRow>(db, eventPageSql(accountId, opts));
  if (rows.length > 0) return { rows, total: Number(rows[0].total) };
  if ((opts.page - 1) * opts.size === 0) return { rows, total: 0 };
  const [{ n }] = await query<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${opts.from} where ${opts.where}`,
  );
  return { rows, total: Number(n) };
}

/** The page of POST /api/event/list: the events the actor sees matching the filters, by start then id. */
function filteredShape(
  actor: Pick<Actor, 'role' | 'contactTypes'>,
  q: EventListQuery,
  now: Date,
  zone: string,
): PageShape {
  return {
    from: aliasedTable(events, e),
    where: sql.join([visibleEventSql(actor, e.status), ...eventFilterSql(q, now, zone)], sql` and `),
    order: q.sortOrder,
    page: q.page,
    size: q.size,
  };
}

/** The statement of filteredEventPage (for reading its plan; see eventPageSql). */
export function filteredEventPageSql(
  actor: Pick<Actor, 'id' | 'role' | 'contactTypes'>,
  q: EventListQuery,
  now: Date,
  zone: string,
): SQL {
  return eventPageSql(actor.id, filteredShape(actor, q, now, zone));
}

/**
 * One page of the events the actor sees matching the filters of POST /api/event/list, by start then
 * id; the when-filter counts days in `zone`, the tenant's IANA zone.
 */
export async function filteredEventPage(
  db: Executor,
  actor: Pick<Actor, 'id' | 'role' | 'contactTypes'>,
  q: EventListQuery,
  now: Date,
  zone: string,
): Promise<{ rows: EventListRow[]; total: number }> {
  return pageOfEvents(db, actor.id, filteredShape(actor, q, now, zone));
}

/**
 * One page of the events the account holds an Active ticket for: `upcoming` = not ended at `now`
 * (start ascending), `past` = ended (start descending).
 */
export async function ticketHolderEventPage(
  db: Executor,
  accountId: string,
  which: 'upcoming' | 'past',
  input: { page: number; size: number },
  now: Date,
): Promise<{ rows: EventListRow[]; total: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = which === 'past' ? sql`${e.endUtc} < ${at}` : sql`${e.endUtc} >= ${at}`;
  const k = eventTickets;
  return pageOfEvents(db, accountId, {
    from: aliasedTable(events, e),
    where: sql`exists (select 1 from ${k} where ${k.eventId} = ${e.id} and ${k.accountId} = ${accountId} and ${k.attendanceStatus} = 'Active') and ${ended}`,
    order: which === 'past' ? 'desc' : 'asc',
    page: input.page,
    size: input.size,
  });
}

/** One page of the actor's favourite events that the actor sees, newest favourite first. */
export async function favouriteEventPage(
  db: Executor,
  actor: Pick<Actor, 'id' | 'role' | 'contactTypes'>,
  input: { page: number; size: number },
): Promise<{ rows: EventListRow[]; total: number }> {
  return pageOfEvents(db, actor.id, {
    from: sql`${aliasedTable(events, e)} join ${aliasedTable(eventFavourites, fav)} on ${fav.eventId} = ${e.id} and ${fav.accountId} = ${actor.id}`,
    where: visibleEventSql(actor, e.status),
    order: 'desc',
    page: input.page,
    size: input.size,
    sortKey: fav.createdAt,
  });
}

/** One event's list row with the account's extras, or null when there is none of that id. */
export async function eventListRow(db: Executor, accountId: string, eventId: number): Promise<EventListRow | null> {
  const [row] = await db
    .select({ ...listFields, ...viewerFields(accountId) })
    .from(e)
    .leftJoin(t, eq(t.id, e.typeId))
    .where(eq(e.id, eventId));
  return row ?? null;
}
