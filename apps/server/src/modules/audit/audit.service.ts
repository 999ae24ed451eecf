/**
 * The one way to record a staff action in the audit log (issue 23). Call it with the executor of
 * the action's own transaction, so the entry and the action commit or roll back together: a failed
 * action leaves no entry, a logged action always happened.
 *
 *   await db.transaction(async (tx) => {
 *     await updateMember(tx, ...);
 *     await recordStaffAction(tx, actor, {
 *       action: 'member.update', entityType: 'member', entityId: memberId,
 *       summary: `Edited details of ${name}`, ...changedFields(before, after),
 *     });
 *   });
 */
import type { StaffAuditAction, StaffAuditPage, StaffAuditQuery } from '@portal/shared';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/raw-query';
import { insertStaffAuditRow, listStaffAuditRows } from './audit.repository';

/** Who acted: the signed-in staff account (when impersonating, the real staff account). */
export interface AuditActor {
  accountId: string | null;
  email: string;
}

/** The audit actor of a signed-in caller (its own account and email). */
export function auditActorOf(actor: { id: string; email: string }): AuditActor {
  return { accountId: actor.id, email: actor.email };
}

/** What happened. `before`/`after` hold only the fields that changed (see changedFields). */
export interface StaffActionEntry {
  action: StaffAuditAction;
  entityType: string;
  entityId?: string | number | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Appends one entry in the caller's transaction. Throws what the insert throws (the action then rolls back). */
export async function recordStaffAction(exec: Executor, actor: AuditActor, entry: StaffActionEntry): Promise<void> {
  await insertStaffAuditRow(exec, {
    actorId: actor.accountId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * Runs `act` in one transaction of `db` and records the staff action `entry(result)` describes in
 * the same transaction, so the action and its entry commit or roll back together (a refused or
 * failed action throws before the entry is written). Answers what `act` answers. For an action
 * whose service holds no transaction of its own; one that does calls `recordStaffAction` inside it.
 *
 *   await withStaffAction(ctx.db, auditActorOf(actor), (tx) => repo.insertTag(tx, name), (tag) => ({
 *     action: 'community.tag.create', entityType: 'community-tag', entityId: tag.id, summary: `Added tag ${name}`,
 *   }));
 */
export async function withStaffAction<T>(
  db: Db,
  actor: AuditActor,
  act: (tx: Executor) => Promise<T>,
  entry: (result: T) => StaffActionEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await act(tx);
    await recordStaffAction(tx, actor, entry(result));
    return result;
  });
}

/**
 * The fields whose values differ between two snapshots, as `{ before, after }` holding only those
 * fields (compared as JSON, so arrays and dates compare by value). Both null when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length === 0 ? { before: null, after: null } : { before: b, after: a };
}

/**
 * A page of the log, newest first (the caller checks the reader is Admin: policies/audit.ts);
 * `from`/`to` are days in `zone`, the tenant's IANA zone.
 */
export async function readStaffAuditLog(exec: Executor, query: StaffAuditQuery, zone: string): Promise<StaffAuditPage> {
  const { items, totalItems } = await listStaffAuditRows(exec, query, zone);
  return { items, page: query.page, size: query.size, totalItems };
}
