/**
 * Notifications (spec 01 §3 Notification, §7 Notifications; spec 02 §3 Notification types 1-17):
 * the one way any area writes a notification (`notify`, inside the action's transaction), and the
 * notification centre's calls.
 *
 * Reading: GET api/v1/community/notification?page&pageSize(7)&isRead, newest first, without the
 * resolution types 10 and 11 (spec 01 §3); PUT set-as-read {ids} and all-set-as-read touch only
 * the caller's own rows.
 */
import { type Notification, NotificationActivityType } from '@portal/shared';
import type { SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { presentNotification } from './notifications.presenter';
import {
  insertNotifications,
  loadNotificationPage,
  markRead,
  type NotificationScope,
  userIdsSql,
} from './notifications.repository';

/** Activity types a user opts into (spec 01 §3 User settings); the others always reach them. */
export const PREFERENCE_TYPES = new Set<number>([
  NotificationActivityType.NewPostWasCreated,
  NotificationActivityType.YourPostWasCommented,
  NotificationActivityType.YourCommentWasReplied,
]);
export const HIDDEN_TYPES = [
  NotificationActivityType.NewActionResolutionToPost,
  NotificationActivityType.NewActionResolutionToComment,
];

/** One notification to write: its type, who gets it, who caused it and what it is about. */
export interface NotifyInput {
  /**
   * The activity type (spec 02 §3): 1 NewOpenCommunityCreated, 2 NewPostWasCreated,
   * 3 YourPostWasApproved, 4 YourPostWasCommented, 5 PostWasUpdated, 6 NewPostWasShared,
   * 7 NewActionRequestToPost, 8 NewActionRequestToComment, 9 PostInYourGroupWasCommented,
   * 10 NewActionResolutionToPost, 11 NewActionResolutionToComment, 12 NewAssetWasCreated,
   * 13 NewMeetWasCreated, 14 NewAddedMember, 15 NewBlockedMember, 16 NewAwaitingMember,
   * 17 YourCommentWasReplied.
   */
  type: NotificationActivityType;
  /** The recipients: user ids, or a statement selecting `user_id` (e.g. a community's moderators). */
  recipients: readonly string[] | SQL;
  /** The user whose action it is (the initiator shown; never notified of their own action). */
  actorId: string | null;
  communityId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  /** The member of 14-16 (added, blocked, awaiting). */
  memberUserId?: string | null;
  /** The asset of 12 NewAssetWasCreated (its type and name go in `data`: assetType, assetName). */
  assetId?: number | null;
  /** Extra facts kept on the row (JSON), e.g. a report's type and message. */
  data?: Record<string, unknown> | null;
}

/**
 * Writes one notification row per recipient, in the caller's transaction `tx` (the action and its
 * notifications commit together). The actor never notifies themself; inactive accounts get
 * nothing; the three preference types (2 NewPostWasCreated, 4 YourPostWasCommented,
 * 17 YourCommentWasReplied) reach only recipients who turned them on (spec 01 §3 User settings).
 * Answers how many rows were written.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<number> {
  const recipients = Array.isArray(input.recipients) ? userIdsSql(input.recipients) : (input.recipients as SQL);
  if (!recipients) return 0;
  return insertNotifications(
    tx,
    {
      activityType: input.type,
      initiatorId: input.actorId,
      communityId: input.communityId ?? null,
      postId: input.postId ?? null,
      commentId: input.commentId ?? null,
      memberUserId: input.memberUserId ?? null,
      assetId: input.assetId ?? null,
      data: input.data ?? null,
    },
    recipients,
    PREFERENCE_TYPES.has(input.type),
  );
}

const scopeOf = (actor: Actor, isRead?: boolean): NotificationScope => ({
  recipientId: actor.id,
  hidden: HIDDEN_TYPES,
  isRead,
});

/** GET api/v1/community/notification: the caller's notifications, newest first. */
export async function listNotifications(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; isRead?: boolean },
): Promise<{ notifications: Notification[]; totalItemCount: number }> {
  const scope = scopeOf(actor, q.isRead);
  const { rows, total } = await loadNotificationPage(ctx.db, scope, q.page, q.pageSize);
  return { notifications: rows.map(presentNotification), totalItemCount: total };
}

/** PUT api/v1/community/notification/set-as-read {ids}: only the caller's unread ones change. */
export async function setAsRead(ctx: AppContext, actor: Actor, ids: number[]): Promise<number> {
  return markRead(ctx.db, scopeOf(actor), ids);
}

/** PUT api/v1/community/notification/all-set-as-read: every listed (not hidden) unread notification of the caller. */
export async function setAllAsRead(ctx: AppContext, actor: Actor): Promise<number> {
  return markRead(ctx.db, scopeOf(actor));
}
