/**
 * Posts (spec 02 §4 Post, §5 Post validation, §6, §7 Posts): create (multipart), read, edit,
 * delete, view/like/dislike/save/unsave, set-tags and report (lists: posts-feed.service.ts). Each write authorises the loaded post through
 * policies/communities.ts and runs in one transaction with its counters and notifications.
 */
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  NotificationActivityType,
  type Post,
  type PostActionResponse,
  PostCreateFieldsSchema,
  PostStatus,
  PostUpdateFieldsSchema,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  checkDeletePost,
  checkEditPost,
  checkInteract,
  checkReadPost,
  checkReportPost,
  checkSave,
  checkWrite,
  communityPermissions,
  type Denial,
  DENY,
  hasFlag,
  isEffectiveAutoJoin,
} from '../../policies/communities';
import {
  enforce,
  type Executor,
  factsOf,
  intArray,
  loadCommunity,
  membershipOf,
  query,
  type Viewer,
  viewerOf,
} from './community-access';
import {
  deleteFileRows,
  insertFileRows,
  listField,
  oneField,
  readMultipart,
  removeStored,
  storeFiles,
} from './community-files';
import { isBlankHtml, sanitizeRich } from './community-sanitize';
import { flagHoldersSql, joinedMembersSql, notify } from './notifications.service';
import { loadPostReports, loadPostRow, type PostRow } from './posts.repository';
import { postCommunityFacts, postFactsOf, postMembership, presentPost, type ReportRow } from './posts.presenter';

/** Validates multipart text fields with a shared schema; 400 with the schema's messages. */
export function parseFields<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = result.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'Invalid request', { errors });
  }
  return result.data;
}

const numbers = (v: string[] | undefined) => v?.map((s) => Number(s));

/** The post `id` for the caller, with the rule `check` applied; 404 when unknown. */
export async function loadPostFor(
  db: Executor,
  actor: Actor,
  id: number,
  check: (row: PostRow) => Denial | null,
  options: { forUpdate?: boolean } = {},
): Promise<PostRow> {
  const row = await loadPostRow(db, viewerOf(actor), id, options);
  if (!row) throw new AppError(DENY.postNotFound.code, DENY.postNotFound.message);
  enforce(check(row));
  return row;
}

const rule =
  (fn: typeof checkReadPost, actor: Actor) =>
  (row: PostRow): Denial | null =>
    fn(actor, postCommunityFacts(row), postMembership(row), postFactsOf(row));

