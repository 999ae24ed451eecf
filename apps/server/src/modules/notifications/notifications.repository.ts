/**
 * Rows of `community_notifications`: writing one row per recipient, and the notification centre's
 * reads and read marks (always scoped to the recipient).
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, intList, query } from '../../db/raw-query';
import {
  accounts,
  communities,
  communityComments,
  communityNotifications,
  communityPosts,
  communityPostTags,
  communityTags,
} from '../../db/schema';

type NotificationColumns = typeof communityNotifications.$inferSelect;
type AccountColumns = typeof accounts.$inferSelect;
type PostColumns = typeof communityPosts.$inferSelect;

/**
 * A notification with what its answer shows (notifications.presenter.ts), derived from the schema.
 * The joined parts are null when absent. Raw rows: bigint ids may arrive as strings and timestamps as
 * strings on some drivers, so the presenter reads them with Number() and new Date().
 */
export type NotificationRow = Pick<
  NotificationColumns,
  'id' | 'readAt' | 'createdAt' | 'activityType' | 'data' | 'initiatorId' | 'communityId' | 'postId' | 'commentId'
> & {
  initiatorFirstName: AccountColumns['firstName'] | null;
  initiatorLastName: AccountColumns['lastName'] | null;
  initiatorAvatar: AccountColumns['avatarUrl'];
  communityName: (typeof communities.$inferSelect)['name'] | null;
  communityAlias: (typeof communities.$inferSelect)['alias'] | null;
  postTitle: PostColumns['title'] | null;
  postType: PostColumns['type'];
  postStatus: PostColumns['status'] | null;
  postViews: PostColumns['viewsCount'] | null;
  postComments: PostColumns['commentsCount'] | null;
  postCreatorFirstName: AccountColumns['firstName'] | null;
  postCreatorLastName: AccountColumns['lastName'] | null;
  /** The post's tags by name (json: parsed by pg, text on some drivers). */
  postTags: { id: number; name: string }[] | string | null;
  commentParentId: (typeof communityComments.$inferSelect)['parentCommentId'];
  commentLikes: (typeof communityComments.$inferSelect)['likesCount'] | null;
  commentCreatorFirstName: AccountColumns['firstName'] | null;
  commentCreatorLastName: AccountColumns['lastName'] | null;
  /** "First Last" of the member the notification is about. */
  memberName: string | null;
};

/** The facts of one notification, written to every recipient (schema keys; `data` is stored as JSON text). */
export type NotificationFacts = Pick<
  NotificationColumns,
  'activityType' | 'initiatorId' | 'communityId' | 'postId' | 'commentId' | 'memberUserId' | 'assetId'
> & { data: Record<string, unknown> | null };

