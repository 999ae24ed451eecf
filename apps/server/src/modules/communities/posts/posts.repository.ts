/**
 * Post rows (spec 02 §3 Post, §4, §7 Posts). Reading: the rows of a page of keys (feed.repository.ts
 * and moderation.repository.ts make the keys) with everything a Post answer needs, in one
 * statement (issue #3 Performance), or one post. Writing: the post, its tags, status and counters
 * (the community's published-post count moves with the status), the caller's likes, views and
 * saves, and reports. Every write runs in the caller's transaction.
 */
import { PostStatus } from '@portal/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { aliasedTable, type Executor, intArray, query, selectList } from '../../../db/raw-query';
import {
  accounts,
  communities,
  communityComments,
  communityFiles,
  communityMembers,
  communityPostLikes,
  communityPostSaves,
  communityPosts,
  communityPostTags,
  communityPostViews,
  communityReports,
  communityTags,
} from '../../../db/schema';
import { accountA as a, communityC as c, countField, membershipM as m, type Viewer } from '../access.repository';
import { deleteFileRows, fileF, uuidArray } from '../uploads/uploads.repository';

/** `community_posts` as `p`: the alias of post statements (and of the page statements of feed.repository.ts). */
export const postP = alias(communityPosts, 'p');
const p = postP;

/** The fields of an open report of a post or comment. */
const reportFields = {
  id: communityReports.id,
  userId: communityReports.userId,
  type: communityReports.type,
  reason: communityReports.reason,
  createdAt: communityReports.createdAt,
};

/** An open report of a post or comment. */
export type ReportRow = Pick<typeof communityReports.$inferSelect, keyof typeof reportFields>;

/** An attachment of a post or comment (the `attachments` JSON). */
export interface AttachmentRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** `exists` of the user's row on post `p` in a mark table (likes, saves). */
function postMarkedSql(table: typeof communityPostLikes | typeof communityPostSaves, userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${table} where ${table.postId} = ${p.id} and ${table.userId} = ${userId})`;
}

/** The attachments of the files matching `where`, as JSON in their order. */
export function attachmentsSql(where: SQL): SQL<AttachmentRef[] | string | null> {
  return sql<
    AttachmentRef[] | string | null
  >`(select json_agg(json_build_object('id', ${communityFiles.id}, 'name', ${communityFiles.filename}, 'type', ${communityFiles.mimeType}, 'size', ${communityFiles.size}) order by ${communityFiles.sortOrder}, ${communityFiles.createdAt})
      from ${communityFiles} where ${where})`;
}

/** The fields of PostRow for post `p`, community `c`, membership `m` and author `a`. */
function postFields(viewer: Viewer) {
  return {
    id: p.id,
    communityId: p.communityId,
    createdBy: p.createdBy,
    title: p.title,
    body: p.body,
    imageFileId: p.imageFileId,
    status: p.status,
    type: p.type,
    isFrozen: p.isFrozen,
    likesCount: p.likesCount,
    viewsCount: p.viewsCount,
    commentsCount: p.commentsCount,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    cName: c.name,
    cAlias: c.alias,
    cImage: c.imageFileId,
    cIsPublic: c.isPublic,
    cIsVisible: c.isVisible,
    cIsAutoJoin: c.isAutoJoin,
    cIsArchived: c.isArchived,
    cIsDeleted: c.isDeleted,
    mStatus: m.status,
    mRole: m.role,
    mPermissions: m.permissions,
    aFirst: a.firstName,
    aLast: a.lastName,
    aAvatar: a.avatarUrl,
    aPronoun: a.pronoun,
    isLiked: postMarkedSql(communityPostLikes, viewer.id),
    isSaved: postMarkedSql(communityPostSaves, viewer.id),
    isReported: sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.postId} = ${p.id} and ${communityReports.commentId} is null and ${communityReports.userId} = ${viewer.id})`,
    tags: sql<
      { id: number; name: string }[] | string | null
    >`(select json_agg(json_build_object('id', ${communityTags.id}, 'name', ${communityTags.name}) order by ${communityTags.name}) from ${communityPostTags}
      join ${communityTags} on ${communityTags.id} = ${communityPostTags.tagId} where ${communityPostTags.postId} = ${p.id})`,
    attachments: attachmentsSql(sql`${communityFiles.postId} = ${p.id} and ${communityFiles.kind} = 'post_attachment'`),
  };
}

/** The join of a post's community `c`, the viewer's membership `m` and the author `a`. */
const communityOn = eq(c.id, p.communityId);
const membershipOn = (viewer: Viewer) => and(eq(m.communityId, p.communityId), eq(m.userId, viewer.id));
const authorOn = eq(a.id, p.createdBy);

/** One post row by id (any status), or undefined. `forUpdate` locks the post row. */
export async function loadPostRow(db: Executor, viewer: Viewer, id: number, options: { forUpdate?: boolean } = {}) {
  const q = db
    .select(postFields(viewer))
    .from(p)
    .innerJoin(c, communityOn)
    .leftJoin(m, membershipOn(viewer))
    .leftJoin(a, authorOn)
    .where(eq(p.id, id))
    .$dynamic();
  const [row] = await (options.forUpdate ? q.for('update', { of: p }) : q);
  return row;
}

