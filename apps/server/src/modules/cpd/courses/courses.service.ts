/**
 * Courses and enrolments (spec 03 §4 Enrolment: completed enrolments cannot be unenrolled; §7 CPD
 * and enrolments; §8 messages; issue 16). Members see only their own enrolments.
 */
import { CPD_MESSAGES, type Course, type Enrolment, type EnrolmentListInput, type UnenrolInput } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkUnenrol, checkUserId } from '../../../policies/cpd';
import { enforce } from '../../../policies/denial';
import * as repo from './courses.repository';

function presentEnrolment(r: repo.EnrolmentRow): Enrolment {
  return {
    enrolmentId: r.id,
    status: r.status,
    completionDate: r.completionDate,
    expiryDate: r.expiryDate,
    courseCode: r.code,
    loginUrl: r.loginUrl,
    course: { courseId: r.courseId, courseName: r.name, categoryName: r.categoryName },
  };
}

/** POST /api/user/enrolment/list: the caller's enrolments, of `status` when given. */
export async function listEnrolments(ctx: AppContext, actor: Actor, input: EnrolmentListInput): Promise<Enrolment[]> {
  enforce(checkUserId(actor, input.userId));
  return (await repo.enrolmentsOf(ctx.db, actor.id, input.status || null)).map(presentEnrolment);
}

/** POST /api/user/enrolment/unenrol: removes an enrolment that is not completed. */
export async function unenrol(ctx: AppContext, actor: Actor, input: UnenrolInput): Promise<{ message: string }> {
  enforce(checkUserId(actor, input.userId));
  const row = await repo.enrolmentOf(ctx.db, actor.id, input.courseId);
  if (row && input.courseCode && input.courseCode !== row.code)
    throw new AppError('NOT_FOUND', CPD_MESSAGES.notEnrolled);
  enforce(checkUnenrol(actor, row && { accountId: row.accountId, status: row.status }));
  await repo.deleteEnrolment(ctx.db, (row as repo.EnrolmentRow).id);
  return { message: CPD_MESSAGES.unenrolSuccess };
}

/** POST /api/user/enrolment/enrol (chosen): enrols the caller in a catalogue course. */
export async function enrol(ctx: AppContext, actor: Actor, courseId: number): Promise<{ message: string }> {
  if (!(await repo.courseExists(ctx.db, courseId))) throw new AppError('NOT_FOUND', CPD_MESSAGES.notFound);
  if (!(await repo.insertEnrolment(ctx.db, actor.id, courseId)))
    throw new AppError('CONFLICT', CPD_MESSAGES.alreadyEnrolled);
  return { message: CPD_MESSAGES.enrolSuccess };
}

/** GET /api/course/list: the catalogue with the caller's enrolment status. */
export async function listCourses(ctx: AppContext, actor: Actor): Promise<Course[]> {
  return (await repo.listCourses(ctx.db, actor.id)).map((c) => ({
    courseId: c.id,
    courseName: c.name,
    courseCode: c.code,
    categoryName: c.categoryName,
    description: c.description,
    loginUrl: c.loginUrl,
    enrolmentStatus: c.enrolmentStatus,
  }));
}
