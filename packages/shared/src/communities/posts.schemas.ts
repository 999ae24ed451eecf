/**
 * Posts and comments contract (spec 02 §3 Post, Comment; §4 Post states; §5 Post validation;
 * §7 Posts). Paths under /api/v1. Create and edit calls are multipart/form-data: their text fields
 * are validated with the *FieldsSchema below (the same rules the forms use).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './communities.constants';
import { pagingSchema, QueryBooleanSchema } from './communities.schemas';

const id = idSchema;
const intId = idParamSchema;
const dateString = z.string();

export const PostStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(99),
]);
export const PostTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const ReportReasonSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const PostIdParamsSchema = z.object({ id: intId });
export const CommentParamsSchema = z.object({ id: intId, commentId: intId });
export const UserIdParamsSchema = z.object({ userId: z.uuid() });

/** Attachment (spec 02 §3): `path` is the download URL (it checks the parent's visibility). */
export const AttachmentSchema = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  /** MIME type, checked by content. */
  type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The author shown on posts and comments. */
export const PostUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  pronoun: z.string().nullable(),
});

/** A report (spec 02 §3): shown to callers who moderate (postDelete / commentDelete); others get []. */
export const ReportSchema = z.object({
  id,
  userId: z.string(),
  type: z.number().int(),
  reason: z.string(),
  createdAt: dateString,
});

/** What the caller may do with a post (STYLE rule 4: abilities, not roles). */
export const PostAbilitiesSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canComment: z.boolean(),
  canInteract: z.boolean(),
  canReport: z.boolean(),
  canSetTags: z.boolean(),
});

/** Post (spec 02 §3). `body` is sanitised HTML; `imageUrl` the cover's download URL. */
export const PostSchema = z.object({
  id,
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  status: z.number().int(),
  type: z.number().int().nullable(),
  isFrozen: z.boolean(),
  isSaved: z.boolean(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
  commentsCount: z.number().int(),
  tags: z.array(z.object({ id, name: z.string() })),
  attachments: z.array(AttachmentSchema),
  reports: z.array(ReportSchema),
  createdByUserId: z.string().nullable(),
  communityId: id,
  community: z.object({ id, name: z.string(), alias: z.string(), imageUrl: z.string().nullable() }),
  createdAt: dateString,
  updatedAt: dateString,
  user: PostUserSchema.nullable(),
  abilities: PostAbilitiesSchema,
});
export type Post = z.infer<typeof PostSchema>;

/** A page of posts (feed, saved, search, community posts, admin lists). */
export const PostListResponseSchema = z.object({ posts: z.array(PostSchema), totalItemCount: z.number().int() });
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

/** GET community/post/feed?page&pageSize(20)&includeOnlySaved */
export const FeedQuerySchema = pagingSchema(COMMUNITY_LIMITS.feedPageSize).extend({
  includeOnlySaved: QueryBooleanSchema.optional(),
});
/** GET community/{id}/posts?page&pageSize(20) */
export const CommunityPostsQuerySchema = pagingSchema(COMMUNITY_LIMITS.feedPageSize);
/** GET community/post/search-by-body?page&pageSize(20)&keyword */
export const PostSearchQuerySchema = pagingSchema(COMMUNITY_LIMITS.feedPageSize).extend({
  keyword: z.string().trim().min(1, 'Please enter a keyword').max(COMMUNITY_LIMITS.keywordMax),
});

const title = z
  .string({ error: COMMUNITY_MESSAGES.postTitleRequired })
  .trim()
  .min(1, COMMUNITY_MESSAGES.postTitleRequired)
  .max(COMMUNITY_LIMITS.postTitleMax, COMMUNITY_MESSAGES.maxLength150);
const body = z
  .string({ error: COMMUNITY_MESSAGES.postContentRequired })
  .max(COMMUNITY_LIMITS.postBodyMaxChars)
  .refine(
    (v) =>
      v
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim().length > 0 || /<img\s/i.test(v),
    COMMUNITY_MESSAGES.postContentRequired,
  );
const tagIds = z.array(id).max(COMMUNITY_LIMITS.postTagsMax, COMMUNITY_MESSAGES.tooManyTags);

/**
 * POST community/post (multipart). Text fields: communityId, title, body, type (optional),
 * tagIds (optional: repeated field, comma list or JSON array). Files: imageFile (cover, png/jpeg),
 * files (up to 10 attachments, spec 02 §5 types, 5 MB each). Answers 201 with the Post; its
 * status is WaitForApproval (2) when the community requires approval ("Successfully created.
 * Waiting for approval"), else Published (1).
 */
export const PostCreateFieldsSchema = z.object({
  communityId: intId,
  title,
  body,
  type: PostTypeSchema.nullish(),
  tagIds: tagIds.optional().default([]),
});
export type PostCreateFields = z.input<typeof PostCreateFieldsSchema>;

/**
 * PUT community/post/{id} (multipart). Text fields: title, body, type, tagIds (optional; replaces
 * the tags when present), attachmentsUrls (paths or ids of attachments to delete), removeImage
 * ("true" drops the cover). Files: imageFile (new cover), files (added attachments; the total stays ≤ 10).
 */
export const PostUpdateFieldsSchema = z.object({
  title,
  body,
  type: PostTypeSchema.nullish(),
  tagIds: tagIds.optional(),
  attachmentsUrls: z
    .array(z.string().max(300))
    .max(COMMUNITY_LIMITS.postFilesMax * 2)
    .optional()
    .default([]),
  removeImage: QueryBooleanSchema.optional(),
});
export type PostUpdateFields = z.input<typeof PostUpdateFieldsSchema>;

/** PUT community/post/{id}/set-tags */
export const SetTagsInputSchema = z.object({ tagIds });
/** POST community/post/{id}/report and .../comment/{id}/report: `type` defaults to InappropriateContent. */
export const ReportInputSchema = z.object({
  message: z
    .string({ error: COMMUNITY_MESSAGES.reportReasonRequired })
    .trim()
    .min(1, COMMUNITY_MESSAGES.reportReasonRequired)
    .max(COMMUNITY_LIMITS.reportMessageMax),
  type: ReportReasonSchema.optional(),
});
export const ReportResponseSchema = z.object({ id, message: z.string() });

/** Answer of view/like/dislike/save/unsave on a post. */
export const PostActionResponseSchema = z.object({
  id,
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});
export type PostActionResponse = z.infer<typeof PostActionResponseSchema>;

/** GET community/users/{userId}/post-counter: counts over what the caller can read. */
export const PostCounterSchema = z.object({
  userId: z.string(),
  postsCount: z.number().int(),
  commentsCount: z.number().int(),
});

/** Comment (spec 02 §3). `depth` 1-3; `isEdited` when updatedAt is more than 100 ms after createdAt. */
export const CommentSchema = z.object({
  id,
  postId: id,
  parentCommentId: id.nullable(),
  depth: z.number().int(),
  body: z.string(),
  attachments: z.array(AttachmentSchema),
  likesCount: z.number().int(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  isEdited: z.boolean(),
  createdAt: dateString,
  updatedAt: dateString,
  createdByUserId: z.string().nullable(),
  user: PostUserSchema.nullable(),
  reports: z.array(ReportSchema),
  abilities: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canReply: z.boolean(),
    canReport: z.boolean(),
    canInteract: z.boolean(),
  }),
});
export type Comment = z.infer<typeof CommentSchema>;
/** GET community/post/{id}/comment?page&pageSize(1000): flat, oldest first; build the tree with parentCommentId. */
export const CommentListQuerySchema = pagingSchema(COMMUNITY_LIMITS.defaultPageSize);
export const CommentListResponseSchema = z.object({
  comments: z.array(CommentSchema),
  totalItemCount: z.number().int(),
});

