/**
 * CPD routes (spec 03 §7 CPD and enrolments; issue 16), under the `cpd` feature. Thin: validate,
 * read multipart where a record carries evidence, call one service function, stream files.
 *
 * GET api/user/cpds, GET api/user/cpd/period/current, GET api/user/cpd/period/{id} (chosen),
 * PUT api/user/cpd/period/{id}/plan (chosen), GET api/cpd/new, GET|PUT|DELETE api/cpd/record/{id} and
 * PUT api/cpd/record/{id}/reflection, POST api/cpd/record (chosen: this portal's own create and edit pages), GET
 * api/user/cpd/attachment/{id}/download, GET api/cpd/{id}/printview|download (certificate), GET
 * api/cpd/period/{id}/printview|download, GET api/cpd/period/{id}/auditpack (chosen), GET
 * api/cpd/compliance and /compliance/export (staff, chosen).
 */
import multipart from '@fastify/multipart';
import {
  CPD_LIMITS,
  CPD_MESSAGES,
  CpdAttachmentParamsSchema,
  CpdComplianceQuerySchema,
  CpdComplianceResponseSchema,
  CpdIdParamsSchema,
  CpdLearningPlanInputSchema,
  CpdNewResponseSchema,
  CpdPeriodListSchema,
  CpdPeriodSchema,
  CpdPrintViewSchema,
  CpdRecordInputSchema,
  CpdReflectionInputSchema,
  CpdRecordSchema,
} from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  listField,
  type MultipartRequest,
  readMultipart,
  type UploadOwner,
  sendDownload,
  sendStoredFile,
  storageFor,
} from '../files';
import { parseFields } from '../communities';
import * as cpd from './cpd.service';
import { CPD_NEW_URL } from './cpd.presenter';

const tags = ['cpd'];
const config = { feature: 'cpd' } as const;
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const DocQuerySchema = z.object({
  inline: z.enum(['true', 'false']).optional(),
});
const EvidenceQuerySchema = z.object({
  download: z.enum(['true', 'false', '1', '0', '']).optional(),
});

/** Reads a record form: text fields checked by the shared schema, `evidence` files (PDF, JPG, PNG, 10 MB). */
async function readRecordForm(req: FastifyRequest, owner: UploadOwner) {
  let form: Awaited<ReturnType<typeof readMultipart>>;
  try {
    form = await readMultipart(
      req as unknown as MultipartRequest,
      {
        evidence: {
          max: CPD_LIMITS.maxEvidenceFiles,
          allowed: ['pdf', 'jpg', 'jpeg', 'png'],
          notAllowed: CPD_MESSAGES.evidenceType,
          tooMany: CPD_MESSAGES.evidenceTooMany,
        },
      },
      {
        maxFileBytes: CPD_LIMITS.evidenceMaxBytes,
        tooLarge: CPD_MESSAGES.evidenceTooLarge,
        tooManyFiles: CPD_MESSAGES.evidenceTooMany,
      },
      owner,
    );
  } catch (err) {
    // The type check names other types ("images, audio, video...") for a file it refuses outright.
    if (err instanceof AppError && err.code === 'UNSUPPORTED_MEDIA_TYPE' && req.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CPD_MESSAGES.evidenceType);
    throw err;
  }
  const f = form.fields;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const input = parseFields(CpdRecordInputSchema, {
    title: one(f.title),
    categoryName: one(f.categoryName),
    presenter: one(f.presenter),
    domain: one(f.domain),
    hours: one(f.hours),
    interactive: one(f.interactive),
    reflection: one(f.reflection),
    completedDate: one(f.completedDate),
    removeAttachmentIds: listField(f.removeAttachmentIds) ?? [],
  });
  return { input, files: form.files };
}

function sendPdf(reply: FastifyReply, answer: cpd.PdfAnswer, inline: boolean, type = 'application/pdf') {
  return sendDownload(
    reply,
    { filename: answer.filename, contentType: type, body: answer.body },
    { disposition: inline ? 'inline' : 'attachment' },
  );
}

