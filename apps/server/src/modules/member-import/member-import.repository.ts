/**
 * Data access of the member import (issue 23). Bulk writes go through one statement per chunk of rows,
 * passed as one jsonb parameter and unpacked by `jsonb_to_recordset`, so 10,000 rows are a few
 * dozen statements, not tens of thousands. Those bulk statements are raw hot statements (bench/member-import.ts
 * measures them: 10,000 rows under a minute), written with the schema's tables and columns.
 */
import type { MemberImportBatchRow, MemberImportBatchRowsQuery } from '@portal/shared';
import { and, asc, count, desc, eq, exists, inArray, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../db/raw-query';
import {
  accountSegments,
  accounts,
  memberImportBatches,
  memberImportMappings,
  memberImportRows,
  membershipTypes,
  memberships,
  segments,
  sessions,
} from '../../db/schema';
import type { MemberEventFields } from '../webhooks';
import { ACCOUNT_FIELDS, type ExistingMember, type PlannedRow } from './member-import.plan';

/** Rows per write statement. */
const CHUNK = 1000;

const a = alias(accounts, 'a');
const m = alias(memberships, 'm');
const r = alias(memberImportRows, 'r');
const b = alias(memberImportBatches, 'b');
/** The bare name of a column (an UPDATE's SET list and an INSERT's column list take no table prefix). */
const name = (column: { name: string }) => sql.identifier(column.name);

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A member the import may update, as `findMembersByEmail` reads it. */
type ExistingRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'email' | 'role' | 'contactTypes' | (typeof ACCOUNT_FIELDS)[number]
> & {
  segmentIds: number[] | string;
  membershipNum: string | null;
  typeId: number | null;
  joinDate: string | null;
  renewedTo: string | null;
};

/**
 * Hot statement (bench/member-import.ts): existing members with these (lower-cased) emails, with
 * their segments and membership, a chunk of emails per statement passed as one jsonb parameter.
 */
export async function findMembersByEmail(db: Executor, emails: string[]): Promise<ExistingMember[]> {
  const out: ExistingMember[] = [];
  for (const part of chunks(emails)) {
    const fields = sql.join(
      ACCOUNT_FIELDS.map((f) => sql`${a[f]} as ${sql.identifier(f)}`),
      sql`, `,
    );
    const rows = await query<ExistingRow>(
      db,
      sql`select ${a.id} as "id", ${a.email} as "email", ${a.role} as "role", ${a.contactTypes} as "contactTypes", ${fields},
            coalesce((select array_agg(${accountSegments.segmentId} order by ${accountSegments.segmentId}) from ${accountSegments}
                      where ${accountSegments.accountId} = ${a.id}), '{}') as "segmentIds",
            ${m.memberNum} as "membershipNum", ${m.typeId} as "typeId",
            ${m.joinDate}::text as "joinDate", ${m.renewedTo}::text as "renewedTo"
          from ${accounts} ${a} left join ${memberships} ${m} on ${m.accountId} = ${a.id}
          where ${a.email} in (select jsonb_array_elements_text(${json(part)}))`,
    );
    for (const r of rows) {
      const values = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, r[f] ?? null]));
      const segmentIds = r.segmentIds;
      out.push({
        id: r.id,
        email: r.email,
        values: values as ExistingMember['values'],
        segmentIds: Array.isArray(segmentIds)
          ? segmentIds.map(Number)
          : String(segmentIds).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number),
        membership:
          r.typeId == null
            ? null
            : {
                memberNum: r.membershipNum as string,
                typeId: Number(r.typeId),
                joinDate: r.joinDate as string,
                renewedTo: r.renewedTo,
              },
        role: Number(r.role),
        contactTypes: r.contactTypes ?? [],
        manageable: true,
      });
    }
  }
  return out;
}

/** Every segment (id, name) and membership type (id, code, name, isLife). */
export async function loadLookups(db: Executor) {
  const segmentRows = await db.select({ id: segments.id, name: segments.name }).from(segments).orderBy(segments.id);
  const types = await db
    .select({
      id: membershipTypes.id,
      code: membershipTypes.code,
      name: membershipTypes.name,
      isLife: membershipTypes.isLife,
    })
    .from(membershipTypes)
    .orderBy(membershipTypes.id);
  return { segments: segmentRows, types };
}

