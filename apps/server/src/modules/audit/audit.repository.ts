/**
 * SQL of the staff audit log (issue 23): insert one entry, read a filtered page. No update or
 * delete exists here, and the table's trigger refuses them anyway.
 */
import type { StaffAuditEntry, StaffAuditQuery } from '@portal/shared';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { staffAuditLog } from '../../db/schema';

/** A row to insert: everything but the id and time. */
export type NewStaffAuditRow = typeof staffAuditLog.$inferInsert;

/** Inserts one entry with the executor given (the action's own transaction). */
export async function insertStaffAuditRow(exec: Executor, row: NewStaffAuditRow): Promise<void> {
  await exec.insert(staffAuditLog).values(row);
}

/** Midnight of an ISO date in the IANA zone `zone` (the tenant's) as an SQL timestamptz. */
function localStartOf(date: string, zone: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${zone})`;
}

/**
 * One page of entries, newest first, with the total. Filters: action (exact, or a prefix ending in
 * '.', e.g. 'member.'), entity type and id (exact), actor (email contains, case-insensitive),
 * from/to (ISO dates, inclusive, in the tenant's IANA zone `zone`, e.g. Australia/Darwin).
 */
export async function listStaffAuditRows(
  exec: Executor,
  query: StaffAuditQuery,
  zone: string,
): Promise<{ items: StaffAuditEntry[]; totalItems: number }> {
  const where: (SQL | undefined)[] = [];
  if (query.action) {
    where.push(
      query.action.endsWith('.')
        ? ilike(staffAuditLog.action, `${query.action.replace(/[%_\\]/g, '\\$&')}%`)
        : eq(staffAuditLog.action, query.action),
    );
  }
  if (query.entityType) where.push(eq(staffAuditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(staffAuditLog.entityId, query.entityId));
  if (query.actor) {
    const like = `%${query.actor.replace(/[%_\\]/g, '\\$&')}%`;
    where.push(or(ilike(staffAuditLog.actorEmail, like), ilike(staffAuditLog.summary, like)));
  }
  if (query.from) where.push(gte(staffAuditLog.occurredAt, sql`${localStartOf(query.from, zone)}`));
  if (query.to) where.push(lt(staffAuditLog.occurredAt, sql`(${localStartOf(query.to, zone)} + interval '1 day')`));
  const condition = and(...where);
  const rows = await exec
    .select()
    .from(staffAuditLog)
    .where(condition)
    .orderBy(desc(staffAuditLog.occurredAt), desc(staffAuditLog.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await exec.select({ n: count() }).from(staffAuditLog).where(condition);
  return {
    items: rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      summary: r.summary,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
      reason: r.reason,
      detail: (r.detail as Record<string, unknown> | null) ?? null,
    })),
    totalItems: total?.n ?? 0,
  };
}
