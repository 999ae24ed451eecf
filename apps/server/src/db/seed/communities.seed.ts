/**
 * Demo communities (issue #3 Demo data): categories with subcategories, twelve communities (public,
 * private with terms and join questions, auto-join, non-visible, archived, approval required),
 * memberships (moderator@example.org moderates two; member@example.org has joined several, awaits
 * one with a file answer and favourites two), about 300 posts (some pending approval, frozen,
 * reported or deleted) with tags, covers and real PDF/PNG attachments, about 1,500 comments in
 * trees of depth ≤ 3, likes, saves, views, FAQ, a few notifications, and assets (three folders of
 * PDF/PNG files and one link in communities the member joined).
 *
 * Deterministic (faker seed 3003, fixed choices); dates are offsets from `now`. Rows are written in
 * batches and every counter is recounted from the rows at the end, so counters equal rows.
 */
import { en, en_AU, Faker } from '@faker-js/faker';
import { AssetType } from '@portal/shared';
import { count, inArray, sql } from 'drizzle-orm';
import { makePdf, makePng } from '../../modules/files/demo-files';
import { type FileStorage, newStorageKey } from '../../modules/files/storage';
import type { Db } from '../client';
import {
  accounts,
  communities,
  communityAssetFolders,
  communityAssets,
  communityCategories,
  communityCategoryLinks,
  communityComments,
  communityFaq,
  communityFavorites,
  communityFiles,
  communityJoinAnswers,
  communityJoinQuestions,
  communityMembers,
  communityNotifications,
  communityPostLikes,
  communityPosts,
  communityPostSaves,
  communityPostTags,
  communityPostViews,
  communityReports,
  communityTags,
  communityCommentLikes,
  communityLikes,
  communityViews,
} from '../schema';

export interface SeedCommunitiesOptions {
  storage: FileStorage;
  now?: Date;
}

const CATEGORIES: { name: string; color: string; children: string[] }[] = [
  {
    name: 'Clinical practice',
    color: '#0B6E4F',
    children: ['Paediatrics', 'Mental health', 'Aged care', 'Hand therapy'],
  },
  {
    name: 'Professional development',
    color: '#5B3E96',
    children: ['Students and new graduates', 'Research and evidence'],
  },
  { name: 'Practice and funding', color: '#B54708', children: ['NDIS', 'Private practice'] },
  { name: 'Regions', color: '#344054', children: ['Rural and remote', 'Metropolitan'] },
];

export const COMMUNITY_TAG_NAMES = [
  'Assessment',
  'Telehealth',
  'NDIS',
  'Funding',
  'Sensory processing',
  'Falls prevention',
  'Dementia',
  'Splinting',
  'Research',
  'Supervision',
  'Ethics',
  'Home modifications',
  'Driving',
  'School readiness',
  'Wellbeing',
  'Leadership',
  'Workforce',
  'CPD',
  'Assistive technology',
  'Rural practice',
];

interface CommunityPlan {
  name: string;
  alias: string;
  short: string;
  categories: string[];
  isPublic?: boolean;
  isVisible?: boolean;
  isAutoJoin?: boolean;
  isArchived?: boolean;
  approval?: boolean;
  terms?: boolean;
  colour: [number, number, number];
}

