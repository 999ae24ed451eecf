/**
 * Member directory, profiles and privacy routes (spec 03 §7 Directories, Settings (privacy); issue 16).
 * Paths the spec gives: GET /api/directory/member/list|locations|companies, GET and POST
 * /api/user/privacy. Chosen (the spec does not show them): GET /api/user/profile (own profile) and
 * GET /api/directory/member/{id} (another member's profile). All behind member_directory.
 */
import {
  DirectoryCompaniesQuerySchema,
  DirectoryOptionSchema,
  MemberDirectoryQuerySchema,
  MemberDirectoryResponseSchema,
  PrivacySettingsSchema,
  ProfileIdParamsSchema,
  ProfileSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as directory from './directory.service';

const errors = errorResponses(400, 401, 404);
const tags = ['directory'];
const config = { feature: 'member_directory' } as const;

export function directoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/directory/member/list', {
      config,
      schema: {
        tags,
        querystring: MemberDirectoryQuerySchema,
        response: { 200: MemberDirectoryResponseSchema, ...errors },
      },
      handler: (req) => directory.listMembers(ctx, actorOf(req), req.query),
    });
    app.get('/api/directory/member/locations', {
      config,
      schema: { tags, response: { 200: z.array(DirectoryOptionSchema), ...errors } },
      handler: () => directory.locations(),
    });
    app.get('/api/directory/member/companies', {
      config,
      schema: {
        tags,
        querystring: DirectoryCompaniesQuerySchema,
        response: { 200: z.array(DirectoryOptionSchema), ...errors },
      },
      handler: (req) => directory.companies(ctx, req.query),
    });
    app.get('/api/directory/member/:id', {
      config,
      schema: { tags, params: ProfileIdParamsSchema, response: { 200: ProfileSchema, ...errors } },
      handler: (req) => directory.getProfile(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/user/profile', {
      config,
      schema: { tags, response: { 200: ProfileSchema, ...errors } },
      handler: (req) => {
        const actor = actorOf(req);
        return directory.getProfile(ctx, actor, actor.id);
      },
    });
    app.get('/api/user/privacy', {
      config,
      schema: { tags, response: { 200: PrivacySettingsSchema, ...errors } },
      handler: (req) => directory.getPrivacy(ctx, actorOf(req)),
    });
    app.post('/api/user/privacy', {
      config,
      schema: { tags, body: PrivacySettingsSchema, response: { 200: PrivacySettingsSchema, ...errors } },
      handler: (req) => directory.savePrivacy(ctx, actorOf(req), req.body),
    });
  };
}
