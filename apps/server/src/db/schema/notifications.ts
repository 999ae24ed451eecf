/**
 * Notification mail delivery (issue 17; modules/notifications/notification-mail.*):
 * - `notification_mail_settings`: a member's choice of real-time, daily (the default: no row) or
 *   weekly digest, or no mail, and the activity types they unsubscribed from;
 * - `notification_mail_marks`: one row per notification once it has been mailed (its claim: the
 *   insert that wins is the only mail, whichever process runs the delivery);
 * - `notification_mail_keys`: the key that signs unsubscribe links, made once by the first process
 *   that needs it (every process signs and checks with the same key).
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { communityNotifications } from './communities';

export const notificationMailSettings = pgTable('notification_mail_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 'realtime' | 'daily' | 'weekly' | 'off' (MAIL_FREQUENCIES). */
  frequency: text('frequency').notNull().default('daily'),
  unsubscribedTypes: integer('unsubscribed_types').array().notNull().default(sql`'{}'::integer[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificationMailMarks = pgTable('notification_mail_marks', {
  notificationId: bigint('notification_id', { mode: 'number' })
    .primaryKey()
    .references(() => communityNotifications.id, { onDelete: 'cascade' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificationMailKeys = pgTable('notification_mail_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});
