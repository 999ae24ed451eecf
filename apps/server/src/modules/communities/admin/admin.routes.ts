/**
 * Community admin area routes under /api/v1 (spec 02 §7 Admin communities, Members and blocking,
 * Questions, Posts admin; issue 19). Thin: validate with the shared schemas, call one service.
 * The post queue, set-status and statistics are in posts/posts.routes.ts.
 */
import {
  AdminAboutInputSchema,
  AdminAddMembersInputSchema,
  AdminBlockParamsSchema,
  AdminCommunityItemParamsSchema,
  AdminCommunityMemberParamsSchema,
  AdminMemberListInputSchema,
  AdminMemberListResponseSchema,
  AdminMemberUpdateInputSchema,
  AdminQuestionCreateInputSchema,
  AdminQuestionListQuerySchema,
  AdminQuestionListResponseSchema,
  AdminReportListQuerySchema,
  AdminTermsInputSchema,
  AdminTermsSchema,
  ArchiveInputSchema,
  BlacklistQuerySchema,
  BlacklistResponseSchema,
  BlockReasonInputSchema,
  BlockUsersInputSchema,
  CommunityAboutResponseSchema,
  CommunityDetailsResponseSchema,
  CommunityIdParamsSchema,
  CommunityMemberSchema,
  JoinQuestionInputSchema,
  JoinQuestionSchema,
  MembersAndBlockedQuerySchema,
  MembersAndBlockedResponseSchema,
  ModerationLogQuerySchema,
  ModerationLogResponseSchema,
  QuestionAnswersQuerySchema,
  QuestionAnswersResponseSchema,
  ReportDecisionInputSchema,
  ReportedCommentListResponseSchema,
  ReportedPostListResponseSchema,
  SuccessResponseSchema,
  UnblockUsersInputSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { readMultipart } from '../../files';
import { config, errors, multipart, v1 } from '../http';
import { COMMUNITY_UPLOADS } from '../uploads/uploads';
import * as admin from './admin.service';
import * as members from './members.service';
import * as reports from './reports.service';
import { COMMUNITY_FORM_FILE_RULES, communityFormFields } from './settings.forms';
import * as settings from './settings.service';

const tags = ['community admin'];
const base = `${v1}/admin/community`;
const ok = { 200: SuccessResponseSchema, ...errors };
const CommunityMemberParams = AdminCommunityMemberParamsSchema;

/** The community admin area's routes. */
export function communityAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(`${base}/:id/about`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AdminAboutInputSchema,
        response: { 200: CommunityAboutResponseSchema, ...errors },
      },
      handler: (req) => admin.updateAbout(ctx, actorOf(req), req.params.id, req.body.about),
    });
    app.put(`${base}/:id`, {
      config,
      schema: {
        tags,
        consumes: multipart,
        params: CommunityIdParamsSchema,
        response: { 200: CommunityDetailsResponseSchema, ...errors },
      },
      handler: async (req) => {
        const form = await readMultipart(req, COMMUNITY_FORM_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        return settings.updateSettings(
          ctx,
          actorOf(req),
          req.params.id,
          communityFormFields(form),
          form.files.find((f) => f.field === 'imageFile'),
        );
      },
    });
    app.get(`${base}/:id/terms`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, response: { 200: AdminTermsSchema, ...errors } },
      handler: (req) => admin.getTerms(ctx, actorOf(req), req.params.id),
    });
    app.put(`${base}/:id/terms`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AdminTermsInputSchema,
        response: { 200: AdminTermsSchema, ...errors },
      },
      handler: (req) => admin.updateTerms(ctx, actorOf(req), req.params.id, req.body),
    });
    app.put(`${base}/:id/archive`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: ArchiveInputSchema, response: ok },
      handler: (req) => admin.setArchived(ctx, actorOf(req), req.params.id, req.body.isArchived),
    });
    app.get(`${base}/:id/moderation-log`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: ModerationLogQuerySchema,
        response: { 200: ModerationLogResponseSchema, ...errors },
      },
      handler: (req) => admin.moderationLog(ctx, actorOf(req), req.params.id, req.query),
    });

    // Join questions
    app.get(`${base}/:id/question`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: AdminQuestionListQuerySchema,
        response: { 200: AdminQuestionListResponseSchema, ...errors },
      },
      handler: (req) => admin.listQuestions(ctx, actorOf(req), req.params.id, req.query),
    });
    app.post(`${base}/:id/question`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: AdminQuestionCreateInputSchema,
        response: { 200: AdminQuestionListResponseSchema, ...errors },
      },
      handler: (req) => admin.addQuestions(ctx, actorOf(req), req.params.id, req.body.communityQuestions),
    });
    app.put(`${base}/:id/question/:itemId`, {
      config,
      schema: {
        tags,
        params: AdminCommunityItemParamsSchema,
        body: JoinQuestionInputSchema,
        response: { 200: JoinQuestionSchema, ...errors },
      },
      handler: (req) => admin.updateQuestion(ctx, actorOf(req), req.params.id, req.params.itemId, req.body),
    });
    app.delete(`${base}/:id/question/:itemId`, {
      config,
      schema: { tags, params: AdminCommunityItemParamsSchema, response: ok },
      handler: (req) => admin.deleteQuestion(ctx, actorOf(req), req.params.id, req.params.itemId),
    });
    app.get(`${base}/:id/question-answers`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: QuestionAnswersQuerySchema,
        response: { 200: QuestionAnswersResponseSchema, ...errors },
      },
      handler: (req) => admin.memberAnswers(ctx, actorOf(req), req.params.id, req.query.memberId),
    });

    // Reports
    app.get(`${base}/:id/post/report`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: AdminReportListQuerySchema,
        response: { 200: ReportedPostListResponseSchema, ...errors },
      },
      handler: (req) => reports.listReportedPosts(ctx, actorOf(req), req.params.id, req.query),
    });
    app.delete(`${base}/:id/post/report`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: ReportDecisionInputSchema, response: ok },
      handler: (req) => reports.decideReports(ctx, actorOf(req), req.params.id, req.body),
    });
    app.get(`${base}/:id/comment/report`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: AdminReportListQuerySchema,
        response: { 200: ReportedCommentListResponseSchema, ...errors },
      },
      handler: (req) => reports.listReportedComments(ctx, actorOf(req), req.params.id, req.query),
    });
    app.delete(`${base}/:id/comment/:itemId`, {
      config,
      schema: { tags, params: AdminCommunityItemParamsSchema, response: ok },
      handler: (req) => reports.approveCommentReport(ctx, actorOf(req), req.params.id, req.params.itemId),
    });

    // Members
    for (const path of ['getlist', 'getlist-with-answers'] as const) {
      app.post(`${base}/:id/${path}`, {
        config,
        schema: {
          tags,
          params: CommunityIdParamsSchema,
          body: AdminMemberListInputSchema,
          response: { 200: AdminMemberListResponseSchema, ...errors },
        },
        handler: (req) => members.listMembers(ctx, actorOf(req), req.params.id, req.body),
      });
    }
    app.put(`${base}/:communityId/member/:userId`, {
      config,
      schema: {
        tags,
        params: CommunityMemberParams,
        body: AdminMemberUpdateInputSchema,
        response: { 200: CommunityMemberSchema, ...errors },
      },
      handler: (req) => members.updateMember(ctx, actorOf(req), req.params.communityId, req.params.userId, req.body),
    });
    app.delete(`${base}/:communityId/member/:userId`, {
      config,
      schema: { tags, params: CommunityMemberParams, response: ok },
      handler: (req) => members.removeMember(ctx, actorOf(req), req.params.communityId, req.params.userId),
    });
    app.post(`${base}/:id/member`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: AdminAddMembersInputSchema, response: ok },
      handler: (req) => members.addMembers(ctx, actorOf(req), req.params.id, req.body.userIds),
    });
    app.get(`${base}/members_and_blocked`, {
      config,
      schema: {
        tags,
        querystring: MembersAndBlockedQuerySchema,
        response: { 200: MembersAndBlockedResponseSchema, ...errors },
      },
      handler: (req) => members.membersAndBlocked(ctx, actorOf(req), req.query),
    });

    // Blacklist
    app.get(`${base}/:id/block`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: BlacklistQuerySchema,
        response: { 200: BlacklistResponseSchema, ...errors },
      },
      handler: (req) => members.listBlacklist(ctx, actorOf(req), req.params.id, req.query),
    });
    app.post(`${base}/:id/block`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: BlockUsersInputSchema, response: ok },
      handler: (req) => members.blockUsers(ctx, actorOf(req), req.params.id, req.body.users),
    });
    app.put(`${base}/:id/block`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: BlockUsersInputSchema, response: ok },
      handler: (req) => members.blockUsers(ctx, actorOf(req), req.params.id, req.body.users, true),
    });
    app.put(`${base}/:id/block/:userId`, {
      config,
      schema: { tags, params: AdminBlockParamsSchema, body: BlockReasonInputSchema, response: ok },
      handler: (req) => members.setBlockReason(ctx, actorOf(req), req.params.id, req.params.userId, req.body.reason),
    });
    app.post(`${base}/:id/unblock`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, body: UnblockUsersInputSchema, response: ok },
      handler: (req) => members.unblockUsers(ctx, actorOf(req), req.params.id, req.body.userIds),
    });
  };
}
