/**
 * SQL of staff member administration (issue 23): the filtered list, one member's snapshot, edits,
 * segments, role, membership status, sessions, and the keyset batches of the CSV export. Every
 * function takes the executor first (the pool or the action's transaction).
 */
import type { MemberFilter, MemberListItem, MemberSegment } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A member row as the list reads it (segments as JSON). */
interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  member_num: string | null;
  contact_types: string[];
  role: number;
  segments: MemberSegment[] | null;
  membership_status: string | null;
  membership_type: string | null;
  last_sign_in_at: Date | string | null;
}

const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString());

function toItem(r: MemberRow): MemberListItem {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    memberNum: r.member_num,
    contactTypes: r.contact_types ?? [],
    role: Number(r.role),
    segments: r.segments ?? [],
    membershipStatus: r.membership_status,
    membershipType: r.membership_type,
    lastSignInAt: iso(r.last_sign_in_at),
  };
}

/**
 * The membership status members see (as membership.presenter's effectiveStatus): Cancelled stays,
 * an Active membership whose renewed-to date has passed (Sydney) reads Lapsed; null without one.
 */
const effectiveStatus = sql`(case when m.id is null then null when m.status = 'Cancelled' then 'Cancelled'
  when not coalesce(mt.is_life, false) and m.renewed_to < (now() at time zone 'Australia/Sydney')::date then 'Lapsed'
  else m.status end)`;

