/**
 * Notification rows → the Notification answer of spec 01 §3 (camelCase, ISO dates, the initiator,
 * community, post, comment, asset and member the notification is about).
 */
import { type Notification, PostType } from '@portal/shared';

/** ISO string of a timestamp (Date from either driver, or a string), null stays null. */
function iso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

const POST_TYPE_LABELS = Object.fromEntries(Object.entries(PostType).map(([k, v]) => [v, k])) as Record<number, string>;

/** A notification row with what its answer shows. */
export interface NotificationRow {
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
    meet: data.meetName != null ? { id: Number(data.meetId), name: data.meetName } : null,
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
