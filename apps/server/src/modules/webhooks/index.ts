/**
 * Signed webhooks (issue 31; docs/integrations.md "Webhooks"): Admins register endpoints; actions
 * emit events with `enqueueWebhookEvent(ctx, tx, type, data, { accountId })` in their own
 * transaction (outbox channel 'webhook'); the claimed job `webhook.deliver` signs (Standard
 * Webhooks) and POSTs them in order per endpoint and member, with backoff for 3 days.
 * Imports the mail module (the outbox's generic functions) and audit.
 */
export {
  deliverWebhooks,
  enqueueWebhookEvent,
  enqueueWebhookEvents,
  memberEventData,
  type MemberEventFields,
  scheduleWebhookDelivery,
  signedHeaders,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_DELIVERY,
  type WebhookPayload,
} from './webhooks.delivery';
export { webhookRoutes } from './webhooks.routes';
