/**
 * The data access of CPD (spec 03 §3 CPD period, CPD record; issue 16): periods made on first read,
 * records with their evidence, the attendance job's insert and the staff compliance aggregate.
 * Hours come back as numbers; dates as "YYYY-MM-DD" (the schema's `date` columns in string mode).
 * Typed builder throughout (db/schema/cpd.ts).
 */
import {
  and,
  asc,
  between,
  getTableName,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  min,
  not,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/raw-query';
import { accounts, cpdEvidence, cpdPeriods, cpdRecords, eventTickets, events } from '../../db/schema';

const periodColumns = {
  id: cpdPeriods.id,
  accountId: cpdPeriods.accountId,
  startDate: cpdPeriods.startDate,
  endDate: cpdPeriods.endDate,
  minimumHours: sql<number | null>`${cpdPeriods.minimumHours}::float8`,
  learningPlan: cpdPeriods.learningPlan,
};

/** A period row (dates "YYYY-MM-DD"; minimum hours a number or null). */
export type PeriodRow = Omit<Pick<typeof cpdPeriods.$inferSelect, keyof typeof periodColumns>, 'minimumHours'> & {
  minimumHours: number | null;
};

/** An evidence file as listed on its record. `size` in bytes. */
export interface EvidenceItem {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

const ev = alias(cpdEvidence, 'ev');
const recordColumns = {
  id: cpdRecords.id,
  accountId: cpdRecords.accountId,
  title: cpdRecords.title,
  categoryName: cpdRecords.categoryName,
  presenter: cpdRecords.presenter,
  domain: cpdRecords.domain,
  hours: sql<number>`${cpdRecords.hours}::float8`.mapWith(Number),
  interactive: cpdRecords.interactive,
  reflection: cpdRecords.reflection,
  completedDate: cpdRecords.completedDate,
  relatedEventId: cpdRecords.relatedEventId,
  // Nested in its own fragment: a single-table select list names its top-level columns unqualified,
  // and the subquery must name the record's id as "cpd_records"."id".
  attachments: sql<
    EvidenceItem[]
  >`${sql`coalesce((select json_agg(json_build_object('id', ${ev.id}, 'name', ${ev.filename}, 'size', ${ev.size}, 'mimeType', ${ev.mimeType})
    order by ${ev.seq}) from ${cpdEvidence} ${ev} where ${ev.recordId} = ${cpdRecords.id}), '[]'::json)`}`,
};

/** A record row with its evidence (hours a number, dates "YYYY-MM-DD"). */
export type RecordRow = Omit<
  Pick<typeof cpdRecords.$inferSelect, Exclude<keyof typeof recordColumns, 'attachments'>>,
  'hours'
> & {
  hours: number;
  attachments: EvidenceItem[];
};

const evidenceColumns = {
  id: cpdEvidence.id,
  recordId: cpdEvidence.recordId,
  accountId: cpdRecords.accountId,
  storageKey: cpdEvidence.storageKey,
  filename: cpdEvidence.filename,
  mimeType: cpdEvidence.mimeType,
  size: cpdEvidence.size,
};

/** An evidence file row with its record's owner. */
export type EvidenceRow = Pick<
  typeof cpdEvidence.$inferSelect,
  'id' | 'recordId' | 'storageKey' | 'filename' | 'mimeType' | 'size'
> & {
  accountId: string;
};

/** The account's period starting on `startDate`, made when missing. */
export async function ensurePeriod(
  db: Executor,
  accountId: string,
  dates: { startDate: string; endDate: string },
): Promise<PeriodRow> {
  await db
    .insert(cpdPeriods)
    .values({ accountId, startDate: dates.startDate, endDate: dates.endDate })
    .onConflictDoNothing({ target: [cpdPeriods.accountId, cpdPeriods.startDate] });
  const [row] = await db
    .select(periodColumns)
    .from(cpdPeriods)
    .where(and(eq(cpdPeriods.accountId, accountId), eq(cpdPeriods.startDate, dates.startDate)));
  return row;
}

/** A period by id, or null. */
export async function periodById(db: Executor, id: number): Promise<PeriodRow | null> {
  const [row] = await db.select(periodColumns).from(cpdPeriods).where(eq(cpdPeriods.id, id));
  return row ?? null;
}

/** Sets a period's learning plan. */
export async function setLearningPlan(db: Executor, id: number, plan: string | null): Promise<void> {
  await db
    .update(cpdPeriods)
    .set({ learningPlan: plan, learningPlanUpdatedAt: sql`now()` })
    .where(eq(cpdPeriods.id, id));
}

/** The earliest completed date of the account's records, or null. */
export async function earliestRecordDate(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ d: min(cpdRecords.completedDate) })
    .from(cpdRecords)
    .where(eq(cpdRecords.accountId, accountId));
  return row?.d ?? null;
}

