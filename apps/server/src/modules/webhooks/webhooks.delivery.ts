/**
 * Webhook events and their delivery (issue 31; docs/integrations.md "Webhooks", docs/ARCHITECTURE.md
 * "Outbox"):
 * - `enqueueWebhookEvent(ctx, tx, type, data, { accountId })`, called in the transaction of the
 *   action that causes the event, writes one outbox row (channel 'webhook') per enabled endpoint
 *   subscribed to `type`: payload `{ type, timestamp, data }`, `message_id` = the `webhook-id`
 *   (`msg_<uuid>`), ordering key `<endpoint id>:<account id or '-'>`.
 * - The claimed job `webhook.deliver` (every WEBHOOK_POLL_MS) claims due rows (`claimDue`: at most
 *   one row per ordering key, so a member's events reach an endpoint in order) and POSTs them at
 *   once, signed per Standard Webhooks (the `standardwebhooks` package), with a 10 s timeout. A 2xx
 *   answer is 'sent' (never sent again); anything else is retried after WEBHOOK_FIRST_RETRY_MS
 *   (30 s) doubling per try, at most 6 h a step, until 3 days after the event, then 'failed'. The
 *   receiver's status and first 1 KB are kept. A process killed mid-delivery leaves its rows
 *   'sending' until their lease (60 s) lapses, then they are claimed again (at least once: the
 *   receiver deduplicates by `webhook-id`).
 * - The receiver's host is resolved at connect time and every address it resolves to is checked
 *   (no private, loopback or link-local addresses outside test: SSRF), so a DNS answer that changed
 *   after the endpoint was saved cannot reach the internal network.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_LIMITS, type WebhookEventType } from '@portal/shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/raw-query';
import { checkWebhookAddresses, checkWebhookScheme } from '../../policies/webhooks';
import type { JobScheduler } from '../jobs';
import {
  claimDue,
  insertOutbox,
  markAttemptFailed,
  markSentMany,
  nextRetryMs,
  type OutboxResponse,
  type OutboxRow,
  type RetrySchedule,
} from '../mail';
import { findEndpoint, subscribedEndpointIds, WEBHOOK_CHANNEL, type WebhookEndpointRow } from './webhooks.repository';

/** What delivery needs of the app's context. */
export interface WebhookContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Delivery settings (ms). */
export const WEBHOOK_DELIVERY = {
  timeoutMs: 10_000,
  maxStepMs: 6 * 3_600_000,
  giveUpAfterMs: 3 * 24 * 3_600_000,
  leaseMs: 60_000,
  batch: 100,
};

/** The backoff of the configuration: first retry WEBHOOK_FIRST_RETRY_MS, doubling, for 3 days. */
export const webhookRetrySchedule = (config: Pick<AppConfig, 'webhooks'>): RetrySchedule => ({
  firstRetryMs: config.webhooks.firstRetryMs,
  maxStepMs: WEBHOOK_DELIVERY.maxStepMs,
  giveUpAfterMs: WEBHOOK_DELIVERY.giveUpAfterMs,
});

/** What the outbox row's payload holds: exactly the body that is POSTed. */
export interface WebhookPayload {
  type: WebhookEventType;
  /** When the event happened (ISO 8601, UTC). */
  timestamp: string;
  data: Record<string, unknown>;
}

/** The ordering key of an endpoint and member: rows of one key are delivered one after another. */
export const orderingKeyOf = (endpointId: string, accountId: string | null) => `${endpointId}:${accountId ?? '-'}`;

/**
 * Writes event `type` with `data` (stable ids, no secrets) to the outbox in `tx` (the action's own
 * transaction): one row per enabled endpoint subscribed to `type`. `accountId`: the member the
 * event is about (delivery order is kept per endpoint and member). Answers how many rows.
 */
export async function enqueueWebhookEvent(
  ctx: unknown,
  tx: Executor,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { accountId?: string | null } = {},
): Promise<number> {
  return enqueueWebhookEvents(ctx, tx, type, [{ data, accountId: options.accountId ?? null }]);
}

/**
 * enqueueWebhookEvent for many events of one `type` (a bulk action or an import, issue 31): the
 * subscribed endpoints are read once; each event is one row per endpoint, in the order given.
 * Answers how many rows.
 */
export async function enqueueWebhookEvents(
  _ctx: unknown,
  tx: Executor,
  type: WebhookEventType,
  events: readonly { data: Record<string, unknown>; accountId?: string | null }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await subscribedEndpointIds(tx, type);
  if (endpoints.length === 0) return 0;
  for (const event of events) {
    const accountId = event.accountId ?? null;
    const payload: WebhookPayload = { type, timestamp: new Date().toISOString(), data: event.data };
    for (const endpointId of endpoints)
      await insertOutbox(tx, {
        id: randomUUID(),
        channel: WEBHOOK_CHANNEL,
        kind: type,
        recipient: endpointId,
        accountId,
        subject: type,
        payload,
        messageId: `msg_${randomUUID().replace(/-/g, '')}`,
        orderingKey: orderingKeyOf(endpointId, accountId),
      });
  }
  return events.length * endpoints.length;
}

/** The contact details of an account as member events carry them. */
export interface MemberEventFields {
  email: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  memberNum: string | null;
  mobile: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
}

/**
 * The `data` of member.created / member.updated (issue 31; docs/integrations.md): the account id and
 * contact details, never the date of birth or credentials, plus `extra` (e.g. `changedFields`).
 */
export function memberEventData(
  id: string,
  m: MemberEventFields,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    preferredName: m.preferredName,
    memberNumber: m.memberNum,
    mobile: m.mobile,
    address: m.address,
    suburb: m.suburb,
    state: m.state,
    postCode: m.postCode,
    country: m.country,
    ...extra,
  };
}

