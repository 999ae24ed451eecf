/** Engagement events (spec 01 §7 Engagement: POST api/engagement/track). */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    entityId: text('entity_id'),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('engagement_events_type_created_idx').on(t.eventType, t.createdAt)],
);
