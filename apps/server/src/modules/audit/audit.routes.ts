/**
 * GET /api/v1/admin/audit (issue 23): a filtered page of the staff audit log, newest first, for the
 * Admin role only (others 403). The log has no write route: entries come only from the actions.
 */
import { StaffAuditPageSchema, StaffAuditQuerySchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { enforce } from '../../policies/denial';
import { checkAdmin } from '../../policies/staff';
import { readStaffAuditLog } from './audit.service';

/** Registers the read-only audit log route. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/admin/audit', {
      schema: {
        tags: ['audit'],
        querystring: StaffAuditQuerySchema,
        response: { 200: StaffAuditPageSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (req) => {
        enforce(checkAdmin(actorOf(req)));
        return readStaffAuditLog(ctx.db, req.query, ctx.config.tenant.timeZone);
      },
    });
  };
}