/** The Standard Webhooks headers of one attempt (`webhook-timestamp` in seconds). */
export function signedHeaders(secret: string, webhookId: string, body: string, at = new Date()) {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(webhookId, at, body),
  };
}

/** An attempt's failure with the receiver's answer, if it answered. */
class DeliveryError extends Error {
  constructor(
    message: string,
    readonly response: OutboxResponse = { status: null, excerpt: null },
  ) {
    super(message);
  }
}

/**
 * POSTs `body` to `url`: the host's addresses are checked at connect time (`allowPrivate` off: only
 * public ones). Answers the status and the first 1 KB of the answer; throws on a refused address,
 * a network error or the timeout.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<OutboxResponse & { status: number }> {
  const target = new URL(url);
  const scheme = checkWebhookScheme(target, options.allowPrivate);
  if (scheme) return Promise.reject(new DeliveryError(scheme.message));
  // An address literal is connected to without a lookup: checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    const denial = checkWebhookAddresses([literal], options.allowPrivate);
    if (denial) return Promise.reject(new DeliveryError(denial.message));
  }
  const lookup = (
    hostname: string,
    opts: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const denial = checkWebhookAddresses(
        addresses.map((a) => a.address),
        options.allowPrivate,
      );
      if (denial) return callback(Object.assign(new Error(denial.message), { code: 'EPRIVATE' }), []);
      if (opts.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'portal-webhooks/1',
        },
        lookup,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          clearTimeout(timer);
          const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.excerptBytes).toString('utf8');
          resolve({ status: res.statusCode ?? 0, excerpt });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_LIMITS.excerptBytes) chunks.push(chunk);
          size += chunk.length;
          if (size >= WEBHOOK_LIMITS.excerptBytes) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', () => finish());
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || (err as NodeJS.ErrnoException).code || err.name : String(err))
    .replace(/\s+/g, ' ')
    .slice(0, 500);

/** Delivers one claimed row: 'sent', or throws a DeliveryError (retried) / answers 'give-up' with a reason. */
async function deliverOne(
  ctx: WebhookContext,
  row: OutboxRow,
  endpoints: Map<string, Promise<WebhookEndpointRow | undefined>>,
): Promise<OutboxResponse | { giveUp: string }> {
  let endpoint = endpoints.get(row.recipient);
  if (!endpoint) {
    endpoint = findEndpoint(ctx.db, row.recipient);
    endpoints.set(row.recipient, endpoint);
  }
  const found = await endpoint;
  if (!found) return { giveUp: 'endpoint deleted' };
  if (!found.enabled) return { giveUp: 'endpoint disabled' };
  const body = JSON.stringify(row.payload);
  const answer = await postWebhook(found.url, signedHeaders(found.secret, row.messageId, body), body, {
    allowPrivate: ctx.config.webhooks.allowPrivate,
    timeoutMs: WEBHOOK_DELIVERY.timeoutMs,
  });
  if (answer.status < 200 || answer.status > 299) throw new DeliveryError(`HTTP ${answer.status}`, answer);
  return answer;
}

/**
 * One delivery run: claims due webhook rows batch by batch and delivers each batch at once (a batch
 * holds one row per endpoint and member) until none is due or the app closes.
 */
export async function deliverWebhooks(
  ctx: WebhookContext,
  options: { signal?: AbortSignal; batch?: number; maxBatches?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  const endpoints = new Map<string, Promise<WebhookEndpointRow | undefined>>();
  const schedule = webhookRetrySchedule(ctx.config);
  for (let n = 0; n < (options.maxBatches ?? 200) && !options.signal?.aborted; n++) {
    const rows = await claimDue(
      ctx.db,
      WEBHOOK_CHANNEL,
      options.batch ?? WEBHOOK_DELIVERY.batch,
      WEBHOOK_DELIVERY.leaseMs,
    );
    if (rows.length === 0) break;
    const sent: ({ id: string } & OutboxResponse)[] = [];
    await Promise.all(
      rows.map(async (row) => {
        try {
          const outcome = await deliverOne(ctx, row, endpoints);
          if ('giveUp' in outcome) {
            result.failed += 1;
            await markAttemptFailed(ctx.db, row.id, outcome.giveUp, null);
          } else sent.push({ id: row.id, ...outcome });
        } catch (err) {
          result.failed += 1;
          const retry = nextRetryMs(row.attempts, Date.now() - new Date(row.createdAt).getTime(), schedule);
          ctx.log.warn(
            { err: errorText(err), deliveryId: row.id, type: row.kind, attempts: row.attempts, retryInMs: retry },
            'webhook: attempt failed',
          );
          await markAttemptFailed(
            ctx.db,
            row.id,
            errorText(err),
            retry,
            err instanceof DeliveryError ? err.response : { status: null, excerpt: null },
          );
        }
      }),
    );
    // One statement for the claim's delivered rows (under load, one UPDATE a row was the bottleneck).
    await markSentMany(ctx.db, sent);
    result.sent += sent.length;
  }
  return result;
}

/** The job name of webhook delivery (scheduled_jobs row). */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/** Schedules `webhook.deliver` every WEBHOOK_POLL_MS (one process of all runs each due run). */
export function scheduleWebhookDelivery(ctx: WebhookContext & { jobs: JobScheduler }): void {
  ctx.jobs.schedule({
    name: WEBHOOK_DELIVER_JOB,
    everyMs: ctx.config.webhooks.pollMs,
    pollMs: ctx.config.webhooks.pollMs,
    leaseMs: WEBHOOK_DELIVERY.leaseMs,
    run: (signal) => deliverWebhooks(ctx, { signal }),
  });
}
