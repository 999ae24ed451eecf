/**
 * The data access of courses and enrolments (spec 03 §3 Enrolment; issue 16). Dates as
 * "YYYY-MM-DD" (the schema's `date` columns in string mode). Typed builder throughout (db/schema/cpd.ts).
 */
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { courses, enrolments } from '../../../db/schema';

/** Enrolments with their course, filtered by `where`, Active first, then by course name. */
function enrolmentsWithCourse(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: enrolments.id,
      accountId: enrolments.accountId,
      status: enrolments.status,
      completionDate: enrolments.completionDate,
      expiryDate: enrolments.expiryDate,
      courseId: courses.id,
      code: courses.code,
      name: courses.name,
      categoryName: courses.categoryName,
      loginUrl: courses.loginUrl,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(where)
    .orderBy(desc(sql`(${enrolments.status} = 'Active')`), courses.name, enrolments.id);
}

/** An enrolment row with its course. */
export type EnrolmentRow = Awaited<ReturnType<typeof enrolmentsWithCourse>>[number];

/** The account's enrolments (of `status` when given): Active first, then by course name. */
export function enrolmentsOf(db: Executor, accountId: string, status: string | null): Promise<EnrolmentRow[]> {
  return enrolmentsWithCourse(
    db,
    and(eq(enrolments.accountId, accountId), status ? eq(enrolments.status, status) : undefined),
  );
}

/** The account's enrolment in a course, or null. */
export async function enrolmentOf(db: Executor, accountId: string, courseId: number): Promise<EnrolmentRow | null> {
  const [row] = await enrolmentsWithCourse(
    db,
    and(eq(enrolments.accountId, accountId), eq(enrolments.courseId, courseId)),
  );
  return row ?? null;
}

/** Removes an enrolment. */
export async function deleteEnrolment(db: Executor, id: number): Promise<void> {
  await db.delete(enrolments).where(eq(enrolments.id, id));
}

/** Enrols the account (Active); answers false when already enrolled. */
export async function insertEnrolment(db: Executor, accountId: string, courseId: number): Promise<boolean> {
  const rows = await db
    .insert(enrolments)
    .values({ accountId, courseId, status: 'Active' })
    .onConflictDoNothing({ target: [enrolments.accountId, enrolments.courseId] })
    .returning({ id: enrolments.id });
  return rows.length > 0;
}

/** The catalogue by category and name, with the account's enrolment status (null when not enrolled). */
export function listCourses(db: Executor, accountId: string) {
  return db
    .select({
      id: courses.id,
      code: courses.code,
      name: courses.name,
      categoryName: courses.categoryName,
      description: courses.description,
      loginUrl: courses.loginUrl,
      enrolmentStatus: enrolments.status,
    })
    .from(courses)
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.accountId, accountId)))
    .orderBy(courses.categoryName, courses.name, courses.id);
}

/** A course row with the caller's enrolment status. */
export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];

/** True when the course exists. */
export async function courseExists(db: Executor, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return rows.length > 0;
}
