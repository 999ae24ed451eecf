/**
 * Communities seed, posts and files: each community's own corpus threads as posts (issue 32) with tags, covers and PDF/PNG
 * attachments, the asset files, the one insert of every collected community file, and the asset
 * folders with their assets.
 */
import { AssetType } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { makePdf, makePng } from '../../../modules/files';
import {
  communityAssetFolders,
  communityAssets,
  communityFiles,
  communityPosts,
  communityPostTags,
} from '../../schema';
import type { CommunitiesCorpus } from '../corpus';
import { type CommunitySeed, DAY_MS } from './context';
import { threadTags } from '../corpus/thread-tags';
import { ASSET_PLANS, PLANS } from './plans';
import type { SeededCommunities, SeededMemberships, SeededTaxonomy } from './structure.seed';

/** The generated files posts and assets reuse: one PDF, one diagram, a cover per thread of a post with a cover. */
export interface PostMedia {
  pdf: Buffer;
  diagram: Buffer;
  /** Cover bytes by corpus thread index (only the threads whose post has a cover, `hasCover`). */
  covers: Map<number, Buffer>;
}

/** Whether post k of a community (0 the newest) has a cover image: every third post. */
const hasCover = (k: number) => k % 3 === 0;

/** One planned post: its row, corpus thread, tags, cover index (into `PostMedia.covers`) and attachments. */
export interface PostPlan {
  row: typeof communityPosts.$inferInsert;
  /** Index into the corpus threads (its comments answer the post). */
  thread: number;
  tagIds: number[];
  cover: number | null;
  attach: ('pdf' | 'png')[];
}

/** A post as inserted (same order as the plans), with its corpus thread. */
export interface SeededPost {
  id: number;
  communityId: number;
  status: number;
  createdBy: string | null;
  createdAt: Date;
  thread: number;
}

/**
 * Generates the shared PDF and diagram, and a cover (its subject's art, issue 32) for each thread
 * whose post has one: only those are rendered, so a larger corpus does not slow the seed.
 */
export async function makePostMedia(seed: CommunitySeed): Promise<PostMedia> {
  const pdf = await makePdf('Practice resource', 1);
  const diagram = makePng([40, 40, 40], [200, 200, 200], 160, 100);
  const withCover = communityThreads(seed.corpus).flatMap((list) => list.filter((_, k) => hasCover(k)));
  const rendered = await Promise.all(
    withCover.map(async (n) => [n, (await seed.art.cover(seed.corpus.threads[n].title, 'post')).bytes] as const),
  );
  return { pdf, diagram, covers: new Map(rendered) };
}

/** Most posts a community gets (20 on a page: a second page when a community has more). */
export const MAX_POSTS_PER_COMMUNITY = 25;

/**
 * The corpus threads each community slot posts (issue 32), newest first: the threads written for it
 * (`threadCommunities`), at most `MAX_POSTS_PER_COMMUNITY`. No thread serves two communities, so
 * within a tenant no post title or body repeats. Returns thread indices per slot of `corpus.list`.
 */
export function communityThreads(corpus: CommunitiesCorpus): number[][] {
  const slots = corpus.threadCommunities ?? [];
  return corpus.list.map((_, i) =>
    corpus.threads.flatMap((_, n) => (slots[n] === i ? [n] : [])).slice(0, MAX_POSTS_PER_COMMUNITY),
  );
}

/**
 * Plans each community's posts (its own threads, `communityThreads`) over the last 90 days: post k
 * of community i is about 3.5 k days old (the newest within the last few days).
 */
