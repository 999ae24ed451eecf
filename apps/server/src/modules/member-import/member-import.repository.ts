/**
 * SQL of the member import (issue 23). Bulk writes go through one statement per chunk of rows,
 * passed as one jsonb parameter and unpacked by `jsonb_to_recordset`, so 10,000 rows are a few
 * dozen statements, not tens of thousands.
 */
import type { MemberImportBatchRow, MemberImportBatchRowsQuery } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import { ACCOUNT_FIELDS, type AccountField, type ExistingMember, type PlannedRow } from './member-import.plan';

/** Rows per write statement. */
const CHUNK = 1000;

const COLUMN: Record<AccountField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  mobile: 'mobile',
  memberNum: 'member_num',
  address: 'address',
  suburb: 'suburb',
  state: 'state',
  postCode: 'post_code',
  country: 'country',
};

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Existing members with these (lower-cased) emails, with their segments and membership. */
export async function findMembersByEmail(db: Executor, emails: string[]): Promise<ExistingMember[]> {
  const out: ExistingMember[] = [];
  for (const part of chunks(emails)) {
    const rows = await query<Record<string, unknown>>(
      db,
      sql`select a.id, a.email, a.role, a.contact_types as "contactTypes", a.first_name as "firstName", a.last_name as "lastName", a.title, a.mobile,
            a.member_num as "memberNum", a.address, a.suburb, a.state, a.post_code as "postCode", a.country,
            coalesce((select array_agg(s.segment_id order by s.segment_id) from account_segments s
                      where s.account_id = a.id), '{}') as "segmentIds",
            m.member_num as "membershipNum", m.type_id as "typeId"
          from accounts a left join memberships m on m.account_id = a.id
          where a.email in (select jsonb_array_elements_text(${json(part)}))`,
    );
    for (const r of rows) {
      const values = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, (r[f] as string | null) ?? null]));
      const segmentIds = r.segmentIds;
      out.push({
        id: r.id as string,
        email: r.email as string,
        values: values as ExistingMember['values'],
        segmentIds: Array.isArray(segmentIds)
          ? segmentIds.map(Number)
          : String(segmentIds).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number),
        membership: r.typeId == null ? null : { memberNum: r.membershipNum as string, typeId: Number(r.typeId) },
        role: Number(r.role),
        contactTypes: (r.contactTypes as string[] | null) ?? [],
        manageable: true,
      });
    }
  }
  return out;
}

