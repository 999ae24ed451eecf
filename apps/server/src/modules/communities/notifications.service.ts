/**
 * Community notifications (spec 01 §3 Notification, §7 Notifications; spec 02 §3 types 1-17).
 *
 * Writing: `notify` inserts one row per recipient inside the caller's transaction (the action and
 * its notifications commit together). The initiator never notifies themself; inactive accounts get
 * nothing; the three preference types (2 NewPostWasCreated, 4 YourPostWasCommented,
 * 17 YourCommentWasReplied) reach only recipients who turned them on (spec 01 §3 User settings).
 *
 * Reading: GET api/v1/community/notification?page&pageSize(7)&isRead, newest first, without the
 * resolution types 10 and 11 (spec 01 §3); PUT set-as-read {ids} and all-set-as-read touch only
 * the caller's own rows.
 */
import { type CommunityPermissionFlag, type Notification, NotificationActivityType, PostType } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { ROLE_FLAGS } from '../../policies/communities';
import { type Executor, iso, query } from './community-access';

/** Activity types a user opts into (spec 01 §3 User settings); the others always reach them. */
export const PREFERENCE_TYPES = new Set<number>([
  NotificationActivityType.NewPostWasCreated,
  NotificationActivityType.YourPostWasCommented,
  NotificationActivityType.YourCommentWasReplied,
]);
const HIDDEN_TYPES = [
  NotificationActivityType.NewActionResolutionToPost,
  NotificationActivityType.NewActionResolutionToComment,
];

export interface NotificationInput {
  activityType: number;
  initiatorId: string | null;
  communityId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  memberUserId?: string | null;
  /** The asset of 12 NewAssetWasCreated (its type and name go in `data`: assetType, assetName). */
  assetId?: number | null;
  /** Extra facts kept on the row (JSON), e.g. a report's type and message. */
  data?: Record<string, unknown> | null;
}

/**
 * Writes a notification for every user id the `recipients` query selects (a `select <uuid>` SQL,
 * or a list of ids). Answers how many rows were written.
 */