function planPosts(seed: CommunitySeed, c: SeededCommunities, m: SeededMemberships, tags: { id: number }[]) {
  const { now, corpus } = seed;
  const plans: PostPlan[] = [];
  // Age in minutes: k * 3.5 days, communities staggered by a few hours, times of day spread.
  const ageOf = (i: number, k: number) => Math.round(k * 3.5 * 1440) + (i % 4) * 600 + (((i * 25 + k) * 37) % 480) + 30;
  const threadsOf = communityThreads(corpus);
  c.rows.forEach((r, i) => {
    const authors = m.joinedBy.get(r.id) ?? [];
    for (const [k, thread] of threadsOf[i].entries()) {
      const text = corpus.threads[thread];
      let author = authors[(k * 5 + i) % authors.length];
      if (k === 3 && r.id === c.cid('paediatric-ot-network')) author = seed.memberId;
      if (k === 4 && r.id === c.cid('paediatric-ot-network')) author = seed.moderatorId;
      const approval = PLANS[i].approval ?? false;
      // One post pending approval in six where posts are approved, one deleted per community (post 7).
      const status = approval && k % 6 === 1 ? 2 : k === 7 ? 3 : 1;
      plans.push({
        row: {
          communityId: r.id,
          createdBy: author,
          title: text.title.slice(0, 150),
          body: text.body,
          status,
          type: k % 7 === 0 ? 1 : k % 7 === 3 ? 4 : null,
          isFrozen: k % 23 === 5,
          createdAt: new Date(now - ageOf(i, k) * 60_000),
        },
        thread,
        // The thread's own tags (issue 32), the first on every post and the second on every other one.
        tagIds: threadTags(seed.tenant, thread)
          .slice(0, k % 2 === 0 ? 2 : 1)
          .map((name) => tags[corpus.tags.indexOf(name)]?.id)
          .filter((id): id is number => id !== undefined),
        cover: hasCover(k) ? thread : null,
        attach: k % 5 === 0 ? ['pdf', 'png'] : k % 5 === 2 ? ['pdf'] : [],
      });
    }
  });
  for (const p of plans) p.row.updatedAt = p.row.createdAt;
  return plans;
}

/** Writes the posts (some pending approval, deleted or frozen) and their tags. */
export async function seedPosts(
  seed: CommunitySeed,
  c: SeededCommunities,
  m: SeededMemberships,
  taxonomy: SeededTaxonomy,
): Promise<{ posts: SeededPost[]; plans: PostPlan[] }> {
  const plans = planPosts(seed, c, m, taxonomy.tags);
  const posts = await seed.db
    .insert(communityPosts)
    .values(plans.map((p) => p.row))
    .returning({
      id: communityPosts.id,
      communityId: communityPosts.communityId,
      status: communityPosts.status,
      createdBy: communityPosts.createdBy,
      createdAt: communityPosts.createdAt,
    });
  const tagRows = posts.flatMap((p, i) => plans[i].tagIds.map((tagId) => ({ postId: p.id, tagId })));
  if (tagRows.length) await seed.db.insert(communityPostTags).values(tagRows);
  return { posts: posts.map((p, i) => ({ ...p, thread: plans[i].thread })), plans };
}

/** Queues each post's cover and attachments; returns the cover key of each post that has one. */
export function collectPostFiles(seed: CommunitySeed, posts: SeededPost[], plans: PostPlan[], media: PostMedia) {
  const coverKeys: { postId: number; key: string }[] = [];
  for (let i = 0; i < posts.length; i++) {
    const plan = plans[i];
    const p = posts[i];
    if (plan.cover !== null) {
      const bytes = media.covers.get(plan.cover) as Buffer;
      const key = seed.storeFile(bytes, 'webp');
      seed.files.push({
        storageKey: key,
        filename: `cover-${p.id}.webp`,
        mimeType: 'image/webp',
        size: bytes.length,
        kind: 'post_image',
        communityId: p.communityId,
        postId: p.id,
        uploadedBy: p.createdBy,
      });
      coverKeys.push({ postId: p.id, key });
    }
    for (const [order, kind] of plan.attach.entries()) {
      const bytes = kind === 'pdf' ? media.pdf : media.diagram;
      seed.files.push({
        storageKey: seed.storeFile(bytes, kind),
        filename: kind === 'pdf' ? 'practice-resource.pdf' : 'diagram.png',
        mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png',
        size: bytes.length,
        kind: 'post_attachment',
        communityId: p.communityId,
        postId: p.id,
        sortOrder: order,
        uploadedBy: p.createdBy,
      });
    }
  }
  return coverKeys;
}

