/**
 * Seed step: the demo's notifications are history, already mailed (issue 17). Without it the first
 * digest run after a fresh start would mail every seeded member whose seeded notifications fall in
 * the digest window, flooding the outbox a new user reads their sign-in code from. Notifications
 * written after the seed (by what people do in the portal) are mailed as their owners chose.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../raw-query';

/** Marks every notification present now as mailed at its creation time. */
export async function seedNotificationMailHistory(tx: Executor): Promise<void> {
  await tx.execute(sql`
    insert into notification_mail_marks (notification_id, mailed_at)
    select id, created_at from community_notifications
    on conflict (notification_id) do nothing`);
}
