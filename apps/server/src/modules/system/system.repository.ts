/**
 * The SQL of the system module (spec 01 §7 Engagement): engagement events.
 */
import type { Executor } from '../../db/raw-query';
import { engagementEvents } from '../../db/schema';

/** Records one engagement event of an account (entity and path when given). */
export async function insertEngagementEvent(
  db: Executor,
  e: { accountId: string; eventType: string; entityId: string | null; path: string | null },
): Promise<void> {
  await db.insert(engagementEvents).values(e);
}