/** A post row with the caller's view of it (`is*`), its community facts (`c*`), the caller's membership (`m*`) and author (`a*`). */
export type PostRow = NonNullable<Awaited<ReturnType<typeof loadPostRow>>>;

/**
 * Hot statement: the rows of a page of posts (the feed, a community's posts, saved posts, search,
 * moderation; issue #3 Performance). Raw so that it stays one named statement per page shape,
 * planned once per connection (db/raw-query.ts): `pageSql` selects `id, k1, k2` in page order (k1,
 * k2 descending) and the answer keeps that order. Same fields as loadPostRow, so PostRow types both.
 */
export async function loadPostPage(db: Executor, viewer: Viewer, pageSql: SQL): Promise<PostRow[]> {
  return query<PostRow>(
    db,
    sql`with page as (${pageSql}) select ${selectList(postFields(viewer))} from page join ${aliasedTable(communityPosts, p)} on ${p.id} = page.id
      join ${aliasedTable(communities, c)} on ${communityOn}
      left join ${aliasedTable(communityMembers, m)} on ${membershipOn(viewer)}
      left join ${aliasedTable(accounts, a)} on ${authorOn}
      order by page.k1 desc, page.k2 desc`,
  );
}

/** Open reports of posts (for callers who moderate them). */
export async function loadPostReports(db: Executor, postIds: number[]): Promise<(ReportRow & { postId: number })[]> {
  if (postIds.length === 0) return [];
  return db
    .select({ ...reportFields, postId: communityReports.postId })
    .from(communityReports)
    .where(
      sql`${communityReports.postId} = any(${intArray(postIds)}) and ${communityReports.commentId} is null and ${communityReports.status} = 0`,
    )
    .orderBy(asc(communityReports.createdAt), asc(communityReports.id));
}

/** How many of the distinct tag ids exist. */
export async function countTags(db: Executor, tagIds: number[]): Promise<number> {
  const [{ n }] = await db
    .select(countField)
    .from(communityTags)
    .where(sql`${communityTags.id} = any(${intArray(tagIds)})`);
  return n;
}

/** Sets the post's tags to `tagIds` (existing ids). */
export async function replaceTags(db: Executor, postId: number, tagIds: number[]): Promise<void> {
  await db.delete(communityPostTags).where(eq(communityPostTags.postId, postId));
  if (tagIds.length) await db.insert(communityPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** A post's text fields. */
export interface PostText {
  title: string;
  body: string;
  type: number | null;
}

/** Inserts a post; answers its id. */
export async function insertPost(
  db: Executor,
  communityId: number,
  authorId: string,
  post: PostText & { status: number },
): Promise<number> {
  const [{ id }] = await db
    .insert(communityPosts)
    .values({
      communityId,
      createdBy: authorId,
      title: post.title,
      body: post.body,
      status: post.status,
      type: post.type,
    })
    .returning({ id: communityPosts.id });
  return id;
}

/** Sets a post's text (and its cover file when `imageFileId` is given: a file id, or null for none). */
export async function updatePostText(
  db: Executor,
  postId: number,
  post: PostText,
  imageFileId?: string | null,
): Promise<void> {
  await db
    .update(communityPosts)
    .set({
      title: post.title,
      body: post.body,
      type: post.type,
      updatedAt: sql`now()`,
      ...(imageFileId === undefined ? {} : { imageFileId }),
    })
    .where(eq(communityPosts.id, postId));
}

/** Sets a new post's cover file. */
export async function setPostImage(db: Executor, postId: number, fileId: string): Promise<void> {
  await db.update(communityPosts).set({ imageFileId: fileId }).where(eq(communityPosts.id, postId));
}

/** Marks activity in a community now; `published` adds one to its published-post count. */
export async function touchCommunity(db: Executor, communityId: number, published = false): Promise<void> {
  await db
    .update(communities)
    .set({
      latestActivity: sql`now()`,
      ...(published ? { postsCount: sql`${communities.postsCount} + 1` } : {}),
    })
    .where(eq(communities.id, communityId));
}

/** Moves a post from status `from` to `to`, keeping the community's published count (the caller holds the locks). */
export async function writePostStatus(
  db: Executor,
  post: { id: number; communityId: number },
  from: number,
  to: number,
): Promise<void> {
  await db.update(communityPosts).set({ status: to, updatedAt: sql`now()` }).where(eq(communityPosts.id, post.id));
  const delta = (to === PostStatus.Published ? 1 : 0) - (from === PostStatus.Published ? 1 : 0);
  if (delta !== 0)
    await db
      .update(communities)
      .set({ postsCount: sql`${communities.postsCount} + ${delta}` })
      .where(eq(communities.id, post.communityId));
}

/** Opens or closes a post (isFrozen). */
export async function setFrozen(db: Executor, postId: number, isFrozen: boolean): Promise<void> {
  await db.update(communityPosts).set({ isFrozen, updatedAt: sql`now()` }).where(eq(communityPosts.id, postId));
}

/** How many attachments a post has, and the highest sort order of its files (-1 when none). */
export async function attachmentStats(db: Executor, postId: number): Promise<{ count: number; maxOrder: number }> {
  const [{ n }] = await db
    .select(countField)
    .from(communityFiles)
    .where(and(eq(communityFiles.postId, postId), eq(communityFiles.kind, 'post_attachment')));
  const [{ maxOrder }] = await db
    .select({ maxOrder: sql<number>`coalesce(max(${communityFiles.sortOrder}), -1)::int`.mapWith(Number) })
    .from(communityFiles)
    .where(eq(communityFiles.postId, postId));
  return { count: n, maxOrder };
}

/** Deletes the post's attachments among `fileIds` (uuids); answers their storage keys. */
export function deleteAttachments(db: Executor, postId: number, fileIds: string[]): Promise<string[]> {
  return deleteFileRows(
    db,
    sql`${fileF.postId} = ${postId} and ${fileF.kind} = 'post_attachment' and ${fileF.id} = any(${uuidArray(fileIds)})`,
  );
}

/** Deletes the post's cover file row; answers its storage keys. */
export function deletePostImage(db: Executor, postId: number): Promise<string[]> {
  return deleteFileRows(db, and(eq(fileF.postId, postId), eq(fileF.kind, 'post_image')) as SQL);
}

/** The user's rows of one kind on a post: likes (likesCount), views (viewsCount) or saves. */
export type PostMark = 'like' | 'view' | 'save';

const MARKS = {
  like: { table: communityPostLikes, counter: 'likesCount' },
  view: { table: communityPostViews, counter: 'viewsCount' },
  save: { table: communityPostSaves, counter: null },
} as const;

/** Moves the post's like or view counter by one up or down. */
async function movePostCounter(db: Executor, postId: number, counter: 'likesCount' | 'viewsCount', delta: 1 | -1) {
  await db
    .update(communityPosts)
    .set({ [counter]: sql`${communityPosts[counter]} + ${delta}` })
    .where(eq(communityPosts.id, postId));
}

/** Adds the user's mark (idempotent); a new like or view moves its counter by one. */
export async function addPostMark(db: Executor, postId: number, userId: string, mark: PostMark): Promise<void> {
  const { table, counter } = MARKS[mark];
  const added = await db
    .insert(table)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: table.postId });
  if (added.length && counter) await movePostCounter(db, postId, counter, 1);
}

