/**
 * Community notifications contract (spec 01 §3 Notification, §7 Notifications; spec 02 §3
 * Notification types 1-17). Resolution types (10, 11) are stored but hidden from the list.
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { COMMUNITY_LIMITS } from './communities.constants';
import { pagingSchema, QueryBooleanSchema } from './communities.schemas';

const id = idSchema;

/** Notification (spec 01 §3). Parts that do not apply to the activity type are null. */
export const NotificationSchema = z.object({
  id,
  readAt: z.string().nullable(),
  createdAt: z.string(),
  activityType: z.number().int(),
  initiatorUser: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() })
    .nullable(),
  community: z.object({ id, name: z.string(), alias: z.string() }).nullable(),
  post: z
    .object({
      id,
      title: z.string(),
      label: z.string().nullable(),
      tags: z.array(z.object({ id, name: z.string() })),
      creatorFirstName: z.string().nullable(),
      creatorLastName: z.string().nullable(),
      secondaryCommunities: z.array(z.object({ id, name: z.string(), alias: z.string() })),
      reports: z.array(z.object({ type: z.number().int(), message: z.string() })),
    })
    .nullable(),
  comment: z
    .object({
      id,
      parentCommentId: id.nullable(),
      creatorFirstName: z.string().nullable(),
      creatorLastName: z.string().nullable(),
    })
    .nullable(),
  asset: z.object({ type: z.number().int().nullable(), name: z.string() }).nullable(),
  meet: z.object({ id, name: z.string() }).nullable(),
  member: z.object({ memberFullName: z.string() }).nullable(),
  commentTotalLikes: z.number().int(),
  postTotalViews: z.number().int(),
  postTotalCommentsCount: z.number().int(),
  postNotificationStatus: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET api/v1/community/notification?page&pageSize(7)&isRead (false: unread only; true: read only; absent: all). */
export const NotificationListQuerySchema = pagingSchema(COMMUNITY_LIMITS.notificationsPageSize).extend({
  isRead: QueryBooleanSchema.optional(),
});
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  totalItemCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;
/** PUT api/v1/community/notification/set-as-read {ids} */
export const SetAsReadInputSchema = z.object({ ids: z.array(id).min(1).max(1000) });
/** Answer of both set-as-read calls: how many of the caller's notifications became read. */
export const SetAsReadResponseSchema = z.object({ success: z.literal(true), updatedCount: z.number().int() });
