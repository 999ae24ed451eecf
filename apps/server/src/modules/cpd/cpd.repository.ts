/**
 * The SQL of CPD (spec 03 §3 CPD period, CPD record; issue 16): periods made on first read,
 * records with their evidence, the attendance job's insert and the staff compliance aggregate.
 * Hours come back as numbers; dates as "YYYY-MM-DD".
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A period row. */
export interface PeriodRow {
  id: number;
  account_id: string;
  start_date: string;
  end_date: string;
  minimum_hours: number | null;
  learning_plan: string | null;
}

/** A record row with its evidence. */
export interface RecordRow {
  id: number;
  account_id: string;
  title: string;
  category_name: string;
  presenter: string | null;
  domain: string | null;
  hours: number;
  interactive: boolean;
  reflection: string | null;
  completed_date: string;
  related_event_id: number | null;
  attachments: { id: string; name: string; size: number; mimeType: string }[];
}

/** An evidence file row with its record's owner. */
export interface EvidenceRow {
  id: string;
  record_id: number;
  account_id: string;
  storage_key: string;
  filename: string;
  mime_type: string;
  size: number;
}

const PERIOD_COLUMNS = sql`id, account_id, start_date::text as start_date, end_date::text as end_date,
  minimum_hours::float8 as minimum_hours, learning_plan`;

const RECORD_COLUMNS = sql`r.id, r.account_id, r.title, r.category_name, r.presenter, r.domain, r.hours::float8 as hours,
  r.interactive, r.reflection, r.completed_date::text as completed_date, r.related_event_id,
  coalesce((select json_agg(json_build_object('id', e.id, 'name', e.filename, 'size', e.size, 'mimeType', e.mime_type)
    order by e.seq) from cpd_evidence e where e.record_id = r.id), '[]'::json) as attachments`;

/** The account's period starting on `startDate`, made when missing. */
export async function ensurePeriod(
  db: Executor,
  accountId: string,
  dates: { startDate: string; endDate: string },
): Promise<PeriodRow> {
  await query(
    db,
    sql`insert into cpd_periods (account_id, start_date, end_date) values (${accountId}, ${dates.startDate}::date, ${dates.endDate}::date)
      on conflict (account_id, start_date) do nothing`,
  );
  const [row] = await query<PeriodRow>(
    db,
    sql`select ${PERIOD_COLUMNS} from cpd_periods where account_id = ${accountId} and start_date = ${dates.startDate}::date`,
  );
  return row;
}

/** A period by id, or null. */
export async function periodById(db: Executor, id: number): Promise<PeriodRow | null> {
  const [row] = await query<PeriodRow>(db, sql`select ${PERIOD_COLUMNS} from cpd_periods where id = ${id}`);
  return row ?? null;
}

/** Sets a period's learning plan. */
export async function setLearningPlan(db: Executor, id: number, plan: string | null): Promise<void> {
  await query(
    db,
    sql`update cpd_periods set learning_plan = ${plan}, learning_plan_updated_at = now() where id = ${id}`,
  );
}

/** The earliest completed date of the account's records, or null. */
export async function earliestRecordDate(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await query<{ d: string | null }>(
    db,
    sql`select min(completed_date)::text as d from cpd_records where account_id = ${accountId}`,
  );
  return row?.d ?? null;
}

/** The account's records completed within [start, end], newest first. */
export async function recordsInRange(
  db: Executor,
  accountId: string,
  start: string,
  end: string,
): Promise<RecordRow[]> {
  return query<RecordRow>(
    db,
    sql`select ${RECORD_COLUMNS} from cpd_records r where r.account_id = ${accountId}
      and r.completed_date between ${start}::date and ${end}::date order by r.completed_date desc, r.id desc`,
  );
}

