/**
 * The one way to log a community moderation action: the community's own moderation log entry
 * (spec 02 §6, read by its administrators) and, alongside it in the same transaction, one staff
 * audit entry `moderation` (issue 23, read by Admin at /admin/audit); and the shape of the staff audit
 * entry of any other change to a community (settings, terms, questions, archive; issue 29).
 */
import type { Executor } from '../../../db/raw-query';
import { auditActorOf, recordStaffAction, type StaffActionEntry } from '../../audit';
import { appendLog, type LogEntry } from './admin.repository';

/** Writes the moderation log entry and its staff audit entry with the caller's transaction. */
export async function logModeration(
  tx: Executor,
  actor: { id: string; email: string },
  entry: Omit<LogEntry, 'actorId'>,
): Promise<void> {
  await appendLog(tx, { ...entry, actorId: actor.id });
  await recordStaffAction(tx, auditActorOf(actor), {
    action: 'moderation',
    entityType: 'community',
    entityId: entry.communityId,
    summary: `Community ${entry.communityId}: ${entry.action}`,
    reason: entry.reason ?? null,
    detail: {
      moderationAction: entry.action,
      ...(entry.postId != null ? { postId: entry.postId } : {}),
      ...(entry.commentId != null ? { commentId: entry.commentId } : {}),
      ...(entry.memberUserId != null ? { memberUserId: entry.memberUserId } : {}),
    },
  });
}

/** The staff audit entry of a change to community `id` (issue 29). */
export function communityEntry(
  action: StaffActionEntry['action'],
  id: number,
  summary: string,
  after?: Record<string, unknown>,
): StaffActionEntry {
  return { action, entityType: 'community', entityId: id, summary, ...(after ? { after } : {}) };
}
