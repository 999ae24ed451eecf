/**
 * Communities tables (spec 02 §3 Entities, §4 States; issue #3).
 *
 * Counts (members, pending members, published posts, likes, views, comments) are counters kept
 * in the same transaction as the rows they count, each change behind the parent row's lock (an
 * UPDATE ... SET n = n ± 1), so they stay equal to the rows under concurrency.
 *
 * Paging: the published-post indexes end in (created_at desc, id desc) so any page is found by an
 * index-only scan of keys before 20 rows are fetched (modules/communities/posts.repository.ts).
 * Meetings (a later issue) will reference `communities.id`; notifications already carry nullable
 * `meeting_id` and `asset_id` for them. Assets folders and assets are at the end of this file.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Categories: a tree (parentCategoryId null = top level), colour default #344054. */
export const communityCategories = pgTable(
  'community_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#344054'),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => communityCategories.id, {
      onDelete: 'cascade',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('community_categories_parent_idx').on(t.parentCategoryId)],
);

/** Post tags (spec 02 §3 Tag); communities reference them too (tagsId). */
export const communityTags = pgTable(
  'community_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('community_tags_name_idx').on(sql`lower(${t.name})`)],
);

export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    /** "Who are we?" (sanitised HTML). */
    about: text('about'),
    /** Terms and conditions (sanitised HTML). */
    agreement: text('agreement'),
    isRequireAgreement: boolean('is_require_agreement').notNull().default(false),
    imageFileId: uuid('image_file_id'),
    isPublic: boolean('is_public').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    isAutoJoin: boolean('is_auto_join').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedDate: ts('archived_date'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isRequirePostApproval: boolean('is_require_post_approval').notNull().default(false),
    pushToWebsite: boolean('push_to_website').notNull().default(false),
    aliveStartDate: ts('alive_start_date'),
    aliveEndDate: ts('alive_end_date'),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::integer[]`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    membersCount: integer('members_count').notNull().default(0),
    pendingMembersCount: integer('pending_members_count').notNull().default(0),
    /** Published posts. */
    postsCount: integer('posts_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    latestActivity: ts('latest_activity'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('communities_alias_idx').on(sql`lower(${t.alias})`), index('communities_name_idx').on(t.name)],
);

export const communityCategoryLinks = pgTable(
  'community_category_links',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => communityCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.categoryId] }),
    index('community_category_links_category_idx').on(t.categoryId),
  ],
);

/**
 * Membership rows (spec 02 §3 Member, §4 Membership). role: Member 0, Moderator 1, Editor 2.
 * status: Awaiting 1, Joined 2, Blocked 3, Removed 4. `permissions`, when set, replaces the role's
 * default per-community flags (policies/communities.ts).
 */
export const communityMembers = pgTable(
  'community_members',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull().default(0),
    status: smallint('status').notNull(),
    permissions: text('permissions').array(),
    blockReason: text('block_reason'),
    acceptedTermsAt: ts('accepted_terms_at'),
    joinedAt: ts('joined_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_members_community_user_idx').on(t.communityId, t.userId),
    index('community_members_user_status_idx').on(t.userId, t.status),
    index('community_members_community_status_role_idx').on(t.communityId, t.status, t.role),
  ],
);

/** Files of communities, posts, comments and join answers, stored under generated keys. */
export const communityFiles = pgTable(
  'community_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    /** Checked by content (magic bytes). */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** community_image | post_image | post_attachment | comment_attachment | join_answer | asset */
    kind: text('kind').notNull(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references((): AnyPgColumn => communityPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references((): AnyPgColumn => communityComments.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references((): AnyPgColumn => communityJoinAnswers.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_files_post_idx').on(t.postId).where(sql`post_id is not null`),
    index('community_files_comment_idx').on(t.commentId).where(sql`comment_id is not null`),
    index('community_files_answer_idx').on(t.answerId).where(sql`answer_id is not null`),
    index('community_files_uploaded_by_idx').on(t.uploadedBy).where(sql`uploaded_by is not null`),
  ],
);

/** Join questions (spec 02 §3): text max 150; isRequiredAssets → the answer is exactly one file. */
export const communityJoinQuestions = pgTable(
  'community_join_questions',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isRequiredAssets: boolean('is_required_assets').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('community_join_questions_community_idx').on(t.communityId, t.sortOrder)],
);

export const communityJoinAnswers = pgTable(
  'community_join_answers',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => communityJoinQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_join_answers_question_user_idx').on(t.questionId, t.userId),
    index('community_join_answers_community_user_idx').on(t.communityId, t.userId),
  ],
);

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const communityRef = () =>
  integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' });

export const communityFavorites = pgTable(
  'community_favorites',
  { communityId: communityRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userId, t.communityId] })],
);
export const communityLikes = pgTable(
  'community_likes',
  { communityId: communityRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);
export const communityViews = pgTable(
  'community_views',
  { communityId: communityRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);

/**
 * Posts (spec 02 §3 Post). status: Published 1, WaitForApproval 2, Deleted 3,
 * ArchivedDueToReported 4, Archived 99. `search` is a generated tsvector of title and body.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    communityId: communityRef(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageFileId: uuid('image_file_id'),
    status: smallint('status').notNull().default(1),
    type: smallint('type'),
    isFrozen: boolean('is_frozen').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')`,
      ),
  },
  (t) => [
    // Ascending keys scanned backwards give ORDER BY created_at DESC, id DESC (NULLS FIRST, the default).
    // GET community/{id}/posts: index-only key scan of one community's published posts.
    index('community_posts_community_published_idx').on(t.communityId, t.createdAt, t.id).where(sql`status = 1`),
    // GET community/post/feed: every published post newest first, community id carried for the filter.
    index('community_posts_published_idx').on(t.createdAt, t.id, t.communityId).where(sql`status = 1`),
    index('community_posts_community_status_idx').on(t.communityId, t.status, t.createdAt),
    index('community_posts_author_idx').on(t.createdBy, t.createdAt),
    index('community_posts_search_idx').using('gin', t.search),
  ],
);

