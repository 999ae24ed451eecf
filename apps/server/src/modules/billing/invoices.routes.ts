/**
 * Invoice routes (issue #15; spec 03 §7 Invoices): POST /api/user/invoices, GET /api/invoice/{id},
 * its printview and PDF download, and POST /api/invoice/{id}/pay. Thin: validate, call one service.
 */
import {
  InvoiceDetailSchema,
  InvoiceIdParamsSchema,
  InvoiceListInputSchema,
  InvoiceListQuerySchema,
  InvoiceListResponseSchema,
  PaymentStartSchema,
  PrintviewSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { FileQuerySchema, sendDownload, wantsDownload } from '../files';
import { originOf } from './payments.routes';
import * as invoices from './invoices.service';

const tags = ['invoices'];
const config = { feature: 'activities_and_billing' } as const;
const errors = errorResponses(400, 401, 404, 409);

export function invoiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/user/invoices', {
      config,
      schema: {
        tags,
        querystring: InvoiceListQuerySchema,
        body: z.preprocess((v) => v ?? {}, InvoiceListInputSchema),
        response: { 200: InvoiceListResponseSchema, ...errors },
      },
      handler: (req) => invoices.listUserInvoices(ctx, actorOf(req), req.body, req.query),
    });
    app.get('/api/invoice/:id', {
      config,
      schema: { tags, params: InvoiceIdParamsSchema, response: { 200: InvoiceDetailSchema, ...errors } },
      handler: (req) => invoices.getInvoice(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/invoice/:id/printview', {
      config,
      schema: { tags, params: InvoiceIdParamsSchema, response: { 200: PrintviewSchema, ...errors } },
      handler: async (req) => {
        await invoices.getInvoice(ctx, actorOf(req), req.params.id);
        return { previewUrl: `/api/invoice/${req.params.id}/download?download=false` };
      },
    });
    app.get('/api/invoice/:id/download', {
      config: { ...config, signedLink: true },
      schema: { tags, params: InvoiceIdParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) => {
        const doc = await invoices.invoiceDocument(ctx, actorOf(req), req.params.id);
        const download = req.query.download === undefined || wantsDownload(req.query);
        return sendDownload(
          reply,
          { filename: doc.filename, contentType: 'application/pdf', body: doc.body },
          { disposition: download ? 'attachment' : 'inline' },
        );
      },
    });
    app.post('/api/invoice/:id/pay', {
      config,
      schema: {
        tags,
        params: InvoiceIdParamsSchema,
        response: { 200: PaymentStartSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
      handler: (req) => invoices.payInvoice(ctx, actorOf(req), req.params.id, originOf(ctx, req)),
    });
  };
}