/** Inserts a batch and answers its id and creation time (PostgreSQL's text of the timestamptz). */
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
  const [row] = await db
    .insert(memberImportBatches)
    .values({
      filename: batch.filename,
      actorId: batch.actorId,
      actorEmail: batch.actorEmail,
      totalRows: batch.counts.total,
      createdCount: batch.counts.create,
      updatedCount: batch.counts.update,
      unchangedCount: batch.counts.unchanged,
      refusedCount: batch.counts.refuse,
      skippedRefused: batch.skippedRefused,
      invitationsSent: batch.invitationsSent,
    })
    .returning({ id: memberImportBatches.id, createdAt: sql<string>`${memberImportBatches.createdAt}::text` });
  return row;
}

/** The account columns of an import, bare (an INSERT's column list, an UPDATE's SET list). */
const fieldNames = ACCOUNT_FIELDS.map((f) => name(accounts[f]));
/** The jsonb_to_recordset column definitions of the account fields (keys of the JSON payload). */
const fieldRecord = sql.raw(ACCOUNT_FIELDS.map((f) => `"${f}" text`).join(', '));

/**
 * Hot statement (bench/member-import.ts): creates the accounts of `create` rows (first login
 * pending, no password), a chunk per statement; sets each row's accountId.
 */
export async function insertAccounts(db: Executor, rows: PlannedRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const payload = part.map((row) => ({ email: row.email, ...row.values }));
    const created = await query<Pick<typeof accounts.$inferSelect, 'id' | 'email'>>(
      db,
      sql`insert into ${accounts} (${name(accounts.email)}, ${sql.join(fieldNames, sql`, `)},
            ${name(accounts.contactTypes)}, ${name(accounts.isFirstLogin)})
          select x.email, ${sql.join(
            ACCOUNT_FIELDS.map((f) => sql`x.${sql.identifier(f)}`),
            sql`, `,
          )}, '{Member}'::text[], true
          from jsonb_to_recordset(${json(payload)}) as x(email text, ${fieldRecord})
          returning ${accounts.id} as "id", ${accounts.email} as "email"`,
    );
    const ids = new Map(created.map((c) => [c.email, c.id]));
    for (const row of part) row.accountId = ids.get(row.email) ?? null;
  }
}

/**
 * Hot statement (bench/member-import.ts): writes the changed account values of `update` rows (a
 * null in the payload keeps the column), a chunk per statement.
 */
export async function updateAccounts(db: Executor, rows: PlannedRow[]): Promise<void> {
  const changed = rows.filter((row) => Object.keys(row.values).length > 0);
  const sets = sql.join(
    ACCOUNT_FIELDS.map((f) => sql`${name(accounts[f])} = coalesce(x.${sql.identifier(f)}, ${a[f]})`),
    sql`, `,
  );
  for (const part of chunks(changed)) {
    const payload = part.map((row) => ({ id: row.accountId, ...row.values }));
    await query(
      db,
      sql`update ${accounts} ${a} set ${sets}, ${name(accounts.updatedAt)} = now()
          from jsonb_to_recordset(${json(payload)}) as x(id uuid, ${fieldRecord})
          where ${a.id} = x.id`,
    );
  }
}

/** Hot statement (bench/member-import.ts): adds segments (existing pairs are kept), a chunk per statement. */
export async function addSegments(db: Executor, rows: PlannedRow[]): Promise<void> {
  const pairs = rows.flatMap((row) => row.addSegmentIds.map((s) => ({ a: row.accountId, s })));
  for (const part of chunks(pairs)) {
    await db
      .insert(accountSegments)
      .select(sql`select x.a, x.s from jsonb_to_recordset(${json(part)}) as x(a uuid, s int)`)
      .onConflictDoNothing();
  }
}

/**
 * Hot statement (bench/member-import.ts): creates or changes memberships with the planned values
 * (type, member number, join date, renewed-to date), a chunk per statement. A new one is Active.
 */