/** Reports shown with posts to callers holding postDelete in their community. */
async function reportsFor(db: Executor, actor: Actor, rows: PostRow[]): Promise<Map<number, ReportRow[]>> {
  const ids = rows
    .filter((r) => communityPermissions(actor, postCommunityFacts(r), postMembership(r)).postDelete)
    .map((r) => Number(r.id));
  const map = new Map<number, ReportRow[]>();
  for (const r of await loadPostReports(db, ids)) {
    const list = map.get(Number(r.post_id)) ?? [];
    list.push(r);
    map.set(Number(r.post_id), list);
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
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_tags where id = any(${intArray(ids)})`,
  );
  if (Number(n) !== ids.length) throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.unknownTag);
  return ids;
}

async function replaceTags(db: Executor, postId: number, tagIds: number[]): Promise<void> {
  await db.execute(sql`delete from community_post_tags where post_id = ${postId}`);
  if (tagIds.length)
    await db.execute(
      sql`insert into community_post_tags (post_id, tag_id) select ${postId}, unnest(${intArray(tagIds)})`,
    );
}

/** An auto-join user's first write makes their membership explicit (they then show as a member). */
export async function materialiseAutoJoin(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  status: number | null,
  facts: Parameters<typeof isEffectiveAutoJoin>[0],
): Promise<void> {
  if (status !== null || viewer.isAdmin || !isEffectiveAutoJoin(facts)) return;
  const added = await query(
    db,
    sql`insert into community_members (community_id, user_id, role, status, joined_at) values (${communityId}, ${viewer.id}, 0, 2, now()) on conflict do nothing returning 1`,
  );
  if (added.length)
    await db.execute(sql`update communities set members_count = members_count + 1 where id = ${communityId}`);
}

/**
 * POST community/post (multipart): title, body, communityId, type, tagIds; imageFile; files ≤ 10.
 * WaitForApproval when the community requires approval and the author cannot approve, else
 * Published (members are notified: 2 NewPostWasCreated). Needs postCreate.
 */
export async function createPost(ctx: AppContext, actor: Actor, req: FastifyRequest): Promise<Post> {
  const viewer = viewerOf(actor);
  const form = await readMultipart(req, {
    imageFile: { max: 1, image: true },
    files: { max: COMMUNITY_LIMITS.postFilesMax },
  });
  const f = form.fields;
  const input = parseFields(PostCreateFieldsSchema, {
    communityId: oneField(f.communityId),
    title: oneField(f.title),
    body: oneField(f.body),
    type: oneField(f.type) ? Number(oneField(f.type)) : undefined,
    tagIds: numbers(listField(f.tagIds)),
  });
  const body = sanitizeRich(input.body);
  if (isBlankHtml(body))
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.postContentRequired, {
      errors: [{ field: 'body', message: COMMUNITY_MESSAGES.postContentRequired }],
    });
  const { stored, discard } = await storeFiles(ctx, form.files);
  try {
    const postId = await ctx.db.transaction(async (tx) => {
      const community = await loadCommunity(tx, viewer, input.communityId);
      const facts = factsOf(community);
      const membership = membershipOf(community);
      enforce(checkWrite(actor, facts, membership, 'postCreate'));
      const tagIds = await checkTags(tx, input.tagIds);
      await materialiseAutoJoin(tx, viewer, community.id, membership.status, facts);
      const status =
        community.is_require_post_approval && !hasFlag(actor, facts, membership, 'postApprove')
          ? PostStatus.WaitForApproval
          : PostStatus.Published;
      const [{ id }] = await query<{ id: number }>(
        tx,
        sql`insert into community_posts (community_id, created_by, title, body, status, type) values (${community.id}, ${viewer.id}, ${input.title}, ${body}, ${status}, ${input.type ?? null}) returning id`,
      );
      const image = stored.filter((s) => s.field === 'imageFile');
      const attachments = stored.filter((s) => s.field === 'files');
      const [imageId] = await insertFileRows(tx, viewer.id, image, {
        kind: 'post_image',
        communityId: community.id,
        postId: id,
      });
      await insertFileRows(tx, viewer.id, attachments, {
        kind: 'post_attachment',
        communityId: community.id,
        postId: id,
      });
      if (imageId) await tx.execute(sql`update community_posts set image_file_id = ${imageId} where id = ${id}`);
      await replaceTags(tx, id, tagIds);
      await tx.execute(
        sql`update communities set latest_activity = now() ${status === PostStatus.Published ? sql`, posts_count = posts_count + 1` : sql``} where id = ${community.id}`,
      );
      if (status === PostStatus.Published) {
        await notify(
          tx,
          {
            activityType: NotificationActivityType.NewPostWasCreated,
            initiatorId: viewer.id,
            communityId: community.id,
            postId: id,
          },
          joinedMembersSql(community.id),
        );
      }
      return Number(id);
    });
    return getPost(ctx, actor, postId);
  } catch (err) {
    await discard();
    throw err;
  }
}

/**
 * PUT community/post/{id} (multipart): title, body, type, tagIds, attachmentsUrls (to delete),
 * removeImage; imageFile; files (added; the total stays ≤ 10). The author while the post is
 * neither deleted nor closed, or postEdit. Savers and commenters are notified (5 PostWasUpdated).
 */
export async function updatePost(ctx: AppContext, actor: Actor, id: number, req: FastifyRequest): Promise<Post> {
  const viewer = viewerOf(actor);
  const form = await readMultipart(req, {
    imageFile: { max: 1, image: true },
    files: { max: COMMUNITY_LIMITS.postFilesMax },
  });
  const f = form.fields;
  const input = parseFields(PostUpdateFieldsSchema, {
    title: oneField(f.title),
    body: oneField(f.body),
    type: oneField(f.type) ? Number(oneField(f.type)) : undefined,
    tagIds: numbers(listField(f.tagIds)),
    attachmentsUrls: listField(f.attachmentsUrls),
    removeImage: oneField(f.removeImage),
  });
  const body = sanitizeRich(input.body);
  if (isBlankHtml(body))
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.postContentRequired, {
      errors: [{ field: 'body', message: COMMUNITY_MESSAGES.postContentRequired }],
    });
  const { stored, discard } = await storeFiles(ctx, form.files);
  const staleKeys: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const post = await loadPostFor(tx, actor, id, rule(checkEditPost, actor), { forUpdate: true });
      const tagIds = input.tagIds ? await checkTags(tx, input.tagIds) : null;
      const removeIds = input.attachmentsUrls
        .map((u) => u.split('/').pop() ?? '')
        .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
      if (removeIds.length) {
        staleKeys.push(
          ...(await deleteFileRows(
            tx,
            sql`f.post_id = ${id} and f.kind = 'post_attachment' and f.id = any(ARRAY[${sql.join(
              removeIds.map((r) => sql`${r}`),
              sql`, `,
            )}]::uuid[])`,
          )),
        );
      }
      const attachments = stored.filter((s) => s.field === 'files');
      const [{ n }] = await query<{ n: number }>(
        tx,
        sql`select count(*)::int as n from community_files where post_id = ${id} and kind = 'post_attachment'`,
      );
      if (Number(n) + attachments.length > COMMUNITY_LIMITS.postFilesMax)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyFiles);
      const [{ m: maxOrder }] = await query<{ m: number }>(
        tx,
        sql`select coalesce(max(sort_order), -1)::int as m from community_files where post_id = ${id}`,
      );
      await insertFileRows(
        tx,
        viewer.id,
        attachments,
        { kind: 'post_attachment', communityId: post.community_id, postId: id },
        Number(maxOrder) + 1,
      );
      const image = stored.filter((s) => s.field === 'imageFile');
      let imageSql = sql``;
      if (image.length || input.removeImage) {
        staleKeys.push(...(await deleteFileRows(tx, sql`f.post_id = ${id} and f.kind = 'post_image'`)));
        const [imageId] = await insertFileRows(tx, viewer.id, image, {
          kind: 'post_image',
          communityId: post.community_id,
          postId: id,
        });
        imageSql = sql`, image_file_id = ${imageId ?? null}`;
      }
      await tx.execute(
        sql`update community_posts set title = ${input.title}, body = ${body}, type = ${input.type ?? null}, updated_at = now() ${imageSql} where id = ${id}`,
      );
      if (tagIds) await replaceTags(tx, id, tagIds);
      if (Number(post.status) === PostStatus.Published) {
        await notify(
          tx,
          {
            activityType: NotificationActivityType.PostWasUpdated,
            initiatorId: viewer.id,
            communityId: post.community_id,
            postId: id,
          },
          sql`select s.user_id from community_post_saves s where s.post_id = ${id} union select c.created_by from community_comments c where c.post_id = ${id} and c.created_by is not null`,
        );
      }
    });
  } catch (err) {
    await discard();
    throw err;
  }
  await removeStored(ctx, staleKeys);
  return getPost(ctx, actor, id);
}

/** Moves a post's status, keeping the community's published count (the caller holds the locks). */
export async function moveStatus(db: Executor, post: PostRow, to: number): Promise<void> {
  const from = Number(post.status);
  if (from === to) return;
  await db.execute(sql`update community_posts set status = ${to}, updated_at = now() where id = ${post.id}`);
  const delta = (to === PostStatus.Published ? 1 : 0) - (from === PostStatus.Published ? 1 : 0);
  if (delta !== 0)
    await db.execute(sql`update communities set posts_count = posts_count + ${delta} where id = ${post.community_id}`);
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
    if (action === 'like') {
      const added = await query(
        tx,
        sql`insert into community_post_likes (post_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`,
      );
      if (added.length)
        await tx.execute(sql`update community_posts set likes_count = likes_count + 1 where id = ${id}`);
    } else if (action === 'dislike') {
      const removed = await query(
        tx,
        sql`delete from community_post_likes where post_id = ${id} and user_id = ${viewer.id} returning 1`,
      );
      if (removed.length)
        await tx.execute(sql`update community_posts set likes_count = likes_count - 1 where id = ${id}`);
    } else if (action === 'view') {
      const added = await query(
        tx,
        sql`insert into community_post_views (post_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`,
      );
      if (added.length)
        await tx.execute(sql`update community_posts set views_count = views_count + 1 where id = ${id}`);
    } else if (action === 'save') {
      await tx.execute(
        sql`insert into community_post_saves (post_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing`,
      );
    } else {
      await tx.execute(sql`delete from community_post_saves where post_id = ${id} and user_id = ${viewer.id}`);
    }
    const [s] = await query<{ likes_count: number; views_count: number; is_liked: boolean; is_saved: boolean }>(
      tx,
      sql`select p.likes_count, p.views_count,
        exists (select 1 from community_post_likes l where l.post_id = p.id and l.user_id = ${viewer.id}) as is_liked,
        exists (select 1 from community_post_saves s where s.post_id = p.id and s.user_id = ${viewer.id}) as is_saved
        from community_posts p where p.id = ${id}`,
    );
    return {
      id,
      isLiked: s.is_liked,
      isSaved: s.is_saved,
      likesCount: Number(s.likes_count),
      viewsCount: Number(s.views_count),
    };
  });
}

/** PUT community/post/{id}/set-tags {tagIds}: up to 10 existing tags; the post's editors only. */
export async function setTags(ctx: AppContext, actor: Actor, id: number, tagIds: number[]): Promise<Post> {
  await ctx.db.transaction(async (tx) => {
    await loadPostFor(tx, actor, id, rule(checkEditPost, actor), { forUpdate: true });
    await replaceTags(tx, id, await checkTags(tx, tagIds));
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
    const rows = await query<{ id: number }>(
      tx,
      sql`insert into community_reports (community_id, post_id, user_id, type, reason) values (${post.community_id}, ${id}, ${viewer.id}, ${type}, ${input.message})
        on conflict (post_id, user_id) where comment_id is null do nothing returning id`,
    );
    if (rows.length === 0) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyReportedPost);
    await notify(
      tx,
      {
        activityType: NotificationActivityType.NewActionRequestToPost,
        initiatorId: viewer.id,
        communityId: post.community_id,
        postId: id,
        data: { reportType: type, message: input.message },
      },
      flagHoldersSql(post.community_id, 'postDelete'),
    );
    return { id: Number(rows[0].id), message: COMMUNITY_MESSAGES.reportSubmitted };
  });
}
