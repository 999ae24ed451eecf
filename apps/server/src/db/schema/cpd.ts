/**
 * CPD and courses (spec 03 §3 CPD period, CPD record, Enrolment; issue 16).
 *
 * Periods follow the tenant's rule (CPD_RULES in @portal/shared); a row per member and period holds
 * the period's dates, its minimum (null = the rule's, 20 when missing) and the learning plan, and is
 * made on first read. Records belong to the member; a record lies in the period whose dates hold its
 * `completed_date` (a Sydney calendar date). A record from an event names the event: the unique
 * (account_id, related_event_id) makes the attendance job add it once (NULLs never collide).
 * Hours are numeric(6,2) in quarter hours.
 */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const cpdPeriods = pgTable(
  'cpd_periods',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Null: the tenant rule's minimum (20 when the rule has none). */
    minimumHours: numeric('minimum_hours', { precision: 6, scale: 2 }),
    learningPlan: text('learning_plan'),
    learningPlanUpdatedAt: ts('learning_plan_updated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('cpd_periods_account_start_uq').on(t.accountId, t.startDate)],
);

export const cpdRecords = pgTable(
  'cpd_records',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryName: text('category_name').notNull(),
    presenter: text('presenter'),
    domain: text('domain'),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
    interactive: boolean('interactive').notNull().default(false),
    reflection: text('reflection'),
    completedDate: date('completed_date', { mode: 'string' }).notNull(),
    /** The attended event (records from events only; read-only for the member). */
    relatedEventId: integer('related_event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cpd_records_account_date_idx').on(t.accountId, t.completedDate),
    unique('cpd_records_account_event_uq').on(t.accountId, t.relatedEventId),
    index('cpd_records_date_idx').on(t.completedDate),
  ],
);

/** Evidence files of a record (PDF, JPG or PNG, at most 10 MB each; type checked from the bytes). */
export const cpdEvidence = pgTable(
  'cpd_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: integer('record_id')
      .notNull()
      .references(() => cpdRecords.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * Insertion order: a record's evidence is listed in the order it was attached (two files saved in
     * one request can share a created_at where the clock is coarse, as in PGlite).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('cpd_evidence_record_idx').on(t.recordId)],
);

/** The courses catalogue (issue 16: course, code, category, login URL). */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  categoryName: text('category_name').notNull(),
  description: text('description'),
  loginUrl: text('login_url').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Enrolments (spec 03 §3, §4): Active, Completed, Pending, Expired; completed ones cannot be unenrolled. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Active'),
    completionDate: date('completion_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('enrolments_account_course_uq').on(t.accountId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
  ],
);
