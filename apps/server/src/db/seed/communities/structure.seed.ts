/**
 * Communities seed, first steps: categories and tags, the twelve communities with their images and
 * categories, join questions, memberships, the demo member's pending join request, favourites and
 * community likes and views.
 */
import { makePdf } from '../../../modules/files';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFavorites,
  communityJoinAnswers,
  communityJoinQuestions,
  communityLikes,
  communityMembers,
  communityTags,
  communityViews,
} from '../../schema';
import { type CommunitySeed, DAY_MS } from './context';
import { CATEGORIES, PLANS } from './plans';

/** The category ids by name and the tag rows (in `COMMUNITY_TAG_NAMES` order). */
export interface SeededTaxonomy {
  categoryId: (name: string) => number;
  tags: { id: number }[];
}

/**
 * The communities as inserted (`PLANS` order, aliases from the tenant's corpus), their image keys,
 * and the id of a slot (the `PLANS` alias: the reference tenant's alias, which code refers to).
 */
export interface SeededCommunities {
  rows: { id: number; alias: string }[];
  imageKeys: string[];
  cid: (slot: string) => number;
}

/** A membership row; `joinedBy` lists each community's joined (not awaiting) members in order. */
export type MemberRow = typeof communityMembers.$inferInsert;
export interface SeededMemberships {
  members: MemberRow[];
  joinedBy: Map<number, string[]>;
}

/**
 * Writes the parent categories, their subcategories (names from the corpus, colours from
 * `CATEGORIES`) and the community tags. `categoryId` takes the reference tenant's name of a
 * category slot (the names `PLANS` uses).
 */
export async function seedCategories({ db, adminId, corpus }: CommunitySeed): Promise<SeededTaxonomy> {
  const parents = await db
    .insert(communityCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: corpus.categories[i].name,
        color: c.color,
        description: `${corpus.categories[i].name} communities`,
        createdBy: adminId,
      })),
    )
    .returning();
  const slots = CATEGORIES.flatMap((c) => c.children);
  const children = await db
    .insert(communityCategories)
    .values(
      CATEGORIES.flatMap((c, i) =>
        c.children.map((_, k) => ({
          name: corpus.categories[i].children[k],
          color: c.color,
          parentCategoryId: parents[i].id,
          createdBy: adminId,
        })),
      ),
    )
    .returning();
  const categoryId = (name: string) =>
    (slots.includes(name) ? children[slots.indexOf(name)] : parents[CATEGORIES.findIndex((c) => c.name === name)])
      ?.id as number;
  const tags = await db
    .insert(communityTags)
    .values(corpus.tags.map((name) => ({ name })))
    .returning();
  return { categoryId, tags };
}

/** Writes the twelve communities (texts from the corpus), queues their images (with initials) and links their categories. */
export async function seedCommunityRows(seed: CommunitySeed, taxonomy: SeededTaxonomy): Promise<SeededCommunities> {
  const { db, corpus, now, adminId } = seed;
  const { tags } = taxonomy;
  const texts = PLANS.map((_, i) => corpus.list[i]);
  // Each community's art by the subject of its name (issue 32), at twice the tiles' size.
  const images = await Promise.all(texts.map(async (t) => (await seed.art.cover(t.name, 'community')).bytes));
  const imageKeys = images.map((bytes) => seed.storeFile(bytes, 'webp'));
  const rows = await db
    .insert(communities)
    .values(
      PLANS.map((p, i) => ({
        name: texts[i].name,
        alias: texts[i].alias,
        shortDescription: texts[i].short,
        about: texts[i].about,
        agreement: p.terms ? corpus.terms : null,
        isRequireAgreement: p.terms ?? false,
        isPublic: p.isPublic ?? true,
        isVisible: p.isVisible ?? true,
        isAutoJoin: p.isAutoJoin ?? false,
        isArchived: p.isArchived ?? false,
        archivedDate: p.isArchived ? new Date(now - 30 * DAY_MS) : null,
        isRequirePostApproval: p.approval ?? false,
        tagIds: [tags[i % tags.length].id, tags[(i + 7) % tags.length].id],
        createdBy: adminId,
        createdAt: new Date(now - (400 - i * 10) * DAY_MS),
      })),
    )
    .returning({ id: communities.id, alias: communities.alias });
  seed.files.push(
    ...rows.map((r, i) => ({
      storageKey: imageKeys[i],
      filename: `${texts[i].alias}.webp`,
      mimeType: 'image/webp',
      size: images[i].length,
      kind: 'community_image',
      communityId: r.id,
      uploadedBy: adminId,
    })),
  );
  await db
    .insert(communityCategoryLinks)
    .values(
      rows.flatMap((r, i) =>
        PLANS[i].categories.map((name) => ({ communityId: r.id, categoryId: taxonomy.categoryId(name) })),
      ),
    );
  return { rows, imageKeys, cid: (slot) => rows[PLANS.findIndex((p) => p.alias === slot)]?.id as number };
}

