/**
 * The transactional outbox of mail (issue 30; docs/ARCHITECTURE.md "Outbox", docs/operations.md
 * "Mail delivery"). Everything the portal mails is written with `enqueueMail(tx, …)` in the
 * transaction of the action that causes it, never sent from a request. The claimed job
 * `mail.deliver` (every MAIL_POLL_MS, default 2 s) claims due rows with FOR UPDATE SKIP LOCKED and
 * a lease, renders them (templates.ts), builds their attachments and sends them with a stable
 * Message-ID (`<row id@host>`), so a retry after an unknown outcome is recognisable:
 * - success: 'sent' with its time;
 * - failure: 'pending' again after 30 s, 1, 2, 4 … minutes (each step at most 6 h), the last try
 *   24 h after the row was written, then 'failed' with the last error;
 * - a process killed mid-delivery: the row stays 'sending' until its lease (5 min) lapses, then
 *   another run claims it again.
 * The table has a `channel` column: webhooks, push and refund requests add their channel and
 * deliverer to the same outbox.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/raw-query';
import type { JobScheduler } from '../jobs';
import type { Mailer, MailMessage, OutboxEntry } from './mailer';
import {
  type DevMailCopy,
  listDevCopies,
  recordDevCopy,
  claimDue,
  findForAccount,
  insertOutbox,
  insertOutboxIf,
  listForAccount,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  deleteExpiredOutboxRows,
} from './outbox.repository';
import { type MailKind, type MailLayout, renderMail } from './templates';

/**
 * What the outbox needs of the app's context (AppContext has it; typed by shape, as context.ts
 * imports this module).
 */
export interface MailContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A mail to write to the outbox. */
export interface MailInput {
  /** The template (templates.ts MAIL_KINDS). */
  kind: MailKind;
  to: string;
  /** The member the mail is about: staff see it on the member's page. Null for staff mailboxes. */
  accountId?: string | null;
  subject: string;
  /** The body as plain text (paragraphs separated by a blank line); the HTML part is made from it. */
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Data for the kind's builder (`registerMailBuilder`), which makes its text and attachments at delivery. */
  data?: Record<string, unknown>;
  /**
   * The kind's structured parts for the HTML template (templates.ts): the main link as a button, a
   * verification code in a box, event details as a table. The text part keeps them in `text`.
   */
  layout?: MailLayout;
}

/** What `payload` (jsonb) holds. */
interface MailPayload {
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  data?: Record<string, unknown>;
  layout?: MailLayout;
}

/** An attachment made at delivery. */
export type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/**
 * Builds a kind's text and attachments at delivery from its `data` (e.g. the ticket confirmation:
 * its .ics, QR codes and receipt; the contact enquiry: its stored files). null: there is nothing to
 * send any more (the row is marked failed with that reason). A throw is a failed attempt, retried
 * with backoff.
 */
export type MailBuilder = (
  data: Record<string, unknown>,
) => Promise<{ text?: string; attachments?: MailAttachment[]; layout?: MailLayout } | null>;

/** The builders of each app, by its database (tests run several apps in one process). */
const buildersOf = new WeakMap<object, Map<string, MailBuilder>>();

/**
 * Registers the builder of `kind` for the app of `ctx` (the module that owns the data, from its
 * plugin, with its context bound: `registerMailBuilder(ctx, kind, (data) => build(ctx, data))`).
 */
export function registerMailBuilder(ctx: { db: Db }, kind: MailKind, builder: MailBuilder): void {
  const builders = buildersOf.get(ctx.db) ?? new Map<string, MailBuilder>();
  builders.set(kind, builder);
  buildersOf.set(ctx.db, builders);
}

/** Delivery settings (times in ms). */
export const MAIL_DELIVERY = {
  /** The first retry; each next one doubles. */
  firstRetryMs: 30_000,
  /** The longest wait between two tries. */
  maxStepMs: 6 * 3_600_000,
  /** The last try is this long after the row was written; then it is 'failed'. */
  giveUpAfterMs: 24 * 3_600_000,
  /** How long a claimed row is held by its process. */
  leaseMs: 5 * 60_000,
  /** Rows claimed at once. */
  batch: 20,
};

/** A channel's backoff (ms): first retry (doubling per try), longest step, give up after. */
export interface RetrySchedule {
  firstRetryMs: number;
  maxStepMs: number;
  giveUpAfterMs: number;
}
/** Outbox retention (issue 30): failed rows are kept this many days; sent ones OUTBOX_RETENTION_DAYS. */
export const OUTBOX_RETENTION = {
  failedDays: 90,
  /** Rows deleted per statement (short statements, short locks). */
  batch: 500,
  /** How often the job runs. */
  everyMs: 6 * 3_600_000,
};