export async function upsertMemberships(db: Executor, rows: PlannedRow[]) {
  const items = rows
    .filter((row) => row.membership)
    .map((row) => ({
      a: row.accountId,
      n: row.membership?.memberNum,
      t: row.membership?.typeId,
      j: row.membership?.joinDate,
      r: row.membership?.renewedTo,
    }));
  const excluded = (column: { name: string }) => sql`excluded.${name(column)}`;
  const set = (column: { name: string }) => sql`${name(column)} = ${excluded(column)}`;
  for (const part of chunks(items)) {
    await query(
      db,
      sql`insert into ${memberships} (${name(memberships.accountId)}, ${name(memberships.memberNum)},
            ${name(memberships.typeId)}, ${name(memberships.status)}, ${name(memberships.joinDate)},
            ${name(memberships.renewedTo)})
          select x.a, x.n, x.t, 'Active', x.j, x.r
          from jsonb_to_recordset(${json(part)}) as x(a uuid, n text, t int, j date, r date)
          on conflict (${name(memberships.accountId)}) do update set
            ${set(memberships.typeId)}, ${set(memberships.memberNum)}, ${set(memberships.joinDate)},
            ${set(memberships.renewedTo)}, ${name(memberships.updatedAt)} = now()`,
    );
  }
}

/**
 * Hot statement (bench/member-import.ts): stores every row of the batch (refused and unchanged ones
 * too: the batch's result list), a chunk per statement.
 */
export async function insertBatchRows(db: Executor, batchId: string, rows: PlannedRow[]): Promise<void> {
  const t = memberImportRows;
  for (const part of chunks(rows)) {
    const payload = part.map((row) => ({
      l: row.row,
      act: row.action,
      e: row.email,
      n: row.name,
      a: row.accountId,
      r: row.reasons.length > 0 ? row.reasons : null,
      p: row.previous,
    }));
    const columns = [t.batchId, t.rowNumber, t.action, t.email, t.name, t.accountId, t.reasons, t.previous];
    await query(
      db,
      sql`insert into ${t} (${sql.join(columns.map(name), sql`, `)})
          select ${batchId}::uuid, x.l, x.act, x.e, x.n, x.a,
            case when x.r is null then null else array(select jsonb_array_elements_text(x.r)) end, x.p
          from jsonb_to_recordset(${json(payload)}) as x(l int, act text, e text, n text, a uuid, r jsonb, p jsonb)`,
    );
  }
}

const batchColumns = {
  id: memberImportBatches.id,
  filename: memberImportBatches.filename,
  createdAt: memberImportBatches.createdAt,
  actorEmail: memberImportBatches.actorEmail,
  totalRows: memberImportBatches.totalRows,
  createdCount: memberImportBatches.createdCount,
  updatedCount: memberImportBatches.updatedCount,
  unchangedCount: memberImportBatches.unchangedCount,
  refusedCount: memberImportBatches.refusedCount,
  skippedRefused: memberImportBatches.skippedRefused,
  invitationsSent: memberImportBatches.invitationsSent,
  undoneAt: memberImportBatches.undoneAt,
  undoneByEmail: memberImportBatches.undoneByEmail,
};

/** A batch as the list and the undo read it. */
export type BatchRecord = Pick<typeof memberImportBatches.$inferSelect, keyof typeof batchColumns>;

