/** The SQL of courses and enrolments (spec 03 §3 Enrolment; issue 16). Dates as "YYYY-MM-DD". */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';

/** An enrolment row with its course. */
export interface EnrolmentRow {
  id: number;
  account_id: string;
  status: string;
  completion_date: string | null;
  expiry_date: string | null;
  course_id: number;
  code: string;
  name: string;
  category_name: string;
  login_url: string;
}

/** A course row with the caller's enrolment status. */
export interface CourseRow {
  id: number;
  code: string;
  name: string;
  category_name: string;
  description: string | null;
  login_url: string;
  enrolment_status: string | null;
}

const ENROLMENT_COLUMNS = sql`n.id, n.account_id, n.status, n.completion_date::text as completion_date, n.expiry_date::text as expiry_date,
  c.id as course_id, c.code, c.name, c.category_name, c.login_url`;

/** The account's enrolments (of `status` when given): Active first, then by course name. */
export async function enrolmentsOf(db: Executor, accountId: string, status: string | null): Promise<EnrolmentRow[]> {
  return query<EnrolmentRow>(
    db,
    sql`select ${ENROLMENT_COLUMNS} from enrolments n join courses c on c.id = n.course_id
      where n.account_id = ${accountId} ${status ? sql`and n.status = ${status}` : sql``}
      order by (n.status = 'Active') desc, c.name, n.id`,
  );
}

/** The account's enrolment in a course, or null. */
export async function enrolmentOf(db: Executor, accountId: string, courseId: number): Promise<EnrolmentRow | null> {
  const [row] = await query<EnrolmentRow>(
    db,
    sql`select ${ENROLMENT_COLUMNS} from enrolments n join courses c on c.id = n.course_id
      where n.account_id = ${accountId} and n.course_id = ${courseId}`,
  );
  return row ?? null;
}

/** Removes an enrolment. */
export async function deleteEnrolment(db: Executor, id: number): Promise<void> {
  await query(db, sql`delete from enrolments where id = ${id}`);
}

/** Enrols the account (Active); answers false when already enrolled. */
export async function insertEnrolment(db: Executor, accountId: string, courseId: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`insert into enrolments (account_id, course_id, status) values (${accountId}, ${courseId}, 'Active')
      on conflict (account_id, course_id) do nothing returning id`,
  );
  return rows.length > 0;
}

/** The catalogue by category and name, with the account's enrolment status. */
export async function listCourses(db: Executor, accountId: string): Promise<CourseRow[]> {
  return query<CourseRow>(
    db,
    sql`select c.id, c.code, c.name, c.category_name, c.description, c.login_url, n.status as enrolment_status
      from courses c left join enrolments n on n.course_id = c.id and n.account_id = ${accountId}
      order by c.category_name, c.name, c.id`,
  );
}

/** True when the course exists. */
export async function courseExists(db: Executor, courseId: number): Promise<boolean> {
  return (await query(db, sql`select 1 from courses where id = ${courseId}`)).length > 0;
}
