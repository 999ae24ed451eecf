/**
 * Comments (spec 02 §3 Comment, §5 Comment validation, §6, §7 Posts): a tree of depth ≤ 3 with up
 * to 10 attachments each; bodies allow only paragraphs, blockquotes, lists and inline formatting.
 * Creating notifies the post's author (4), the replied comment's author (17) and the community's
 * moderators (9), in the transaction that writes the comment.
 */
import {
  type Comment,
  type CommentActionResponse,
  CommentCreateFieldsSchema,
  CommentUpdateFieldsSchema,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  NotificationActivityType,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  checkCreateComment,
  checkDeleteComment,
  checkEditComment,
  checkInteract,
  checkReadPost,
  checkReportComment,
  type CommentFacts,
  type CommunityActor,
  type CommunityFacts,
  type MembershipFacts,
  type PostFacts,
  communityPermissions,
  type Denial,
  DENY,
} from '../../policies/communities';
import { enforce, type Executor, query, type Viewer, viewerOf } from './community-access';
import {
  deleteFileRows,
  insertFileRows,
  listField,
  oneField,
  readMultipart,
  removeStored,
  storeFiles,
} from './community-files';
import { isBlankHtml, sanitizeComment } from './community-sanitize';
import { flagHoldersSql, notify } from './notifications.service';
import {
  postCommunityFacts,
  postFactsOf,
  postMembership,
  type CommentRow,
  presentComment,
  type ReportRow,
} from './posts.presenter';
import type { PostRow } from './posts.repository';
import { loadPostFor, materialiseAutoJoin, parseFields } from './posts.service';

function commentColumns(viewer: Viewer) {
  return sql`cm.id, cm.post_id, cm.parent_comment_id, cm.depth, cm.body, cm.likes_count, cm.created_at, cm.updated_at, cm.created_by,
    a.first_name as a_first, a.last_name as a_last, a.avatar_url as a_avatar, a.pronoun as a_pronoun,
    exists (select 1 from community_comment_likes l where l.comment_id = cm.id and l.user_id = ${viewer.id}) as is_liked,
    exists (select 1 from community_reports r where r.comment_id = cm.id and r.user_id = ${viewer.id}) as is_reported,
    (select json_agg(json_build_object('id', f.id, 'name', f.filename, 'type', f.mime_type, 'size', f.size) order by f.sort_order, f.created_at)
      from community_files f where f.comment_id = cm.id) as attachments`;
}

async function loadComments(
  db: Executor,
  viewer: Viewer,
  where: ReturnType<typeof sql>,
  paging = sql``,
): Promise<CommentRow[]> {
  return query<CommentRow>(
    db,
    sql`select ${commentColumns(viewer)} from community_comments cm left join accounts a on a.id = cm.created_by where ${where}
      order by cm.created_at, cm.id ${paging}`,
  );
}

async function reportsOf(db: Executor, actor: Actor, post: PostRow, ids: number[]): Promise<Map<number, ReportRow[]>> {
  const map = new Map<number, ReportRow[]>();
  if (ids.length === 0 || !communityPermissions(actor, postCommunityFacts(post), postMembership(post)).commentDelete)
    return map;
  const rows = await query<ReportRow & { comment_id: number }>(
    db,
    sql`select id, comment_id, user_id, type, reason, created_at from community_reports where comment_id = any(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) and status = 0 order by created_at, id`,
  );
  for (const r of rows) map.set(Number(r.comment_id), [...(map.get(Number(r.comment_id)) ?? []), r]);
  return map;
}

/** GET community/post/{id}/comment?page&pageSize(1000): flat, oldest first, for readers of the post. */
export async function listComments(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  q: { page: number; pageSize: number },
): Promise<{ comments: Comment[]; totalItemCount: number }> {
  const viewer = viewerOf(actor);
  const post = await loadPostFor(ctx.db, actor, postId, (r) =>
    checkReadPost(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r)),
  );
  const rows = await loadComments(
    ctx.db,
    viewer,
    sql`cm.post_id = ${postId}`,
    sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const reports = await reportsOf(
    ctx.db,
    actor,
    post,
    rows.map((r) => Number(r.id)),
  );
  return {
    comments: rows.map((r) => presentComment(r, post, actor, reports.get(Number(r.id)))),
    totalItemCount: Number(post.comments_count),
  };
}

async function getComment(ctx: AppContext, actor: Actor, postId: number, commentId: number): Promise<Comment> {
  const viewer = viewerOf(actor);
  const post = await loadPostFor(ctx.db, actor, postId, (r) =>
    checkReadPost(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r)),
  );
  const [row] = await loadComments(ctx.db, viewer, sql`cm.id = ${commentId} and cm.post_id = ${postId}`);
  if (!row) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
  const reports = await reportsOf(ctx.db, actor, post, [commentId]);
  return presentComment(row, post, actor, reports.get(commentId));
}