/**
 * The wait before the next try after `attempts` failed tries of a row written `ageMs` ago: 30 s
 * doubling per try (at most 6 h a step), shortened so the last try is 24 h after the first; null
 * when 24 h have passed (give up). Another channel passes its own `schedule` (webhooks: 3 days).
 */
export function nextRetryMs(attempts: number, ageMs: number, schedule: RetrySchedule = MAIL_DELIVERY): number | null {
  const left = schedule.giveUpAfterMs - ageMs;
  if (left <= 0) return null;
  const step = Math.min(schedule.firstRetryMs * 2 ** Math.max(0, attempts - 1), schedule.maxStepMs);
  return Math.min(step, left);
}

const messageIdOf = (id: string, publicUrl: string) => `<${id}@${new URL(publicUrl).hostname || 'portal'}>`;

function rowOf(ctx: Pick<MailContext, 'config'>, mail: MailInput, resendOf: string | null = null) {
  const id = randomUUID();
  const payload: MailPayload = {
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.data ? { data: mail.data } : {}),
    ...(mail.layout ? { layout: mail.layout } : {}),
  };
  return {
    id,
    channel: 'mail',
    kind: mail.kind,
    recipient: mail.to,
    accountId: mail.accountId ?? null,
    subject: mail.subject,
    payload,
    messageId: messageIdOf(id, ctx.config.publicUrl),
    resendOf,
  };
}

/**
 * Writes mails to the outbox in `db` (pass the action's transaction: the mails exist exactly when
 * the action committed). Delivery follows within seconds through `mail.deliver`.
 */
export async function enqueueMail(
  ctx: Pick<MailContext, 'config'>,
  db: Executor,
  mails: MailInput | MailInput[],
): Promise<void> {
  for (const mail of Array.isArray(mails) ? mails : [mails]) await insertOutbox(db, rowOf(ctx, mail));
}

/**
 * Writes `mail` only when `mail` is not null, running the same one statement either way (the
 * forgot-password answer must not show in its timing whether an address has an account).
 */
export async function enqueueMailIf(
  ctx: Pick<MailContext, 'config'>,
  db: Executor,
  mail: MailInput | null,
  placeholder: MailInput,
): Promise<void> {
  await insertOutboxIf(db, mail !== null, rowOf(ctx, mail ?? placeholder));
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || err.name : String(err)).replace(/\s+/g, ' ').slice(0, 500);

/** Renders, builds and sends one claimed row. Throws when the attempt failed. */
async function deliverOne(
  ctx: MailContext,
  row: OutboxRow,
  keepCopy?: (id: string, copy: DevMailCopy) => void,
): Promise<'sent' | 'nothing'> {
  const payload = row.payload as MailPayload;
  let text = payload.text;
  let layout = payload.layout;
  const attachments: MailAttachment[] = [];
  const builder = buildersOf.get(ctx.db)?.get(row.kind);
  if (builder && payload.data) {
    const built = await builder(payload.data);
    if (!built) return 'nothing';
    text = built.text ?? text;
    layout = built.layout ?? layout;
    attachments.push(...(built.attachments ?? []));
  }
  const rendered = await renderMail(
    { kind: row.kind, subject: row.subject, text, layout },
    { tenant: ctx.config.tenant, publicUrl: ctx.config.publicUrl },
  );
  await ctx.mailer.send({
    to: row.recipient,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: row.messageId,
    ...(payload.replyTo ? { replyTo: payload.replyTo } : {}),
    ...(payload.headers ? { headers: payload.headers } : {}),
    ...(attachments.length ? { attachments } : {}),
  });
  keepCopy?.(row.id, { to: row.recipient, subject: rendered.subject, text: rendered.text });
  return 'sent';
}

/**
 * The mails sent without SMTP, newest first (the /dev/mail page, outside production): read from the
 * database outbox, so every process of a site shows the same mails (issue 34). Same shape as the
 * mailer's local outbox entries.
 */
export async function listDevMail(ctx: { db: Executor }, limit = 50): Promise<OutboxEntry[]> {
  return (await listDevCopies(ctx.db, limit)).map((r) => ({
    id: r.id,
    to: r.copy.to,
    subject: r.copy.subject,
    text: r.copy.text,
    sentAt: new Date(r.sentAt ?? Date.now()).toISOString(),
  }));
}

/**
 * One delivery run: claims due mails batch by batch and sends them until none is due (or the app
 * closes). Answers how many were sent and how many attempts failed.
 */
