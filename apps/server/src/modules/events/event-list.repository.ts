/**
 * The SQL of event lists (spec 03 §3 Event list item, §3 Event filter state, §7 Events and
 * tickets): the columns of a list item, the caller's extras, the filter conditions of POST
 * /api/event/list and one page of events with the total of matching rows.
 */
import type { EventListQuery } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { type Executor, intArray, query } from '../../db/raw-query';
import { prefixQuery, whenRange } from './event-filters';
import type { EventListRow } from './events.presenter';
import { visibleEventSql } from './events.repository';

const HOUR_MS = 3_600_000;

const asSet = (v: number | number[] | null | undefined): number[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

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

/**
 * The filter conditions of POST /api/event/list (joined with AND by the caller); `e` is the events
 * alias. Keyword (every word as a prefix, case-insensitive, on title and short description), type,
 * location, category and tag sets, the when-filter (`listing`), start date bounds and
 * isActiveEvent. Every value is a bound parameter; date-only bounds compare the event's own local
 * start date and also bound `start_utc` (± 14 h) so the start index still narrows the scan.
 */
function eventFilterSql(q: EventListQuery, now: Date): SQL[] {
  const parts: SQL[] = [];
  const keyword = q.keyword?.trim();
  if (keyword) {
    const query = prefixQuery(keyword);
    parts.push(query ? sql`e.search @@ to_tsquery('english', ${query})` : sql`false`);
  }
  if (q.typeId) parts.push(sql`e.type_id = ${q.typeId}`);
  if (q.locationId) parts.push(sql`e.location_id = ${q.locationId}`);
  const categories = asSet(q.categoryId);
  if (categories.length) parts.push(sql`e.category_id = any(${intArray(categories)})`);
  const tags = asSet(q.tagId);
  if (tags.length)
    parts.push(
      sql`exists (select 1 from event_tags et where et.event_id = e.id and et.tag_id = any(${intArray(tags)}))`,
    );
  if (q.isActiveEvent === true) parts.push(sql`e.end_utc >= ${now.toISOString()}::timestamptz`);
  if (q.isActiveEvent === false) parts.push(sql`e.end_utc < ${now.toISOString()}::timestamptz`);
  if (q.listing) {
    const range = whenRange(q.listing, now);
    if ('ended' in range)
      parts.push(
        range.ended
          ? sql`e.end_utc < ${now.toISOString()}::timestamptz`
          : sql`e.end_utc >= ${now.toISOString()}::timestamptz`,
      );
    else
      parts.push(
        sql`e.start_utc >= ${range.from.toISOString()}::timestamptz and e.start_utc < ${range.to.toISOString()}::timestamptz`,
      );
  }
  const localStartDate = sql`((e.start_utc at time zone 'UTC') + e.start_offset_minutes * interval '1 minute')::date`;
  if (q.startDateFrom) {
    if (isDateOnly(q.startDateFrom)) {
      const bound = new Date(Date.parse(`${q.startDateFrom}T00:00:00Z`) - 14 * HOUR_MS);
      parts.push(
        sql`e.start_utc >= ${bound.toISOString()}::timestamptz and ${localStartDate} >= ${q.startDateFrom}::date`,
      );
    } else parts.push(sql`e.start_utc >= ${new Date(q.startDateFrom).toISOString()}::timestamptz`);
  }
  if (q.startDateTo) {
    if (isDateOnly(q.startDateTo)) {
      const bound = new Date(Date.parse(`${q.startDateTo}T00:00:00Z`) + 36 * HOUR_MS);
      parts.push(
        sql`e.start_utc < ${bound.toISOString()}::timestamptz and ${localStartDate} <= ${q.startDateTo}::date`,
      );
    } else parts.push(sql`e.start_utc <= ${new Date(q.startDateTo).toISOString()}::timestamptz`);
  }
  return parts;
}

type PagedRow = EventListRow & { total: number | string };

/**
 * One page (1-based, `size` rows) of events matching `where` in `order` of `sortKey` (default the
 * start) then id, as list rows with the account's extras, with the total of matching rows.
 */
async function pageOfEvents(
  db: Executor,
  accountId: string,
  opts: { from: SQL; where: SQL; order: 'asc' | 'desc'; page: number; size: number; sortKey?: SQL },
): Promise<{ rows: EventListRow[]; total: number }> {
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

/** One page of the events the actor sees matching the filters of POST /api/event/list, by start then id. */
export async function filteredEventPage(
  db: Executor,
  actor: Pick<Actor, 'id' | 'role' | 'contactTypes'>,
  q: EventListQuery,
  now: Date,
): Promise<{ rows: EventListRow[]; total: number }> {
  return pageOfEvents(db, actor.id, {
    from: sql`events e`,
    where: sql.join([visibleEventSql(actor), ...eventFilterSql(q, now)], sql` and `),
    order: q.sortOrder,
    page: q.page,
    size: q.size,
  });
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
  const ended =
    which === 'past'
      ? sql`e.end_utc < ${now.toISOString()}::timestamptz`
      : sql`e.end_utc >= ${now.toISOString()}::timestamptz`;
  return pageOfEvents(db, accountId, {
    from: sql`events e`,
    where: sql`exists (select 1 from event_tickets k where k.event_id = e.id and k.account_id = ${accountId} and k.attendance_status = 'Active') and ${ended}`,
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
    from: sql`events e join event_favourites fav on fav.event_id = e.id and fav.account_id = ${actor.id}`,
    where: visibleEventSql(actor),
    order: 'desc',
    page: input.page,
    size: input.size,
    sortKey: sql`fav.created_at`,
  });
}

/** One event's list row with the account's extras, or null when there is none of that id. */
export async function eventListRow(db: Executor, accountId: string, eventId: number): Promise<EventListRow | null> {
  const [row] = await query<EventListRow>(
    db,
    sql`select ${LIST_COLUMNS}, ${viewerExtrasSql(accountId)} from events e left join event_types t on t.id = e.type_id where e.id = ${eventId}`,
  );
  return row ?? null;
}
