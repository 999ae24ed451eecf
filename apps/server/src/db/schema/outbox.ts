/**
 * The one transactional outbox (issue 30): everything the portal sends outside is written here in
 * the same transaction as the action that causes it, and delivered by the claimed job
 * `mail.deliver` (modules/mail/outbox.ts) with exponential backoff. `channel` names the transport
 * ('mail' today; webhooks, push and refund requests add theirs), `kind` the template of the channel.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** pending: waits for its next attempt; sending: claimed (lease); sent; failed: gave up after ~24 h. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The transport: 'mail'. */
    channel: text('channel').notNull().default('mail'),
    /** The template of the channel, e.g. 'auth.password-reset' (modules/mail/templates.ts). */
    kind: text('kind').notNull(),
    /** The address the message goes to. */
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
    /** The row this one re-sends (staff Resend), else null. */
    resendOf: uuid('resend_of'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_account_idx').on(t.accountId, t.createdAt),
  ],
);
