/**
 * Membership routes under /api/v1 (spec 02 §7 Membership, Members (read)): join, the file answer
 * of a join question (multipart, read here), cancel, unjoin, the join questions and the members.
 * Thin: validate, call one service.
 */
import {
  COMMUNITY_MESSAGES,
  CommunityIdParamsSchema,
  CommunityMembersQuerySchema,
  CommunityMembersResponseSchema,
  JoinCommunityInputSchema,
  JoinQuestionListResponseSchema,
  JoinQuestionParamsSchema,
  MembershipResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { readMultipart } from '../../files';
import { COMMUNITY_UPLOADS, fileField } from '../uploads/uploads';
import { config, errors, multipart, v1 } from '../http';
import * as membership from './membership.service';

const tags = ['communities'];
const IdParams = CommunityIdParamsSchema;
/** The file answer: one file, as `files` or `file`. */
const ANSWER_FILE_RULES = {
  files: fileField(1, COMMUNITY_MESSAGES.onlyOneFile),
  file: fileField(1, COMMUNITY_MESSAGES.onlyOneFile),
};

/** The membership routes. */
export function membershipRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(`${v1}/community/:id/join`, {
      config,
      schema: {
        tags,
        params: IdParams,
        body: JoinCommunityInputSchema,
        response: { 200: MembershipResponseSchema, ...errors },
      },
      handler: (req) => membership.joinCommunity(ctx, actorOf(req), req.params.id, req.body),
    });
    app.put(`${v1}/community/:id/join/question/:qid/send-files`, {
      config,
      schema: {
        tags,
        params: JoinQuestionParamsSchema,
        consumes: multipart,
        response: { 200: MembershipResponseSchema, ...errors },
      },
      handler: async (req) => {
        const form = await readMultipart(req, ANSWER_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        return membership.sendAnswerFiles(ctx, actorOf(req), req.params.id, req.params.qid, form.files);
      },
    });
    app.put(`${v1}/community/:id/join/cancel`, {
      config,
      schema: { tags, params: IdParams, response: { 200: MembershipResponseSchema, ...errors } },
      handler: (req) => membership.cancelJoin(ctx, actorOf(req), req.params.id),
    });
    app.put(`${v1}/community/:id/unjoin`, {
      config,
      schema: { tags, params: IdParams, response: { 200: MembershipResponseSchema, ...errors } },
      handler: (req) => membership.leaveCommunity(ctx, actorOf(req), req.params.id),
    });
    app.get(`${v1}/community/:id/join/question`, {
      config,
      schema: { tags, params: IdParams, response: { 200: JoinQuestionListResponseSchema, ...errors } },
      handler: (req) => membership.listJoinQuestions(ctx, actorOf(req), req.params.id),
    });
    app.get(`${v1}/community/:id/member`, {
      config,
      schema: {
        tags,
        params: IdParams,
        querystring: CommunityMembersQuerySchema,
        response: { 200: CommunityMembersResponseSchema, ...errors },
      },
      handler: (req) => membership.listMembers(ctx, actorOf(req), req.params.id, req.query),
    });
  };
}
