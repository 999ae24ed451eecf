/**
 * Data access of staff member administration (issue 23): the filtered list, one member's snapshot, edits,
 * segments, role, membership status, sessions, and the keyset batches of the CSV export. Every
 * function takes the executor first (the pool or the action's transaction).
 */
import type { MemberFields } from '../identity';
import type { MemberFilter, MemberListItem, MemberSegment } from '@portal/shared';
import { and, asc, count, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  accountSegments,
  accounts,
  cpdRecords,
  eventTickets,
  events,
  membershipTypes,
  memberships,
  segments,
  sessions,
} from '../../db/schema';

/** Ids as one uuid[] parameter (the statement text does not depend on how many). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
/** Integers as one int[] parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString());

/**
 * The membership status members see (as membership.presenter's effectiveStatus): Cancelled stays,
 * an Active membership whose renewed-to date has passed in `zone` (the tenant's IANA zone) reads
 * Lapsed; null without one.
 */
const effectiveStatus = (zone: string) => sql<string | null>`(case when ${memberships.id} is null then null
  when ${memberships.status} = 'Cancelled' then 'Cancelled'
  when not coalesce(${membershipTypes.isLife}, false)
    and ${memberships.renewedTo} < (now() at time zone ${zone})::date then 'Lapsed'
  else ${memberships.status} end)`;

/**
 * The `where` of a filter over accounts left-joined with memberships and membership_types; `zone`
 * (the tenant's IANA zone) decides when a membership has lapsed.
 */
