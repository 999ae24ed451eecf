/**
 * Which community each corpus thread is written for (issue 32, "Recycled content"): a community's
 * posts are its own threads, so within a tenant no post title or body is used twice, and each post
 * fits its community's subject (the Paediatric OT Network holds paediatric posts only).
 *
 * Slots are indices into the corpus `list` of communities (PLANS order): 0 the first practice-area
 * community … 8 the board group, 10 the archived pilot, 11 the last. `OLD_SLOTS` places the threads
 * of each tenant's `communities.ts` (null: fits no community, not posted); the posts written per
 * community in `<tenant>/posts.ts` follow them in the thread list.
 */
import type { TenantId } from '@portal/shared';
import type { SlotThread } from './helpers';
import { POSTS as LAWCOUNCIL_POSTS } from './lawcouncil/posts';
import { POSTS as MARITIME_POSTS } from './maritime/posts';
import { POSTS as OTA_POSTS } from './ota/posts';
import { POSTS as PSA_POSTS } from './psa/posts';
import { POSTS as TLS_POSTS } from './tls/posts';
import type { TenantCorpus } from './types';

/** The slot of each thread in a tenant's `communities.ts`, in thread order. */
export const OLD_SLOTS: Record<TenantId, (number | null)[]> = {
  // 0 Paediatric, 1 Mental health, 2 Aged care, 3 Hand therapy, 4 NDIS, 5 New graduates, 6 Research,
  // 7 Rural, 8 Board, 9 Practice owners, 10 Telehealth pilot, 11 Driver rehabilitation.
  ota: [0, 2, 10, 4, 3, 0, 2, 11, 2, 9, 1, 9, 5, 2, 5, 6, 7, 9, 4, 2, 0, 5, 3, 5, null, null, 1, 10, 9, 4],
  // 0 Policy, 1 Digital services, 2 Local government, 3 Senior executives, 4 Procurement, 5 Graduates,
  // 6 Evaluation, 7 Regional, 8 Board, 9 Managers, 10 Hybrid work pilot, 11 Community engagement.
  psa: [0, 11, 4, 6, 3, 9, 0, 3, 5, 0, 1, 7, 4, 9, 6, 1, 3, 5, 2, 9, 9, 11, 3, 5, 1],
  // 0 Deck officers, 1 Marine engineers, 2 Ports and terminals, 3 Masters, 4 Training providers, 5 New to the
  // industry, 6 Safety and incidents, 7 Regional ports and fishing, 8 Board, 9 Operators, 10 Simulator pilot, 11 Small vessels.
  maritime: [0, 4, 6, 1, 11, 9, 5, 1, 4, 9, 10, 3, 6, 3, 4, 2, 7, 4, 9, 11, 5, 6, 11, 6, 9],
  // 0 Family law, 1 Criminal law, 2 Access to justice, 3 Federal courts, 4 Migration, 5 Early career, 6 Law reform,
  // 7 Regional, 8 Directors, 9 Practice principals, 10 Remote hearings pilot, 11 Legal technology and AI.
  lawcouncil: [0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 10, 0, 9, 1, 7, 5, 1, 9, 6, 4, 2, 0, 5, 11, 7],
  // 0 Family and children, 1 Criminal, 2 Community legal services, 3 Supreme Court, 4 Property and conveyancing,
  // 5 New practitioners, 6 CPD and research, 7 Remote communities, 8 Council, 9 Small firms, 10 E-filing pilot, 11 Wills and estates.
  tls: [7, 9, 10, 4, 3, 11, 9, 0, 6, 1, 5, 11, 2, 4, 2, 11, 9, 9, 1, 5, 6, 2, 1, 9, 7],
};

/** The posts written for each community of a tenant, by slot. */
export const MORE_POSTS: Record<TenantId, SlotThread[][]> = {
  ota: OTA_POSTS,
  psa: PSA_POSTS,
  maritime: MARITIME_POSTS,
  lawcouncil: LAWCOUNCIL_POSTS,
  tls: TLS_POSTS,
};

/** The written posts of a tenant in thread order (after the `communities.ts` threads), with their slot. */
export function morePosts(tenant: TenantId): (SlotThread & { slot: number })[] {
  return (MORE_POSTS[tenant] ?? []).flatMap((list, slot) => list.map((x) => ({ ...x, slot })));
}

/** A tenant's corpus with the written posts appended to its threads and every thread's community slot. */
export function withCommunityPosts(tenant: TenantId, corpus: TenantCorpus): TenantCorpus {
  const more = morePosts(tenant);
  const old = corpus.communities.threads;
  return {
    ...corpus,
    communities: {
      ...corpus.communities,
      threads: [...old, ...more.map((x) => x.thread)],
      threadCommunities: [...old.map((_, n) => OLD_SLOTS[tenant]?.[n] ?? null), ...more.map((x) => x.slot)],
    },
  };
}
