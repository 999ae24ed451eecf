/**
 * Webhook endpoints for Admins (issue 31): register (the secret is answered once), edit, rotate
 * the secret, delete, list an endpoint's deliveries and replay one. Every action is Admin-only
 * (policies/webhooks.ts) and audited. The receiver URL is checked when saved: https (http only for
 * localhost or under test) and, outside test, a host that resolves only to public addresses.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInputSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { enforce } from '../../policies/denial';
import { checkManageWebhooks, checkWebhookAddresses, checkWebhookScheme } from '../../policies/webhooks';
import { auditActorOf, recordStaffAction } from '../audit';
import { insertOutbox } from '../mail';
import { orderingKeyOf } from './webhooks.delivery';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  findEndpointForUpdate,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  WEBHOOK_CHANNEL,
  type WebhookEndpointRow,
} from './webhooks.repository';

type EndpointInput = z.output<typeof WebhookEndpointInputSchema>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function endpointOf(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
    secretRotatedAt: iso(row.secretRotatedAt) as string,
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.kind,
    webhookId: row.messageId,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    lastError: row.lastError,
    createdAt: iso(row.createdAt) as string,
    sentAt: iso(row.sentAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    replayOf: row.resendOf,
  };
}

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const urlError = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [{ field: 'url', message }] });

/**
 * Checks a receiver URL: scheme, then (private addresses not allowed) every address its host
 * resolves to. @throws AppError VALIDATION_ERROR with the field's message
 */
export async function checkEndpointUrl(ctx: AppContext, url: string): Promise<void> {
  const target = new URL(url);
  const allowPrivate = ctx.config.webhooks.allowPrivate;
  const scheme = checkWebhookScheme(target, allowPrivate);
  if (scheme) throw urlError(scheme.message);
  if (allowPrivate) return;
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw urlError(WEBHOOK_MESSAGES.urlInvalid);
  }
  const denial = checkWebhookAddresses(addresses, allowPrivate);
  if (denial) throw urlError(denial.message);
}

/** GET /api/v1/admin/webhooks. */
export async function listWebhookEndpoints(ctx: AppContext, actor: Actor): Promise<{ endpoints: WebhookEndpoint[] }> {
  enforce(checkManageWebhooks(actor));
  return { endpoints: (await listEndpoints(ctx.db)).map(endpointOf) };
}

async function endpointOr404(ctx: AppContext, actor: Actor, id: string): Promise<WebhookEndpointRow> {
  enforce(checkManageWebhooks(actor));
  const row = await findEndpoint(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return row;
}

/** GET /api/v1/admin/webhooks/{id}. */
export async function getWebhookEndpoint(ctx: AppContext, actor: Actor, id: string): Promise<WebhookEndpoint> {
  return endpointOf(await endpointOr404(ctx, actor, id));
}

/** POST /api/v1/admin/webhooks: the endpoint and its secret (shown once). */
export async function createWebhookEndpoint(
  ctx: AppContext,
  actor: Actor,
  input: EndpointInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  enforce(checkManageWebhooks(actor));
  await checkEndpointUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countEndpoints(tx)) >= WEBHOOK_LIMITS.endpointsMax)
      throw new AppError('VALIDATION_ERROR', WEBHOOK_MESSAGES.endpointLimit);
    const created = await insertEndpoint(tx, { ...input, secret, createdBy: actor.id });
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'webhook.create',
      entityType: 'webhook',
      entityId: created.id,
      summary: `Webhook endpoint ${created.url}`,
      after: { url: created.url, eventTypes: created.eventTypes, enabled: created.enabled },
    });
    return created;
  });
  return { endpoint: endpointOf(row), secret };
}

/** PUT /api/v1/admin/webhooks/{id}: replaces URL, description, events and enabled. */
export async function updateWebhookEndpoint(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: EndpointInput,
): Promise<WebhookEndpoint> {
  await endpointOr404(ctx, actor, id);
  await checkEndpointUrl(ctx, input.url);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findEndpointForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
    const after = (await updateEndpoint(tx, id, input)) as WebhookEndpointRow;
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'webhook.update',
      entityType: 'webhook',
      entityId: id,
      summary: `Webhook endpoint ${after.url}`,
      before: { url: before.url, eventTypes: before.eventTypes, enabled: before.enabled },
      after: { url: after.url, eventTypes: after.eventTypes, enabled: after.enabled },
    });
    return after;
  });
  return endpointOf(row);
}

/** POST /api/v1/admin/webhooks/{id}/secret: a new secret (shown once); deliveries from now on are signed with it. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await endpointOr404(ctx, actor, id);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const after = await updateEndpoint(tx, id, { secret, rotated: true });
    if (!after) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'webhook.rotate-secret',
      entityType: 'webhook',
      entityId: id,
      summary: `Webhook endpoint ${after.url}: new signing secret`,
    });
    return after;
  });
  return { endpoint: endpointOf(row), secret };
}

/** DELETE /api/v1/admin/webhooks/{id}: its deliveries still due are marked failed. */
export async function deleteWebhookEndpoint(ctx: AppContext, actor: Actor, id: string): Promise<{ deleted: true }> {
  const row = await endpointOr404(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteEndpoint(tx, id))) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'webhook.delete',
      entityType: 'webhook',
      entityId: id,
      summary: `Webhook endpoint ${row.url}`,
    });
  });
  return { deleted: true };
}

/** GET /api/v1/admin/webhooks/{id}/deliveries: newest first. */
export async function listWebhookDeliveries(
  ctx: AppContext,
  actor: Actor,
  id: string,
  limit: number,
): Promise<{ deliveries: WebhookDelivery[] }> {
  await endpointOr404(ctx, actor, id);
  return { deliveries: (await listDeliveries(ctx.db, id, limit)).map(deliveryOf) };
}

/**
 * POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/replay: a new outbox row with the same
 * payload and `webhook-id` (receivers that already processed it recognise it), due at once.
 */
export async function replayWebhookDelivery(
  ctx: AppContext,
  actor: Actor,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await endpointOr404(ctx, actor, id);
  const original = await findDelivery(ctx.db, id, deliveryId);
  if (!original) throw new AppError('NOT_FOUND', 'Delivery not found');
  const copyId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertOutbox(tx, {
      id: copyId,
      channel: WEBHOOK_CHANNEL,
      kind: original.kind,
      recipient: id,
      accountId: original.accountId,
      subject: original.subject,
      payload: original.payload,
      messageId: original.messageId,
      resendOf: original.id,
      orderingKey: orderingKeyOf(id, original.accountId),
    });
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'webhook.replay',
      entityType: 'webhook',
      entityId: id,
      summary: `Replayed ${original.kind} ${original.messageId}`,
      detail: { deliveryId: original.id, replayId: copyId },
    });
  });
  return deliveryOf((await findDelivery(ctx.db, id, copyId)) as DeliveryRow);
}