export function memberFilterWhere(f: MemberFilter, zone: string): SQL {
  const parts: SQL[] = [sql`${accounts.isActive}`];
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(${accounts.email} ilike ${like} or (${accounts.firstName} || ' ' || ${accounts.lastName}) ilike ${like}
      or coalesce(${memberships.memberNum}, ${accounts.memberNum}, '') ilike ${like})`);
  }
  if (f.segmentId)
    parts.push(
      sql`exists (select 1 from ${accountSegments} where ${accountSegments.accountId} = ${accounts.id}
        and ${accountSegments.segmentId} = ${f.segmentId})`,
    );
  if (f.contactType) parts.push(sql`${f.contactType} = any(${accounts.contactTypes})`);
  if (f.status === 'none') parts.push(sql`${memberships.id} is null`);
  else if (f.status) parts.push(sql`${effectiveStatus(zone)} = ${f.status}`);
  return sql.join(parts, sql` and `);
}

/** A member as the list reads it (segments as JSON); `zone` as in memberFilterWhere. */
const listColumns = (zone: string) => ({
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  memberNum: sql<string | null>`coalesce(${memberships.memberNum}, ${accounts.memberNum})`,
  contactTypes: accounts.contactTypes,
  role: accounts.role,
  segments: sql<MemberSegment[] | null>`(select coalesce(json_agg(json_build_object('id', ${segments.id},
      'name', ${segments.name}, 'categoryName', ${segments.categoryName}) order by ${segments.name}), '[]'::json)
    from ${accountSegments} join ${segments} on ${segments.id} = ${accountSegments.segmentId}
    where ${accountSegments.accountId} = ${accounts.id})`,
  membershipStatus: effectiveStatus(zone),
  membershipType: membershipTypes.name,
  lastSignInAt: sql<Date | string | null>`(select max(${sessions.createdAt}) from ${sessions}
    where ${sessions.accountId} = ${accounts.id} and ${sessions.impersonatorId} is null)`,
});

/** Members as the list reads them: accounts left-joined with their membership and its type. */
function fromMembers(db: Executor, zone: string) {
  return db
    .select(listColumns(zone))
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .$dynamic();
}

/** A member row as the list reads it. */
export type MemberRow = Awaited<ReturnType<typeof fromMembers>>[number];

function toItem(r: MemberRow): MemberListItem {
  return {
    ...r,
    contactTypes: r.contactTypes ?? [],
    role: Number(r.role),
    segments: r.segments ?? [],
    lastSignInAt: iso(r.lastSignInAt),
  };
}

/** A page of members matching the filter (by last name, first name, id) and the total. */
export async function listMembers(
  db: Executor,
  f: MemberFilter,
  limit: number,
  offset: number,
  zone: string,
): Promise<{ items: MemberListItem[]; total: number }> {
  const where = memberFilterWhere(f, zone);
  const [rows, [total]] = await Promise.all([
    fromMembers(db, zone)
      .where(where)
      .orderBy(sql`lower(${accounts.lastName})`, sql`lower(${accounts.firstName})`, accounts.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(memberships, eq(memberships.accountId, accounts.id))
      .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
      .where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

/** The ids a selection names: the given ids that exist, or every member the filter matches (at most `max`). */
export async function selectMemberIds(
  db: Executor,
  selection: { ids: string[] } | { filter: MemberFilter },
  max: number,
  zone: string,
): Promise<string[]> {
  const where =
    'ids' in selection
      ? sql`${accounts.isActive} and ${accounts.id} = any(${uuidArray(selection.ids)})`
      : memberFilterWhere(selection.filter, zone);
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .where(where)
    .orderBy(accounts.id)
    .limit(max);
  return rows.map((r) => r.id);
}

/** Members by id, ordered by id, after `afterId` (keyset batches of the export). */
export async function memberBatch(
  db: Executor,
  ids: string[],
  afterId: string,
  limit: number,
  zone: string,
): Promise<MemberListItem[]> {
  const rows = await fromMembers(db, zone)
    .where(sql`${accounts.id} = any(${uuidArray(ids)}) and ${accounts.id} > ${afterId}::uuid`)
    .orderBy(accounts.id)
    .limit(limit);
  return rows.map(toItem);
}

/** A member as the export writes them: the list's columns and every field the member page shows. */
export type MemberExportRow = MemberListItem & {
  preferredName: string | null;
  mobile: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
  dateOfBirth: string | null;
  joinDate: string | null;
  renewedTo: string | null;
};

/** Members by id for the export (issue 31: every field of the member page), keyset batches after `afterId`. */
export async function memberExportBatch(
  db: Executor,
  ids: string[],
  afterId: string,
  limit: number,
  zone: string,
): Promise<MemberExportRow[]> {
  const rows = await db
    .select({
      ...listColumns(zone),
      preferredName: accounts.preferredName,
      mobile: accounts.mobile,
      address: accounts.address,
      suburb: accounts.suburb,
      state: accounts.state,
      postCode: accounts.postCode,
      country: accounts.country,
      dateOfBirth: sql<string | null>`${accounts.dateOfBirth}::text`,
      joinDate: sql<string | null>`${memberships.joinDate}::text`,
      renewedTo: sql<string | null>`${memberships.renewedTo}::text`,
    })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .where(sql`${accounts.id} = any(${uuidArray(ids)}) and ${accounts.id} > ${afterId}::uuid`)
    .orderBy(accounts.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, ...toItem(r) }));
}

/** One member as the list shows them, or null. */
export async function memberListItem(db: Executor, id: string, zone: string): Promise<MemberListItem | null> {
  const [row] = await fromMembers(db, zone).where(eq(accounts.id, id));
  return row ? toItem(row) : null;
}

/** One account's snapshot: the editable fields and its role, contact types and flags (createdAt ISO text). */
export type MemberSnapshot = MemberFields &
  Pick<typeof accounts.$inferSelect, 'id' | 'role' | 'contactTypes' | 'enableTfa' | 'isFirstLogin'> & {
    createdAt: string;
  };

/** One account's snapshot (row-locked when `forUpdate`), or null. */
export async function memberSnapshot(db: Executor, id: string, forUpdate = false): Promise<MemberSnapshot | null> {
  const q = db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      preferredName: accounts.preferredName,
      mobile: accounts.mobile,
      memberNum: accounts.memberNum,
      suburb: accounts.suburb,
      state: accounts.state,
      postCode: accounts.postCode,
      address: accounts.address,
      country: accounts.country,
      dateOfBirth: accounts.dateOfBirth,
      role: accounts.role,
      contactTypes: accounts.contactTypes,
      enableTfa: accounts.enableTfa,
      isFirstLogin: accounts.isFirstLogin,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isActive, true)))
    .$dynamic();
  const [r] = await (forUpdate ? q.for('update') : q);
  if (!r) return null;
  return { ...r, contactTypes: r.contactTypes ?? [], createdAt: r.createdAt.toISOString() };
}

/** Role and contact types of members by id (the facts policies/staff.ts canManageAccount reads). */
export async function privilegeFactsOf(
  db: Executor,
  ids: string[],
): Promise<{ id: string; role: number; contactTypes: string[] }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, role: accounts.role, contactTypes: accounts.contactTypes })
    .from(accounts)
    .where(sql`${accounts.id} = any(${uuidArray(ids)})`);
  return rows.map((r) => ({ ...r, contactTypes: r.contactTypes ?? [] }));
}

/** Every segment, by category and name. */
export async function allSegments(db: Executor): Promise<MemberSegment[]> {
  return db
    .select({ id: segments.id, name: segments.name, categoryName: segments.categoryName })
    .from(segments)
    .orderBy(asc(segments.categoryName), asc(segments.name));
}

/** The ids among `ids` that name segments. */
export async function existingSegmentIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: segments.id })
    .from(segments)
    .where(sql`${segments.id} = any(${intArray(ids)})`);
  return rows.map((r) => r.id);
}

/** An account's segment ids, ascending. */
export async function segmentIdsOf(db: Executor, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ segmentId: accountSegments.segmentId })
    .from(accountSegments)
    .where(eq(accountSegments.accountId, accountId))
    .orderBy(accountSegments.segmentId);
  return rows.map((r) => r.segmentId);
}

/** Adds each segment to each account; answers the number of (account, segment) pairs added. */
export async function addSegments(db: Executor, accountIds: string[], segmentIds: number[]): Promise<number> {
  if (accountIds.length === 0 || segmentIds.length === 0) return 0;
  // Every (account, segment) pair in one statement whose text does not depend on how many.
  const rows = await db
    .insert(accountSegments)
    .select(sql`select a, s from unnest(${uuidArray(accountIds)}) a cross join unnest(${intArray(segmentIds)}) s`)
    .onConflictDoNothing()
    .returning({ accountId: accountSegments.accountId });
  return rows.length;
}

/** Removes each segment from each account; answers the number of pairs removed. */
export async function removeSegments(db: Executor, accountIds: string[], segmentIds: number[]): Promise<number> {
  if (accountIds.length === 0 || segmentIds.length === 0) return 0;
  const rows = await db
    .delete(accountSegments)
    .where(
      sql`${accountSegments.accountId} = any(${uuidArray(accountIds)})
        and ${accountSegments.segmentId} = any(${intArray(segmentIds)})`,
    )
    .returning({ accountId: accountSegments.accountId });
  return rows.length;
}

/** A membership whose status a staff action changed (the webhook's facts, issue 31). */
export interface ChangedMembership {
  id: string;
  accountId: string;
  memberNum: string;
  renewedTo: string | null;
}

/** Sets the status of the accounts' memberships; answers the memberships that changed. */
export async function setMembershipStatus(
  db: Executor,
  accountIds: string[],
  status: string,
): Promise<ChangedMembership[]> {
  if (accountIds.length === 0) return [];
  return db
    .update(memberships)
    .set({ status, updatedAt: sql`now()` })
    .where(and(sql`${memberships.accountId} = any(${uuidArray(accountIds)})`, ne(memberships.status, status)))
    .returning({
      id: memberships.id,
      accountId: memberships.accountId,
      memberNum: memberships.memberNum,
      renewedTo: memberships.renewedTo,
    });
}

/** An account's live sessions (not revoked, not expired), newest first. */
export async function liveSessions(
  db: Executor,
  accountId: string,
): Promise<{ id: string; createdAt: string; expiresAt: string; impersonated: boolean }[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      impersonatorId: sessions.impersonatorId,
    })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    impersonated: r.impersonatorId != null,
  }));
}

/** An account's event tickets, newest event first (at most 50). */
export async function memberTickets(
  db: Executor,
  accountId: string,
): Promise<{ id: string; eventTitle: string; eventStartUtc: string; status: string }[]> {
  const rows = await db
    .select({
      id: eventTickets.ticketNumber,
      eventTitle: events.title,
      start: events.startUtc,
      status: eventTickets.attendanceStatus,
    })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(eq(eventTickets.accountId, accountId))
    .orderBy(desc(events.startUtc))
    .limit(50);
  return rows.map(({ start, ...r }) => ({ ...r, eventStartUtc: start.toISOString() }));
}

/** Number and hours of an account's CPD records (all time). */
export async function memberCpdSummary(
  db: Executor,
  accountId: string,
): Promise<{ activities: number; hours: number }> {
  const [r] = await db
    .select({ n: count(), hours: sql<string>`coalesce(sum(${cpdRecords.hours}), 0)` })
    .from(cpdRecords)
    .where(eq(cpdRecords.accountId, accountId));
  return { activities: Number(r?.n ?? 0), hours: Number(r?.hours ?? 0) };
}
