/**
 * Posts (spec 02 §4 Post, §5 Post validation, §6, §7 Posts): create (multipart, read by the
 * route), read, edit, delete, view/like/dislike/save/unsave, set-tags and report (lists:
 * feed.service.ts). Each write authorises the loaded post through policies/communities.ts and runs
 * in one transaction with its counters and notifications.
 */
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  NotificationActivityType,
  type Post,
  type PostActionResponse,
  PostStatus,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import {
  checkDeletePost,
  checkEditPost,
  checkInteract,
  checkReadPost,
  checkReportPost,
  checkSave,
  checkWrite,
  communityPermissions,
  DENY,
  hasFlag,
} from '../../../policies/communities';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import { factsOf, flagHoldersSql, joinedMembersSql, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { type Denial, enforce } from '../../../policies/denial';
import { insertFileRows } from '../uploads/uploads.repository';
import { fileIdsOf, removeStored, withStoredFiles } from '../uploads/uploads';
import { materialiseAutoJoin } from '../membership/membership.service';
import type { PostCreateFields, PostUpdateFields } from './posts.forms';
import { postCommunityFacts, postFactsOf, postMembership, presentPost } from './posts.presenter';
import * as repo from './posts.repository';
import type { PostRow, ReportRow } from './posts.repository';
import { isBlankHtml, sanitizeRich } from './sanitize';

/** The post `id` for the caller, with the rule `check` applied; 404 when unknown. */
export async function loadPostFor(
  db: Executor,
  actor: Actor,
  id: number,
  check: (row: PostRow) => Denial | null,
  options: { forUpdate?: boolean } = {},
): Promise<PostRow> {
  const row = await repo.loadPostRow(db, viewerOf(actor), id, options);
  if (!row) throw new AppError(DENY.postNotFound.code, DENY.postNotFound.message);
  enforce(check(row));
  return row;
}

/** A post rule of policies/communities.ts applied to a post row. */
export const rule =
  (fn: typeof checkReadPost, actor: Actor) =>
  (row: PostRow): Denial | null =>
    fn(actor, postCommunityFacts(row), postMembership(row), postFactsOf(row));

/** Reports shown with posts to callers holding postDelete in their community. */
async function reportsFor(db: Executor, actor: Actor, rows: PostRow[]): Promise<Map<number, ReportRow[]>> {
  const ids = rows
    .filter((r) => communityPermissions(actor, postCommunityFacts(r), postMembership(r)).postDelete)
    .map((r) => Number(r.id));
  const map = new Map<number, ReportRow[]>();
  for (const r of await repo.loadPostReports(db, ids)) {
    const list = map.get(Number(r.postId)) ?? [];
    list.push(r);
    map.set(Number(r.postId), list);
  }
  return map;
}

/** Post answers for rows, with reports for the callers who moderate them. */
export async function presentPosts(db: Executor, actor: Actor, rows: PostRow[]): Promise<Post[]> {
  const reports = await reportsFor(db, actor, rows);
  return rows.map((r) => presentPost(r, actor, reports.get(Number(r.id))));
}

/** GET community/post/{id}: one post the caller may read (404 otherwise). */
export async function getPost(ctx: AppContext, actor: Actor, id: number): Promise<Post> {
  const row = await loadPostFor(ctx.db, actor, id, rule(checkReadPost, actor));
  return (await presentPosts(ctx.db, actor, [row]))[0];
}

/** Tags must exist; answers the distinct ids. */
async function checkTags(db: Executor, tagIds: number[]): Promise<number[]> {
  const ids = [...new Set(tagIds)];
  if (ids.length > COMMUNITY_LIMITS.postTagsMax) throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyTags);
  if (ids.length === 0) return ids;
  if ((await repo.countTags(db, ids)) !== ids.length)
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.unknownTag);
  return ids;
}

