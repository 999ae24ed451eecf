/**
 * SQL of notification mail delivery (tables in db/schema/notifications.ts): members' choices, the
 * claim of what a delivery run mails (one `notification_mail_marks` row per notification: the
 * insert that wins is the only mail), and the key that signs unsubscribe links.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A member's delivery choice; null when they never chose (the default applies). */
export async function loadMailSettings(
  db: Executor,
  accountId: string,
): Promise<{ frequency: string; unsubscribed_types: number[] } | null> {
  const [row] = await query<{ frequency: string; unsubscribed_types: number[] }>(
    db,
    sql`select frequency, unsubscribed_types from notification_mail_settings where account_id = ${accountId}`,
  );
  return row ?? null;
}

/** Writes a member's choice (the whole row). */
export async function saveMailSettings(
  db: Executor,
  accountId: string,
  frequency: string,
  unsubscribedTypes: readonly number[],
): Promise<void> {
  const types = `{${unsubscribedTypes.map((t) => Math.trunc(t)).join(',')}}`;
  await query(
    db,
    sql`insert into notification_mail_settings (account_id, frequency, unsubscribed_types, updated_at)
      values (${accountId}, ${frequency}, ${types}::integer[], now())
      on conflict (account_id) do update set frequency = excluded.frequency,
        unsubscribed_types = excluded.unsubscribed_types, updated_at = now()`,
  );
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
  const rows = await query<{ account_id: string }>(
    db,
    sql`insert into notification_mail_settings (account_id, frequency, unsubscribed_types)
      select a.id, ${defaultFrequency}, ARRAY[${activityType}::int] from accounts a where a.id = ${accountId}
      on conflict (account_id) do update set updated_at = now(),
        unsubscribed_types = case when ${activityType}::int = any(notification_mail_settings.unsubscribed_types)
          then notification_mail_settings.unsubscribed_types
          else notification_mail_settings.unsubscribed_types || ${activityType}::int end
      returning account_id`,
  );
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
): Promise<{ id: number; recipient_id: string }[]> {
  const hiddenList = `{${hidden.join(',')}}`;
  return query<{ id: number; recipient_id: string }>(
    db,
    sql`insert into notification_mail_marks (notification_id)
      select n.id from community_notifications n
        join accounts a on a.id = n.recipient_id and a.is_active
        left join notification_mail_settings s on s.account_id = n.recipient_id
      where n.created_at > now() - make_interval(secs => ${windowMs / 1000}::double precision)
        and n.read_at is null
        and not (n.activity_type = any(${hiddenList}::int[]))
        and coalesce(s.frequency, ${defaultFrequency}) = ${frequency}
        and not (n.activity_type = any(coalesce(s.unsubscribed_types, '{}'::int[])))
        and not exists (select 1 from notification_mail_marks m where m.notification_id = n.id)
      on conflict (notification_id) do nothing
      returning notification_id as id,
        (select recipient_id from community_notifications x where x.id = notification_id) as recipient_id`,
  );
}

/** Name, email of the recipients. */
export async function loadRecipients(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; email: string; first_name: string }[]> {
  if (ids.length === 0) return [];
  return query<{ id: string; email: string; first_name: string }>(
    db,
    sql`select id, email, first_name from accounts where id = any(${`{${ids.join(',')}}`}::uuid[]) and is_active`,
  );
}

/** The unsubscribe signing key: made by the first caller, the same for every process. */
export async function signingKey(db: Executor, fresh: string): Promise<string> {
  await query(
    db,
    sql`insert into notification_mail_keys (id, secret) values (1, ${fresh}) on conflict (id) do nothing`,
  );
  const [row] = await query<{ secret: string }>(db, sql`select secret from notification_mail_keys where id = 1`);
  return row.secret;
}
