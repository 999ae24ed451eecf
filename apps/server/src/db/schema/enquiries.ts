/**
 * Contact-us enquiries and their attachments (spec 01 §5 Contact form, §7 Contact; issue 14). An
 * enquiry is stored, then mailed to the association with its attachments.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, or null for an anonymous enquiry. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email').notNull(),
    mobile: text('mobile'),
    comments: text('comments').notNull(),
    memberNumber: text('member_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_account_idx').on(t.accountId)],
);

export const enquiryFiles = pgTable(
  'enquiry_files',
  {
    id: serial('id').primaryKey(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** A `newStorageKey` key (listed in orphan-sweep.repository.ts). */
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('enquiry_files_enquiry_idx').on(t.enquiryId)],
);