/** The account's records completed within [start, end], newest first. */
export function recordsInRange(db: Executor, accountId: string, start: string, end: string): Promise<RecordRow[]> {
  return db
    .select(recordColumns)
    .from(cpdRecords)
    .where(and(eq(cpdRecords.accountId, accountId), between(cpdRecords.completedDate, start, end)))
    .orderBy(desc(cpdRecords.completedDate), desc(cpdRecords.id));
}

/** A record by id, or null. */
export async function recordById(db: Executor, id: number): Promise<RecordRow | null> {
  const [row] = await db.select(recordColumns).from(cpdRecords).where(eq(cpdRecords.id, id));
  return row ?? null;
}

/** A record's fields as written. */
export interface RecordFields {
  title: string;
  categoryName: string;
  presenter: string | null;
  domain: string | null;
  hours: number;
  interactive: boolean;
  reflection: string | null;
  completedDate: string;
}

const written = (f: RecordFields) => ({ ...f, hours: String(f.hours) });

/** Inserts an outside record; answers its id. */
export async function insertRecord(db: Executor, accountId: string, f: RecordFields): Promise<number> {
  const [row] = await db
    .insert(cpdRecords)
    .values({ accountId, ...written(f) })
    .returning({ id: cpdRecords.id });
  return row.id;
}

/** Rewrites a record's fields. */
export async function updateRecord(db: Executor, id: number, f: RecordFields): Promise<void> {
  await db
    .update(cpdRecords)
    .set({ ...written(f), updatedAt: sql`now()` })
    .where(eq(cpdRecords.id, id));
}

/** Sets a record's reflection. */
export async function setReflection(db: Executor, id: number, reflection: string | null): Promise<void> {
  await db.update(cpdRecords).set({ reflection, updatedAt: sql`now()` }).where(eq(cpdRecords.id, id));
}

/** Deletes a record; answers the storage keys of its evidence (delete the files after commit). */
export async function deleteRecord(db: Executor, id: number): Promise<string[]> {
  const keys = await db
    .select({ storageKey: cpdEvidence.storageKey })
    .from(cpdEvidence)
    .where(eq(cpdEvidence.recordId, id));
  await db.delete(cpdRecords).where(eq(cpdRecords.id, id));
  return keys.map((k) => k.storageKey);
}

