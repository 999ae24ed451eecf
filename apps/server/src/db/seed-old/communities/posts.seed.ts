/**
 * Communities seed, posts and files: 25 posts per community with tags, covers and PDF/PNG
 * attachments, the asset files, the one insert of every collected community file, and the asset
 * folders with their assets.
 */
import { AssetType } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { makePdf, makePng } from '../demo-files-old';
import {
  communityAssetFolders,
  communityAssets,
  communityFiles,
  communityPosts,
  communityPostTags,
} from '../../schema';
import { type CommunitySeed, DAY_MS } from './context';
import { ASSET_PLANS, PLANS, TOPICS } from './plans';
import type { SeededCommunities, SeededMemberships, SeededTaxonomy } from './structure.seed';

/** The generated files posts and assets reuse: one PDF, one diagram, four cover colours. */
export interface PostMedia {
  pdf: Buffer;
  diagram: Buffer;
  covers: Buffer[];
}

/** One planned post: its row, tags, cover index (into `PostMedia.covers`) and attachments. */
export interface PostPlan {
  row: typeof communityPosts.$inferInsert;
  tagIds: number[];
  cover: number | null;
  attach: ('pdf' | 'png')[];
}

/** A post as inserted (same order as the plans). */
export interface SeededPost {
  id: number;
  communityId: number;
  status: number;
  createdBy: string | null;
}

const COVER_COLOURS: [number, number, number][] = [
  [0, 76, 88],
  [84, 123, 4],
  [128, 112, 87],
  [236, 109, 25],
];

/** Generates the shared PDF, diagram and covers. */
export async function makePostMedia(): Promise<PostMedia> {
  const pdf = await makePdf('Practice resource', 1);
  const diagram = makePng([40, 40, 40], [200, 200, 200], 160, 100);
  return { pdf, diagram, covers: COVER_COLOURS.map((c) => makePng(c, [250, 250, 250], 300, 100)) };
}

/** Plans 25 posts per community, newest within the last 120 days (titles from faker, in order). */
function planPosts(seed: CommunitySeed, c: SeededCommunities, m: SeededMemberships, tags: { id: number }[]) {
  const { faker, now, sentence, paragraph } = seed;
  const plans: PostPlan[] = [];
  c.rows.forEach((r, i) => {
    const authors = m.joinedBy.get(r.id) ?? [];
    for (let k = 0; k < 25; k++) {
      const g = i * 25 + k;
      const topic = TOPICS[g % TOPICS.length];
      let author = authors[(k * 5 + i) % authors.length];
      if (k === 3 && r.id === c.cid('paediatric-ot-network')) author = seed.memberId;
      if (k === 4 && r.id === c.cid('paediatric-ot-network')) author = seed.moderatorId;
      const approval = PLANS[i].approval ?? false;
      const status = approval && k % 6 === 1 ? 2 : k % 40 === 17 ? 3 : 1;
      plans.push({
        row: {
          communityId: r.id,
          createdBy: author,
          title: `${topic[0].toUpperCase()}${topic.slice(1)}: ${faker.company.catchPhrase()}`.slice(0, 150),
          body: `<p>${paragraph(g)}</p><p>${paragraph(g * 7 + 3)}</p>${k % 4 === 0 ? `<ul><li>${sentence(g)}</li><li>${sentence(g + 50)}</li></ul>` : ''}${k % 5 === 0 ? `<blockquote>${sentence(g * 3)}</blockquote>` : ''}`,
          status,
          type: k % 7 === 0 ? 1 : k % 7 === 3 ? 4 : null,
          isFrozen: k % 23 === 11,
          createdAt: new Date(now - (g % 120) * DAY_MS - ((g * 37) % 1440) * 60_000),
        },
        tagIds: [...new Set([tags[g % tags.length].id, ...(k % 2 === 0 ? [tags[(g * 3 + 5) % tags.length].id] : [])])],
        cover: k % 3 === 0 ? g % COVER_COLOURS.length : null,
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
    });
  await seed.db
    .insert(communityPostTags)
    .values(posts.flatMap((p, i) => plans[i].tagIds.map((tagId) => ({ postId: p.id, tagId }))));
  return { posts, plans };
}

/** Queues each post's cover and attachments; returns the cover key of each post that has one. */
export function collectPostFiles(seed: CommunitySeed, posts: SeededPost[], plans: PostPlan[], media: PostMedia) {
  const coverKeys: { postId: number; key: string }[] = [];
  for (let i = 0; i < posts.length; i++) {
    const plan = plans[i];
    const p = posts[i];
    if (plan.cover !== null) {
      const bytes = media.covers[plan.cover];
      const key = seed.storeFile(bytes, 'png');
      seed.files.push({
        storageKey: key,
        filename: `cover-${p.id}.png`,
        mimeType: 'image/png',
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
  return ASSET_PLANS.map((plan) =>
    plan.assets.map((a) => {
      if (!a.file) return null;
      const bytes = a.file === 'pdf' ? media.pdf : media.diagram;
      const key = seed.storeFile(bytes, a.file);
      const filename = `${a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${a.file}`;
      seed.files.push({
        storageKey: key,
        filename,
        mimeType: a.file === 'pdf' ? 'application/pdf' : 'image/png',
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
      ASSET_PLANS.map((plan) => ({
        communityId: c.cid(plan.alias),
        name: plan.folder,
        description: plan.description,
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
        plan.assets.map((a, order) => {
          const key = assetKeys[i][order];
          return {
            folderId: folderRows[i].id,
            communityId: c.cid(plan.alias),
            name: a.name,
            description: a.description,
            type: a.link ? AssetType.Link : a.file === 'pdf' ? AssetType.PDF : AssetType.PNG,
            link: a.link ?? null,
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