/** The sanitised post body; 400 "Please enter a post content" when it shows no text. */
function postBody(raw: string): string {
  const body = sanitizeRich(raw);
  if (isBlankHtml(body))
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.postContentRequired, {
      errors: [{ field: 'body', message: COMMUNITY_MESSAGES.postContentRequired }],
    });
  return body;
}

/**
 * POST community/post (multipart): title, body, communityId, type, tagIds; imageFile; files ≤ 10.
 * WaitForApproval when the community requires approval and the author cannot approve, else
 * Published (members are notified: 2 NewPostWasCreated). Needs postCreate.
 */
export async function createPost(
  ctx: AppContext,
  actor: Actor,
  input: PostCreateFields,
  files: UploadedFile[],
): Promise<Post> {
  const viewer = viewerOf(actor);
  const body = postBody(input.body);
  const postId = await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      const community = await loadCommunity(tx, viewer, input.communityId);
      const facts = factsOf(community);
      const membership = membershipOf(community);
      enforce(checkWrite(actor, facts, membership, 'postCreate'));
      const tagIds = await checkTags(tx, input.tagIds);
      await materialiseAutoJoin(tx, viewer, community.id, membership.status, facts);
      const status =
        community.isRequirePostApproval && !hasFlag(actor, facts, membership, 'postApprove')
          ? PostStatus.WaitForApproval
          : PostStatus.Published;
      const id = await repo.insertPost(tx, community.id, viewer.id, {
        title: input.title,
        body,
        status,
        type: input.type ?? null,
      });
      const links = { communityId: community.id, postId: id };
      const image = stored.filter((s) => s.field === 'imageFile');
      const [imageId] = await insertFileRows(tx, viewer.id, image, { kind: 'post_image', ...links });
      const attachments = stored.filter((s) => s.field === 'files');
      await insertFileRows(tx, viewer.id, attachments, { kind: 'post_attachment', ...links });
      if (imageId) await repo.setPostImage(tx, id, imageId);
      await repo.replaceTags(tx, id, tagIds);
      await repo.touchCommunity(tx, community.id, status === PostStatus.Published);
      if (status === PostStatus.Published) {
        await notify(tx, {
          type: NotificationActivityType.NewPostWasCreated,
          recipients: joinedMembersSql(community.id),
          actorId: viewer.id,
          communityId: community.id,
          postId: id,
        });
      }
      return id;
    }),
  );
  return getPost(ctx, actor, postId);
}

/**
 * PUT community/post/{id} (multipart): title, body, type, tagIds, attachmentsUrls (to delete),
 * removeImage; imageFile; files (added; the total stays ≤ 10). The author while the post is
 * neither deleted nor closed, or postEdit. Savers and commenters are notified (5 PostWasUpdated).
 */
export async function updatePost(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PostUpdateFields,
  files: UploadedFile[],
): Promise<Post> {
  const viewer = viewerOf(actor);
  const body = postBody(input.body);
  const staleKeys: string[] = [];
  await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      const post = await loadPostFor(tx, actor, id, rule(checkEditPost, actor), { forUpdate: true });
      const tagIds = input.tagIds ? await checkTags(tx, input.tagIds) : null;
      const removeIds = fileIdsOf(input.attachmentsUrls);
      if (removeIds.length) staleKeys.push(...(await repo.deleteAttachments(tx, id, removeIds)));
      const attachments = stored.filter((s) => s.field === 'files');
      const { count, maxOrder } = await repo.attachmentStats(tx, id);
      if (count + attachments.length > COMMUNITY_LIMITS.postFilesMax)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyFiles);
      const links = { communityId: post.communityId, postId: id };
      await insertFileRows(tx, viewer.id, attachments, { kind: 'post_attachment', ...links }, maxOrder + 1);
      const image = stored.filter((s) => s.field === 'imageFile');
      let imageId: string | null | undefined;
      if (image.length || input.removeImage) {
        staleKeys.push(...(await repo.deletePostImage(tx, id)));
        [imageId = null] = await insertFileRows(tx, viewer.id, image, { kind: 'post_image', ...links });
      }
      await repo.updatePostText(tx, id, { title: input.title, body, type: input.type ?? null }, imageId);
      if (tagIds) await repo.replaceTags(tx, id, tagIds);
      if (Number(post.status) === PostStatus.Published) {
        await notify(tx, {
          type: NotificationActivityType.PostWasUpdated,
          recipients: repo.postFollowersSql(id),
          actorId: viewer.id,
          communityId: post.communityId,
          postId: id,
        });
      }
    }),
  );
  await removeStored(ctx, staleKeys);
  return getPost(ctx, actor, id);
}

