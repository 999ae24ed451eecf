/**
 * Impersonation is read-and-help only (issue 28 finding 4). While an Admin is signed in as a member
 * (a session with an impersonator), the routes below answer 403 FORBIDDEN with
 * MESSAGES.impersonationDenied: payments (invoices, membership renewal and auto-renewal, cancelling
 * a membership, cart checkout, the payment gateway, ticket cancellation with its refund), the
 * password, two-factor and sign-in settings, the calendar feed's secret URL (reading it too: it outlives the session), and email. Everything
 * else (reading, and helping with profile details, registrations, posts) stays open, and every
 * request is audited ('impersonation.request', plugins/auth.ts).
 *
 * Keys are "METHOD route-pattern" exactly as Fastify registers them (a test checks each one exists
 * in the OpenAPI document, so a renamed route cannot silently fall out of the list).
 */
import { MESSAGES } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';

export const IMPERSONATION_DENIED_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/v1/account/change-password',
  'PUT /api/v1/account/settings',
  'GET /api/v1/account/calendar-feed',
  'POST /api/v1/account/calendar-feed',
  'DELETE /api/v1/account/calendar-feed',
  'POST /api/invoice/:id/pay',
  'POST /api/user/membership/renew',
  'POST /api/user/membership/autorenew',
  'POST /api/user/CancelMembership',
  'POST /api/cart/checkout',
  'POST /api/payments/test-gateway/:sessionId/pay',
  'POST /api/ticket/cancel',
]);

/** 403 when an impersonation session calls a denied route; null otherwise. */
export function checkImpersonation(
  actor: Pick<Actor, 'impersonatorId'> | null,
  method: string,
  routePath: string,
): Denial | null {
  if (!actor?.impersonatorId) return null;
  return IMPERSONATION_DENIED_ROUTES.has(`${method.toUpperCase()} ${routePath}`)
    ? deny('FORBIDDEN', MESSAGES.impersonationDenied)
    : null;
}
