/**
 * Demo communities (issue #3 Demo data): categories with subcategories, twelve communities (public,
 * private with terms and join questions, auto-join, non-visible, archived, approval required),
 * memberships (moderator@example.org moderates two; member@example.org has joined several, awaits
 * one with a file answer and favourites two), each community's own posts (issue 32: the threads
 * written for it, 8 or more, none repeated within a tenant; some pending approval, frozen, reported
 * or deleted) with tags, covers and real PDF/PNG attachments, about 5 comments a post in trees of
 * depth ≤ 3, likes, saves, views, FAQ, a few notifications, and assets (three folders of
 * PDF/PNG files and one link in communities the member joined).
 *
 * Texts (names, about, posts, comments and replies that answer their post) come from the tenant's
 * written corpus (`./corpus/<tenant>/communities.ts` and `posts.ts`, issues 21 and 32); the structure (flags, aliases used
 * in code, counts) is the same for every tenant. Deterministic (fixed choices); dates are offsets
 * from `now`: posts over the last 90 days, the newest of each community within a few days, comments
 * after their post. Rows are written in batches and every counter is recounted from the rows at the
 * end, so counters equal rows. The steps live in ./communities/ and run in the order below.
 */
import { count } from 'drizzle-orm';
import type { TenantId } from '@portal/shared';
import type { FileStorage } from '../../modules/files';
import type { Executor } from '../raw-query';
import { communities, communityCategories, communityFaq, communityTags } from '../schema';
import {
  livePosts,
  recountCounters,
  seedComments,
  seedFaq,
  seedNotifications,
  seedPostReactions,
  seedReports,
} from './communities/activity.seed';
import { createCommunitySeed } from './communities/context';
import {
  collectAssetFiles,
  collectPostFiles,
  makePostMedia,
  seedAssets,
  seedFiles,
  seedPosts,
} from './communities/posts.seed';
import {
  seedCategories,
  seedCommunityReactions,
  seedCommunityRows,
  seedJoinQuestions,
  seedJoinRequest,
  seedMemberships,
} from './communities/structure.seed';

export interface SeedCommunitiesOptions {
  storage: FileStorage;
  /** Whose corpus the texts come from (default `ota`). */
  tenant?: TenantId;
  now?: Date;
}

/** Seeds the demo communities once (skipped when any community exists). */
export async function seedCommunities(db: Executor, options: SeedCommunitiesOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(communities);
  if (Number(n) > 0) return false;
  await db.delete(communityCategories);
  await db.delete(communityTags);
  await db.delete(communityFaq);
  const seed = await createCommunitySeed(db, options.storage, options.now ?? new Date(), options.tenant);
  const taxonomy = await seedCategories(seed);
  const seeded = await seedCommunityRows(seed, taxonomy);
  const questions = await seedJoinQuestions(seed, seeded);
  const memberships = await seedMemberships(seed, seeded);
  await seedJoinRequest(seed, questions);
  await seedCommunityReactions(seed, seeded, memberships);
  const media = await makePostMedia(seed);
  const { posts, plans } = await seedPosts(seed, seeded, memberships, taxonomy);
  const coverKeys = collectPostFiles(seed, posts, plans, media);
  const assetKeys = collectAssetFiles(seed, seeded, media);
  const fileIdByKey = await seedFiles(seed, seeded, coverKeys);
  const assets = await seedAssets(seed, seeded, assetKeys, fileIdByKey);
  const live = livePosts(posts, memberships);
  const level1 = await seedComments(seed, live);
  await seedPostReactions(seed, seeded, memberships, live, level1);
  await seedReports(seed, live, level1);
  await seedFaq(seed);
  await recountCounters(seed);
  await seedNotifications(seed, seeded, assets);
  return true;
}