type CommentCheck = (
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  cm: CommentFacts,
) => Denial | null;

/** The post and the comment for a rule on the comment (404 when either is unknown or unreadable). */
async function loadForComment(
  db: Executor,
  actor: Actor,
  postId: number,
  commentId: number,
  check: CommentCheck,
  lockPost = false,
) {
  const post = await loadPostFor(
    db,
    actor,
    postId,
    (r) => checkReadPost(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r)),
    { forUpdate: lockPost },
  );
  const [comment] = await query<{
    id: number;
    created_by: string | null;
    depth: number;
    parent_comment_id: number | null;
  }>(
    db,
    sql`select id, created_by, depth, parent_comment_id from community_comments where id = ${commentId} and post_id = ${postId}`,
  );
  if (!comment) throw new AppError(DENY.commentNotFound.code, DENY.commentNotFound.message);
  const facts: CommentFacts = { createdBy: comment.created_by };
  enforce(check(actor, postCommunityFacts(post), postMembership(post), postFactsOf(post), facts));
  return { post, comment };
}

function parseBody(raw: string | undefined, field = 'body'): string {
  const body = sanitizeComment(raw ?? '');
  if (isBlankHtml(body))
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.commentRequired, {
      errors: [{ field, message: COMMUNITY_MESSAGES.commentRequired }],
    });
  return body;
}

/**
 * POST community/post/{id}/comment (multipart: body, parentCommentId; files ≤ 10). Needs
 * commentCreate on an open, live post; a reply's parent must be on the same post and above depth 3.
 */
export async function createComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  req: FastifyRequest,
): Promise<Comment> {
  const viewer = viewerOf(actor);
  const form = await readMultipart(req, { files: { max: COMMUNITY_LIMITS.commentFilesMax } });
  const input = parseFields(CommentCreateFieldsSchema, {
    body: oneField(form.fields.body),
    parentCommentId: oneField(form.fields.parentCommentId) || undefined,
  });
  const body = parseBody(input.body);
  const { stored, discard } = await storeFiles(ctx, form.files);
  try {
    const commentId = await ctx.db.transaction(async (tx) => {
      const post = await loadPostFor(
        tx,
        actor,
        postId,
        (r) => checkCreateComment(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r)),
        { forUpdate: true },
      );
      let depth = 1;
      let parentAuthor: string | null = null;
      if (input.parentCommentId) {
        const [parent] = await query<{ depth: number; created_by: string | null }>(
          tx,
          sql`select depth, created_by from community_comments where id = ${input.parentCommentId} and post_id = ${postId}`,
        );
        if (!parent) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
        depth = Number(parent.depth) + 1;
        if (depth > COMMUNITY_LIMITS.commentDepthMax)
          throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.commentTooDeep);
        parentAuthor = parent.created_by;
      }
      await materialiseAutoJoin(
        tx,
        viewer,
        post.community_id,
        post.m_status == null ? null : Number(post.m_status),
        postCommunityFacts(post),
      );
      const [{ id }] = await query<{ id: number }>(
        tx,
        sql`insert into community_comments (post_id, parent_comment_id, depth, created_by, body) values (${postId}, ${input.parentCommentId ?? null}, ${depth}, ${viewer.id}, ${body}) returning id`,
      );
      await insertFileRows(tx, viewer.id, stored, {
        kind: 'comment_attachment',
        communityId: post.community_id,
        postId,
        commentId: id,
      });
      await tx.execute(sql`update community_posts set comments_count = comments_count + 1 where id = ${postId}`);
      await tx.execute(sql`update communities set latest_activity = now() where id = ${post.community_id}`);
      const base = { initiatorId: viewer.id, communityId: post.community_id, postId, commentId: id };
      if (parentAuthor)
        await notify(tx, { ...base, activityType: NotificationActivityType.YourCommentWasReplied }, [parentAuthor]);
      if (post.created_by && post.created_by !== parentAuthor) {
        await notify(tx, { ...base, activityType: NotificationActivityType.YourPostWasCommented }, [post.created_by]);
      }
      await notify(
        tx,
        { ...base, activityType: NotificationActivityType.PostInYourGroupWasCommented },
        sql`select h.user_id from (${flagHoldersSql(post.community_id, 'commentDelete')}) h where h.user_id is distinct from ${post.created_by}::uuid`,
      );
      return Number(id);
    });
    return getComment(ctx, actor, postId, commentId);
  } catch (err) {
    await discard();
    throw err;
  }
}