/** Moves a post's status, keeping the community's published count (the caller holds the locks). */
export async function moveStatus(db: Executor, post: PostRow, to: number): Promise<void> {
  const from = Number(post.status);
  if (from !== to) await repo.writePostStatus(db, post, from, to);
}

/** DELETE community/post/{id}: status Deleted (spec 02 §4); the author (open post) or postDelete. */
export async function deletePost(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const post = await loadPostFor(tx, actor, id, rule(checkDeletePost, actor), { forUpdate: true });
    await moveStatus(tx, post, PostStatus.Deleted);
  });
}

type PostAction = 'view' | 'like' | 'dislike' | 'save' | 'unsave';

/**
 * POST community/post/{id}/view | like | dislike | save | unsave. Idempotent; each counter moves
 * by one in the transaction that writes its row, under the post row's lock (exact under concurrency).
 * Like/dislike need an open post (not frozen); save/view any readable live post; unsave any readable post.
 */
export async function postAction(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: PostAction,
): Promise<PostActionResponse> {
  const viewer = viewerOf(actor);
  const check =
    action === 'like' || action === 'dislike' ? checkInteract : action === 'unsave' ? checkReadPost : checkSave;
  return ctx.db.transaction(async (tx) => {
    await loadPostFor(tx, actor, id, rule(check, actor));
    if (action === 'dislike') await repo.removePostMark(tx, id, viewer.id, 'like');
    else if (action === 'unsave') await repo.removePostMark(tx, id, viewer.id, 'save');
    else await repo.addPostMark(tx, id, viewer.id, action);
    const s = await repo.loadPostMarks(tx, id, viewer.id);
    return {
      id,
      isLiked: s.isLiked,
      isSaved: s.isSaved,
      likesCount: Number(s.likesCount),
      viewsCount: Number(s.viewsCount),
    };
  });
}

/** PUT community/post/{id}/set-tags {tagIds}: up to 10 existing tags; the post's editors only. */
export async function setTags(ctx: AppContext, actor: Actor, id: number, tagIds: number[]): Promise<Post> {
  await ctx.db.transaction(async (tx) => {
    await loadPostFor(tx, actor, id, rule(checkEditPost, actor), { forUpdate: true });
    await repo.replaceTags(tx, id, await checkTags(tx, tagIds));
  });
  return getPost(ctx, actor, id);
}

/**
 * POST community/post/{id}/report {message, type}: not one's own post, not twice (spec 02 §6);
 * the community's postDelete holders are notified (7 NewActionRequestToPost).
 */
export async function reportPost(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { message: string; type?: number },
): Promise<{ id: number; message: string }> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    const post = await loadPostFor(tx, actor, id, rule(checkReportPost, actor));
    const type = input.type ?? 1;
    const reportId = await repo.insertReport(tx, {
      communityId: post.communityId,
      postId: id,
      userId: viewer.id,
      type,
      reason: input.message,
    });
    if (reportId === undefined) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyReportedPost);
    await notify(tx, {
      type: NotificationActivityType.NewActionRequestToPost,
      recipients: flagHoldersSql(post.communityId, 'postDelete'),
      actorId: viewer.id,
      communityId: post.communityId,
      postId: id,
      data: { reportType: type, message: input.message },
    });
    return { id: reportId, message: COMMUNITY_MESSAGES.reportSubmitted };
  });
}