/** Removes the user's mark (idempotent); a removed like moves likesCount by one. */
export async function removePostMark(db: Executor, postId: number, userId: string, mark: PostMark): Promise<void> {
  const { table, counter } = MARKS[mark];
  const removed = await db
    .delete(table)
    .where(and(eq(table.postId, postId), eq(table.userId, userId)))
    .returning({ postId: table.postId });
  if (removed.length && counter) await movePostCounter(db, postId, counter, -1);
}

/** The post's like and view counters and whether the user likes and saved it. */
export async function loadPostMarks(db: Executor, postId: number, userId: string) {
  const [s] = await db
    .select({
      likesCount: p.likesCount,
      viewsCount: p.viewsCount,
      isLiked: postMarkedSql(communityPostLikes, userId),
      isSaved: postMarkedSql(communityPostSaves, userId),
    })
    .from(p)
    .where(eq(p.id, postId));
  return s;
}

/** A report of a post or (with `commentId`) of a comment. */
export interface ReportInput {
  communityId: number;
  postId: number;
  commentId?: number;
  userId: string;
  type: number;
  reason: string;
}

/** Inserts the user's report; answers its id, or undefined when they reported it already. */
export async function insertReport(db: Executor, r: ReportInput): Promise<number | undefined> {
  const t = communityReports;
  const values = { communityId: r.communityId, postId: r.postId, userId: r.userId, type: r.type, reason: r.reason };
  const rows =
    r.commentId === undefined
      ? await db
          .insert(t)
          .values(values)
          .onConflictDoNothing({ target: [t.postId, t.userId], where: isNull(t.commentId) })
          .returning({ id: t.id })
      : await db
          .insert(t)
          .values({ ...values, commentId: r.commentId })
          .onConflictDoNothing({ target: [t.commentId, t.userId], where: sql`${t.commentId} is not null` })
          .returning({ id: t.id });
  return rows.length ? rows[0].id : undefined;
}

/** `select user_id` of the users following a post: those who saved it and those who commented on it. */
export function postFollowersSql(postId: number): SQL {
  return sql`select ${communityPostSaves.userId} from ${communityPostSaves} where ${communityPostSaves.postId} = ${postId}
    union select ${communityComments.createdBy} from ${communityComments} where ${communityComments.postId} = ${postId} and ${communityComments.createdBy} is not null`;
}
