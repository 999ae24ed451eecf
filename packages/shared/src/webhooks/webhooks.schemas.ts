/**
 * Signed webhooks (issue 31; docs/integrations.md "Webhooks"): the event types an endpoint may take,
 * the endpoint form, and what the admin API answers about endpoints and their deliveries.
 * Payloads are `{ type, timestamp, data }`, signed per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`).
 */
import { z } from 'zod';

/** Every event an endpoint may subscribe to. Add one here (and to docs/integrations.md) when a new event is emitted. */
export const WEBHOOK_EVENT_TYPES = [
  'member.created',
  'member.updated',
  'membership.renewed',
  'membership.lapsed',
  'membership.cancelled',
  'invoice.paid',
  'invoice.refunded',
  'ticket.created',
  'ticket.cancelled',
  'ticket.checked_in',
  'cpd.record.created',
  'event.published',
  'event.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Texts of the webhook screens and errors (chosen). */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a valid https:// address',
  urlNotHttps: 'The address must start with https://',
  urlPrivate: 'The address must be reachable on the public internet (not a private, loopback or link-local address)',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: 'Max length is 500 symbols',
  endpointLimit: 'At most 20 endpoints',
  secretShownOnce: 'Copy the signing secret now: it is shown only once.',
} as const;

export const WEBHOOK_LIMITS = { urlMax: 2000, descriptionMax: 500, endpointsMax: 20, excerptBytes: 1024 } as const;

/** Create or replace an endpoint. The URL's scheme and address are checked by the server (https; no private addresses). */
export const WebhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlInvalid)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), WEBHOOK_MESSAGES.urlInvalid),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.descriptionTooLong).default(''),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((types) => [...new Set(types)].sort()),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  secretRotatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

/** The answer of create and rotate: the secret appears here only. */
export const WebhookEndpointWithSecretSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});

export const WebhookEndpointParamsSchema = z.object({ id: z.uuid() });
export const WebhookDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** One delivery (an outbox row of the endpoint) as the admin screen shows it. */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventType: z.string(),
  /** The `webhook-id` header: the same on every attempt and on a replay. */
  webhookId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the receiver's last answer. */
  responseExcerpt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  replayOf: z.uuid().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const WebhookDeliveryListSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });

export const WebhookDeletedSchema = z.object({ deleted: z.literal(true) });