const commentBody = z
  .string({ error: COMMUNITY_MESSAGES.commentRequired })
  .max(COMMUNITY_LIMITS.commentBodyMaxChars)
  .refine(
    (v) =>
      v
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim().length > 0,
    COMMUNITY_MESSAGES.commentRequired,
  );
/** POST community/post/{id}/comment (multipart: body, parentCommentId; files up to 10). Answers 201 with the Comment. */
export const CommentCreateFieldsSchema = z.object({ body: commentBody, parentCommentId: intId.nullish() });
/** PUT .../comment/{commentId} (multipart: body, attachmentsUrls of deleted; files added). */
export const CommentUpdateFieldsSchema = z.object({
  body: commentBody,
  attachmentsUrls: z
    .array(z.string().max(300))
    .max(COMMUNITY_LIMITS.commentFilesMax * 2)
    .optional()
    .default([]),
});
export const CommentActionResponseSchema = z.object({ id, isLiked: z.boolean(), likesCount: z.number().int() });
export type CommentActionResponse = z.infer<typeof CommentActionResponseSchema>;

// ---------------------------------------------------------------- moderation (admin, spec 02 §7 Posts Admin)

/** POST admin/community/{communityId}/post/{postId}/set-status: a status change and/or Open/Close. */
export const SetPostStatusInputSchema = z
  .object({ status: PostStatusSchema.optional(), isFrozen: z.boolean().optional() })
  .refine((v) => v.status !== undefined || v.isFrozen !== undefined, 'Send a status or isFrozen');
export const AdminPostParamsSchema = z.object({ communityId: intId, postId: intId });
/** GET admin/community/{id}/post?page&pageSize(100)&status&id */
export const AdminPostListQuerySchema = pagingSchema(COMMUNITY_LIMITS.adminPageSize).extend({
  status: z.coerce.number().int().optional(),
  id: idParamSchema.optional(),
});
/** GET admin/community/{id}/post/statistics (spec 02 §3 Community statistics). */
export const CommunityStatisticsSchema = z.object({
  allPostsCount: z.number().int(),
  pendingPostsCount: z.number().int(),
  reportedPostsCount: z.number().int(),
  reportedPostCommentsCount: z.number().int(),
  archivedPostsCount: z.number().int(),
});
