/**
 * Server values API (spec 02 §7: GET/POST/PUT/DELETE admin/server-values with keyword, key, value;
 * issue 20; the key travels in the body for POST/PUT and in the query for DELETE, chosen):
 *
 * GET    /api/v1/admin/server-values?keyword   { serverValues } (Admin)
 * POST   /api/v1/admin/server-values           {key, value}; 201
 * PUT    /api/v1/admin/server-values           {key, value}
 * DELETE /api/v1/admin/server-values?key
 * GET    /api/v1/support-contact               { supportEmail } (any signed-in caller)
 * GET    /api/v1/admin/supplier-details    supplier legal name, ABN, address (Admin; issue 30)
 * PUT    /api/v1/admin/supplier-details    the same, every field required, ABN checksum-valid
 * PUT    /api/v1/admin/supplier-details/logo    multipart field `logo` (PNG/JPEG, 2 MB, >= 64 px high) → { logoUrl }
 * DELETE /api/v1/admin/supplier-details/logo    back to the built-in logo → { logoUrl: null }
 * (the logo itself is served by GET /mail-logo.png, system module; the upload has its own plugin scope
 * with the multipart parser limited to one 2 MB file)
 */
import multipart from '@fastify/multipart';
import {
  AnnouncementCancelledResultSchema,
  SUPPLIER_LOGO_LIMITS,
  SUPPLIER_LOGO_MESSAGES,
  SupplierDetailsInputSchema,
  SupplierDetailsResponseSchema,
  SupplierLogoSchema,
  ServerValueInputSchema,
  ServerValueKeyQuerySchema,
  ServerValueListQuerySchema,
  ServerValueListResponseSchema,
  ServerValueSchema,
  SupportContactSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { MULTIPART_LIMITS, readMultipart } from '../files';
import * as values from './server-values.service';
import * as logos from './site-logo.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const serverValues = '/api/v1/admin/server-values';

/** Registers the server value routes (app.ts). */
export function serverValueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const valueTags = ['server values'];
    app.get(serverValues, {
      schema: {
        tags: valueTags,
        querystring: ServerValueListQuerySchema,
        response: { 200: ServerValueListResponseSchema, ...errors },
      },
      handler: (req) => values.listServerValues(ctx, actorOf(req), req.query.keyword),
    });
    app.post(serverValues, {
      schema: { tags: valueTags, body: ServerValueInputSchema, response: { 201: ServerValueSchema, ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send(await values.createServerValue(ctx, actorOf(req), req.body)),
    });
    app.put(serverValues, {
      schema: { tags: valueTags, body: ServerValueInputSchema, response: { 200: ServerValueSchema, ...errors } },
      handler: (req) => values.updateServerValue(ctx, actorOf(req), req.body),
    });
    app.delete(serverValues, {
      schema: {
        tags: valueTags,
        querystring: ServerValueKeyQuerySchema,
        response: { 200: AnnouncementCancelledResultSchema, ...errors },
      },
      handler: (req) => values.deleteServerValue(ctx, actorOf(req), req.query.key),
    });
    app.get('/api/v1/support-contact', {
      schema: { tags: valueTags, response: { 200: SupportContactSchema, ...errors } },
      handler: async () => ({ supportEmail: (await values.supportContact(ctx)).supportEmail }),
    });
    const supplierDetailsPath = '/api/v1/admin/supplier-details';
    app.get(supplierDetailsPath, {
      schema: { tags: valueTags, response: { 200: SupplierDetailsResponseSchema, ...errors } },
      handler: (req) => values.getSupplierDetails(ctx, actorOf(req)),
    });
    app.put(supplierDetailsPath, {
      schema: {
        tags: valueTags,
        body: SupplierDetailsInputSchema,
        response: { 200: SupplierDetailsResponseSchema, ...errors },
      },
      handler: (req) => values.putSupplierDetails(ctx, actorOf(req), req.body),
    });
    const logoPath = `${supplierDetailsPath}/logo`;
    await app.register(async (scoped) => {
      await scoped.register(multipart, {
        limits: { ...MULTIPART_LIMITS, files: 1, fileSize: SUPPLIER_LOGO_LIMITS.maxBytes },
      });
      scoped.put(logoPath, {
        schema: {
          tags: valueTags,
          consumes: ['multipart/form-data'],
          response: { 200: SupplierLogoSchema, ...errorResponses(400, 401, 403, 413, 415) },
        },
        handler: async (req) => {
          const actor = actorOf(req);
          logos.authorizeLogoChange(actor);
          const form = await readMultipart(
            req,
            {
              logo: {
                max: 1,
                allowed: SUPPLIER_LOGO_LIMITS.extensions,
                notAllowed: SUPPLIER_LOGO_MESSAGES.notAllowed,
                tooMany: SUPPLIER_LOGO_MESSAGES.tooMany,
              },
            },
            {
              maxFileBytes: SUPPLIER_LOGO_LIMITS.maxBytes,
              tooLarge: SUPPLIER_LOGO_MESSAGES.tooLarge,
              tooManyFiles: SUPPLIER_LOGO_MESSAGES.tooMany,
            },
            { ctx, accountId: actor.id },
          ).catch((err: unknown) => {
            throw logos.logoUploadError(err, req.isMultipart());
          });
          return logos.uploadSiteLogo(ctx, actor, form.files);
        },
      });
    });
    app.delete(logoPath, {
      schema: { tags: valueTags, response: { 200: SupplierLogoSchema, ...errors } },
      handler: (req) => logos.removeSiteLogo(ctx, actorOf(req)),
    });
  };
}