const PLANS: CommunityPlan[] = [
  {
    name: 'Paediatric OT Network',
    alias: 'paediatric-ot-network',
    short: 'Practice talk for paediatric OTs',
    categories: ['Paediatrics'],
    colour: [0, 94, 184],
  },
  {
    name: 'Mental Health Practitioners',
    alias: 'mental-health-practitioners',
    short: 'Peer support in mental health',
    categories: ['Mental health'],
    colour: [0, 150, 136],
  },
  {
    name: 'Aged Care and Dementia',
    alias: 'aged-care-and-dementia',
    short: 'Ageing well, dementia and care',
    categories: ['Aged care'],
    approval: true,
    colour: [233, 30, 99],
  },
  {
    name: 'Hand Therapy Special Interest Group',
    alias: 'hand-therapy-sig',
    short: 'Accredited hand therapists',
    categories: ['Hand therapy'],
    isPublic: false,
    terms: true,
    colour: [255, 152, 0],
  },
  {
    name: 'NDIS Providers Forum',
    alias: 'ndis-providers-forum',
    short: 'Registered NDIS providers',
    categories: ['NDIS'],
    isPublic: false,
    terms: true,
    colour: [103, 58, 183],
  },
  {
    name: 'New Graduates Hub',
    alias: 'new-graduates-hub',
    short: 'Your first years in practice',
    categories: ['Students and new graduates'],
    isAutoJoin: true,
    colour: [76, 175, 80],
  },
  {
    name: 'Research and Evidence Exchange',
    alias: 'research-evidence-exchange',
    short: 'Share and appraise evidence',
    categories: ['Research and evidence'],
    colour: [63, 81, 181],
  },
  {
    name: 'Rural and Remote OTs',
    alias: 'rural-and-remote-ots',
    short: 'Practice beyond the city',
    categories: ['Rural and remote'],
    colour: [121, 85, 72],
  },
  {
    name: 'Board Working Group',
    alias: 'board-working-group',
    short: 'Invitation only',
    categories: ['Private practice'],
    isPublic: false,
    isVisible: false,
    colour: [96, 125, 139],
  },
  {
    name: 'Practice Owners Circle',
    alias: 'practice-owners-circle',
    short: 'Running an OT practice',
    categories: ['Private practice'],
    isPublic: false,
    terms: true,
    colour: [0, 121, 107],
  },
  {
    name: 'Telehealth Pilot 2024',
    alias: 'telehealth-pilot-2024',
    short: 'Archived pilot programme',
    categories: ['Metropolitan'],
    isArchived: true,
    colour: [158, 158, 158],
  },
  {
    name: 'Driver Rehabilitation',
    alias: 'driver-rehabilitation',
    short: 'Driver assessment and rehab',
    categories: ['Metropolitan', 'Rural and remote'],
    approval: true,
    colour: [244, 67, 54],
  },
];

/** Assets (spec 02 §3): one folder in each of three communities the demo member joined; one link in all. */
const ASSET_PLANS: {
  alias: string;
  folder: string;
  description: string;
  assets: { name: string; description: string; file?: 'pdf' | 'png'; link?: string }[];
}[] = [
  {
    alias: 'paediatric-ot-network',
    folder: 'Clinical resources',
    description: 'Templates and handouts for paediatric practice',
    assets: [
      { name: 'Sensory diet planner', description: 'A weekly planner to share with families', file: 'pdf' },
      { name: 'Fine motor activity chart', description: 'A printable chart for home programmes', file: 'png' },
    ],
  },
  {
    alias: 'research-evidence-exchange',
    folder: 'Journal club',
    description: 'Appraisal tools and reading lists',
    assets: [
      { name: 'Critical appraisal worksheet', description: 'Prepare for the monthly journal club', file: 'pdf' },
      {
        name: 'OTseeker',
        description: 'A database of occupational therapy evidence',
        link: 'https://www.otseeker.com/',
      },
    ],
  },
  {
    alias: 'new-graduates-hub',
    folder: 'Getting started',
    description: 'For your first year in practice',
    assets: [
      { name: 'New graduate checklist', description: 'What to set up in your first month', file: 'pdf' },
      { name: 'Supervision session diagram', description: 'How a supervision session runs', file: 'png' },
    ],
  },
];

const TOPICS = [
  'sensory diets',
  'falls risk screening',
  'telehealth sessions',
  'NDIS plan reviews',
  'splint fabrication',
  'school readiness',
  'home modifications',
  'driver assessments',
  'dementia-friendly design',
  'supervision models',
  'goal setting',
  'outcome measures',
  'report writing',
  'pressure care',
];

