/**
 * The CPD module as one plugin (issue 16; spec 03 §7 CPD and enrolments), registered from app.ts:
 * CPD routes, course and enrolment routes, and the attendance job (`cpd.award-attendance`, every
 * 15 minutes, claimed in the database): attending a CPD event (ticket not cancelled, event ended)
 * adds its record once (unique account and event).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { schedule } from '../jobs';
import { courseRoutes } from './courses/courses.routes';
import { cpdRoutes } from './cpd.routes';
import { awardAttendance } from './cpd.service';

/** The attendance job's name (tests run it with `ctx.jobs.runIfDue`). */
export const CPD_ATTENDANCE_JOB = 'cpd.award-attendance';

/** Registers the routes and schedules the attendance job. */
export function cpdPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(cpdRoutes(ctx));
    await app.register(courseRoutes(ctx));
    schedule(ctx, { name: CPD_ATTENDANCE_JOB, everyMs: 15 * 60_000, run: () => awardAttendance(ctx) });
  };
}
