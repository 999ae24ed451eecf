/**
 * Staff member administration API under /api/v1/admin/members (issue 23, beyond the spec), in the
 * style of /api/v1/admin/events. Only callers who pass `canManageMembers` (Admin role or the
 * MembershipStaff contact type) reach it; others get 403. The abilities call answers any signed-in
 * caller. Role changes are Admin only (checked in the service).
 *
 * GET    /api/v1/admin/members/abilities                 { canManageMembers, canManageEvents, canEditRoles, canReadAudit,
 *                                                         canReadEnquiries }
 * GET    /api/v1/admin/members?search&segmentId&contactType&status&page&size
 * GET    /api/v1/admin/members/segments                  every segment
 * POST   /api/v1/admin/members                           add (invitation mail), 201
 * POST   /api/v1/admin/members/bulk                      { selection, action, segmentIds?, status? }
 * POST   /api/v1/admin/members/export                    { selection, reason, format? } -> text/csv (streamed) or .xlsx
 * GET    /api/v1/admin/members/{id}
 * PUT    /api/v1/admin/members/{id}                      details
 * PUT    /api/v1/admin/members/{id}/segments             { segmentIds }
 * PUT    /api/v1/admin/members/{id}/role                 { role, contactTypes } (Admin)
 * PUT    /api/v1/admin/members/{id}/membership           { status }
 * POST   /api/v1/admin/members/{id}/sign-out             revoke every session
 * POST   /api/v1/admin/members/{id}/two-factor-reset
 * POST   /api/v1/admin/members/{id}/invite
 * GET    /api/v1/admin/members/{id}/mails                the newest 50 mails about the member (issue 30)
 * POST   /api/v1/admin/members/{id}/mails/{mailId}/resend  a copy of one of them, 201
 */
