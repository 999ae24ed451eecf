/**
 * Comment routes under /api/v1 (spec 02 §7 Posts): list, create and edit (multipart, read here;
 * fields validated by the shared *FieldsSchema, posts.forms.ts), delete, like, dislike, report.
 */
import {
  CommentActionResponseSchema,
  CommentListQuerySchema,
  CommentListResponseSchema,
  CommentParamsSchema,
  CommentSchema,
  PostIdParamsSchema,
  ReportInputSchema,
  ReportResponseSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { readMultipart } from '../../files';
import { COMMUNITY_UPLOADS } from '../uploads/uploads';
import { config, errors, multipart, v1 } from '../http';
import * as comments from './comments.service';
import { COMMENT_FILE_RULES, commentCreateFields, commentUpdateFields } from './posts.forms';

const tags = ['community posts'];

/** The comment routes. */
export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/community/post/:id/comment`, {
      config,
      schema: {
        tags,
        params: PostIdParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: CommentListResponseSchema, ...errors },
      },
      handler: (req) => comments.listComments(ctx, actorOf(req), req.params.id, req.query),
    });
    app.post(`${v1}/community/post/:id/comment`, {
      config,
      schema: { tags, params: PostIdParamsSchema, consumes: multipart, response: { 201: CommentSchema, ...errors } },
      handler: async (req, reply) => {
        const form = await readMultipart(req, COMMENT_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        const comment = await comments.createComment(
          ctx,
          actorOf(req),
          req.params.id,
          commentCreateFields(form),
          form.files,
        );
        return reply.status(201).send(comment);
      },
    });
    app.put(`${v1}/community/post/:id/comment/:commentId`, {
      config,
      schema: { tags, params: CommentParamsSchema, consumes: multipart, response: { 200: CommentSchema, ...errors } },
      handler: async (req) => {
        const form = await readMultipart(req, COMMENT_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        const input = commentUpdateFields(form);
        return comments.updateComment(ctx, actorOf(req), req.params.id, req.params.commentId, input, form.files);
      },
    });
    app.delete(`${v1}/community/post/:id/comment/:commentId`, {
      config,
      schema: { tags, params: CommentParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await comments.deleteComment(ctx, actorOf(req), req.params.id, req.params.commentId);
        return { success: true as const };
      },
    });
    for (const action of ['like', 'dislike'] as const) {
      app.post(`${v1}/community/post/:id/comment/:commentId/${action}`, {
        config,
        schema: { tags, params: CommentParamsSchema, response: { 200: CommentActionResponseSchema, ...errors } },
        handler: (req) =>
          comments.commentLike(ctx, actorOf(req), req.params.id, req.params.commentId, action === 'like'),
      });
    }
    app.post(`${v1}/community/post/:id/comment/:commentId/report`, {
      config,
      schema: {
        tags,
        params: CommentParamsSchema,
        body: ReportInputSchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
      handler: (req) => comments.reportComment(ctx, actorOf(req), req.params.id, req.params.commentId, req.body),
    });
  };
}
