/**
 * Accounts, segments and their mapping (spec 01 §3 Account/user, spec 03 §3 Segment).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    role: smallint('role').notNull().default(0),
    contactTypes: text('contact_types').array().notNull().default(sql`'{}'::text[]`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Legacy account form (spec 01 §3: the save adds middleName). */
    middleName: text('middle_name'),
    title: text('title'),
    preferredName: text('preferred_name'),
    gender: text('gender'),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth'),
    graduationDate: date('graduation_date'),
    address: text('address'),
    suburb: text('suburb'),
    state: text('state'),
    postCode: text('post_code'),
    country: text('country'),
    avatarUrl: text('avatar_url'),
    pronoun: text('pronoun'),
    isFirstLogin: boolean('is_first_login').notNull().default(false),
    memberNum: text('member_num'),
    /** Account settings (spec 01 §3): two-factor, mail-to address, SMS permission. */
    enableTfa: boolean('enable_tfa').notNull().default(false),
    mailTo: text('mail_to'),
    allowSms: boolean('allow_sms').notNull().default(false),
    /** Community notification preferences: activity type ids (spec 01 §3 User settings). */
    notificationActivityTypes: integer('notification_activity_types').array().notNull().default(sql`'{}'::integer[]`),
    /** FDRS section members see the FDRS splash variant (spec 01 §2 splash). */
    isFdrs: boolean('is_fdrs').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_name_idx').on(t.firstName, t.lastName), index('accounts_last_name_idx').on(t.lastName)],
);

export const segments = pgTable('segments', {
  id: serial('id').primaryKey(),
  categoryName: text('category_name').notNull(),
  name: text('name').notNull(),
});

export const accountSegments = pgTable(
  'account_segments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.segmentId] }), index('account_segments_segment_idx').on(t.segmentId)],
);