/** Comments (spec 02 §3 Comment): a tree of depth ≤ 3 (depth 1 = on the post). */
export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentCommentId: integer('parent_comment_id').references((): AnyPgColumn => communityComments.id, {
      onDelete: 'cascade',
    }),
    depth: smallint('depth').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('community_comments_parent_idx').on(t.parentCommentId).where(sql`parent_comment_id is not null`),
    index('community_comments_author_idx').on(t.createdBy),
  ],
);

const postRef = () =>
  integer('post_id')
    .notNull()
    .references(() => communityPosts.id, { onDelete: 'cascade' });

export const communityPostLikes = pgTable(
  'community_post_likes',
  { postId: postRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
export const communityPostSaves = pgTable(
  'community_post_saves',
  { postId: postRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_post_saves_user_idx').on(t.userId, t.createdAt),
  ],
);
export const communityPostViews = pgTable(
  'community_post_views',
  { postId: postRef(), userId: userRef(), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
export const communityCommentLikes = pgTable(
  'community_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
export const communityPostTags = pgTable(
  'community_post_tags',
  {
    postId: postRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => communityTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('community_post_tags_tag_idx').on(t.tagId, t.postId)],
);

/**
 * Reports of posts and comments (spec 02 §3 Report reasons 1-4). One per user and post (or
 * comment); status Open 0, Approved 1, Declined 2 (moderation resolves them).
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    communityId: communityRef(),
    postId: postRef(),
    commentId: integer('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    type: smallint('type').notNull().default(1),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('community_reports_post_user_idx').on(t.postId, t.userId).where(sql`comment_id is null`),
    uniqueIndex('community_reports_comment_user_idx').on(t.commentId, t.userId).where(sql`comment_id is not null`),
    index('community_reports_community_status_idx').on(t.communityId, t.status),
  ],
);

/** Member FAQ (spec 02 §3 FAQ item); `description` is sanitised HTML. */
export const communityFaq = pgTable('community_faq', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isDeleted: boolean('is_deleted').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at'),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});

/**
 * Global terms and conditions of communities (spec 02 §3 Global terms {id, value}; issue 20): one
 * row at most (id 1), sanitised HTML, edited from the management page's Global Terms tab.
 */
export const communityGlobalTerms = pgTable(
  'community_global_terms',
  {
    id: integer('id').primaryKey(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [check('community_global_terms_single_row', sql`${t.id} = 1`)],
);

/**
 * Notifications (spec 01 §3, spec 02 §3 types 1-17), one row per recipient, written in the
 * transaction of the action that causes them. `data` keeps what the row needs beyond the links
 * (a report's type and message, a member's name).
 */
export const communityNotifications = pgTable(
  'community_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activityType: smallint('activity_type').notNull(),
    initiatorId: uuid('initiator_id').references(() => accounts.id, { onDelete: 'set null' }),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id'),
    assetId: integer('asset_id'),
    memberUserId: uuid('member_user_id').references(() => accounts.id, { onDelete: 'set null' }),
    data: text('data'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    index('community_notifications_unread_idx').on(t.recipientId, t.createdAt).where(sql`read_at is null`),
    /** The mail delivery runs' scan: the unread notifications of the last days (issue 17). */
    index('community_notifications_unread_created_idx').on(t.createdAt).where(sql`read_at is null`),
  ],
);

/**
 * Assets folders of a community (spec 02 §3 Assets folder): name ≤ 200, `order` the 0-based
 * position among the community's folders (kept contiguous by the assets service).
 */
export const communityAssetFolders = pgTable(
  'community_asset_folders',
  {
    id: serial('id').primaryKey(),
    communityId: communityRef(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    order: integer('order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('community_asset_folders_community_order_idx').on(t.communityId, t.order)],
);

/**
 * Assets (spec 02 §3 Asset; types 0-12): a link (type 1, `link` set) or a file (types 2-12,
 * `file_id` → community_files of kind 'asset'). Deleting the folder or the file row deletes the
 * asset. `order` is the 0-based position in its folder.
 */
export const communityAssets = pgTable(
  'community_assets',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => communityAssetFolders.id, { onDelete: 'cascade' }),
    communityId: communityRef(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    type: smallint('type').notNull(),
    link: text('link'),
    fileId: uuid('file_id').references(() => communityFiles.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('community_assets_folder_order_idx').on(t.folderId, t.order),
    index('community_assets_community_order_idx').on(t.communityId, t.order),
    // Deleting a community file looks up the asset that holds it (FK cascade).
    index('community_assets_file_idx').on(t.fileId).where(sql`file_id is not null`),
    check('community_assets_type_check', sql`type between 0 and 12`),
    check(
      'community_assets_content_check',
      sql`(type = 1 and link is not null and file_id is null) or (type <> 1 and file_id is not null and link is null)`,
    ),
  ],
);
