/**
 * First-time onboarding calls, address lists and the splash quick links (spec 01 §7 First-time,
 * §2 Routing guard and splash; issue 14). The quick links answer this portal's own pages.
 */
import {
  FieldOptionsSchema,
  FinalRedirectSchema,
  FirstTimeFormSchema,
  FirstTimePatchSchema,
  LinkSchema,
  OptionListSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { COUNTRY_OPTIONS, STATE_OPTIONS } from '../directory';
import * as onboarding from './onboarding.service';

const errors = errorResponses(400, 401, 404);
const tags = ['onboarding'];

/** The quick-link calls and the portal page each answers. */
const LINKS: [string, string, string][] = [
  ['/api/forms/links/renew-membership', '/settings/membership-profile', 'Renew your membership'],
  ['/api/forms/links/update-details', '/settings/account-details', 'Update your profile'],
  ['/api/user/updatedetailslink', '/settings/account-details', 'Update your details'],
  ['/api/user/commprefsurl', '/settings/communication-preferences', 'Communication preferences'],
];

export function onboardingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/form/first-time', {
      schema: { tags, response: { 200: FirstTimeFormSchema, ...errors } },
      handler: (req) => onboarding.getFirstTimeForm(ctx, actorOf(req)),
    });
    app.patch('/api/user/form/first-time', {
      schema: { tags, body: FirstTimePatchSchema, response: { 200: FirstTimeFormSchema, ...errors } },
      handler: (req) => onboarding.patchFirstTimeForm(ctx, actorOf(req), req.body),
    });
    app.get('/api/user/form/first-time/field-options', {
      schema: { tags, response: { 200: FieldOptionsSchema, ...errors } },
      handler: async () => onboarding.getFieldOptions(ctx),
    });
    app.get('/api/user/form/first-time/final-step-redirect-link', {
      schema: { tags, response: { 200: FinalRedirectSchema, ...errors } },
      handler: (req) => onboarding.getFinalRedirect(ctx, actorOf(req)),
    });
    app.get('/api/address/countries', {
      schema: { tags, response: { 200: OptionListSchema, ...errors } },
      handler: async () => COUNTRY_OPTIONS,
    });
    app.get('/api/address/states', {
      schema: { tags, response: { 200: OptionListSchema, ...errors } },
      handler: async () => STATE_OPTIONS,
    });
    for (const [url, path, label] of LINKS) {
      app.get(url, {
        schema: { tags, response: { 200: LinkSchema, ...errors } },
        handler: async () => ({ url: `${ctx.config.publicUrl}${path}`, label }),
      });
    }
  };
}