export function cpdRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: CPD_LIMITS.evidenceMaxBytes,
        files: CPD_LIMITS.maxEvidenceFiles + 1,
        fields: 20,
        fieldSize: 8000,
        parts: 30,
      },
    });
    // Files and PDFs: a session in the header, or a signed download link (issue 28 finding 5).
    const docRoute = { config: { ...config, signedLink: true } } as const;

    app.get('/api/user/cpds', {
      config,
      schema: { tags, response: { 200: CpdPeriodListSchema, ...errors } },
      handler: (req) => cpd.listPeriods(ctx, actorOf(req)),
    });
    app.get('/api/user/cpd/period/current', {
      config,
      schema: { tags, response: { 200: CpdPeriodListSchema, ...errors } },
      handler: (req) => cpd.currentPeriods(ctx, actorOf(req)),
    });
    app.get('/api/user/cpd/period/:id', {
      config,
      schema: { tags, params: CpdIdParamsSchema, response: { 200: CpdPeriodSchema, ...errors } },
      handler: (req) => cpd.getPeriod(ctx, actorOf(req), req.params.id),
    });
    app.put('/api/user/cpd/period/:id/plan', {
      config,
      schema: {
        tags,
        params: CpdIdParamsSchema,
        body: CpdLearningPlanInputSchema,
        response: { 200: CpdPeriodSchema, ...errors },
      },
      handler: (req) => cpd.setLearningPlan(ctx, actorOf(req), req.params.id, req.body.learningPlan),
    });
    app.get('/api/cpd/new', {
      config,
      schema: { tags, response: { 200: CpdNewResponseSchema, ...errors } },
      handler: async () => ({ url: CPD_NEW_URL }),
    });
    app.get('/api/cpd/record/:id', {
      config,
      schema: { tags, params: CpdIdParamsSchema, response: { 200: CpdRecordSchema, ...errors } },
      handler: (req) => cpd.getRecord(ctx, actorOf(req), req.params.id),
    });
    app.post('/api/cpd/record', {
      config,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: CpdRecordSchema, ...errors } },
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const { input, files } = await readRecordForm(req, { ctx, accountId: actor.id });
        return reply.status(201).send(await cpd.createRecord(ctx, actor, input, files));
      },
    });
    app.put('/api/cpd/record/:id', {
      config,
      schema: {
        tags,
        params: CpdIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: CpdRecordSchema, ...errors },
      },
      handler: async (req) => {
        const actor = actorOf(req);
        const { input, files } = await readRecordForm(req, { ctx, accountId: actor.id });
        return cpd.updateRecord(ctx, actor, req.params.id, input, files);
      },
    });
    app.put('/api/cpd/record/:id/reflection', {
      config,
      schema: {
        tags,
        params: CpdIdParamsSchema,
        body: CpdReflectionInputSchema,
        response: { 200: CpdRecordSchema, ...errors },
      },
      handler: (req) => cpd.setReflection(ctx, actorOf(req), req.params.id, req.body.reflection),
    });
    app.delete('/api/cpd/record/:id', {
      config,
      schema: { tags, params: CpdIdParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } },
      handler: async (req) => {
        await cpd.deleteRecord(ctx, actorOf(req), req.params.id);
        return { message: CPD_MESSAGES.recordDeleted };
      },
    });
    app.get('/api/user/cpd/attachment/:id/download', {
      ...docRoute,
      schema: { tags, params: CpdAttachmentParamsSchema, querystring: EvidenceQuerySchema, response: errors },
      handler: async (req, reply) => {
        const file = await cpd.evidenceFile(ctx, actorOf(req), req.params.id);
        return sendStoredFile(
          reply,
          storageFor(ctx.config),
          { storageKey: file.storageKey, filename: file.filename, mimeType: file.mimeType, size: file.size },
          { download: req.query.download !== 'false' && req.query.download !== '0', cacheControl: 'private, no-store' },
        );
      },
    });
    for (const kind of ['printview', 'download'] as const) {
      app.get(`/api/cpd/:id/${kind}`, {
        ...docRoute,
        schema: { tags, params: CpdIdParamsSchema, querystring: DocQuerySchema, response: errors },
        handler: async (req, reply) =>
          sendPdf(reply, await cpd.certificate(ctx, actorOf(req), req.params.id), kind === 'printview'),
      });
    }
    app.get('/api/cpd/period/:id/printview', {
      config,
      schema: { tags, params: CpdIdParamsSchema, response: { 200: CpdPrintViewSchema, ...errors } },
      handler: (req) => cpd.periodPrintView(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/cpd/period/:id/download', {
      ...docRoute,
      schema: { tags, params: CpdIdParamsSchema, querystring: DocQuerySchema, response: errors },
      handler: async (req, reply) =>
        sendPdf(reply, await cpd.periodReport(ctx, actorOf(req), req.params.id), req.query.inline === 'true'),
    });
    app.get('/api/cpd/period/:id/auditpack', {
      ...docRoute,
      schema: { tags, params: CpdIdParamsSchema, querystring: DocQuerySchema, response: errors },
      handler: async (req, reply) =>
        sendPdf(reply, await cpd.auditPack(ctx, actorOf(req), req.params.id), false, 'application/zip'),
    });
    app.get('/api/cpd/compliance', {
      config,
      schema: {
        tags,
        querystring: CpdComplianceQuerySchema,
        response: { 200: CpdComplianceResponseSchema, ...errors },
      },
      handler: (req) => cpd.complianceList(ctx, actorOf(req), req.query),
    });
    app.get('/api/cpd/compliance/export', {
      ...docRoute,
      schema: {
        tags,
        querystring: CpdComplianceQuerySchema,
        response: errors,
      },
      handler: async (req, reply) => {
        const { filename, csv } = await cpd.complianceCsv(ctx, actorOf(req), req.query);
        return sendDownload(reply, { filename, contentType: 'text/csv; charset=utf-8', body: csv });
      },
    });
  };
}
