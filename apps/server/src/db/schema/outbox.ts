/**
 * The one transactional outbox (issue 30): everything the portal sends outside is written here in
 * the same transaction as the action that causes it, and delivered by the claimed job
 * `mail.deliver` (modules/mail/outbox.ts) with exponential backoff. `channel` names the transport
 * ('mail'; 'webhook' (issue 31, modules/webhooks: delivered by `webhook.deliver`); refund requests
 * add theirs), `kind` the template or event type of the channel.
 *
 * Ordering (issue 31): a row with an `ordering_key` is not claimed while an earlier row (smaller
 * `seq`) of the same channel and key is pending or sending (`claimDue`), so a receiver gets one
 * member's events in the order they were written. Mail rows have no key.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';

/** pending: waits for its next attempt; sending: claimed (lease); sent; failed: gave up after ~24 h. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order (an identity column): "earlier" for the ordering key. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The transport: 'mail' or 'webhook'. */
    channel: text('channel').notNull().default('mail'),
    /** The template of the channel, e.g. 'auth.password-reset' (modules/mail/templates.ts). */
    kind: text('kind').notNull(),
    /** The address the message goes to (webhook: the endpoint's id). */
    recipient: text('recipient').notNull(),
    /** The member the message is about (staff see it on the member page); null for staff mailboxes. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** What the template needs (text body, headers, Reply-To, attachment references, kind data). */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due (the database's clock). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': the claim holds until then; a killed process's row is retried after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The stable Message-ID of every attempt of this row, `<id@host>`. */
    messageId: text('message_id').notNull(),
    /** The row this one re-sends (staff Resend, webhook replay), else null. */
    resendOf: uuid('resend_of'),
    /**
     * Rows of one channel and key are delivered one after another in `seq` order (webhook:
     * `<endpoint id>:<account id or '-'>`); null: no order.
     */
    orderingKey: text('ordering_key'),
    /** The receiver's last answer (webhook): its HTTP status, and its body's first 1 KB. */
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_account_idx').on(t.accountId, t.createdAt),
    index('outbox_recipient_idx').on(t.channel, t.recipient, t.createdAt),
    index('outbox_ordering_idx')
      .on(t.channel, t.orderingKey, t.seq)
      .where(sql`${t.orderingKey} is not null and ${t.status} in ('pending', 'sending')`),
  ],
);