/** One batch (`forUpdate`: locked for the rest of the transaction), or null. */
export async function findBatch(db: Executor, id: string, forUpdate = false): Promise<BatchRecord | null> {
  const q = db.select(batchColumns).from(memberImportBatches).where(eq(memberImportBatches.id, id)).$dynamic();
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** A page of batches, newest first. */
export async function listBatches(db: Executor, page: number, size: number) {
  const items = await db
    .select(batchColumns)
    .from(memberImportBatches)
    .orderBy(desc(memberImportBatches.createdAt), asc(memberImportBatches.id))
    .limit(size)
    .offset((page - 1) * size);
  const [{ n }] = await db.select({ n: count() }).from(memberImportBatches);
  return { items, totalItems: n };
}

/** The batches among `batchIds` (one jsonb parameter) as a `where` condition on `b`. */
const batchIn = (batchIds: string[]) => sql`${b.id} in (select (jsonb_array_elements_text(${json(batchIds)}))::uuid)`;
const changedMember = (action: SQLWrapper) => sql`${action} in ('create', 'update')`;

/**
 * Of these batches, the ones a member of which (created or updated) has signed in since the import
 * (a session of their own, not an impersonation), and the ones a later, not undone import also
 * changed a member of.
 */
export async function undoBlockers(db: Executor, batchIds: string[]) {
  if (batchIds.length === 0) return { signedIn: new Set<string>(), laterImport: new Set<string>() };
  const s = alias(sessions, 's');
  const r2 = alias(memberImportRows, 'r2');
  const b2 = alias(memberImportBatches, 'b2');
  /** Ids of the batches (among `batchIds`) with a changed member row `r` for which `blocks` holds. */
  const batchesWhere = async (blocks: (rows: ReturnType<typeof changedRows>) => ReturnType<typeof changedRows>) => {
    const rows = await db
      .select({ id: b.id })
      .from(b)
      .where(and(batchIn(batchIds), exists(blocks(changedRows()))));
    return new Set(rows.map((x) => x.id));
  };
  const changedRows = () => db.select({ one: sql`1` }).from(r).$dynamic();
  const ofThisBatch = and(eq(r.batchId, b.id), changedMember(r.action));
  const signedIn = await batchesWhere((q) =>
    q
      .innerJoin(s, eq(s.accountId, r.accountId))
      .where(and(ofThisBatch, sql`${s.createdAt} >= ${b.createdAt}`, isNull(s.impersonatorId))),
  );
  const laterImport = await batchesWhere((q) =>
    q
      .innerJoin(r2, and(eq(r2.accountId, r.accountId), ne(r2.batchId, r.batchId), changedMember(r2.action)))
      .innerJoin(b2, eq(b2.id, r2.batchId))
      .where(and(ofThisBatch, sql`${b2.createdAt} > ${b.createdAt}`, isNull(b2.undoneAt))),
  );
  return { signedIn, laterImport };
}

/** A page of a batch's stored rows, in file order. */
export async function listBatchRows(db: Executor, batchId: string, q: MemberImportBatchRowsQuery) {
  const t = memberImportRows;
  const where = and(eq(t.batchId, batchId), q.action ? eq(t.action, q.action) : undefined);
  const items = await db
    .select({
      row: t.rowNumber,
      email: t.email,
      name: t.name,
      action: t.action,
      reasons: t.reasons,
      accountId: t.accountId,
    })
    .from(t)
    .where(where)
    .orderBy(t.rowNumber)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(t).where(where);
  return {
    items: items.map((i) => ({ ...i, reasons: i.reasons ?? [] }) as MemberImportBatchRow),
    totalItems: n,
  };
}

/** Emails and first names of the members a batch created (for invitation mails). */
export async function createdMembers(db: Executor, batchId: string) {
  return db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName })
    .from(memberImportRows)
    .innerJoin(accounts, eq(accounts.id, memberImportRows.accountId))
    .where(and(eq(memberImportRows.batchId, batchId), eq(memberImportRows.action, 'create')))
    .orderBy(memberImportRows.rowNumber);
}

/**
 * Undoes a batch's writes (in the caller's transaction): restores each updated member's replaced
 * values, segments and membership exactly, then deletes the members it created (their memberships,
 * segments and sessions go with them). Raw: UPDATE … FROM and DELETE … USING over the batch's rows
 * with jsonb paths, which the builder does not express; tables and columns come from the schema.
 */
