/**
 * Communities seed, first steps: categories and tags, the twelve communities with their images and
 * categories, join questions, memberships, the demo member's pending join request, favourites and
 * community likes and views.
 */
import { makePdf, makePng } from '../demo-files-old';
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
import { CATEGORIES, COMMUNITY_TAG_NAMES, PLANS } from './plans';

/** The category ids by name and the tag rows (in `COMMUNITY_TAG_NAMES` order). */
export interface SeededTaxonomy {
  categoryId: (name: string) => number;
  tags: { id: number }[];
}

/** The communities as inserted (`PLANS` order), their image keys, and the id of an alias. */
export interface SeededCommunities {
  rows: { id: number; alias: string }[];
  imageKeys: string[];
  cid: (alias: string) => number;
}

/** A membership row; `joinedBy` lists each community's joined (not awaiting) members in order. */
export type MemberRow = typeof communityMembers.$inferInsert;
export interface SeededMemberships {
  members: MemberRow[];
  joinedBy: Map<number, string[]>;
}

/** Writes the parent categories, their subcategories and the community tags. */
export async function seedCategories({ db, adminId }: CommunitySeed): Promise<SeededTaxonomy> {
  const parents = await db
    .insert(communityCategories)
    .values(
      CATEGORIES.map((c) => ({
        name: c.name,
        color: c.color,
        description: `${c.name} communities`,
        createdBy: adminId,
      })),
    )
    .returning();
  const children = await db
    .insert(communityCategories)
    .values(
      CATEGORIES.flatMap((c, i) =>
        c.children.map((name) => ({ name, color: c.color, parentCategoryId: parents[i].id, createdBy: adminId })),
      ),
    )
    .returning();
  const categoryId = (name: string) =>
    (children.find((c) => c.name === name) ?? parents.find((c) => c.name === name))?.id as number;
  const tags = await db
    .insert(communityTags)
    .values(COMMUNITY_TAG_NAMES.map((name) => ({ name })))
    .returning();
  return { categoryId, tags };
}

/** Writes the twelve communities (about text from faker), queues their images and links their categories. */
export async function seedCommunityRows(seed: CommunitySeed, taxonomy: SeededTaxonomy): Promise<SeededCommunities> {
  const { db, faker, now, adminId } = seed;
  const { tags } = taxonomy;
  const images = PLANS.map((p) => makePng(p.colour, [255, 255, 255], 300, 100));
  const imageKeys = images.map((bytes) => seed.storeFile(bytes, 'png'));
  const rows = await db
    .insert(communities)
    .values(
      PLANS.map((p, i) => ({
        name: p.name,
        alias: p.alias,
        shortDescription: p.short,
        about: `<h2>Who are we?</h2><p>${faker.lorem.paragraph(3)}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul>`,
        agreement: p.terms
          ? `<h3>Terms and conditions</h3><p>Members keep client information confidential, respect each other and follow the Code of Ethics.</p><ol><li>Be respectful.</li><li>No client identifiers.</li><li>No advertising.</li></ol>`
          : null,
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
      filename: `${PLANS[i].alias}.png`,
      mimeType: 'image/png',
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
  return { rows, imageKeys, cid: (alias) => rows.find((r) => r.alias === alias)?.id as number };
}

/** Writes the join questions of the hand therapy, NDIS and practice owners communities (in that order). */
export async function seedJoinQuestions({ db }: CommunitySeed, { cid }: SeededCommunities) {
  return db
    .insert(communityJoinQuestions)
    .values([
      { communityId: cid('hand-therapy-sig'), text: 'Where do you currently practise hand therapy?', sortOrder: 0 },
      {
        communityId: cid('hand-therapy-sig'),
        text: 'Please upload your hand therapy accreditation certificate',
        isRequiredAssets: true,
        sortOrder: 1,
      },
      {
        communityId: cid('ndis-providers-forum'),
        text: 'What is your NDIS provider registration number?',
        sortOrder: 0,
      },
      { communityId: cid('practice-owners-circle'), text: 'What is the name of your practice?', sortOrder: 0 },
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
        answer: 'Sydney Hand Clinic, three days a week',
      },
      { communityId: fileQ.communityId, questionId: fileQ.id, userId: seed.memberId, answer: '' },
    ])
    .returning();
  const certificate = await makePdf('Hand therapy accreditation', 1);
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
