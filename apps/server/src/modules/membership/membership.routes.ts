/**
 * Membership routes (issue #15; spec 03 §7 Settings, preferences and membership; spec 01 §7):
 * GET /api/user/membership, renewallink, managelink, updatepaymentlink, the certificate's
 * printview and download, POST renew and autorenew, GET api/user/CanCancelMembership and POST
 * api/user/CancelMembership. Thin: validate, call one service.
 */
import {
  AutoRenewInputSchema,
  CancelMembershipInputSchema,
  CancelMembershipResponseSchema,
  CanCancelMembershipSchema,
  MembershipIdParamsSchema,
  MembershipLinkSchema,
  MembershipProfileSchema,
  PaymentStartSchema,
  PrintviewSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { renderCertificatePdf } from '../../lib/pdf';
import { documentBrand } from '../server-values';
import { actorOf } from '../../plugins/auth';
import { FileQuerySchema, sendDownload, wantsDownload } from '../files';
import { originOf } from '../billing';
import * as membership from './membership.service';

const tags = ['membership'];
const config = { feature: 'settings' } as const;
const errors = errorResponses(400, 401, 404, 409);

export function membershipRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/membership', {
      config,
      schema: { tags, response: { 200: MembershipProfileSchema, ...errors } },
      handler: (req) => membership.getMembership(ctx, actorOf(req)),
    });
    app.get('/api/user/membership/renewallink', {
      config,
      schema: { tags, response: { 200: MembershipLinkSchema, ...errors } },
      handler: async (req) => membership.membershipLink(originOf(ctx, req), 'renew'),
    });
    app.get('/api/user/membership/managelink', {
      config,
      schema: { tags, response: { 200: MembershipLinkSchema, ...errors } },
      handler: (req) => membership.manageLink(ctx, actorOf(req), originOf(ctx, req)),
    });
    app.get('/api/user/membership/updatepaymentlink', {
      config,
      schema: { tags, response: { 200: MembershipLinkSchema, ...errors } },
      handler: async (req) => membership.membershipLink(originOf(ctx, req), 'updatePayment'),
    });
    app.post('/api/user/membership/renew', {
      config,
      schema: { tags, response: { 200: PaymentStartSchema, ...errorResponses(400, 401, 404, 409, 502) } },
      handler: (req) => membership.renewMembership(ctx, actorOf(req), originOf(ctx, req)),
    });
    app.post('/api/user/membership/autorenew', {
      config,
      schema: { tags, body: AutoRenewInputSchema, response: { 200: MembershipProfileSchema, ...errors } },
      handler: (req) => membership.updateAutoRenew(ctx, actorOf(req), req.body.autoRenew),
    });
    app.get('/api/user/membership/:id/printview', {
      config,
      schema: { tags, params: MembershipIdParamsSchema, response: { 200: PrintviewSchema, ...errors } },
      handler: async (req) => {
        await membership.ownMembershipById(ctx, actorOf(req), req.params.id);
        return { previewUrl: `/api/user/membership/${req.params.id}/download?download=false` };
      },
    });
    app.get('/api/user/membership/:id/download', {
      config: { ...config, signedLink: true },
      schema: { tags, params: MembershipIdParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const m = await membership.ownMembershipById(ctx, actor, req.params.id);
        const body = await renderCertificatePdf(
          {
            organisation: ctx.config.tenant.fullName,
            fullName: `${actor.firstName} ${actor.lastName}`,
            memberNum: m.memberNum,
            membershipName: m.typeName,
            joinDate: m.joinDate,
            renewedToDate: m.renewedTo,
            isLife: m.isLife,
          },
          await documentBrand(ctx),
        );
        const download = req.query.download === undefined || wantsDownload(req.query);
        return sendDownload(
          reply,
          { filename: `membership-certificate-${m.memberNum}.pdf`, contentType: 'application/pdf', body },
          { disposition: download ? 'attachment' : 'inline' },
        );
      },
    });
    app.get('/api/user/CanCancelMembership', {
      config,
      schema: { tags, response: { 200: CanCancelMembershipSchema, ...errors } },
      handler: (req) => membership.canCancelMembership(ctx, actorOf(req)),
    });
    app.post('/api/user/CancelMembership', {
      config,
      schema: { tags, body: CancelMembershipInputSchema, response: { 200: CancelMembershipResponseSchema, ...errors } },
      handler: (req) => membership.cancelMembership(ctx, actorOf(req), req.body),
    });
  };
}