/** Every segment (id, name) and membership type (id, code, name). */
export async function loadLookups(db: Executor) {
  const segments = await query<{ id: number; name: string }>(db, sql`select id, name from segments order by id`);
  const types = await query<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from membership_types order by id`,
  );
  return { segments, types };
}

/** Inserts a batch and answers its id. */
export async function insertBatch(
  db: Executor,
  batch: {
    filename: string;
    actorId: string;
    actorEmail: string;
    counts: { total: number; create: number; update: number; unchanged: number; refuse: number };
    skippedRefused: boolean;
    invitationsSent: boolean;
  },
): Promise<{ id: string; createdAt: string }> {
  const [row] = await query<{ id: string; createdAt: string }>(
    db,
    sql`insert into member_import_batches (filename, actor_id, actor_email, total_rows, created_count, updated_count,
          unchanged_count, refused_count, skipped_refused, invitations_sent)
        values (${batch.filename}, ${batch.actorId}, ${batch.actorEmail}, ${batch.counts.total}, ${batch.counts.create},
          ${batch.counts.update}, ${batch.counts.unchanged}, ${batch.counts.refuse}, ${batch.skippedRefused},
          ${batch.invitationsSent})
        returning id, created_at::text as "createdAt"`,
  );
  return row;
}

/** Creates the accounts of `create` rows (first login pending, no password); sets each row's accountId. */
export async function insertAccounts(db: Executor, rows: PlannedRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const payload = part.map((r) => ({ email: r.email, ...r.values }));
    const created = await query<{ id: string; email: string }>(
      db,
      sql`insert into accounts (email, first_name, last_name, title, mobile, member_num, address, suburb, state,
            post_code, country, contact_types, is_first_login)
          select x.email, x."firstName", x."lastName", x.title, x.mobile, x."memberNum", x.address, x.suburb, x.state,
            x."postCode", x.country, '{Member}'::text[], true
          from jsonb_to_recordset(${json(payload)}) as x(email text, "firstName" text, "lastName" text, title text,
            mobile text, "memberNum" text, address text, suburb text, state text, "postCode" text, country text)
          returning id, email`,
    );
    const ids = new Map(created.map((c) => [c.email, c.id]));
    for (const r of part) r.accountId = ids.get(r.email) ?? null;
  }
}

/** Writes the changed account values of `update` rows (a null in the payload keeps the column). */
export async function updateAccounts(db: Executor, rows: PlannedRow[]): Promise<void> {
  const changed = rows.filter((r) => Object.keys(r.values).length > 0);
  const sets = sql.raw(ACCOUNT_FIELDS.map((f) => `${COLUMN[f]} = coalesce(x."${f}", a.${COLUMN[f]})`).join(', '));
  for (const part of chunks(changed)) {
    const payload = part.map((r) => ({ id: r.accountId, ...r.values }));
    await query(
      db,
      sql`update accounts a set ${sets}, updated_at = now()
          from jsonb_to_recordset(${json(payload)}) as x(id uuid, "firstName" text, "lastName" text, title text,
            mobile text, "memberNum" text, address text, suburb text, state text, "postCode" text, country text)
          where a.id = x.id`,
    );
  }
}

/** Adds segments (existing pairs are kept). */
export async function addSegments(db: Executor, rows: PlannedRow[]): Promise<void> {
  const pairs = rows.flatMap((r) => r.addSegmentIds.map((s) => ({ a: r.accountId, s })));
  for (const part of chunks(pairs)) {
    await query(
      db,
      sql`insert into account_segments (account_id, segment_id)
          select x.a, x.s from jsonb_to_recordset(${json(part)}) as x(a uuid, s int)
          on conflict do nothing`,
    );
  }
}

/**
 * Creates or changes memberships. A new one is Active from `today` to `renewedTo` (null for a
 * life type); an existing one gets the new type and member number.
 */
export async function upsertMemberships(db: Executor, rows: PlannedRow[], today: string, renewedTo: string) {
  const items = rows
    .filter((r) => r.membership)
    .map((r) => ({ a: r.accountId, n: r.membership?.memberNum, t: r.membership?.typeId }));
  for (const part of chunks(items)) {
    await query(
      db,
      sql`insert into memberships (account_id, member_num, type_id, status, join_date, renewed_to)
          select x.a, x.n, x.t, 'Active', ${today}::date,
            case when mt.is_life then null else ${renewedTo}::date end
          from jsonb_to_recordset(${json(part)}) as x(a uuid, n text, t int)
          join membership_types mt on mt.id = x.t
          on conflict (account_id) do update set type_id = excluded.type_id, member_num = excluded.member_num,
            updated_at = now()`,
    );
  }
}

/** Stores every row of the batch (refused and unchanged ones too: the batch's result list). */
export async function insertBatchRows(db: Executor, batchId: string, rows: PlannedRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const payload = part.map((r) => ({
      l: r.line,
      act: r.action,
      e: r.email,
      n: r.name,
      a: r.accountId,
      r: r.reasons.length > 0 ? r.reasons : null,
      p: r.previous,
    }));
    await query(
      db,
      sql`insert into member_import_rows (batch_id, row_number, action, email, name, account_id, reasons, previous)
          select ${batchId}::uuid, x.l, x.act, x.e, x.n, x.a,
            case when x.r is null then null else array(select jsonb_array_elements_text(x.r)) end, x.p
          from jsonb_to_recordset(${json(payload)}) as x(l int, act text, e text, n text, a uuid, r jsonb, p jsonb)`,
    );
  }
}

export interface BatchRecord {
  id: string;
  filename: string;
  createdAt: string;
  actorEmail: string;
  totalRows: number;
  createdCount: number;
  updatedCount: number;
  unchangedCount: number;
  refusedCount: number;
  skippedRefused: boolean;
  invitationsSent: boolean;
  undoneAt: string | null;
  undoneByEmail: string | null;
}

const batchColumns = sql`b.id, b.filename, b.created_at as "createdAt", b.actor_email as "actorEmail",
  b.total_rows as "totalRows", b.created_count as "createdCount", b.updated_count as "updatedCount",
  b.unchanged_count as "unchangedCount", b.refused_count as "refusedCount", b.skipped_refused as "skippedRefused",
  b.invitations_sent as "invitationsSent", b.undone_at as "undoneAt", b.undone_by_email as "undoneByEmail"`;

/** One batch (`forUpdate`: locked for the rest of the transaction), or null. */
export async function findBatch(db: Executor, id: string, forUpdate = false): Promise<BatchRecord | null> {
  const lock = forUpdate ? sql`for update` : sql``;
  const [row] = await query<BatchRecord>(
    db,
    sql`select ${batchColumns} from member_import_batches b where b.id = ${id} ${lock}`,
  );
  return row ?? null;
}

/** A page of batches, newest first. */
export async function listBatches(db: Executor, page: number, size: number) {
  const items = await query<BatchRecord>(
    db,
    sql`select ${batchColumns} from member_import_batches b order by b.created_at desc, b.id
        limit ${size} offset ${(page - 1) * size}`,
  );
  const [{ n }] = await query<{ n: number }>(db, sql`select count(*)::int as n from member_import_batches`);
  return { items, totalItems: Number(n) };
}

/**
 * Of these batches, the ones a member of which (created or updated) has signed in since the import
 * (a session of their own, not an impersonation), and the ones a later, not undone import also
 * changed a member of.
 */
export async function undoBlockers(db: Executor, batchIds: string[]) {
  if (batchIds.length === 0) return { signedIn: new Set<string>(), laterImport: new Set<string>() };
  const ids = json(batchIds);
  const signedIn = await query<{ id: string }>(
    db,
    sql`select b.id from member_import_batches b
        where b.id in (select (jsonb_array_elements_text(${ids}))::uuid)
          and exists (select 1 from member_import_rows r join sessions s on s.account_id = r.account_id
                      where r.batch_id = b.id and r.action in ('create', 'update')
                        and s.created_at >= b.created_at and s.impersonator_id is null)`,
  );
  const later = await query<{ id: string }>(
    db,
    sql`select b.id from member_import_batches b
        where b.id in (select (jsonb_array_elements_text(${ids}))::uuid)
          and exists (select 1 from member_import_rows r
                      join member_import_rows r2 on r2.account_id = r.account_id and r2.batch_id <> r.batch_id
                        and r2.action in ('create', 'update')
                      join member_import_batches b2 on b2.id = r2.batch_id
                      where r.batch_id = b.id and r.action in ('create', 'update')
                        and b2.created_at > b.created_at and b2.undone_at is null)`,
  );
  return { signedIn: new Set(signedIn.map((r) => r.id)), laterImport: new Set(later.map((r) => r.id)) };
}

/** A page of a batch's stored rows, in file order. */
export async function listBatchRows(db: Executor, batchId: string, q: MemberImportBatchRowsQuery) {
  const action = q.action ? sql`and r.action = ${q.action}` : sql``;
  const items = await query<MemberImportBatchRow & { reasons: string[] | null }>(
    db,
    sql`select r.row_number as "row", r.email, r.name, r.action, r.reasons, r.account_id as "accountId"
        from member_import_rows r where r.batch_id = ${batchId} ${action}
        order by r.row_number limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_import_rows r where r.batch_id = ${batchId} ${action}`,
  );
  return { items: items.map((i) => ({ ...i, reasons: i.reasons ?? [] })), totalItems: Number(n) };
}

/** Emails and first names of the members a batch created (for invitation mails). */
export async function createdMembers(db: Executor, batchId: string) {
  return query<{ email: string; firstName: string }>(
    db,
    sql`select a.email, a.first_name as "firstName" from member_import_rows r join accounts a on a.id = r.account_id
        where r.batch_id = ${batchId} and r.action = 'create' order by r.row_number`,
  );
}

/**
 * Undoes a batch's writes (in the caller's transaction): restores each updated member's replaced
 * values, segments and membership exactly, then deletes the members it created (their memberships,
 * segments and sessions go with them).
 */
export async function revertBatch(db: Executor, batchId: string): Promise<void> {
  const restore = sql.raw(
    ACCOUNT_FIELDS.map(
      (f) =>
        `${COLUMN[f]} = case when (r.previous->'account') ? '${f}' then r.previous->'account'->>'${f}' else a.${COLUMN[f]} end`,
    ).join(', '),
  );
  await query(
    db,
    sql`update accounts a set ${restore}, updated_at = now() from member_import_rows r
        where r.batch_id = ${batchId} and r.action = 'update' and r.account_id = a.id
          and r.previous->'account' <> '{}'::jsonb`,
  );
  await query(
    db,
    sql`delete from account_segments s using member_import_rows r
        where r.batch_id = ${batchId} and r.action = 'update' and jsonb_typeof(r.previous->'segmentIds') = 'array'
          and s.account_id = r.account_id`,
  );
  await query(
    db,
    sql`insert into account_segments (account_id, segment_id)
        select r.account_id, g.id from member_import_rows r
        cross join lateral jsonb_array_elements_text(r.previous->'segmentIds') as e(v)
        join segments g on g.id = e.v::int
        where r.batch_id = ${batchId} and r.action = 'update' and jsonb_typeof(r.previous->'segmentIds') = 'array'
        on conflict do nothing`,
  );
  await query(
    db,
    sql`delete from memberships m using member_import_rows r
        where r.batch_id = ${batchId} and r.action = 'update' and r.previous->'membership' = '"none"'::jsonb
          and m.account_id = r.account_id`,
  );
  await query(
    db,
    sql`update memberships m set type_id = (r.previous->'membership'->>'typeId')::int,
          member_num = r.previous->'membership'->>'memberNum', updated_at = now()
        from member_import_rows r
        where r.batch_id = ${batchId} and r.action = 'update' and jsonb_typeof(r.previous->'membership') = 'object'
          and m.account_id = r.account_id`,
  );
  await query(
    db,
    sql`delete from accounts a using member_import_rows r
        where r.batch_id = ${batchId} and r.action = 'create' and a.id = r.account_id`,
  );
}

/** Marks a batch undone by the actor. */
export async function markUndone(db: Executor, batchId: string, actor: { id: string; email: string }) {
  await query(
    db,
    sql`update member_import_batches set undone_at = now(), undone_by_id = ${actor.id}, undone_by_email = ${actor.email}
        where id = ${batchId}`,
  );
}