import {
  MemberBulkInputSchema,
  MemberBulkResultSchema,
  MemberCreateInputSchema,
  MemberDetailSchema,
  MemberDetailsInputSchema,
  MemberExportInputSchema,
  MemberIdParamsSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberMailListSchema,
  MemberMailParamsSchema,
  MemberMailSchema,
  MemberMembershipInputSchema,
  MemberRoleInputSchema,
  MemberSegmentSchema,
  MemberSegmentsInputSchema,
  StaffAbilitiesSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { sendDownload } from '../files';
import { actorOf } from '../../plugins/auth';
import { canReadEnquiries } from '../../policies/enquiries';
import { canManageEvents } from '../../policies/events-admin';
import { canManageMembers, isAdmin } from '../../policies/staff';
import { bulkMembers, exportMembers } from './members-bulk.service';
import * as members from './members.service';
import { guardStaffArea } from '../../plugins/staff-area';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['members admin'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const base = '/api/v1/admin/members';
const abilitiesUrl = `${base}/abilities`;
const params = MemberIdParamsSchema;
const detail = { 200: data(MemberDetailSchema), ...errors };
/**
 * What API keys reach (issue 31): 'members:read' the list, segments, details and export;
 * 'members:write' adding a member, editing details and segments. Roles, sign-out, two-factor reset,
 * invitations, bulk actions and mails stay with people.
 */
const keyRead = { apiKeyScope: 'members:read' } as const;
const keyWrite = { apiKeyScope: 'members:write' } as const;

/** Registers the staff member routes. */
export function membersAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardStaffArea(app, { allowed: canManageMembers, openUrls: [abilitiesUrl], prefix: base });

    app.get(abilitiesUrl, {
      schema: { tags, response: { 200: data(StaffAbilitiesSchema), ...errors } },
      handler: async (req) => {
        const actor = actorOf(req);
        return {
          data: {
            canManageMembers: canManageMembers(actor),
            canManageEvents: canManageEvents(actor),
            canEditRoles: isAdmin(actor),
            canReadAudit: isAdmin(actor),
            canReadEnquiries: canReadEnquiries(actor),
          },
        };
      },
    });
    app.get(base, {
      config: keyRead,
      schema: { tags, querystring: MemberListQuerySchema, response: { 200: MemberListResponseSchema, ...errors } },
      handler: (req) => members.listMembersPage(ctx, req.query),
    });
    app.get(`${base}/segments`, {
      config: keyRead,
      schema: { tags, response: { 200: data(z.array(MemberSegmentSchema)), ...errors } },
      handler: async () => ({ data: await members.listSegments(ctx) }),
    });
    app.post(base, {
      config: keyWrite,
      schema: { tags, body: MemberCreateInputSchema, response: { 201: data(MemberDetailSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await members.createMember(ctx, actorOf(req), req.body) }),
    });
    app.post(`${base}/bulk`, {
      schema: { tags, body: MemberBulkInputSchema, response: { 200: data(MemberBulkResultSchema), ...errors } },
      handler: async (req) => ({ data: await bulkMembers(ctx, actorOf(req), req.body) }),
    });
    app.post(`${base}/export`, {
      // A read that takes a reason (audited), hence a POST.
      config: { ...keyRead, apiKeyReadsOnly: true },
      schema: {
        tags,
        body: MemberExportInputSchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
      handler: async (req, reply) => sendDownload(reply, await exportMembers(ctx, actorOf(req), req.body)),
    });
    app.get(`${base}/:id`, {
      config: keyRead,
      schema: { tags, params, response: detail },
      handler: async (req) => ({ data: await members.getMemberDetail(ctx, actorOf(req), req.params.id) }),
    });
    app.put(`${base}/:id`, {
      config: keyWrite,
      schema: { tags, params, body: MemberDetailsInputSchema, response: detail },
      handler: async (req) => ({ data: await members.updateMember(ctx, actorOf(req), req.params.id, req.body) }),
    });
    app.put(`${base}/:id/segments`, {
      config: keyWrite,
      schema: { tags, params, body: MemberSegmentsInputSchema, response: detail },
      handler: async (req) => ({
        data: await members.setMemberSegments(ctx, actorOf(req), req.params.id, req.body.segmentIds),
      }),
    });
    app.put(`${base}/:id/role`, {
      schema: { tags, params, body: MemberRoleInputSchema, response: detail },
      handler: async (req) => ({ data: await members.setMemberRole(ctx, actorOf(req), req.params.id, req.body) }),
    });
    app.put(`${base}/:id/membership`, {
      schema: { tags, params, body: MemberMembershipInputSchema, response: detail },
      handler: async (req) => ({
        data: await members.setMemberMembershipStatus(ctx, actorOf(req), req.params.id, req.body.status),
      }),
    });
    app.post(`${base}/:id/sign-out`, {
      schema: { tags, params, response: detail },
      handler: async (req) => ({ data: await members.signOutMember(ctx, actorOf(req), req.params.id) }),
    });
    app.post(`${base}/:id/two-factor-reset`, {
      schema: { tags, params, response: detail },
      handler: async (req) => ({ data: await members.resetMemberTwoFactor(ctx, actorOf(req), req.params.id) }),
    });
    app.post(`${base}/:id/invite`, {
      schema: { tags, params, response: detail },
      handler: async (req) => ({ data: await members.inviteMember(ctx, actorOf(req), req.params.id) }),
    });
    app.get(`${base}/:id/mails`, {
      schema: { tags, params, response: { 200: data(MemberMailListSchema), ...errors } },
      handler: async (req) => ({ data: await members.memberMails(ctx, req.params.id) }),
    });
    app.post(`${base}/:id/mails/:mailId/resend`, {
      schema: { tags, params: MemberMailParamsSchema, response: { 201: data(MemberMailSchema), ...errors } },
      handler: async (req, reply) => {
        const mail = await members.resendMemberMail(ctx, actorOf(req), req.params.id, req.params.mailId);
        return reply.code(201).send({ data: mail });
      },
    });
  };
}
