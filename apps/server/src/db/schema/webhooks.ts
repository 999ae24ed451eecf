/**
 * Webhook endpoints (issue 31, modules/webhooks): the receivers Admins register, the event types
 * each one takes and its signing secret (Standard Webhooks `whsec_<base64>`; kept in clear because
 * every delivery is signed with it; shown to the Admin once, when made or rotated). Deliveries are
 * rows of the outbox with channel 'webhook' (db/schema/outbox.ts), recipient = the endpoint's id.
 */
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives (shared WEBHOOK_EVENT_TYPES), a JSON array of strings. */
  eventTypes: jsonb('event_types').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** `whsec_` + base64 of 32 random bytes. */
  secret: text('secret').notNull(),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
});
