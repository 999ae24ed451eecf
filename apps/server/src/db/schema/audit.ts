/**
 * Staff audit log (issue 23): one row per staff action, written in the same transaction as the
 * action (member edits with before and after values, imports and undos, exports with their filter
 * and reason, impersonation start and end, moderation, content and event publishing, role
 * changes). Rows are only inserted: a trigger refuses UPDATE and DELETE (hand-written SQL in the
 * migration), and no API edits them. The actor's email is kept as it was at the time, so the row
 * still says who acted after the account is gone.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's email when they acted (kept when the account is deleted). */
    actorEmail: text('actor_email').notNull(),
    /** One of STAFF_AUDIT_ACTIONS (packages/shared audit/audit.schemas.ts). */
    action: text('action').notNull(),
    /** What was acted on: 'member', 'import', 'event', 'content', 'community', 'post', 'export'... */
    entityType: text('entity_type').notNull(),
    /** Its id as text (uuid or integer), or null for an action on many (an export, a bulk action). */
    entityId: text('entity_id'),
    /** One line a person reads in the log ("Changed segments of Ava Nguyen"). */
    summary: text('summary').notNull(),
    /** Changed fields before and after (only the fields that changed), or null. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, when the action asks for it (exports, blacklisting...). */
    reason: text('reason'),
    /** Free-form facts of the action: an export's filter, a bulk action's count, an import batch id. */
    detail: jsonb('detail'),
  },
  (t) => [
    index('staff_audit_log_occurred_idx').on(t.occurredAt),
    index('staff_audit_log_entity_idx').on(t.entityType, t.entityId),
    index('staff_audit_log_actor_idx').on(t.actorId, t.occurredAt),
  ],
);
