/**
 * Notification rows → the Notification answer of spec 01 §3 (camelCase, ISO dates, the initiator,
 * community, post, comment, asset and member the notification is about).
 */
import { type Notification, PostType } from '@portal/shared';
import type { NotificationRow } from './notifications.repository';

/** ISO string of a timestamp (Date from either driver, or a string), null stays null. */
function iso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

const POST_TYPE_LABELS = Object.fromEntries(Object.entries(PostType).map(([k, v]) => [v, k])) as Record<number, string>;

/** A Notification answer. */
export function presentNotification(r: NotificationRow): Notification {
  const data = r.data
    ? (JSON.parse(r.data) as {
        reportType?: number;
        message?: string;
        memberFullName?: string;
        assetType?: number;
        assetName?: string;
        meetId?: number;
        meetName?: string;
      })
    : {};
  const tags =
    r.postTags == null
      ? []
      : typeof r.postTags === 'string'
        ? (JSON.parse(r.postTags) as { id: number; name: string }[])
        : r.postTags;
  return {
    id: Number(r.id),
    readAt: iso(r.readAt),
    createdAt: iso(r.createdAt) as string,
    activityType: Number(r.activityType),
    initiatorUser: r.initiatorId
      ? {
          id: r.initiatorId,
          firstName: r.initiatorFirstName ?? '',
          lastName: r.initiatorLastName ?? '',
          avatar: r.initiatorAvatar,
        }
      : null,
    community:
      r.communityId != null && r.communityName != null
        ? { id: Number(r.communityId), name: r.communityName, alias: r.communityAlias ?? '' }
        : null,
    post:
      r.postId != null && r.postTitle != null
        ? {
            id: Number(r.postId),
            title: r.postTitle,
            label: r.postType != null ? (POST_TYPE_LABELS[Number(r.postType)] ?? null) : null,
            tags,
            creatorFirstName: r.postCreatorFirstName,
            creatorLastName: r.postCreatorLastName,
            secondaryCommunities: [],
            reports: data.message ? [{ type: Number(data.reportType ?? 1), message: data.message }] : [],
          }
        : null,
    comment:
      r.commentId != null
        ? {
            id: Number(r.commentId),
            parentCommentId: r.commentParentId == null ? null : Number(r.commentParentId),
            creatorFirstName: r.commentCreatorFirstName,
            creatorLastName: r.commentCreatorLastName,
          }
        : null,
    asset: data.assetName != null ? { type: data.assetType ?? null, name: data.assetName } : null,
    meet: data.meetName != null ? { id: Number(data.meetId), name: data.meetName } : null,
    member:
      r.memberName || data.memberFullName ? { memberFullName: (r.memberName || data.memberFullName) as string } : null,
    commentTotalLikes: Number(r.commentLikes ?? 0),
    postTotalViews: Number(r.postViews ?? 0),
    postTotalCommentsCount: Number(r.postComments ?? 0),
    postNotificationStatus: r.postStatus === 1,
  };
}
