/**
 * Staff member import API under /api/v1/admin/member-imports (issue 23, beyond the spec), in the
 * style of /api/v1/admin/events. Only callers who pass `canImportMembers` (Admin role or Staff
 * contact type for now); others get 403. The file is sent as multipart (field `file`, one CSV, TSV
 * or text file in UTF-8, UTF-16 or Windows-1252, or an .xlsx workbook, of at most 5 MB: 413 beyond,
 * 415 for another type) with the text fields `mapping` (JSON: field → column index; absent: the
 * remembered mapping and the guesses), `delimiter` (auto | comma | semicolon | tab), `sheet` (a
 * workbook's sheet name; absent: the first), and for apply `skipRefused` and `sendInvitations`
 * ('true' | 'false').
 *
 * GET  /api/v1/admin/member-imports/abilities   {canImportMembers} for any signed-in user
 * POST /api/v1/admin/member-imports/dry-run     the per-row report; writes nothing
 * POST /api/v1/admin/member-imports             apply: one batch in one transaction, 201
 * GET  /api/v1/admin/member-imports?page&size   past batches, newest first
 * GET  /api/v1/admin/member-imports/{id}/rows?page&size&action   a batch's rows (its result list)
 * POST /api/v1/admin/member-imports/{id}/undo   remove created members, restore updated values
 */
import multipart from '@fastify/multipart';
import {
  MEMBER_IMPORT_DELIMITERS,
  MEMBER_IMPORT_EXTENSIONS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  MemberImportAbilitiesSchema,
  MemberImportBatchListQuerySchema,
  MemberImportBatchListSchema,
  MemberImportBatchRowsQuerySchema,
  MemberImportBatchRowsSchema,
  MemberImportBatchSchema,
  MemberImportDryRunSchema,
  MemberImportIdParamsSchema,
  type MemberImportMapping,
  MemberImportMappingSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { canImportMembers } from '../../policies/member-import';
import { type MultipartRequest, readMultipart, type UploadOwner } from '../files';
import * as service from './member-import.service';
import { guardStaffArea } from '../../plugins/staff-area';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ['member import'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const base = '/api/v1/admin/member-imports';
const abilitiesUrl = `${base}/abilities`;

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const DelimiterSchema = z.enum(MEMBER_IMPORT_DELIMITERS, {
  error: `The separator must be one of ${MEMBER_IMPORT_DELIMITERS.join(', ')}.`,
});
const SheetSchema = z.string().trim().min(1).max(100, 'The sheet name is longer than 100 characters.');

/** Reads the upload: the file and the text fields (400 for a malformed mapping, separator or sheet). */
async function readUpload(req: MultipartRequest, owner: UploadOwner) {
  const form = await readMultipart(
    req,
    {
      file: { max: 1, types: 'data', allowed: MEMBER_IMPORT_EXTENSIONS, notAllowed: MEMBER_IMPORT_MESSAGES.notCsv },
    },
    {
      maxFileBytes: MEMBER_IMPORT_LIMITS.fileMaxBytes,
      tooLarge: MEMBER_IMPORT_MESSAGES.fileTooLarge,
      tooManyFiles: MEMBER_IMPORT_MESSAGES.noFile,
    },
    owner,
  );
  const file = form.files[0];
  if (!file) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.noFile);
  let mapping: MemberImportMapping | undefined;
  const rawMapping = one(form.fields.mapping);
  if (rawMapping) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawMapping);
    } catch {
      throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.badMapping);
    }
    const result = MemberImportMappingSchema.safeParse(parsed);
    if (!result.success) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.badMapping);
    mapping = result.data;
  }
  const delimiter = DelimiterSchema.optional().safeParse(one(form.fields.delimiter) || undefined);
  if (!delimiter.success) throw new AppError('VALIDATION_ERROR', delimiter.error.issues[0].message);
  const sheet = SheetSchema.optional().safeParse(one(form.fields.sheet) || undefined);
  if (!sheet.success) throw new AppError('VALIDATION_ERROR', sheet.error.issues[0].message);
  return {
    filename: file.filename,
    extension: file.extension,
    bytes: file.bytes,
    mapping,
    delimiter: delimiter.data,
    sheet: sheet.data,
    skipRefused: one(form.fields.skipRefused) === 'true',
    sendInvitations: one(form.fields.sendInvitations) === 'true',
  };
}

/** Registers the member import routes. */
export function memberImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MEMBER_IMPORT_LIMITS.fileMaxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    });
    guardStaffArea(app, { allowed: canImportMembers, openUrls: [abilitiesUrl] });

    app.get(abilitiesUrl, {
      schema: { tags, response: { 200: data(MemberImportAbilitiesSchema), ...errors } },
      handler: async (req) => ({ data: { canImportMembers: canImportMembers(actorOf(req)) } }),
    });
    app.post(`${base}/dry-run`, {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: data(MemberImportDryRunSchema), ...errors } },
      handler: async (req) => ({
        data: await service.dryRunImport(ctx, await readUpload(req, { ctx, accountId: actorOf(req).id }), actorOf(req)),
      }),
    });
    app.post(base, {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: data(MemberImportBatchSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({
          data: await service.applyImport(
            ctx,
            actorOf(req),
            await readUpload(req, { ctx, accountId: actorOf(req).id }),
          ),
        }),
    });
    app.get(base, {
      schema: {
        tags,
        querystring: MemberImportBatchListQuerySchema,
        response: { 200: MemberImportBatchListSchema, ...errors },
      },
      handler: (req) => service.listImportBatches(ctx, req.query),
    });
    app.get(`${base}/:id/rows`, {
      schema: {
        tags,
        params: MemberImportIdParamsSchema,
        querystring: MemberImportBatchRowsQuerySchema,
        response: { 200: MemberImportBatchRowsSchema, ...errors },
      },
      handler: (req) => service.listImportBatchRows(ctx, req.params.id, req.query),
    });
    app.post(`${base}/:id/undo`, {
      schema: { tags, params: MemberImportIdParamsSchema, response: { 200: data(MemberImportBatchSchema), ...errors } },
      handler: async (req) => ({ data: await service.undoImport(ctx, actorOf(req), req.params.id) }),
    });
  };
}