/** Queues the asset files (the same PDF and PNG, one stored copy per asset); keys per `ASSET_PLANS` asset. */
export function collectAssetFiles(seed: CommunitySeed, c: SeededCommunities, media: PostMedia): (string | null)[][] {
  return ASSET_PLANS.map((plan, f) =>
    plan.files.map((file, n) => {
      if (file === 'link') return null;
      const a = seed.corpus.assetFolders[f].assets[n];
      const bytes = file === 'pdf' ? media.pdf : media.diagram;
      const key = seed.storeFile(bytes, file);
      const filename = `${a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${file}`;
      seed.files.push({
        storageKey: key,
        filename,
        mimeType: file === 'pdf' ? 'application/pdf' : 'image/png',
        size: bytes.length,
        kind: 'asset',
        communityId: c.cid(plan.alias),
        uploadedBy: seed.adminId,
      });
      return key;
    }),
  );
}

/** Waits for the stored bytes, inserts every collected file row, and points communities and posts at their images. */
export async function seedFiles(
  seed: CommunitySeed,
  c: SeededCommunities,
  coverKeys: { postId: number; key: string }[],
): Promise<Map<string, string>> {
  const { db } = seed;
  await seed.flushWrites();
  const fileRows = await db
    .insert(communityFiles)
    .values(seed.files)
    .returning({ id: communityFiles.id, storageKey: communityFiles.storageKey, kind: communityFiles.kind });
  for (const f of fileRows) {
    const imageOf = c.rows[c.imageKeys.indexOf(f.storageKey)];
    if (f.kind === 'community_image' && imageOf)
      await db.execute(sql`update communities set image_file_id = ${f.id} where id = ${imageOf.id}`);
  }
  if (coverKeys.length) {
    const byKey = new Map(fileRows.map((f) => [f.storageKey, f.id]));
    const values = coverKeys.map((k) => sql`(${k.postId}::int, ${byKey.get(k.key)}::uuid)`);
    await db.execute(
      sql`update community_posts p set image_file_id = v.f from (values ${sql.join(values, sql`, `)}) as v(p, f) where p.id = v.p`,
    );
  }
  return new Map(fileRows.map((f) => [f.storageKey, f.id]));
}

/** Writes the asset folders (spec 02 §3) and their assets (files by key, one link); returns the assets. */
export async function seedAssets(
  seed: CommunitySeed,
  c: SeededCommunities,
  assetKeys: (string | null)[][],
  fileIdByKey: Map<string, string>,
) {
  const { db, now, adminId } = seed;
  const folderRows = await db
    .insert(communityAssetFolders)
    .values(
      ASSET_PLANS.map((plan, f) => ({
        communityId: c.cid(plan.alias),
        name: seed.corpus.assetFolders[f].folder,
        description: seed.corpus.assetFolders[f].description,
        order: 0,
        createdBy: adminId,
        createdAt: new Date(now - 20 * DAY_MS),
      })),
    )
    .returning({ id: communityAssetFolders.id });
  return db
    .insert(communityAssets)
    .values(
      ASSET_PLANS.flatMap((plan, i) =>
        plan.files.map((file, order) => {
          const key = assetKeys[i][order];
          const a = seed.corpus.assetFolders[i].assets[order];
          return {
            folderId: folderRows[i].id,
            communityId: c.cid(plan.alias),
            name: a.name,
            description: a.description,
            type: file === 'link' ? AssetType.Link : file === 'pdf' ? AssetType.PDF : AssetType.PNG,
            link: file === 'link' ? (a.url ?? null) : null,
            fileId: key ? fileIdByKey.get(key) : null,
            order,
            createdBy: adminId,
            createdAt: new Date(now - (20 - order) * DAY_MS),
          };
        }),
      ),
    )
    .returning({
      id: communityAssets.id,
      name: communityAssets.name,
      type: communityAssets.type,
      communityId: communityAssets.communityId,
    });
}