export async function notify(db: Executor, n: NotificationInput, recipients: SQL | string[]): Promise<number> {
  const source = Array.isArray(recipients)
    ? recipients.length === 0
      ? null
      : sql`select unnest(ARRAY[${sql.join(
          recipients.map((r) => sql`${r}`),
          sql`, `,
        )}]::uuid[]) as user_id`
    : recipients;
  if (!source) return 0;
  const preference = PREFERENCE_TYPES.has(n.activityType)
    ? sql`and ${n.activityType}::int = any(a.notification_activity_types)`
    : sql``;
  const rows = await query<{ id: number }>(
    db,
    sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, comment_id, member_user_id, asset_id, data)
      select distinct r.user_id, ${n.activityType}::smallint, ${n.initiatorId}::uuid, ${n.communityId ?? null}::int, ${n.postId ?? null}::int,
        ${n.commentId ?? null}::int, ${n.memberUserId ?? null}::uuid, ${n.assetId ?? null}::int, ${n.data ? JSON.stringify(n.data) : null}
      from (${source}) r join accounts a on a.id = r.user_id
      where a.is_active and r.user_id is distinct from ${n.initiatorId}::uuid ${preference}
      returning id`,
  );
  return rows.length;
}

/** `select user_id` of the Joined members of a community holding a per-community flag. */
export function flagHoldersSql(communityId: number, flag: CommunityPermissionFlag): SQL {
  const roles = Object.entries(ROLE_FLAGS)
    .filter(([, flags]) => flags.includes(flag))
    .map(([role]) => Number(role));
  const roleList = roles.length
    ? sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )
    : sql`-1`;
  return sql`select m.user_id from community_members m where m.community_id = ${communityId} and m.status = 2
    and ((m.permissions is null and m.role in (${roleList})) or ${flag} = any(m.permissions))`;
}

/** `select user_id` of every Joined member of a community. */
export function joinedMembersSql(communityId: number): SQL {
  return sql`select m.user_id from community_members m where m.community_id = ${communityId} and m.status = 2`;
}

const POST_TYPE_LABELS = Object.fromEntries(Object.entries(PostType).map(([k, v]) => [v, k])) as Record<number, string>;

interface NotificationRow {
  id: number;
  read_at: Date | string | null;
  created_at: Date | string;
  activity_type: number;
  data: string | null;
  initiator_id: string | null;
  i_first: string | null;
  i_last: string | null;
  i_avatar: string | null;
  community_id: number | null;
  c_name: string | null;
  c_alias: string | null;
  post_id: number | null;
  p_title: string | null;
  p_type: number | null;
  p_status: number | null;
  p_views: number | null;
  p_comments: number | null;
  pa_first: string | null;
  pa_last: string | null;
  p_tags: { id: number; name: string }[] | string | null;
  comment_id: number | null;
  cm_parent: number | null;
  cm_likes: number | null;
  ca_first: string | null;
  ca_last: string | null;
  member_name: string | null;
}

function present(r: NotificationRow): Notification {
  const data = r.data
    ? (JSON.parse(r.data) as {
        reportType?: number;
        message?: string;
        memberFullName?: string;
        assetType?: number;
        assetName?: string;
      })
    : {};
  const tags =
    r.p_tags == null
      ? []
      : typeof r.p_tags === 'string'
        ? (JSON.parse(r.p_tags) as { id: number; name: string }[])
        : r.p_tags;
  return {
    id: Number(r.id),
    readAt: iso(r.read_at),
    createdAt: iso(r.created_at) as string,
    activityType: Number(r.activity_type),
    initiatorUser: r.initiator_id
      ? { id: r.initiator_id, firstName: r.i_first ?? '', lastName: r.i_last ?? '', avatar: r.i_avatar }
      : null,
    community:
      r.community_id != null && r.c_name != null
        ? { id: Number(r.community_id), name: r.c_name, alias: r.c_alias ?? '' }
        : null,
    post:
      r.post_id != null && r.p_title != null
        ? {
            id: Number(r.post_id),
            title: r.p_title,
            label: r.p_type != null ? (POST_TYPE_LABELS[Number(r.p_type)] ?? null) : null,
            tags,
            creatorFirstName: r.pa_first,
            creatorLastName: r.pa_last,
            secondaryCommunities: [],
            reports: data.message ? [{ type: Number(data.reportType ?? 1), message: data.message }] : [],
          }
        : null,
    comment:
      r.comment_id != null
        ? {
            id: Number(r.comment_id),
            parentCommentId: r.cm_parent == null ? null : Number(r.cm_parent),
            creatorFirstName: r.ca_first,
            creatorLastName: r.ca_last,
          }
        : null,
    asset: data.assetName != null ? { type: data.assetType ?? null, name: data.assetName } : null,
    meet: null,
    member:
      r.member_name || data.memberFullName
        ? { memberFullName: (r.member_name || data.memberFullName) as string }
        : null,
    commentTotalLikes: Number(r.cm_likes ?? 0),
    postTotalViews: Number(r.p_views ?? 0),
    postTotalCommentsCount: Number(r.p_comments ?? 0),
    postNotificationStatus: r.p_status === 1,
  };
}

/** GET api/v1/community/notification: the caller's notifications, newest first. */
export async function listNotifications(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; isRead?: boolean },
): Promise<{ notifications: Notification[]; totalItemCount: number }> {
  const hidden = sql.join(
    HIDDEN_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const read = q.isRead === undefined ? sql`` : q.isRead ? sql`and n.read_at is not null` : sql`and n.read_at is null`;
  const where = sql`n.recipient_id = ${actor.id} and n.activity_type not in (${hidden}) ${read}`;
  const [rows, [{ n: total }]] = await Promise.all([
    query<NotificationRow>(
      ctx.db,
      sql`select n.id, n.read_at, n.created_at, n.activity_type, n.data, n.initiator_id, ia.first_name as i_first, ia.last_name as i_last,
        ia.avatar_url as i_avatar, n.community_id, c.name as c_name, c.alias as c_alias, n.post_id, p.title as p_title, p.type as p_type,
        p.status as p_status, p.views_count as p_views, p.comments_count as p_comments, pa.first_name as pa_first, pa.last_name as pa_last,
        (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from community_post_tags pt
          join community_tags t on t.id = pt.tag_id where pt.post_id = n.post_id) as p_tags,
        n.comment_id, cm.parent_comment_id as cm_parent, cm.likes_count as cm_likes, ca.first_name as ca_first, ca.last_name as ca_last,
        case when mu.id is null then null else mu.first_name || ' ' || mu.last_name end as member_name
      from community_notifications n
      left join accounts ia on ia.id = n.initiator_id
      left join communities c on c.id = n.community_id
      left join community_posts p on p.id = n.post_id
      left join accounts pa on pa.id = p.created_by
      left join community_comments cm on cm.id = n.comment_id
      left join accounts ca on ca.id = cm.created_by
      left join accounts mu on mu.id = n.member_user_id
      where ${where}
      order by n.created_at desc, n.id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n from community_notifications n where ${where}`),
  ]);
  return { notifications: rows.map(present), totalItemCount: Number(total) };
}

/** PUT api/v1/community/notification/set-as-read {ids}: only the caller's unread ones change. */
export async function setAsRead(ctx: AppContext, actor: Actor, ids: number[]): Promise<number> {
  const rows = await query<{ id: number }>(
    ctx.db,
    sql`update community_notifications set read_at = now() where recipient_id = ${actor.id} and read_at is null
      and id = any(${sql.raw(`ARRAY[${ids.map((i) => Math.trunc(i)).join(',')}]::bigint[]`)}) returning id`,
  );
  return rows.length;
}

/** PUT api/v1/community/notification/all-set-as-read: every listed (not hidden) unread notification of the caller. */
export async function setAllAsRead(ctx: AppContext, actor: Actor): Promise<number> {
  const hidden = sql.join(
    HIDDEN_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await query<{ id: number }>(
    ctx.db,
    sql`update community_notifications set read_at = now() where recipient_id = ${actor.id} and read_at is null and activity_type not in (${hidden}) returning id`,
  );
  return rows.length;
}