/** Unqualified column names for an INSERT's column list (a `${column}` renders "table"."column"). */
const columnNames = (...columns: PgColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/**
 * Hot statement: raw because it is one insert … select over the caller's recipients statement (a
 * `select user_id` of any shape) with defaulted columns left out, which the builder cannot write
 * (its insert … select fills every column). It runs on every post, comment and membership change.
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
  const t = communityNotifications;
  const a = alias(accounts, 'a');
  const preference = optIn ? sql`and ${n.activityType}::int = any(${a.notificationActivityTypes})` : sql``;
  const rows = await query<{ id: number }>(
    db,
    sql`insert into ${t} (${columnNames(t.recipientId, t.activityType, t.initiatorId, t.communityId, t.postId, t.commentId, t.memberUserId, t.assetId, t.data)})
      select distinct r.user_id, ${n.activityType}::smallint, ${n.initiatorId}::uuid, ${n.communityId}::int, ${n.postId}::int,
        ${n.commentId}::int, ${n.memberUserId}::uuid, ${n.assetId}::int, ${n.data ? JSON.stringify(n.data) : null}
      from (${recipients}) r join ${accounts} as ${a} on ${a.id} = r.user_id
      where ${a.isActive} and r.user_id is distinct from ${n.initiatorId}::uuid ${preference}
      returning ${sql.identifier(t.id.name)}`,
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

const n = alias(communityNotifications, 'n');
const ia = alias(accounts, 'ia');
const pa = alias(accounts, 'pa');
const ca = alias(accounts, 'ca');
const mu = alias(accounts, 'mu');
const c = alias(communities, 'c');
const p = alias(communityPosts, 'p');
const cm = alias(communityComments, 'cm');
const pt = alias(communityPostTags, 'pt');
const tg = alias(communityTags, 't');

/** The scope as a condition on `t`: the alias `n` of the page statements, or the table itself. */
function scopeSql(s: NotificationScope, t: typeof n | typeof communityNotifications = n): SQL {
  const read =
    s.isRead === undefined ? sql`` : s.isRead ? sql`and ${t.readAt} is not null` : sql`and ${t.readAt} is null`;
  const hidden = sql.join(
    s.hidden.map((h) => sql`${h}`),
    sql`, `,
  );
  return sql`${t.recipientId} = ${s.recipientId} and ${t.activityType} not in (${hidden}) ${read}`;
}

/** The columns a Notification answer shows (NotificationRow), over `community_notifications n` and NOTIFICATION_JOINS. */
const NOTIFICATION_COLUMNS = sql`${n.id} as "id", ${n.readAt} as "readAt", ${n.createdAt} as "createdAt",
        ${n.activityType} as "activityType", ${n.data} as "data", ${n.initiatorId} as "initiatorId",
        ${ia.firstName} as "initiatorFirstName", ${ia.lastName} as "initiatorLastName", ${ia.avatarUrl} as "initiatorAvatar",
        ${n.communityId} as "communityId", ${c.name} as "communityName", ${c.alias} as "communityAlias",
        ${n.postId} as "postId", ${p.title} as "postTitle", ${p.type} as "postType", ${p.status} as "postStatus",
        ${p.viewsCount} as "postViews", ${p.commentsCount} as "postComments",
        ${pa.firstName} as "postCreatorFirstName", ${pa.lastName} as "postCreatorLastName",
        (select json_agg(json_build_object('id', ${tg.id}, 'name', ${tg.name}) order by ${tg.name})
          from ${communityPostTags} as ${pt} join ${communityTags} as ${tg} on ${tg.id} = ${pt.tagId}
          where ${pt.postId} = ${n.postId}) as "postTags",
        ${n.commentId} as "commentId", ${cm.parentCommentId} as "commentParentId", ${cm.likesCount} as "commentLikes",
        ${ca.firstName} as "commentCreatorFirstName", ${ca.lastName} as "commentCreatorLastName",
        case when ${mu.id} is null then null else ${mu.firstName} || ' ' || ${mu.lastName} end as "memberName"`;
const NOTIFICATION_FROM = sql`${communityNotifications} as ${n}`;
const NOTIFICATION_JOINS = sql`left join ${accounts} as ${ia} on ${ia.id} = ${n.initiatorId}
      left join ${communities} as ${c} on ${c.id} = ${n.communityId}
      left join ${communityPosts} as ${p} on ${p.id} = ${n.postId}
      left join ${accounts} as ${pa} on ${pa.id} = ${p.createdBy}
      left join ${communityComments} as ${cm} on ${cm.id} = ${n.commentId}
      left join ${accounts} as ${ca} on ${ca.id} = ${cm.createdBy}
      left join ${accounts} as ${mu} on ${mu.id} = ${n.memberUserId}`;

/**
 * Hot statement: raw because the bell polls it every 30 s for every signed-in member
 * (bench:notifications) and its shape (a count joined laterally to the page) is what the bench tuned.
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
    sql`select t.total, x.* from (select count(*)::int as total from ${NOTIFICATION_FROM} where ${scopeSql(scope)}) t
      left join lateral (
        select ${NOTIFICATION_COLUMNS}
        from ${NOTIFICATION_FROM}
        ${NOTIFICATION_JOINS}
        where ${scopeSql(scope)}
        order by ${n.createdAt} desc, ${n.id} desc
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) x on true`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((r) => r.id !== null), total };
}

/**
 * Hot statement: raw because it shares the select list and joins of the bell's page (loadNotificationPage).
 * Notifications by id with what their answers show (and the recipient), oldest first.
 */
export async function loadNotificationsById(
  db: Executor,
  ids: readonly number[],
): Promise<(NotificationRow & Pick<NotificationColumns, 'recipientId'>)[]> {
  if (ids.length === 0) return [];
  return query<NotificationRow & Pick<NotificationColumns, 'recipientId'>>(
    db,
    sql`select ${NOTIFICATION_COLUMNS}, ${n.recipientId} as "recipientId"
      from ${NOTIFICATION_FROM}
      ${NOTIFICATION_JOINS}
      where ${n.id} = any(${intList(ids)}::bigint[])
      order by ${n.createdAt}, ${n.id}`,
  );
}

/** Marks the recipient's unread notifications read: those of `ids`, or (no ids) every one the scope holds. Answers how many changed. */
export async function markRead(db: Executor, scope: NotificationScope, ids?: readonly number[]): Promise<number> {
  const t = communityNotifications;
  const only = ids ? sql`${t.id} = any(${intList(ids)}::bigint[])` : scopeSql(scope, t);
  const rows = await db
    .update(t)
    .set({ readAt: sql`now()` })
    .where(and(eq(t.recipientId, scope.recipientId), isNull(t.readAt), only))
    .returning({ id: t.id });
  return rows.length;
}