export async function revertBatch(db: Executor, batchId: string): Promise<void> {
  const previous = sql`${r.previous}->'account'`;
  const restore = sql.join(
    ACCOUNT_FIELDS.map(
      (f) =>
        sql`${name(accounts[f])} = case when (${previous}) ? ${sql.raw(`'${f}'`)} then ${previous}->>${sql.raw(`'${f}'`)} else ${a[f]} end`,
    ),
    sql`, `,
  );
  const ofBatch = (action: 'create' | 'update') => sql`${r.batchId} = ${batchId} and ${r.action} = ${action}`;
  const segmentsArray = sql`jsonb_typeof(${r.previous}->'segmentIds') = 'array'`;
  await query(
    db,
    sql`update ${accounts} ${a} set ${restore}, ${name(accounts.updatedAt)} = now() from ${memberImportRows} ${r}
        where ${ofBatch('update')} and ${r.accountId} = ${a.id} and ${previous} <> '{}'::jsonb`,
  );
  const s = alias(accountSegments, 's');
  await query(
    db,
    sql`delete from ${accountSegments} ${s} using ${memberImportRows} ${r}
        where ${ofBatch('update')} and ${segmentsArray} and ${s.accountId} = ${r.accountId}`,
  );
  const g = alias(segments, 'g');
  await query(
    db,
    sql`insert into ${accountSegments} (${name(accountSegments.accountId)}, ${name(accountSegments.segmentId)})
        select ${r.accountId}, ${g.id} from ${memberImportRows} ${r}
        cross join lateral jsonb_array_elements_text(${r.previous}->'segmentIds') as e(v)
        join ${segments} ${g} on ${g.id} = e.v::int
        where ${ofBatch('update')} and ${segmentsArray}
        on conflict do nothing`,
  );
  await query(
    db,
    sql`delete from ${memberships} ${m} using ${memberImportRows} ${r}
        where ${ofBatch('update')} and ${r.previous}->'membership' = '"none"'::jsonb and ${m.accountId} = ${r.accountId}`,
  );
  await query(
    db,
    sql`update ${memberships} ${m} set ${name(memberships.typeId)} = (${r.previous}->'membership'->>'typeId')::int,
          ${name(memberships.memberNum)} = ${r.previous}->'membership'->>'memberNum',
          ${name(memberships.joinDate)} = case when ${r.previous}->'membership' ? 'joinDate'
            then (${r.previous}->'membership'->>'joinDate')::date else ${m.joinDate} end,
          ${name(memberships.renewedTo)} = case when ${r.previous}->'membership' ? 'renewedTo'
            then (${r.previous}->'membership'->>'renewedTo')::date else ${m.renewedTo} end,
          ${name(memberships.updatedAt)} = now()
        from ${memberImportRows} ${r}
        where ${ofBatch('update')} and jsonb_typeof(${r.previous}->'membership') = 'object' and ${m.accountId} = ${r.accountId}`,
  );
  await query(
    db,
    sql`delete from ${accounts} ${a} using ${memberImportRows} ${r} where ${ofBatch('create')} and ${a.id} = ${r.accountId}`,
  );
}

/** Marks a batch undone by the actor. */
export async function markUndone(db: Executor, batchId: string, actor: { id: string; email: string }) {
  await db
    .update(memberImportBatches)
    .set({ undoneAt: sql`now()`, undoneById: actor.id, undoneByEmail: actor.email })
    .where(eq(memberImportBatches.id, batchId));
}

/** The staff member's remembered mapping (field → column name), or an empty one. */
export async function findRememberedMapping(db: Executor, accountId: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ columns: memberImportMappings.columns })
    .from(memberImportMappings)
    .where(eq(memberImportMappings.accountId, accountId));
  return row?.columns ?? {};
}

/** Remembers the staff member's mapping (field → column name), replacing the last one. */
export async function saveRememberedMapping(db: Executor, accountId: string, columns: Record<string, string>) {
  await db
    .insert(memberImportMappings)
    .values({ accountId, columns })
    .onConflictDoUpdate({ target: memberImportMappings.accountId, set: { columns, updatedAt: sql`now()` } });
}

/** The contact details of the accounts `ids` as member events carry them (issue 31), a chunk per statement. */
export async function memberEventFields(
  db: Executor,
  ids: string[],
): Promise<Map<string, MemberEventFields & { id: string }>> {
  const found = new Map<string, MemberEventFields & { id: string }>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select({
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        preferredName: accounts.preferredName,
        memberNum: accounts.memberNum,
        mobile: accounts.mobile,
        address: accounts.address,
        suburb: accounts.suburb,
        state: accounts.state,
        postCode: accounts.postCode,
        country: accounts.country,
      })
      .from(accounts)
      .where(inArray(accounts.id, part));
    for (const r of rows) found.set(r.id, r);
  }
  return found;
}
