/**
 * Rows of `community_notifications`: writing one row per recipient, and the notification centre's
 * reads and read marks (always scoped to the recipient).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intList, query } from '../../db/raw-query';
import type { NotificationRow } from './notifications.presenter';

/** The facts of one notification, written to every recipient. */
export interface NotificationFacts {
  activityType: number;
  initiatorId: string | null;
  communityId: number | null;
  postId: number | null;
  commentId: number | null;
  memberUserId: string | null;
  assetId: number | null;
  data: Record<string, unknown> | null;
}

/**
 * Inserts the notification for every active recipient the `recipients` statement (`select
 * user_id ...`) selects, except the initiator; `optIn` keeps only recipients who turned the type
 * on. Answers how many rows were written.
 */
export async function insertNotifications(
  db: Executor,
  n: NotificationFacts,
  recipients: SQL,
  optIn: boolean,
): Promise<number> {
  const preference = optIn ? sql`and ${n.activityType}::int = any(a.notification_activity_types)` : sql``;
  const rows = await query<{ id: number }>(
    db,
    sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, comment_id, member_user_id, asset_id, data)
      select distinct r.user_id, ${n.activityType}::smallint, ${n.initiatorId}::uuid, ${n.communityId}::int, ${n.postId}::int,
        ${n.commentId}::int, ${n.memberUserId}::uuid, ${n.assetId}::int, ${n.data ? JSON.stringify(n.data) : null}
      from (${recipients}) r join accounts a on a.id = r.user_id
      where a.is_active and r.user_id is distinct from ${n.initiatorId}::uuid ${preference}
      returning id`,
  );
  return rows.length;
}

/** `select user_id` of a list of user ids (null when the list is empty). */
export function userIdsSql(ids: readonly string[]): SQL | null {
  if (ids.length === 0) return null;
  return sql`select unnest(ARRAY[${sql.join(
    ids.map((r) => sql`${r}`),
    sql`, `,
  )}]::uuid[]) as user_id`;
}

/** Which of a recipient's notifications a list shows: not of the `hidden` types, read or unread or both. */
export interface NotificationScope {
  recipientId: string;
  hidden: readonly number[];
  isRead?: boolean;
}

function scopeSql(s: NotificationScope): SQL {
  const read = s.isRead === undefined ? sql`` : s.isRead ? sql`and n.read_at is not null` : sql`and n.read_at is null`;
  const hidden = sql.join(
    s.hidden.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`n.recipient_id = ${s.recipientId} and n.activity_type not in (${hidden}) ${read}`;
}

/** The columns a Notification answer shows, over `community_notifications n` and its joins (NOTIFICATION_JOINS). */
const NOTIFICATION_COLUMNS = sql`n.id, n.read_at, n.created_at, n.activity_type, n.data, n.initiator_id, ia.first_name as i_first, ia.last_name as i_last,
        ia.avatar_url as i_avatar, n.community_id, c.name as c_name, c.alias as c_alias, n.post_id, p.title as p_title, p.type as p_type,
        p.status as p_status, p.views_count as p_views, p.comments_count as p_comments, pa.first_name as pa_first, pa.last_name as pa_last,
        (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from community_post_tags pt
          join community_tags t on t.id = pt.tag_id where pt.post_id = n.post_id) as p_tags,
        n.comment_id, cm.parent_comment_id as cm_parent, cm.likes_count as cm_likes, ca.first_name as ca_first, ca.last_name as ca_last,
        case when mu.id is null then null else mu.first_name || ' ' || mu.last_name end as member_name`;
const NOTIFICATION_JOINS = sql`left join accounts ia on ia.id = n.initiator_id
      left join communities c on c.id = n.community_id
      left join community_posts p on p.id = n.post_id
      left join accounts pa on pa.id = p.created_by
      left join community_comments cm on cm.id = n.comment_id
      left join accounts ca on ca.id = cm.created_by
      left join accounts mu on mu.id = n.member_user_id`;

/**
 * A page of the recipient's notifications, newest first, with what their answers show, and how
 * many the scope holds (`total`), in ONE statement: the count is a one-row subquery the page is
 * joined to laterally (so a page past the end still answers the total, as a row whose `id` is
 * null). The bell polls this every 30 s for every signed-in member; a second statement for the
 * count cost a second round trip to PostgreSQL, the dearest part of the request (bench:notifications).
 */
export async function loadNotificationPage(
  db: Executor,
  scope: NotificationScope,
  page: number,
  pageSize: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const rows = await query<NotificationRow & { total: number }>(
    db,
    sql`select t.total, x.* from (select count(*)::int as total from community_notifications n where ${scopeSql(scope)}) t
      left join lateral (
        select ${NOTIFICATION_COLUMNS}
        from community_notifications n
        ${NOTIFICATION_JOINS}
        where ${scopeSql(scope)}
        order by n.created_at desc, n.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) x on true`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((r) => r.id !== null), total };
}

/** Notifications by id with what their answers show (and the recipient), oldest first. */
export async function loadNotificationsById(
  db: Executor,
  ids: readonly number[],
): Promise<(NotificationRow & { recipient_id: string })[]> {
  if (ids.length === 0) return [];
  return query<NotificationRow & { recipient_id: string }>(
    db,
    sql`select ${NOTIFICATION_COLUMNS}, n.recipient_id
      from community_notifications n
      ${NOTIFICATION_JOINS}
      where n.id = any(${intList(ids)}::bigint[])
      order by n.created_at, n.id`,
  );
}

/** Marks the recipient's unread notifications read: those of `ids`, or (no ids) every one the scope holds. Answers how many changed. */
export async function markRead(db: Executor, scope: NotificationScope, ids?: readonly number[]): Promise<number> {
  const only = ids ? sql`and n.id = any(${intList(ids)}::bigint[])` : sql`and ${scopeSql(scope)}`;
  const rows = await query<{ id: number }>(
    db,
    sql`update community_notifications n set read_at = now() where n.recipient_id = ${scope.recipientId} and n.read_at is null ${only} returning n.id`,
  );
  return rows.length;
}