/** A record by id, or null. */
export async function recordById(db: Executor, id: number): Promise<RecordRow | null> {
  const [row] = await query<RecordRow>(db, sql`select ${RECORD_COLUMNS} from cpd_records r where r.id = ${id}`);
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

/** Inserts an outside record; answers its id. */
export async function insertRecord(db: Executor, accountId: string, f: RecordFields): Promise<number> {
  const [row] = await query<{ id: number }>(
    db,
    sql`insert into cpd_records (account_id, title, category_name, presenter, domain, hours, interactive, reflection, completed_date)
      values (${accountId}, ${f.title}, ${f.categoryName}, ${f.presenter}, ${f.domain}, ${f.hours}, ${f.interactive}, ${f.reflection}, ${f.completedDate}::date)
      returning id`,
  );
  return row.id;
}

/** Rewrites a record's fields. */
export async function updateRecord(db: Executor, id: number, f: RecordFields): Promise<void> {
  await query(
    db,
    sql`update cpd_records set title = ${f.title}, category_name = ${f.categoryName}, presenter = ${f.presenter}, domain = ${f.domain},
      hours = ${f.hours}, interactive = ${f.interactive}, reflection = ${f.reflection}, completed_date = ${f.completedDate}::date, updated_at = now()
      where id = ${id}`,
  );
}

/** Sets a record's reflection. */
export async function setReflection(db: Executor, id: number, reflection: string | null): Promise<void> {
  await query(db, sql`update cpd_records set reflection = ${reflection}, updated_at = now() where id = ${id}`);
}

/** Deletes a record; answers the storage keys of its evidence (delete the files after commit). */
export async function deleteRecord(db: Executor, id: number): Promise<string[]> {
  const keys = await query<{ storage_key: string }>(
    db,
    sql`select storage_key from cpd_evidence where record_id = ${id}`,
  );
  await query(db, sql`delete from cpd_records where id = ${id}`);
  return keys.map((k) => k.storage_key);
}

/** Evidence to insert. `size` in bytes. */
export interface EvidenceFields {
  storageKey: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** Inserts evidence rows of a record. */
export async function insertEvidence(db: Executor, recordId: number, files: EvidenceFields[]): Promise<void> {
  for (const f of files) {
    await query(
      db,
      // clock_timestamp(): files of one upload keep their order (now() is the transaction's time).
      sql`insert into cpd_evidence (record_id, storage_key, filename, mime_type, size, created_at)
        values (${recordId}, ${f.storageKey}, ${f.filename}, ${f.mimeType}, ${f.size}, clock_timestamp())`,
    );
  }
}

/** Deletes the named evidence of a record (others are ignored); answers their storage keys. */
export async function deleteEvidence(db: Executor, recordId: number, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ storage_key: string }>(
    db,
    sql`delete from cpd_evidence where record_id = ${recordId} and id = any(${`{${ids.join(',')}}`}::uuid[]) returning storage_key`,
  );
  return rows.map((r) => r.storage_key);
}

/** Number of evidence files of a record. */
export async function evidenceCount(db: Executor, recordId: number): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    db,
    sql`select count(*) as n from cpd_evidence where record_id = ${recordId}`,
  );
  return Number(row.n);
}

/** An evidence file by id with its owner, or null. */
export async function evidenceById(db: Executor, id: string): Promise<EvidenceRow | null> {
  const [row] = await query<EvidenceRow>(
    db,
    sql`select e.id, e.record_id, r.account_id, e.storage_key, e.filename, e.mime_type, e.size
      from cpd_evidence e join cpd_records r on r.id = e.record_id where e.id = ${id}`,
  );
  return row ?? null;
}

/** The evidence of the account's records completed within [start, end]. */
export async function evidenceInRange(
  db: Executor,
  accountId: string,
  start: string,
  end: string,
): Promise<EvidenceRow[]> {
  return query<EvidenceRow>(
    db,
    sql`select e.id, e.record_id, r.account_id, e.storage_key, e.filename, e.mime_type, e.size
      from cpd_evidence e join cpd_records r on r.id = e.record_id
      where r.account_id = ${accountId} and r.completed_date between ${start}::date and ${end}::date
      order by r.completed_date, r.id, e.seq`,
  );
}