/** Stores bytes under a new key; the writes run in parallel until `flushWrites`. */
const pendingWrites: Promise<void>[] = [];
function storeFile(storage: FileStorage, bytes: Buffer, ext: string): string {
  const key = newStorageKey(ext);
  pendingWrites.push(storage.put(key, bytes));
  return key;
}
async function flushWrites(): Promise<void> {
  await Promise.all(pendingWrites.splice(0));
}

/** Seeds the demo communities once (skipped when any community exists). */
export async function seedCommunities(db: Db, options: SeedCommunitiesOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(communities);
  if (Number(n) > 0) return false;
  await db.delete(communityCategories);
  await db.delete(communityTags);
  await db.delete(communityFaq);
  const faker = new Faker({ locale: [en_AU, en], seed: 3003 });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));
  const now = (options.now ?? new Date()).getTime();
  // Pools of generated text, picked deterministically (generating ~2,000 texts one by one is slow).
  const sentences = Array.from({ length: 120 }, () => faker.lorem.sentence());
  const paragraphs = Array.from({ length: 60 }, () => faker.lorem.paragraph(3));
  const sentence = (i: number) => sentences[i % sentences.length];
  const paragraph = (i: number) => paragraphs[i % paragraphs.length];
  const day = 86_400_000;
  const { storage } = options;

  // Accounts: the named ones and the generated members (in a stable order).
  const named = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, ['admin@example.org', 'moderator@example.org', 'member@example.org']));
  const idOf = (email: string) => named.find((a) => a.email === email)?.id as string;
  const adminId = idOf('admin@example.org');
  const moderatorId = idOf('moderator@example.org');
  const memberId = idOf('member@example.org');
  const people = (await db.execute(
    sql`select id from accounts where email like '%@example.com' and 'Member' = any(contact_types) order by member_num, id limit 300`,
  )) as unknown as {
    rows: { id: string }[];
  };
  const pool = people.rows.map((r) => r.id);

  // Categories and tags.
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

  // Communities with images.
  const imageKeys: string[] = [];
  const imageSizes: number[] = [];
  for (const p of PLANS) {
    const bytes = makePng(p.colour, [255, 255, 255], 300, 100);
    imageKeys.push(storeFile(storage, bytes, 'png'));
    imageSizes.push(bytes.length);
  }
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
        archivedDate: p.isArchived ? new Date(now - 30 * day) : null,
        isRequirePostApproval: p.approval ?? false,
        tagIds: [tags[i % tags.length].id, tags[(i + 7) % tags.length].id],
        createdBy: adminId,
        createdAt: new Date(now - (400 - i * 10) * day),
      })),
    )
    .returning({ id: communities.id, alias: communities.alias });
  const cid = (alias: string) => rows.find((r) => r.alias === alias)?.id as number;
  const files: (typeof communityFiles.$inferInsert)[] = rows.map((r, i) => ({
    storageKey: imageKeys[i],
    filename: `${PLANS[i].alias}.png`,
    mimeType: 'image/png',
    size: imageSizes[i],
    kind: 'community_image',
    communityId: r.id,
    uploadedBy: adminId,
  }));
  await db
    .insert(communityCategoryLinks)
    .values(
      rows.flatMap((r, i) => PLANS[i].categories.map((name) => ({ communityId: r.id, categoryId: categoryId(name) }))),
    );

  // Join questions.
  const questions = await db
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

  // Memberships: every community gets a deterministic slice of the pool.
  type Member = typeof communityMembers.$inferInsert;
  const members: Member[] = [];
  const joinedBy = new Map<number, string[]>();
  rows.forEach((r, i) => {
    const list: string[] = [];
    pool.forEach((userId, j) => {
      if ((j * 7 + i * 3) % 5 !== 0) return;
      const awaiting = !(PLANS[i].isPublic ?? true) && j % 9 === 0;
      members.push({
        communityId: r.id,
        userId,
        role: j % 31 === 0 ? 2 : 0,
        status: awaiting ? 1 : 2,
        joinedAt: awaiting ? null : new Date(now - ((j % 300) + 30) * day),
      });
      if (!awaiting) list.push(userId);
    });
    joinedBy.set(r.id, list);
  });
  const own = (communityAlias: string, userId: string, status: number, role = 0) => {
    const id = cid(communityAlias);
    members.push({
      communityId: id,
      userId,
      status,
      role,
      joinedAt: status === 2 ? new Date(now - 60 * day) : null,
      acceptedTermsAt: status !== 2 ? new Date(now - 2 * day) : null,
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
  for (let i = 0; i < members.length; i += 1000) await db.insert(communityMembers).values(members.slice(i, i + 1000));

  // The member's pending request: a text answer and a PDF certificate.
  const [textQ, fileQ] = questions;
  const answers = await db
    .insert(communityJoinAnswers)
    .values([
      {
        communityId: textQ.communityId,
        questionId: textQ.id,
        userId: memberId,
        answer: 'Sydney Hand Clinic, three days a week',
      },
      { communityId: fileQ.communityId, questionId: fileQ.id, userId: memberId, answer: '' },
    ])
    .returning();
  const certificate = await makePdf('Hand therapy accreditation', 1);
  files.push({
    storageKey: storeFile(storage, certificate, 'pdf'),
    filename: 'accreditation.pdf',
    mimeType: 'application/pdf',
    size: certificate.length,
    kind: 'join_answer',
    communityId: fileQ.communityId,
    answerId: answers[1].id,
    uploadedBy: memberId,
  });

  // Favourites and community likes/views.
  await db.insert(communityFavorites).values([
    { communityId: cid('paediatric-ot-network'), userId: memberId },
    { communityId: cid('research-evidence-exchange'), userId: memberId },
  ]);
  const communityLikeRows = rows.flatMap((r, i) =>
    (joinedBy.get(r.id) ?? []).filter((_, j) => (j + i) % 3 === 0).map((userId) => ({ communityId: r.id, userId })),
  );
  await db.insert(communityLikes).values(communityLikeRows);
  await db
    .insert(communityViews)
    .values(
      rows.flatMap((r) =>
        (joinedBy.get(r.id) ?? []).filter((_, j) => j % 2 === 0).map((userId) => ({ communityId: r.id, userId })),
      ),
    );

  // Posts: 25 per community, newest within the last 120 days.
  const pdf = await makePdf('Practice resource', 1);
  const diagram = makePng([40, 40, 40], [200, 200, 200], 160, 100);
  const coverColours: [number, number, number][] = [
    [0, 76, 88],
    [84, 123, 4],
    [128, 112, 87],
    [236, 109, 25],
  ];
  const covers = coverColours.map((c) => makePng(c, [250, 250, 250], 300, 100));
  type PostPlan = {
    row: typeof communityPosts.$inferInsert;
    tagIds: number[];
    cover: number | null;
    attach: ('pdf' | 'png')[];
  };
  const plans: PostPlan[] = [];
  rows.forEach((r, i) => {
    const authors = joinedBy.get(r.id) ?? [];
    for (let k = 0; k < 25; k++) {
      const g = i * 25 + k;
      const topic = TOPICS[g % TOPICS.length];
      let author = authors[(k * 5 + i) % authors.length];
      if (k === 3 && r.id === cid('paediatric-ot-network')) author = memberId;
      if (k === 4 && r.id === cid('paediatric-ot-network')) author = moderatorId;
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
          createdAt: new Date(now - (g % 120) * day - ((g * 37) % 1440) * 60_000),
        },
        tagIds: [...new Set([tags[g % tags.length].id, ...(k % 2 === 0 ? [tags[(g * 3 + 5) % tags.length].id] : [])])],
        cover: k % 3 === 0 ? g % covers.length : null,
        attach: k % 5 === 0 ? ['pdf', 'png'] : k % 5 === 2 ? ['pdf'] : [],
      });
    }
  });
  plans.forEach((p) => {
    p.row.updatedAt = p.row.createdAt;
  });
  const posts = await db
    .insert(communityPosts)
    .values(plans.map((p) => p.row))
    .returning({
      id: communityPosts.id,
      communityId: communityPosts.communityId,
      status: communityPosts.status,
      createdBy: communityPosts.createdBy,
    });
  await db
    .insert(communityPostTags)
    .values(posts.flatMap((p, i) => plans[i].tagIds.map((tagId) => ({ postId: p.id, tagId }))));
  const coverKeys: { postId: number; key: string }[] = [];
  for (let i = 0; i < posts.length; i++) {
    const plan = plans[i];
    const p = posts[i];
    if (plan.cover !== null) {
      const bytes = covers[plan.cover];
      const key = storeFile(storage, bytes, 'png');
      files.push({
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
      const bytes = kind === 'pdf' ? pdf : diagram;
      files.push({
        storageKey: storeFile(storage, bytes, kind),
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
  // Asset files: the same generated PDF and PNG, one stored copy per asset.
  const assetKeys = ASSET_PLANS.map((plan) =>
    plan.assets.map((a) => {
      if (!a.file) return null;
      const bytes = a.file === 'pdf' ? pdf : diagram;
      const key = storeFile(storage, bytes, a.file);
      const filename = `${a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${a.file}`;
      files.push({
        storageKey: key,
        filename,
        mimeType: a.file === 'pdf' ? 'application/pdf' : 'image/png',
        size: bytes.length,
        kind: 'asset',
        communityId: cid(plan.alias),
        uploadedBy: adminId,
      });
      return key;
    }),
  );
  await flushWrites();
  const fileRows = await db
    .insert(communityFiles)
    .values(files)
    .returning({ id: communityFiles.id, storageKey: communityFiles.storageKey, kind: communityFiles.kind });
  for (const f of fileRows) {
    const imageOf = rows[imageKeys.indexOf(f.storageKey)];
    if (f.kind === 'community_image' && imageOf)
      await db.execute(sql`update communities set image_file_id = ${f.id} where id = ${imageOf.id}`);
  }
  if (coverKeys.length) {
    const byKey = new Map(fileRows.map((f) => [f.storageKey, f.id]));
    const values = coverKeys.map((c) => sql`(${c.postId}::int, ${byKey.get(c.key)}::uuid)`);
    await db.execute(
      sql`update community_posts p set image_file_id = v.f from (values ${sql.join(values, sql`, `)}) as v(p, f) where p.id = v.p`,
    );
  }

  const fileIdByKey = new Map(fileRows.map((f) => [f.storageKey, f.id]));
  const folderRows = await db
    .insert(communityAssetFolders)
    .values(
      ASSET_PLANS.map((plan) => ({
        communityId: cid(plan.alias),
        name: plan.folder,
        description: plan.description,
        order: 0,
        createdBy: adminId,
        createdAt: new Date(now - 20 * day),
      })),
    )
    .returning({ id: communityAssetFolders.id });
  const assetRows = await db
    .insert(communityAssets)
    .values(
      ASSET_PLANS.flatMap((plan, i) =>
        plan.assets.map((a, order) => {
          const key = assetKeys[i][order];
          return {
            folderId: folderRows[i].id,
            communityId: cid(plan.alias),
            name: a.name,
            description: a.description,
            type: a.link ? AssetType.Link : a.file === 'pdf' ? AssetType.PDF : AssetType.PNG,
            link: a.link ?? null,
            fileId: key ? fileIdByKey.get(key) : null,
            order,
            createdBy: adminId,
            createdAt: new Date(now - (20 - order) * day),
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

  // Comments: about five per post in trees of depth ≤ 3.
  const live = posts.filter((p) => p.status === 1);
  const authorsOf = (communityId: number) => joinedBy.get(communityId) ?? [];
  const level1 = await db
    .insert(communityComments)
    .values(
      live.flatMap((p, i) =>
        Array.from({ length: 3 }, (_, k) => ({
          postId: p.id,
          depth: 1,
          createdBy:
            i % 11 === 0 && k === 0
              ? memberId
              : authorsOf(p.communityId)[(i * 3 + k * 7) % authorsOf(p.communityId).length],
          body: `<p>${sentence(i * 3 + k)}${k === 1 ? ` ${sentence(i + 7)}` : ''}</p>`,
          createdAt: new Date(now - ((i % 100) * day) / 2 - 4 * 3_600_000 + k * 3_600_000),
        })),
      ),
    )
    .returning({ id: communityComments.id, postId: communityComments.postId, createdAt: communityComments.createdAt });
  const postOf = new Map(live.map((p) => [p.id, p]));
  const replies = async (parents: { id: number; postId: number; createdAt: Date }[], depth: number, every: number) =>
    db
      .insert(communityComments)
      .values(
        parents
          .filter((_, i) => i % every !== every - 1)
          .map((c, i) => ({
            postId: c.postId,
            parentCommentId: c.id,
            depth,
            createdBy: authorsOf(postOf.get(c.postId)?.communityId as number)[
              (i * 13 + depth) % authorsOf(postOf.get(c.postId)?.communityId as number).length
            ],
            body:
              depth === 3
                ? `<blockquote>${sentence(i * 5)}</blockquote><p>${sentence(i * 5 + 1)}</p>`
                : `<p>${sentence(i * 11 + depth)}</p>`,
            createdAt: new Date(c.createdAt.getTime() + 1_800_000),
          })),
      )
      .returning({
        id: communityComments.id,
        postId: communityComments.postId,
        createdAt: communityComments.createdAt,
      });
  const level2 = await replies(level1, 2, 3);
  await replies(level2, 3, 2);
  // Seeded comments were never edited: the "edited" marker (spec 02 §4) must not show on them.
  await db.execute(sql`update community_comments set updated_at = created_at`);

  // Likes, saves, views (posts and comments).
  const likeRows: { postId: number; userId: string }[] = [];
  const viewRows: { postId: number; userId: string }[] = [];
  live.forEach((p, i) => {
    const authors = authorsOf(p.communityId);
    const likes = i % 9;
    for (let k = 0; k < likes; k++) likeRows.push({ postId: p.id, userId: authors[(i + k * 5) % authors.length] });
    for (let k = 0; k < likes + 4; k++)
      viewRows.push({ postId: p.id, userId: authors[(i * 2 + k * 3) % authors.length] });
  });
  await db.insert(communityPostLikes).values(likeRows).onConflictDoNothing();
  await db.insert(communityPostViews).values(viewRows).onConflictDoNothing();
  const memberCommunities = new Set(
    members.filter((m) => m.userId === memberId && m.status === 2).map((m) => m.communityId),
  );
  const memberVisible = live.filter(
    (p) => memberCommunities.has(p.communityId) || p.communityId === cid('new-graduates-hub'),
  );
  await db
    .insert(communityPostSaves)
    .values([
      ...memberVisible.filter((_, i) => i % 7 === 2).map((p) => ({ postId: p.id, userId: memberId })),
      ...live
        .filter((_, i) => i % 5 === 0)
        .map((p, i) => ({ postId: p.id, userId: authorsOf(p.communityId)[i % authorsOf(p.communityId).length] })),
    ])
    .onConflictDoNothing();
  await db
    .insert(communityCommentLikes)
    .values(
      level1
        .filter((_, i) => i % 4 === 0)
        .map((c, i) => ({ commentId: c.id, userId: authorsOf(postOf.get(c.postId)?.communityId as number)[i % 50] })),
    )
    .onConflictDoNothing();

  // Reports: some posts and comments reported by other members.
  const reportRows: (typeof communityReports.$inferInsert)[] = [];
  live.forEach((p, i) => {
    if (i % 19 !== 4) return;
    const authors = authorsOf(p.communityId).filter((a) => a !== p.createdBy);
    for (let k = 0; k < 1 + (i % 3); k++)
      reportRows.push({
        communityId: p.communityId,
        postId: p.id,
        userId: authors[k * 11],
        type: 1 + ((i + k) % 4),
        reason: [
          'Inappropriate language',
          'Shares client details',
          'Posted in several groups',
          'Please remove this post',
        ][(i + k) % 4],
      });
  });
  level1.forEach((c, i) => {
    if (i % 97 !== 5) return;
    const communityId = postOf.get(c.postId)?.communityId as number;
    reportRows.push({
      communityId,
      postId: c.postId,
      commentId: c.id,
      userId: authorsOf(communityId)[3],
      type: 1,
      reason: 'Off-topic and rude',
    });
  });
  await db.insert(communityReports).values(reportRows).onConflictDoNothing();

  // FAQ.
  await db.insert(communityFaq).values(
    [
      [
        'How do I join a private community?',
        '<p>Open the community from <strong>Explore communities</strong> and choose <em>Join</em>. Accept the terms, answer the questions and wait for a moderator to approve your request.</p>',
      ],
      [
        'Who can see my posts?',
        '<p>Only members of the community you post in. Posts in private communities are never shown to non-members.</p>',
      ],
      [
        'Why is my post waiting for approval?',
        '<p>Some communities ask moderators to approve every post before it is published.</p>',
      ],
      [
        'How do I report a post?',
        '<p>Use the menu on the post and choose <em>Report</em>. Moderators review every report.</p>',
      ],
      [
        'Which files can I attach?',
        '<ul><li>PDF, Word, Excel and PowerPoint</li><li>Text files</li><li>PNG and JPEG images</li></ul><p>Up to 5 MB each and 10 per post.</p>',
      ],
      [
        'How do I leave a community?',
        '<p>Open the community and choose <em>Leave</em>. Auto-joined communities cannot be left.</p>',
      ],
    ].map(([name, description], sortOrder) => ({ name, description, sortOrder, createdBy: adminId })),
  );

  // Recount every counter from the rows.
  await db.execute(sql`update communities c set
    members_count = (select count(*) from community_members m where m.community_id = c.id and m.status = 2),
    pending_members_count = (select count(*) from community_members m where m.community_id = c.id and m.status = 1),
    posts_count = (select count(*) from community_posts p where p.community_id = c.id and p.status = 1),
    likes_count = (select count(*) from community_likes l where l.community_id = c.id),
    views_count = (select count(*) from community_views v where v.community_id = c.id),
    latest_activity = (select max(p.created_at) from community_posts p where p.community_id = c.id)`);
  await db.execute(sql`update community_posts p set
    likes_count = (select count(*) from community_post_likes l where l.post_id = p.id),
    views_count = (select count(*) from community_post_views v where v.post_id = p.id),
    comments_count = (select count(*) from community_comments c where c.post_id = p.id)`);
  await db.execute(
    sql`update community_comments c set likes_count = (select count(*) from community_comment_likes l where l.comment_id = c.id)`,
  );

  // A few notifications for the demo member (comments on their post, replies, a new post).
  await db.execute(sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, comment_id, created_at, read_at)
    select ${memberId}::uuid, 4, c.created_by, p.community_id, p.id, c.id, c.created_at, case when row_number() over (order by c.id) % 2 = 0 then c.created_at end
    from community_comments c join community_posts p on p.id = c.post_id where p.created_by = ${memberId}::uuid and c.created_by <> ${memberId}::uuid and c.depth = 1`);
  await db.execute(sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, created_at)
    select ${memberId}::uuid, 2, p.created_by, p.community_id, p.id, p.created_at from community_posts p
    where p.community_id = ${cid('research-evidence-exchange')} and p.status = 1 and p.created_by <> ${memberId}::uuid order by p.created_at desc limit 5`);
  await db.insert(communityNotifications).values({
    recipientId: moderatorId,
    activityType: 16,
    initiatorId: memberId,
    communityId: cid('hand-therapy-sig'),
    memberUserId: memberId,
  });
  const link = assetRows.find((a) => a.type === AssetType.Link);
  if (link) {
    await db.insert(communityNotifications).values({
      recipientId: memberId,
      activityType: 12,
      initiatorId: adminId,
      communityId: link.communityId,
      assetId: link.id,
      data: JSON.stringify({ assetType: link.type, assetName: link.name }),
      createdAt: new Date(now - 19 * day),
    });
  }
  return true;
}