export async function deliverMail(
  ctx: MailContext,
  options: { signal?: AbortSignal; batch?: number; maxBatches?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  // Without SMTP, what each mail said, for /dev/mail (listDevMail) on every process.
  const copies = new Map<string, DevMailCopy>();
  const keepCopy = ctx.config.smtpUrl ? undefined : (id: string, copy: DevMailCopy) => copies.set(id, copy);
  for (let n = 0; n < (options.maxBatches ?? 50) && !options.signal?.aborted; n++) {
    const rows = await claimDue(ctx.db, 'mail', options.batch ?? MAIL_DELIVERY.batch, MAIL_DELIVERY.leaseMs);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        if ((await deliverOne(ctx, row, keepCopy)) === 'sent') {
          await markSent(ctx.db, row.id);
          if (copies.has(row.id)) await recordDevCopy(ctx.db, row.id, copies.get(row.id) as DevMailCopy);
          result.sent += 1;
        } else await markAttemptFailed(ctx.db, row.id, 'nothing to send any more', null);
      } catch (err) {
        result.failed += 1;
        const retry = nextRetryMs(row.attempts, Date.now() - new Date(row.createdAt).getTime());
        ctx.log.warn(
          { err, mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: retry },
          'mail: attempt failed',
        );
        await markAttemptFailed(ctx.db, row.id, errorText(err), retry);
      }
    }
  }
  return result;
}

/** A mail as staff see it on the member page. */
export interface MailSummary {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxRow['status'];
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  resendOf: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function summaryOf(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.createdAt) as string,
    sentAt: iso(row.sentAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastError: row.lastError ? row.lastError.slice(0, 200) : null,
    resendOf: row.resendOf,
  };
}

/** The newest `limit` (default 50) mails about an account, newest first. */
export async function mailsOfAccount(db: Executor, accountId: string, limit = 50): Promise<MailSummary[]> {
  return (await listForAccount(db, accountId, limit)).map(summaryOf);
}

/**
 * Writes a copy of mail `mailId` about `accountId` to the outbox (a fresh row, its own Message-ID,
 * `resendOf` naming the original). undefined when no such mail is about that account.
 */
export async function resendMail(
  ctx: Pick<MailContext, 'config'>,
  db: Executor,
  accountId: string,
  mailId: string,
): Promise<MailSummary | undefined> {
  const original = await findForAccount(db, accountId, mailId);
  if (!original) return undefined;
  const payload = original.payload as MailPayload;
  const row = rowOf(
    ctx,
    {
      kind: original.kind as MailKind,
      to: original.recipient,
      accountId,
      subject: original.subject,
      text: payload.text,
      replyTo: payload.replyTo,
      headers: payload.headers,
      data: payload.data,
      layout: payload.layout,
    },
    original.id,
  );
  await insertOutbox(db, row);
  const copy = await findForAccount(db, accountId, row.id);
  return copy && summaryOf(copy);
}

/** The job name of mail delivery (scheduled_jobs row). */
export const MAIL_DELIVER_JOB = 'mail.deliver';

/** Schedules `mail.deliver` every `config.mailPollMs` (one process of all runs each due run). */
export function scheduleMailDelivery(ctx: MailContext & { jobs: JobScheduler }): void {
  ctx.jobs.schedule({
    name: MAIL_DELIVER_JOB,
    everyMs: ctx.config.mailPollMs,
    pollMs: ctx.config.mailPollMs,
    run: (signal) => deliverMail(ctx, { signal }),
  });
}

/** The job name of outbox retention (scheduled_jobs row). */
export const OUTBOX_RETENTION_JOB = 'mail.outbox-retention';

/**
 * Deletes sent rows older than `config.outboxRetentionDays` and failed rows older than
 * OUTBOX_RETENTION.failedDays, every channel, in batches of OUTBOX_RETENTION.batch until none is
 * left or `signal` aborts. Pending and sending rows are never touched. Answers the counts deleted.
 */
export async function purgeOutbox(
  ctx: Pick<MailContext, 'db' | 'config'>,
  signal?: AbortSignal,
): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  for (const [status, days] of [
    ['sent', ctx.config.outboxRetentionDays],
    ['failed', OUTBOX_RETENTION.failedDays],
  ] as const) {
    for (;;) {
      if (signal?.aborted) return done;
      const n = await deleteExpiredOutboxRows(ctx.db, status, days, OUTBOX_RETENTION.batch);
      done[status] += n;
      if (n < OUTBOX_RETENTION.batch) break;
    }
  }
  return done;
}

/** Schedules `mail.outbox-retention` (claimed: one process of all runs each due run). */
export function scheduleOutboxRetention(ctx: MailContext & { jobs: JobScheduler }): void {
  ctx.jobs.schedule({
    name: OUTBOX_RETENTION_JOB,
    everyMs: OUTBOX_RETENTION.everyMs,
    run: (signal) => purgeOutbox(ctx, signal),
  });
}
