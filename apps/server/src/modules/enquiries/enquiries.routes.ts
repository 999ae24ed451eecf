/**
 * Contact us (spec 01 §7 Contact: multipart Name, Email, Mobile, Comments, memberNumber,
 * FileAttachment; the main path is not shown: POST /api/user/contact-us chosen, and the legacy
 * api/user/enquire answers the same; issue 14). Its own plugin scope carries the multipart limits.
 * Staff read them in the portal (issue 30): GET /api/v1/admin/enquiries, /{id}, and
 * /{id}/attachments/{fileId} (the stored file; also through a signed link, to open in a new tab).
 */
import multipart from '@fastify/multipart';
import {
  CONTACT_ATTACHMENT_EXTENSIONS,
  ContactEnquiryFieldsSchema,
  ContactEnquiryResultSchema,
  EnquiryDetailSchema,
  EnquiryListQuerySchema,
  EnquiryPageSchema,
  LIMITS,
  MESSAGES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  FileQuerySchema,
  MULTIPART_LIMITS,
  oneField,
  readMultipart,
  sendStoredFile,
  storageFor,
  wantsDownload,
} from '../files';
import * as enquiries from './enquiries.service';

const RULES = {
  FileAttachment: {
    max: 10,
    allowed: CONTACT_ATTACHMENT_EXTENSIONS,
    notAllowed: 'Attachments may be jpeg, gif, png, tiff, bmp, pdf, doc, csv, xlsx or docx files only.',
    tooMany: 'Attach at most 10 files.',
  },
};
const OPTIONS = {
  maxFileBytes: LIMITS.contactAttachmentsMaxBytes,
  tooLarge: MESSAGES.contactFilesTooLarge,
  tooManyFiles: 'Attach at most 10 files.',
};

export function enquiryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The staff mail's attachments are read from storage when the outbox delivers it.
  enquiries.registerEnquiryMailBuilder(ctx);
  return async (app) => {
    await app.register(multipart, {
      limits: { ...MULTIPART_LIMITS, fileSize: LIMITS.contactAttachmentsMaxBytes, fieldSize: 40_000 },
    });
    for (const url of ['/api/user/contact-us', '/api/user/enquire']) {
      app.post(url, {
        config: { feature: 'settings' },
        schema: {
          tags: ['account'],
          consumes: ['multipart/form-data'],
          response: { 200: ContactEnquiryResultSchema, ...errorResponses(400, 401, 404, 413, 415) },
        },
        handler: async (req) => {
          const actor = actorOf(req);
          const form = await readMultipart(req, RULES, OPTIONS, { ctx, accountId: actor.id });
          const parsed = ContactEnquiryFieldsSchema.safeParse({
            Name: oneField(form.fields.Name),
            Email: oneField(form.fields.Email) ?? actor.email,
            Mobile: oneField(form.fields.Mobile),
            Comments: oneField(form.fields.Comments) ?? '',
            memberNumber: oneField(form.fields.memberNumber),
          });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new AppError('VALIDATION_ERROR', issue.message, {
              errors: [{ field: String(issue.path[0] ?? ''), message: issue.message }],
            });
          }
          return enquiries.submitEnquiry(ctx, actor, parsed.data, form.files);
        },
      });
    }

    const tags = ['enquiries'];
    const IdParams = z.object({ id: z.uuid() });
    app.get('/api/v1/admin/enquiries', {
      schema: {
        tags,
        querystring: EnquiryListQuerySchema,
        response: { 200: EnquiryPageSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (req) => enquiries.listEnquiries(ctx, actorOf(req), req.query),
    });
    app.get('/api/v1/admin/enquiries/:id', {
      schema: {
        tags,
        params: IdParams,
        response: { 200: EnquiryDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (req) => enquiries.getEnquiry(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/v1/admin/enquiries/:id/attachments/:fileId', {
      config: { signedLink: true },
      schema: {
        tags,
        params: IdParams.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: FileQuerySchema,
      },
      handler: async (req, reply) =>
        sendStoredFile(
          reply,
          storageFor(ctx.config),
          await enquiries.enquiryAttachment(ctx, actorOf(req), req.params.id, req.params.fileId),
          { download: wantsDownload(req.query) },
        ),
    });
  };
}
