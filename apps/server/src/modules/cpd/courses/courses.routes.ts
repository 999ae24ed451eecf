/**
 * Course and enrolment routes (spec 03 §7 CPD and enrolments; issue 16), under the `cpd` feature:
 * POST /api/user/enrolment/list, /unenrol, /enrol (chosen) and GET /api/course/list (chosen).
 */
import {
  CourseListSchema,
  CpdMessageResponseSchema,
  EnrolInputSchema,
  EnrolmentListInputSchema,
  EnrolmentListSchema,
  UnenrolInputSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { errorResponses } from '../../../lib/errors';
import { actorOf } from '../../../plugins/auth';
import * as courses from './courses.service';

const tags = ['courses'];
const config = { feature: 'cpd' } as const;
const errors = errorResponses(400, 401, 403, 404, 409);

export function courseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/user/enrolment/list', {
      config,
      schema: {
        tags,
        body: z.preprocess((v) => v ?? {}, EnrolmentListInputSchema),
        response: { 200: EnrolmentListSchema, ...errors },
      },
      handler: (req) => courses.listEnrolments(ctx, actorOf(req), req.body),
    });
    app.post('/api/user/enrolment/unenrol', {
      config,
      schema: { tags, body: UnenrolInputSchema, response: { 200: CpdMessageResponseSchema, ...errors } },
      handler: (req) => courses.unenrol(ctx, actorOf(req), req.body),
    });
    app.post('/api/user/enrolment/enrol', {
      config,
      schema: { tags, body: EnrolInputSchema, response: { 200: CpdMessageResponseSchema, ...errors } },
      handler: (req) => courses.enrol(ctx, actorOf(req), req.body.courseId),
    });
    app.get('/api/course/list', {
      config,
      schema: { tags, response: { 200: CourseListSchema, ...errors } },
      handler: (req) => courses.listCourses(ctx, actorOf(req)),
    });
  };
}