/** Writes the join questions of the hand therapy, NDIS and practice owners communities (in that order). */
export async function seedJoinQuestions({ db, corpus }: CommunitySeed, { cid }: SeededCommunities) {
  const [where, certificate, registration, practice] = corpus.joinQuestions;
  return db
    .insert(communityJoinQuestions)
    .values([
      { communityId: cid('hand-therapy-sig'), text: where, sortOrder: 0 },
      { communityId: cid('hand-therapy-sig'), text: certificate, isRequiredAssets: true, sortOrder: 1 },
      { communityId: cid('ndis-providers-forum'), text: registration, sortOrder: 0 },
      { communityId: cid('practice-owners-circle'), text: practice, sortOrder: 0 },
    ])
    .returning();
}

/** Writes the memberships: a deterministic slice of the pool per community, then the moderator's and member's. */
export async function seedMemberships(seed: CommunitySeed, c: SeededCommunities): Promise<SeededMemberships> {
  const { now, moderatorId, memberId } = seed;
  const members: MemberRow[] = [];
  const joinedBy = new Map<number, string[]>();
  c.rows.forEach((r, i) => {
    const list: string[] = [];
    seed.pool.forEach((userId, j) => {
      if ((j * 7 + i * 3) % 5 !== 0) return;
      const awaiting = !(PLANS[i].isPublic ?? true) && j % 9 === 0;
      members.push({
        communityId: r.id,
        userId,
        role: j % 31 === 0 ? 2 : 0,
        status: awaiting ? 1 : 2,
        joinedAt: awaiting ? null : new Date(now - ((j % 300) + 30) * DAY_MS),
      });
      if (!awaiting) list.push(userId);
    });
    joinedBy.set(r.id, list);
  });
  const own = (communityAlias: string, userId: string, status: number, role = 0) => {
    const id = c.cid(communityAlias);
    members.push({
      communityId: id,
      userId,
      status,
      role,
      joinedAt: status === 2 ? new Date(now - 60 * DAY_MS) : null,
      acceptedTermsAt: status !== 2 ? new Date(now - 2 * DAY_MS) : null,
    });
    if (status === 2) joinedBy.get(id)?.push(userId);
  };
  own('paediatric-ot-network', moderatorId, 2, 1);
  own('hand-therapy-sig', moderatorId, 2, 1);
  own('mental-health-practitioners', moderatorId, 2, 0);
  for (const alias of [
    'paediatric-ot-network',
    'mental-health-practitioners',
    'new-graduates-hub',
    'research-evidence-exchange',
    'ndis-providers-forum',
  ])
    own(alias, memberId, 2);
  own('hand-therapy-sig', memberId, 1);
  for (let i = 0; i < members.length; i += 1000)
    await seed.db.insert(communityMembers).values(members.slice(i, i + 1000));
  return { members, joinedBy };
}

/** Writes the member's pending request to the hand therapy group: a text answer and a PDF certificate. */
export async function seedJoinRequest(
  seed: CommunitySeed,
  questions: Awaited<ReturnType<typeof seedJoinQuestions>>,
): Promise<void> {
  const [textQ, fileQ] = questions;
  const answers = await seed.db
    .insert(communityJoinAnswers)
    .values([
      {
        communityId: textQ.communityId,
        questionId: textQ.id,
        userId: seed.memberId,
        answer: seed.corpus.joinAnswer,
      },
      { communityId: fileQ.communityId, questionId: fileQ.id, userId: seed.memberId, answer: '' },
    ])
    .returning();
  const certificate = await makePdf('Accreditation certificate', 1);
  seed.files.push({
    storageKey: seed.storeFile(certificate, 'pdf'),
    filename: 'accreditation.pdf',
    mimeType: 'application/pdf',
    size: certificate.length,
    kind: 'join_answer',
    communityId: fileQ.communityId,
    answerId: answers[1].id,
    uploadedBy: seed.memberId,
  });
}

/** Writes the member's two favourites and the community likes (every third member) and views (every second). */
export async function seedCommunityReactions(
  { db, memberId }: CommunitySeed,
  c: SeededCommunities,
  { joinedBy }: SeededMemberships,
): Promise<void> {
  await db.insert(communityFavorites).values([
    { communityId: c.cid('paediatric-ot-network'), userId: memberId },
    { communityId: c.cid('research-evidence-exchange'), userId: memberId },
  ]);
  const communityLikeRows = c.rows.flatMap((r, i) =>
    (joinedBy.get(r.id) ?? []).filter((_, j) => (j + i) % 3 === 0).map((userId) => ({ communityId: r.id, userId })),
  );
  await db.insert(communityLikes).values(communityLikeRows);
  await db
    .insert(communityViews)
    .values(
      c.rows.flatMap((r) =>
        (joinedBy.get(r.id) ?? []).filter((_, j) => j % 2 === 0).map((userId) => ({ communityId: r.id, userId })),
      ),
    );
}