/** The `where` of a filter over `accounts a` left-joined with `memberships m` and `membership_types mt`. */
export function memberFilterWhere(f: MemberFilter): SQL {
  const parts: SQL[] = [sql`a.is_active`];
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(a.email ilike ${like} or (a.first_name || ' ' || a.last_name) ilike ${like}
      or coalesce(m.member_num, a.member_num, '') ilike ${like})`);
  }
  if (f.segmentId)
    parts.push(
      sql`exists (select 1 from account_segments s where s.account_id = a.id and s.segment_id = ${f.segmentId})`,
    );
  if (f.contactType) parts.push(sql`${f.contactType} = any(a.contact_types)`);
  if (f.status === 'none') parts.push(sql`m.id is null`);
  else if (f.status) parts.push(sql`${effectiveStatus} = ${f.status}`);
  return sql.join(parts, sql` and `);
}

const listColumns = sql`a.id, a.first_name, a.last_name, a.email, coalesce(m.member_num, a.member_num) as member_num,
  a.contact_types, a.role, ${effectiveStatus} as membership_status, mt.name as membership_type,
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'categoryName', g.category_name) order by g.name), '[]'::json)
     from account_segments s join segments g on g.id = s.segment_id where s.account_id = a.id) as segments,
  (select max(x.created_at) from sessions x where x.account_id = a.id and x.impersonator_id is null) as last_sign_in_at`;
const fromMembers = sql`accounts a left join memberships m on m.account_id = a.id left join membership_types mt on mt.id = m.type_id`;

/** A page of members matching the filter (by last name, first name, id) and the total. */
export async function listMembers(
  db: Executor,
  f: MemberFilter,
  limit: number,
  offset: number,
): Promise<{ items: MemberListItem[]; total: number }> {
  const where = memberFilterWhere(f);
  const [rows, [count]] = await Promise.all([
    query<MemberRow>(
      db,
      sql`select ${listColumns} from ${fromMembers} where ${where}
        order by lower(a.last_name), lower(a.first_name), a.id limit ${limit} offset ${offset}`,
    ),
    query<{ n: string | number }>(db, sql`select count(*) as n from ${fromMembers} where ${where}`),
  ]);
  return { items: rows.map(toItem), total: Number(count?.n ?? 0) };
}

/** The ids a selection names: the given ids that exist, or every member the filter matches (at most `max`). */
export async function selectMemberIds(
  db: Executor,
  selection: { ids: string[] } | { filter: MemberFilter },
  max: number,
): Promise<string[]> {
  const where =
    'ids' in selection
      ? sql`a.is_active and a.id = any(${`{${selection.ids.join(',')}}`}::uuid[])`
      : memberFilterWhere(selection.filter);
  const rows = await query<{ id: string }>(
    db,
    sql`select a.id from ${fromMembers} where ${where} order by a.id limit ${max}`,
  );
  return rows.map((r) => r.id);
}

/** Members by id, ordered by id, after `afterId` (keyset batches of the export). */
export async function memberBatch(
  db: Executor,
  ids: string[],
  afterId: string,
  limit: number,
): Promise<MemberListItem[]> {
  const rows = await query<MemberRow>(
    db,
    sql`select ${listColumns} from ${fromMembers}
      where a.id = any(${`{${ids.join(',')}}`}::uuid[]) and a.id > ${afterId}::uuid order by a.id limit ${limit}`,
  );
  return rows.map(toItem);
}

/** One member as the list shows them, or null. */
export async function memberListItem(db: Executor, id: string): Promise<MemberListItem | null> {
  const [row] = await query<MemberRow>(db, sql`select ${listColumns} from ${fromMembers} where a.id = ${id}`);
  return row ? toItem(row) : null;
}

/** The editable fields of an account (the before/after of the audit log), locked when `forUpdate`. */
export interface MemberFields {
  firstName: string;
  lastName: string;
  email: string;
  preferredName: string | null;
  mobile: string | null;
  memberNum: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  address: string | null;
  country: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
}

export interface MemberSnapshot extends MemberFields {
  id: string;
  role: number;
  contactTypes: string[];
  enableTfa: boolean;
  isFirstLogin: boolean;
  createdAt: string;
}

/** One account's snapshot (row-locked when `forUpdate`), or null. */
export async function memberSnapshot(db: Executor, id: string, forUpdate = false): Promise<MemberSnapshot | null> {
  const [r] = await query<Record<string, unknown>>(
    db,
    sql`select id, first_name, last_name, email, preferred_name, mobile, member_num, suburb, state, post_code,
      address, country, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, role, contact_types, enable_tfa, is_first_login, created_at from accounts where id = ${id} and is_active
      ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!r) return null;
  return {
    id: String(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    preferredName: (r.preferred_name as string | null) ?? null,
    mobile: (r.mobile as string | null) ?? null,
    memberNum: (r.member_num as string | null) ?? null,
    suburb: (r.suburb as string | null) ?? null,
    state: (r.state as string | null) ?? null,
    postCode: (r.post_code as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    country: (r.country as string | null) ?? null,
    dateOfBirth: (r.date_of_birth as string | null) ?? null,
    role: Number(r.role),
    contactTypes: (r.contact_types as string[]) ?? [],
    enableTfa: Boolean(r.enable_tfa),
    isFirstLogin: Boolean(r.is_first_login),
    createdAt: new Date(r.created_at as string).toISOString(),
  };
}

/** Role and contact types of members by id (the facts policies/staff.ts canManageAccount reads). */
export async function privilegeFactsOf(
  db: Executor,
  ids: string[],
): Promise<{ id: string; role: number; contactTypes: string[] }[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ id: string; role: number; contact_types: string[] | null }>(
    db,
    sql`select id, role, contact_types from accounts where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return rows.map((r) => ({ id: r.id, role: Number(r.role), contactTypes: r.contact_types ?? [] }));
}

/** Writes the editable fields. */
export async function updateMemberFields(db: Executor, id: string, f: MemberFields): Promise<void> {
  await db.execute(sql`update accounts set first_name = ${f.firstName}, last_name = ${f.lastName}, email = ${f.email},
    preferred_name = ${f.preferredName}, mobile = ${f.mobile}, member_num = ${f.memberNum}, suburb = ${f.suburb},
    state = ${f.state}, post_code = ${f.postCode}, address = ${f.address}, country = ${f.country},
    date_of_birth = ${f.dateOfBirth}::date, updated_at = now() where id = ${id}`);
}

/** Inserts an account that signs in first by emailed code (is_first_login); answers its id. */
export async function insertMember(db: Executor, f: MemberFields & { contactTypes: string[] }): Promise<string> {
  const [row] = await query<{ id: string }>(
    db,
    sql`insert into accounts (email, first_name, last_name, preferred_name, mobile, member_num, suburb, state, post_code,
      address, country, date_of_birth, contact_types, is_first_login)
      values (${f.email}, ${f.firstName}, ${f.lastName}, ${f.preferredName}, ${f.mobile}, ${f.memberNum}, ${f.suburb},
        ${f.state}, ${f.postCode}, ${f.address}, ${f.country}, ${f.dateOfBirth}::date,
        ${`{${f.contactTypes.join(',')}}`}::text[], true)
      returning id`,
  );
  return row.id;
}

/** Sets role and contact types. */
export async function setRoleAndContactTypes(
  db: Executor,
  id: string,
  role: number,
  contactTypes: string[],
): Promise<void> {
  await db.execute(
    sql`update accounts set role = ${role}, contact_types = ${`{${contactTypes.join(',')}}`}::text[], updated_at = now()
      where id = ${id}`,
  );
}

/** Turns two-factor sign-in off (the member sets it up again). */
export async function resetTwoFactor(db: Executor, id: string): Promise<void> {
  await db.execute(sql`update accounts set enable_tfa = false, updated_at = now() where id = ${id}`);
}

/** Marks accounts as signing in first by emailed code (an invitation). */
export async function markFirstLogin(db: Executor, ids: string[]): Promise<void> {
  await db.execute(sql`update accounts set is_first_login = true where id = any(${`{${ids.join(',')}}`}::uuid[])
    and password_hash is null`);
}

/** Every segment, by category and name. */
export async function allSegments(db: Executor): Promise<MemberSegment[]> {
  const rows = await query<{ id: number; name: string; category_name: string }>(
    db,
    sql`select id, name, category_name from segments order by category_name, name`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, categoryName: r.category_name }));
}

/** The ids among `ids` that name segments. */
export async function existingSegmentIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ id: number }>(
    db,
    sql`select id from segments where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return rows.map((r) => Number(r.id));
}

/** An account's segment ids, ascending. */
export async function segmentIdsOf(db: Executor, accountId: string): Promise<number[]> {
  const rows = await query<{ segment_id: number }>(
    db,
    sql`select segment_id from account_segments where account_id = ${accountId} order by segment_id`,
  );
  return rows.map((r) => Number(r.segment_id));
}

/** Adds each segment to each account; answers the number of (account, segment) pairs added. */
export async function addSegments(db: Executor, accountIds: string[], segmentIds: number[]): Promise<number> {
  if (accountIds.length === 0 || segmentIds.length === 0) return 0;
  const rows = await query<{ account_id: string }>(
    db,
    sql`insert into account_segments (account_id, segment_id)
      select a, s from unnest(${`{${accountIds.join(',')}}`}::uuid[]) a cross join unnest(${`{${segmentIds.join(',')}}`}::int[]) s
      on conflict do nothing returning account_id`,
  );
  return rows.length;
}

/** Removes each segment from each account; answers the number of pairs removed. */
export async function removeSegments(db: Executor, accountIds: string[], segmentIds: number[]): Promise<number> {
  if (accountIds.length === 0 || segmentIds.length === 0) return 0;
  const rows = await query<{ account_id: string }>(
    db,
    sql`delete from account_segments where account_id = any(${`{${accountIds.join(',')}}`}::uuid[])
      and segment_id = any(${`{${segmentIds.join(',')}}`}::int[]) returning account_id`,
  );
  return rows.length;
}

/** Sets the status of the accounts' memberships; answers how many changed. */
export async function setMembershipStatus(db: Executor, accountIds: string[], status: string): Promise<number> {
  if (accountIds.length === 0) return 0;
  const rows = await query<{ id: string }>(
    db,
    sql`update memberships set status = ${status}, updated_at = now()
      where account_id = any(${`{${accountIds.join(',')}}`}::uuid[]) and status <> ${status} returning id`,
  );
  return rows.length;
}

/** An account's live sessions (not revoked, not expired), newest first. */
export async function liveSessions(
  db: Executor,
  accountId: string,
): Promise<{ id: string; createdAt: string; expiresAt: string; impersonated: boolean }[]> {
  const rows = await query<{ id: string; created_at: string; expires_at: string; impersonator_id: string | null }>(
    db,
    sql`select id, created_at, expires_at, impersonator_id from sessions
      where account_id = ${accountId} and revoked_at is null and expires_at > now() order by created_at desc limit 50`,
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    impersonated: r.impersonator_id != null,
  }));
}

/** An account's event tickets, newest event first (at most 50). */
export async function memberTickets(
  db: Executor,
  accountId: string,
): Promise<{ id: string; eventTitle: string; eventStartUtc: string; status: string }[]> {
  const rows = await query<{ ticket_number: string; title: string; start: string; attendance_status: string }>(
    db,
    sql`select t.ticket_number, e.title, e.start_utc as start, t.attendance_status from event_tickets t
      join events e on e.id = t.event_id where t.account_id = ${accountId} order by e.start_utc desc limit 50`,
  );
  return rows.map((r) => ({
    id: r.ticket_number,
    eventTitle: r.title,
    eventStartUtc: new Date(r.start).toISOString(),
    status: r.attendance_status,
  }));
}

/** Number and hours of an account's CPD records (all time). */
export async function memberCpdSummary(
  db: Executor,
  accountId: string,
): Promise<{ activities: number; hours: number }> {
  const [r] = await query<{ n: string | number; hours: string | number | null }>(
    db,
    sql`select count(*) as n, coalesce(sum(hours), 0) as hours from cpd_records where account_id = ${accountId}`,
  );
  return { activities: Number(r?.n ?? 0), hours: Number(r?.hours ?? 0) };
}