/** The event of a record (certificate facts), or null. */
export async function eventOfRecord(
  db: Executor,
  eventId: number,
): Promise<{ title: string; start_utc: string; end_utc: string; venue: string | null } | null> {
  const [row] = await query<{ title: string; start_utc: string; end_utc: string; venue: string | null }>(
    db,
    sql`select title, start_utc::text as start_utc, end_utc::text as end_utc, coalesce(venue, address) as venue from events where id = ${eventId}`,
  );
  return row ?? null;
}

/** The account's printed name. */
export async function accountName(
  db: Executor,
  accountId: string,
): Promise<{ name: string; member_num: string | null; email: string }> {
  const [row] = await query<{ name: string; member_num: string | null; email: string }>(
    db,
    sql`select trim(first_name || ' ' || last_name) as name, member_num, email from accounts where id = ${accountId}`,
  );
  return row;
}

/**
 * Adds the CPD record of every attendance (an Active ticket of a published CPD event that has
 * ended by `now`) that has none yet: hours from the event's CPD details (quarter hours),
 * interactive, completed on the event's end date in Sydney. Idempotent through the unique
 * (account_id, related_event_id). Answers the number of records added.
 */
export async function insertAttendanceRecords(db: Executor, now: Date): Promise<number> {
  const rows = await query<{ id: number }>(
    db,
    sql`insert into cpd_records (account_id, title, category_name, presenter, domain, hours, interactive, reflection, completed_date, related_event_id)
      select distinct on (k.account_id, e.id) k.account_id, e.title, coalesce(nullif(e.cpd_details->>'category', ''), 'Event'),
        nullif(e.presenters->0->>'name', ''), null, round(((e.cpd_details->>'hours')::numeric) * 4) / 4, true, null,
        (e.end_utc at time zone 'Australia/Sydney')::date, e.id
      from event_tickets k join events e on e.id = k.event_id
      where k.attendance_status = 'Active' and e.status = 'published' and e.cpd_details is not null
        and (e.cpd_details->>'hours') ~ '^[0-9]+(\\.[0-9]+)?$' and (e.cpd_details->>'hours')::numeric > 0
        and e.end_utc <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from cpd_records r where r.account_id = k.account_id and r.related_event_id = e.id)
      order by k.account_id, e.id
      on conflict (account_id, related_event_id) do nothing
      returning id`,
  );
  return rows.length;
}

/** A member's figures in a period (staff compliance list). */
export interface ComplianceFacts {
  account_id: string;
  name: string;
  email: string;
  completed: number;
  interactive: number;
  without_reflection: number;
  has_plan: boolean;
  minimum_hours: number | null;
}

/** Every active Member account's figures in [start, end], by last and first name. */
export async function complianceFacts(db: Executor, start: string, end: string): Promise<ComplianceFacts[]> {
  return query<ComplianceFacts>(
    db,
    sql`select a.id as account_id, trim(a.first_name || ' ' || a.last_name) as name, a.email,
        coalesce(s.completed, 0)::float8 as completed, coalesce(s.interactive, 0)::float8 as interactive,
        coalesce(s.without_reflection, 0)::int as without_reflection,
        coalesce(length(trim(p.learning_plan)) > 0, false) as has_plan, p.minimum_hours::float8 as minimum_hours
      from accounts a
      left join lateral (select sum(r.hours) as completed, sum(r.hours) filter (where r.interactive) as interactive,
          count(*) filter (where coalesce(trim(r.reflection), '') = '') as without_reflection
        from cpd_records r where r.account_id = a.id and r.completed_date between ${start}::date and ${end}::date) s on true
      left join cpd_periods p on p.account_id = a.id and p.start_date = ${start}::date
      where a.is_active and 'Member' = any(a.contact_types)
      order by a.last_name, a.first_name, a.id`,
  );
}
