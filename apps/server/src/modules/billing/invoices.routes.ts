/**
 * Invoice routes (issue #15; spec 03 §7 Invoices): POST /api/user/invoices, GET /api/invoice/{id},
 * its printview and PDF download, and POST /api/invoice/{id}/pay. Thin: validate, call one service.
 *
 * Staff invoices (issue 31), Admin or MembershipStaff (the members scope, policies/staff.ts
 * canManageMembers, as the member page's invoices), and API keys with scope `invoices:read`:
 * GET /api/v1/admin/invoices?status&from&to&accountId&page&pageSize   newest first, pageSize ≤ 100
 * GET /api/v1/admin/invoices/{id}                                      one invoice with its lines
 */
import {
  InvoiceDetailSchema,
  InvoiceIdParamsSchema,
  InvoiceListInputSchema,
  InvoiceListQuerySchema,
  InvoiceListResponseSchema,
  PaymentStartSchema,
  PrintviewSchema,
  StaffInvoiceDetailSchema,
  StaffInvoiceListQuerySchema,
  StaffInvoiceListResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { guardStaffArea } from '../../plugins/staff-area';
import { canManageMembers } from '../../policies/staff';
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

const staffBase = '/api/v1/admin/invoices';
const staffTags = ['invoices admin'];
const staffErrors = errorResponses(400, 401, 403, 404);
/** API keys with `invoices:read` reach both staff invoice reads (issue 31). */
const keyRead = { apiKeyScope: 'invoices:read' } as const;

/** Registers the staff invoice reads under /api/v1/admin/invoices (issue 31). */
export function staffInvoiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardStaffArea(app, { allowed: canManageMembers, prefix: staffBase });
    app.get(staffBase, {
      config: keyRead,
      schema: {
        summary: "List every member's invoices, filtered by status, issue date and member, newest first (staff)",
        operationId: 'listStaffInvoices',
        tags: staffTags,
        querystring: StaffInvoiceListQuerySchema,
        response: { 200: StaffInvoiceListResponseSchema, ...staffErrors },
      },
      handler: (req) => invoices.listStaffInvoices(ctx, req.query),
    });
    app.get(`${staffBase}/:id`, {
      config: keyRead,
      schema: {
        summary: "Get any member's invoice with its lines (staff)",
        operationId: 'getStaffInvoice',
        tags: staffTags,
        params: InvoiceIdParamsSchema,
        response: { 200: z.object({ data: StaffInvoiceDetailSchema }), ...staffErrors },
      },
      handler: async (req) => ({ data: await invoices.getStaffInvoice(ctx, req.params.id) }),
    });
  };
}