/** Evidence to insert. `size` in bytes. */
export interface EvidenceFields {
  storageKey: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** Inserts evidence rows of a record (in the order given: `seq` is assigned in row order). */
export async function insertEvidence(db: Executor, recordId: number, files: EvidenceFields[]): Promise<void> {
  for (const f of files) {
    // clock_timestamp(): files of one upload keep their order (now() is the transaction's time).
    await db.insert(cpdEvidence).values({ recordId, ...f, createdAt: sql`clock_timestamp()` });
  }
}

/** Deletes the named evidence of a record (others are ignored); answers their storage keys. */
export async function deleteEvidence(db: Executor, recordId: number, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(cpdEvidence)
    .where(and(eq(cpdEvidence.recordId, recordId), inArray(cpdEvidence.id, ids)))
    .returning({ storageKey: cpdEvidence.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Number of evidence files of a record. */
export async function evidenceCount(db: Executor, recordId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cpdEvidence).where(eq(cpdEvidence.recordId, recordId));
  return row.n;
}

/** An evidence file by id with its owner, or null. */
export async function evidenceById(db: Executor, id: string): Promise<EvidenceRow | null> {
  const [row] = await db
    .select(evidenceColumns)
    .from(cpdEvidence)
    .innerJoin(cpdRecords, eq(cpdRecords.id, cpdEvidence.recordId))
    .where(eq(cpdEvidence.id, id));
  return row ?? null;
}

/** The evidence of the account's records completed within [start, end]. */
export function evidenceInRange(db: Executor, accountId: string, start: string, end: string): Promise<EvidenceRow[]> {
  return db
    .select(evidenceColumns)
    .from(cpdEvidence)
    .innerJoin(cpdRecords, eq(cpdRecords.id, cpdEvidence.recordId))
    .where(and(eq(cpdRecords.accountId, accountId), between(cpdRecords.completedDate, start, end)))
    .orderBy(asc(cpdRecords.completedDate), asc(cpdRecords.id), asc(cpdEvidence.seq));
}

/** The event of a record (certificate facts: times as PostgreSQL's text of the instant), or null. */
export async function eventOfRecord(
  db: Executor,
  eventId: number,
): Promise<{ title: string; startUtc: string; endUtc: string; venue: string | null } | null> {
  const [row] = await db
    .select({
      title: events.title,
      startUtc: sql<string>`${events.startUtc}::text`,
      endUtc: sql<string>`${events.endUtc}::text`,
      venue: sql<string | null>`coalesce(${events.venue}, ${events.address})`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** The account's printed name. */
export async function accountName(
  db: Executor,
  accountId: string,
): Promise<{ name: string; memberNum: string | null; email: string }> {
  const [row] = await db
    .select({
      name: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
      memberNum: accounts.memberNum,
      email: accounts.email,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/**
 * Adds the CPD record of every attendance (an Active ticket of a published CPD event that has
 * ended by `now`) that has none yet: hours from the event's CPD details (quarter hours),
 * interactive, completed on the event's end date in the event's own IANA zone (the tenant's zone
 * unless staff chose another: a Darwin event ending 23:45 local is completed that Darwin day). Idempotent through the unique
 * (account_id, related_event_id). Answers the number of records added.
 */
export async function insertAttendanceRecords(db: Executor, now: Date): Promise<number> {
  const k = eventTickets;
  const e = events;
  const hoursText = sql`(${e.cpdDetails}->>'hours')`;
  const recorded = db
    .select({ id: cpdRecords.id })
    .from(cpdRecords)
    .where(and(eq(cpdRecords.accountId, k.accountId), eq(cpdRecords.relatedEventId, e.id)));
  // One row per (account, event): an account holding several tickets of the event gets one record.
  const attendances = db
    .select({
      // Every insertable column of cpd_records in table order (an INSERT ... SELECT names them all).
      id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(cpdRecords)}, ${cpdRecords.id.name}))`.as('id'),
      accountId: k.accountId,
      title: e.title,
      categoryName: sql<string>`coalesce(nullif(${e.cpdDetails}->>'category', ''), 'Event')`.as('category_name'),
      presenter: sql<string | null>`nullif(${e.presenters}->0->>'name', '')`.as('presenter'),
      domain: sql<null>`null`.as('domain'),
      hours: sql<string>`round((${hoursText}::numeric) * 4) / 4`.as('hours'),
      interactive: sql<boolean>`true`.as('interactive'),
      reflection: sql<null>`null`.as('reflection'),
      completedDate: sql<string>`(${e.endUtc} at time zone ${e.timeZone})::date`.as('completed_date'),
      relatedEventId: e.id,
      createdAt: sql<Date>`now()`.as('created_at'),
      updatedAt: sql<Date>`now()`.as('updated_at'),
    })
    .from(k)
    .innerJoin(e, eq(e.id, k.eventId))
    .where(
      and(
        eq(k.attendanceStatus, 'Active'),
        eq(e.status, 'published'),
        isNotNull(e.cpdDetails),
        sql`${hoursText} ~ '^[0-9]+(\\.[0-9]+)?$'`,
        gt(sql`${hoursText}::numeric`, 0),
        lte(e.endUtc, now),
        not(exists(recorded)),
      ),
    )
    .groupBy(k.accountId, e.id)
    .orderBy(k.accountId, e.id);
  const rows = await db
    .insert(cpdRecords)
    .select(attendances)
    .onConflictDoNothing({ target: [cpdRecords.accountId, cpdRecords.relatedEventId] })
    .returning({ id: cpdRecords.id });
  return rows.length;
}

/**
 * Every active Member account's figures in [start, end], by last and first name: hours completed
 * and interactive (numbers), records without a reflection, whether the period has a learning plan,
 * and the period's own minimum (null: the rule's).
 */
export async function complianceFacts(db: Executor, start: string, end: string) {
  const r = cpdRecords;
  const s = db
    .select({
      completed: sql`sum(${r.hours})`.as('completed'),
      interactive: sql`sum(${r.hours}) filter (where ${r.interactive})`.as('interactive'),
      withoutReflection: sql`count(*) filter (where coalesce(trim(${r.reflection}), '') = '')`.as('without_reflection'),
    })
    .from(r)
    .where(and(eq(r.accountId, accounts.id), between(r.completedDate, start, end)))
    .as('s');
  return db
    .select({
      accountId: accounts.id,
      name: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
      email: accounts.email,
      completed: sql<number>`coalesce(${s.completed}, 0)::float8`.mapWith(Number),
      interactive: sql<number>`coalesce(${s.interactive}, 0)::float8`.mapWith(Number),
      withoutReflection: sql<number>`coalesce(${s.withoutReflection}, 0)::int`.mapWith(Number),
      hasPlan: sql<boolean>`coalesce(length(trim(${cpdPeriods.learningPlan})) > 0, false)`,
      minimumHours: sql<number | null>`${cpdPeriods.minimumHours}::float8`,
    })
    .from(accounts)
    .leftJoinLateral(s, sql`true`)
    .leftJoin(cpdPeriods, and(eq(cpdPeriods.accountId, accounts.id), eq(cpdPeriods.startDate, start)))
    .where(and(eq(accounts.isActive, true), sql`'Member' = any(${accounts.contactTypes})`))
    .orderBy(accounts.lastName, accounts.firstName, accounts.id);
}

/** A member's figures in a period (staff compliance list). */
export type ComplianceFacts = Awaited<ReturnType<typeof complianceFacts>>[number];
