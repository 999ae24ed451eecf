/**
 * Account routes (spec 01 §7 Auth and account). POST api/v1/account/change-password is an auth route
 * (modules/auth/auth.routes.ts): passwords and sessions belong to the auth module.
 */
import {
  AccountBatchInputSchema,
  AccountIdParamsSchema,
  AccountListResponseSchema,
  AccountSchema,
  AccountSearchInputSchema,
  AccountSettingsSchema,
  AccountSettingsUpdateSchema,
  AllowLoginAccessSchema,
  CurrentAccountSchema,
  GlobalPermissionsSchema,
  NotificationSettingsUpdateSchema,
  SegmentListSchema,
  SuccessResponseSchema,
  UserSettingsSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import * as account from './account.service';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 404);
const tags = ['account'];

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/account', {
      schema: { tags, response: { 200: CurrentAccountSchema, ...errors } },
      handler: (req) => account.loadCurrentAccount(ctx, actorOf(req).id, actorOf(req).impersonatorId),
    });
    app.get('/api/v1/account/settings', {
      schema: { tags, response: { 200: AccountSettingsSchema, ...errors } },
      handler: (req) => account.getAccountSettings(ctx, actorOf(req)),
    });
    app.put('/api/v1/account/settings', {
      schema: { tags, body: AccountSettingsUpdateSchema, response: { 200: AccountSettingsSchema, ...errors } },
      handler: (req) => account.updateAccountSettings(ctx, actorOf(req), req.body, req.ip),
    });
    app.post('/api/v1/account/batch', {
      schema: { tags, body: AccountBatchInputSchema, response: { 200: AccountListResponseSchema, ...errors } },
      handler: (req) => account.batchAccounts(ctx, actorOf(req), req.body),
    });
    app.post('/api/v1/account/search', {
      schema: { tags, body: AccountSearchInputSchema, response: { 200: AccountListResponseSchema, ...errors } },
      handler: (req) => account.searchAccounts(ctx, actorOf(req), req.body),
    });
    app.get('/api/v1/account/:id', {
      schema: { tags, params: AccountIdParamsSchema, response: { 200: AccountSchema, ...errors } },
      handler: (req) => account.getAccount(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/v1/permission', {
      schema: { tags, response: { 200: GlobalPermissionsSchema, ...errors } },
      handler: (req) => account.globalPermissions(ctx, actorOf(req)),
    });
    app.post('/api/v1/community/users/set-first-login', {
      schema: { tags, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await account.setFirstLogin(ctx, actorOf(req));
        return { success: true as const };
      },
    });
    app.get('/api/v1/community/users/settings', {
      config: { feature: 'communities' },
      schema: { tags, response: { 200: UserSettingsSchema, ...errors } },
      handler: (req) => account.getUserSettings(ctx, actorOf(req)),
    });
    app.put('/api/v1/community/users/notification-settings', {
      config: { feature: 'communities' },
      schema: { tags, body: NotificationSettingsUpdateSchema, response: { 200: UserSettingsSchema, ...errors } },
      handler: (req) => account.updateNotificationSettings(ctx, actorOf(req), req.body.notificationActivityTypes),
    });
    app.get('/api/user/allow-login-access', {
      schema: { tags, response: { 200: AllowLoginAccessSchema, ...errors } },
      handler: (req) => account.allowLoginAccess(ctx, actorOf(req)),
    });
    app.get('/api/segment/all', {
      schema: { tags, response: { 200: SegmentListSchema, ...errors } },
      handler: () => account.listSegments(ctx),
    });
  };
}
