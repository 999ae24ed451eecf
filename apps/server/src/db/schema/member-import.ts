/**
 * Member CSV imports (issue 23). One batch per applied import; one row per CSV row of it, carrying
 * the batch id, the account it created or updated, and for an update the values it replaced
 * (`previous`), so undo restores them exactly. A batch is undone at most once (`undone_at`).
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const memberImportBatches = pgTable(
  'member_import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who imported, as their email then (kept when the account is gone). */
    actorEmail: text('actor_email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    totalRows: integer('total_rows').notNull(),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    unchangedCount: integer('unchanged_count').notNull(),
    refusedCount: integer('refused_count').notNull(),
    /** Refused rows were skipped and the rest applied (the staff member chose so). */
    skippedRefused: boolean('skipped_refused').notNull(),
    invitationsSent: boolean('invitations_sent').notNull(),
    undoneAt: ts('undone_at'),
    undoneById: uuid('undone_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    undoneByEmail: text('undone_by_email'),
  },
  (t) => [index('member_import_batches_created_idx').on(t.createdAt)],
);

export const memberImportRows = pgTable(
  'member_import_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => memberImportBatches.id, { onDelete: 'cascade' }),
    /** CSV line number (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    /** create | update | unchanged | refuse */
    action: text('action').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The account created or updated (null for a refused row, or once undo removed a created one). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Why a refused row was refused. */
    reasons: text('reasons').array(),
    /**
     * For an update, what it replaced: `{ account: {column: value}, segmentIds: number[] | null,
     * membership: null | {memberNum, typeId} | 'none' }` (only what the import changed).
     */
    previous: jsonb('previous'),
  },
  (t) => [
    index('member_import_rows_batch_idx').on(t.batchId, t.rowNumber),
    index('member_import_rows_account_idx').on(t.accountId),
  ],
);

/**
 * The last column mapping each staff member applied (issue 31), by column name: `{ field: column
 * name }`. The next import of a file with these column names offers it before the guesses.
 */
export const memberImportMappings = pgTable('member_import_mappings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<Record<string, string>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
