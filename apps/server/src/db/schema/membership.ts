/**
 * Memberships and membership types (issue #15; spec 03 §3 Membership profile, spec 01 §2 final
 * onboarding step). One membership per account. Money is integer AUD cents incl. GST; dates are
 * calendar dates (`date`). A type renews for `period_months` from the renewed-to date; the
 * reference tenant's year ends on 30 June (renewal on 1 July, spec 01 §9).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const membershipTypes = pgTable('membership_types', {
  id: serial('id').primaryKey(),
  /** full | graduate | student | life | associate */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Yearly fee in AUD cents incl. GST (0 for life members). */
  feeCents: integer('fee_cents').notNull(),
  /** Length of one renewal period in months. */
  periodMonths: integer('period_months').notNull().default(12),
  isLife: boolean('is_life').notNull().default(false),
});

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberNum: text('member_num').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => membershipTypes.id),
    /** Active | Lapsed | Cancelled (Lapsed is also derived from renewed_to < today). */
    status: text('status').notNull().default('Active'),
    joinDate: date('join_date').notNull(),
    /** Last day covered; null for life members. */
    renewedTo: date('renewed_to'),
    terminationDate: date('termination_date'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cancelReason: text('cancel_reason'),
    cancelReasonOther: text('cancel_reason_other'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('memberships_renewed_to_idx').on(t.renewedTo).where(sql`status = 'Active'`)],
);

/** Brand assets for members (spec 03 §3: 9 logo variants and two PDFs); files in storage. */
export const brandAssets = pgTable('brand_assets', {
  id: serial('id').primaryKey(),
  /** logo | document */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
