/**
 * SQL of notification mail delivery (tables in db/schema/notifications.ts): members' choices, the
 * claim of what a delivery run mails (one `notification_mail_marks` row per notification: the
 * insert that wins is the only mail), and the key that signs unsubscribe links.
 */
import { and, eq, gt, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  accounts,
  communityNotifications,
  notificationMailKeys,
  notificationMailMarks,
  notificationMailSettings,
} from '../../db/schema';

/** A member's stored delivery choice (schema keys). */
export type MailSettingsRow = Pick<typeof notificationMailSettings.$inferSelect, 'frequency' | 'unsubscribedTypes'>;

/** A member's delivery choice; null when they never chose (the default applies). */
export async function loadMailSettings(db: Executor, accountId: string): Promise<MailSettingsRow | null> {
  const [row] = await db
    .select({
      frequency: notificationMailSettings.frequency,
      unsubscribedTypes: notificationMailSettings.unsubscribedTypes,
    })
    .from(notificationMailSettings)
    .where(eq(notificationMailSettings.accountId, accountId));
  return row ?? null;
}

/** Writes a member's choice (the whole row). */
export async function saveMailSettings(
  db: Executor,
  accountId: string,
  frequency: string,
  unsubscribedTypes: readonly number[],
): Promise<void> {
  const types = unsubscribedTypes.map((t) => Math.trunc(t));
  await db
    .insert(notificationMailSettings)
    .values({ accountId, frequency, unsubscribedTypes: types, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: notificationMailSettings.accountId,
      set: { frequency, unsubscribedTypes: types, updatedAt: sql`now()` },
    });
}

/**
 * Adds `activityType` to the member's unsubscribed types (a row with the default frequency when
 * they had none). Answers false when the account does not exist.
 */
export async function addUnsubscribedType(
  db: Executor,
  accountId: string,
  activityType: number,
  defaultFrequency: string,
): Promise<boolean> {
  const types = notificationMailSettings.unsubscribedTypes;
  // insert … select fills every column of the table in its order.
  const rows = await db
    .insert(notificationMailSettings)
    .select(
      db
        .select({
          accountId: accounts.id,
          frequency: sql<string>`${defaultFrequency}`.as('frequency'),
          unsubscribedTypes: sql<number[]>`ARRAY[${activityType}::int]`.as('unsubscribed_types'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(accounts)
        .where(eq(accounts.id, accountId)),
    )
    .onConflictDoUpdate({
      target: notificationMailSettings.accountId,
      set: {
        updatedAt: sql`now()`,
        unsubscribedTypes: sql`case when ${activityType}::int = any(${types}) then ${types} else ${types} || ${activityType}::int end`,
      },
    })
    .returning({ accountId: notificationMailSettings.accountId });
  return rows.length > 0;
}

/**
 * Claims, for every active member whose frequency is `frequency` (members without a row have
 * `defaultFrequency`), their unread notifications of the last `windowMs` not mailed yet, not of
 * the `hidden` types nor of a type they unsubscribed from: inserts their marks and answers the
 * claimed ids with their recipients. Two runs at once claim disjoint sets (the marks' primary key).
 */
export async function claimMailable(
  db: Executor,
  frequency: string,
  defaultFrequency: string,
  windowMs: number,
  hidden: readonly number[],
): Promise<{ id: number; recipientId: string }[]> {
  const n = communityNotifications;
  const s = notificationMailSettings;
  const marks = notificationMailMarks;
  // insert … select fills every column of the table in its order: (notification_id, mailed_at).
  const claimable = db
    .select({ notificationId: n.id, mailedAt: sql<Date>`now()`.as('mailed_at') })
    .from(n)
    .innerJoin(accounts, and(eq(accounts.id, n.recipientId), eq(accounts.isActive, true)))
    .leftJoin(s, eq(s.accountId, n.recipientId))
    .where(
      and(
        gt(n.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000}::double precision)`),
        isNull(n.readAt),
        not(sql`${n.activityType} = any(${`{${hidden.join(',')}}`}::int[])`),
        eq(sql`coalesce(${s.frequency}, ${defaultFrequency})`, frequency),
        not(sql`${n.activityType} = any(coalesce(${s.unsubscribedTypes}, '{}'::int[]))`),
        notExists(db.select({ one: sql`1` }).from(marks).where(eq(marks.notificationId, n.id))),
      ),
    );
  const recipient = db.select({ r: n.recipientId }).from(n).where(eq(n.id, marks.notificationId));
  return db
    .insert(marks)
    .select(claimable)
    .onConflictDoNothing({ target: marks.notificationId })
    .returning({ id: marks.notificationId, recipientId: sql<string>`(${recipient})` });
}

/** Name, email of the active recipients among `ids` (account uuids). */
export async function loadRecipients(
  db: Executor,
  ids: readonly string[],
): Promise<Pick<typeof accounts.$inferSelect, 'id' | 'email' | 'firstName'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(and(inArray(accounts.id, [...ids]), eq(accounts.isActive, true)));
}

/** The unsubscribe signing key: made by the first caller, the same for every process. */
export async function signingKey(db: Executor, fresh: string): Promise<string> {
  await db
    .insert(notificationMailKeys)
    .values({ id: 1, secret: fresh })
    .onConflictDoNothing({ target: notificationMailKeys.id });
  const [row] = await db
    .select({ secret: notificationMailKeys.secret })
    .from(notificationMailKeys)
    .where(eq(notificationMailKeys.id, 1));
  return row.secret;
}