/** PUT community/post/{id}/comment/{commentId} (multipart: body, attachmentsUrls of deleted; files added ≤ 10 in all). */
export async function updateComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  req: FastifyRequest,
): Promise<Comment> {
  const viewer = viewerOf(actor);
  const form = await readMultipart(req, { files: { max: COMMUNITY_LIMITS.commentFilesMax } });
  const input = parseFields(CommentUpdateFieldsSchema, {
    body: oneField(form.fields.body),
    attachmentsUrls: listField(form.fields.attachmentsUrls),
  });
  const body = parseBody(input.body);
  const { stored, discard } = await storeFiles(ctx, form.files);
  const staleKeys: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const { post } = await loadForComment(tx, actor, postId, commentId, checkEditComment);
      const removeIds = input.attachmentsUrls
        .map((u) => u.split('/').pop() ?? '')
        .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
      if (removeIds.length) {
        staleKeys.push(
          ...(await deleteFileRows(
            tx,
            sql`f.comment_id = ${commentId} and f.id = any(ARRAY[${sql.join(
              removeIds.map((r) => sql`${r}`),
              sql`, `,
            )}]::uuid[])`,
          )),
        );
      }
      const [{ n, m }] = await query<{ n: number; m: number }>(
        tx,
        sql`select count(*)::int as n, coalesce(max(sort_order), -1)::int as m from community_files where comment_id = ${commentId}`,
      );
      if (Number(n) + stored.length > COMMUNITY_LIMITS.commentFilesMax)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyFiles);
      await insertFileRows(
        tx,
        viewer.id,
        stored,
        { kind: 'comment_attachment', communityId: post.community_id, postId, commentId },
        Number(m) + 1,
      );
      await tx.execute(sql`update community_comments set body = ${body}, updated_at = now() where id = ${commentId}`);
    });
  } catch (err) {
    await discard();
    throw err;
  }
  await removeStored(ctx, staleKeys);
  return getComment(ctx, actor, postId, commentId);
}

/** DELETE community/post/{id}/comment/{commentId}: the comment and its replies; commentsCount follows. */
export async function deleteComment(ctx: AppContext, actor: Actor, postId: number, commentId: number): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await loadForComment(tx, actor, postId, commentId, checkDeleteComment, true);
    const tree = sql`with recursive t(id) as (select ${commentId}::int union all select c.id from community_comments c join t on c.parent_comment_id = t.id) select id from t`;
    const stale = await deleteFileRows(tx, sql`f.comment_id in (${tree})`);
    const removed = await query<{ id: number }>(
      tx,
      sql`delete from community_comments where id in (${tree}) returning id`,
    );
    await tx.execute(
      sql`update community_posts set comments_count = comments_count - ${removed.length} where id = ${postId}`,
    );
    return stale;
  });
  await removeStored(ctx, keys);
}

/** POST .../comment/{commentId}/like | dislike: on an open, live post; likesCount moves by one with the row. */
export async function commentLike(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  like: boolean,
): Promise<CommentActionResponse> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    await loadForComment(tx, actor, postId, commentId, (a, c, m, p) => checkInteract(a, c, m, p));
    if (like) {
      const added = await query(
        tx,
        sql`insert into community_comment_likes (comment_id, user_id) values (${commentId}, ${viewer.id}) on conflict do nothing returning 1`,
      );
      if (added.length)
        await tx.execute(sql`update community_comments set likes_count = likes_count + 1 where id = ${commentId}`);
    } else {
      const removed = await query(
        tx,
        sql`delete from community_comment_likes where comment_id = ${commentId} and user_id = ${viewer.id} returning 1`,
      );
      if (removed.length)
        await tx.execute(sql`update community_comments set likes_count = likes_count - 1 where id = ${commentId}`);
    }
    const [s] = await query<{ likes_count: number; is_liked: boolean }>(
      tx,
      sql`select likes_count, exists (select 1 from community_comment_likes l where l.comment_id = ${commentId} and l.user_id = ${viewer.id}) as is_liked
        from community_comments where id = ${commentId}`,
    );
    return { id: commentId, isLiked: s.is_liked, likesCount: Number(s.likes_count) };
  });
}

/** POST .../comment/{commentId}/report {message, type}: only non-authors, once; commentDelete holders are notified (8). */
export async function reportComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  input: { message: string; type?: number },
): Promise<{ id: number; message: string }> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    const { post } = await loadForComment(tx, actor, postId, commentId, checkReportComment);
    const type = input.type ?? 1;
    const rows = await query<{ id: number }>(
      tx,
      sql`insert into community_reports (community_id, post_id, comment_id, user_id, type, reason) values (${post.community_id}, ${postId}, ${commentId}, ${viewer.id}, ${type}, ${input.message})
        on conflict (comment_id, user_id) where comment_id is not null do nothing returning id`,
    );
    if (rows.length === 0) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyReportedComment);
    await notify(
      tx,
      {
        activityType: NotificationActivityType.NewActionRequestToComment,
        initiatorId: viewer.id,
        communityId: post.community_id,
        postId,
        commentId,
        data: { reportType: type, message: input.message },
      },
      flagHoldersSql(post.community_id, 'commentDelete'),
    );
    return { id: Number(rows[0].id), message: COMMUNITY_MESSAGES.reportSubmitted };
  });
}
