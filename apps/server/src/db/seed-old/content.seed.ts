/**
 * Demo content (issue #5): 5 news and 5 resource categories, 15 tags, 60 news and 60 resources
 * (some restricted to the Paediatrics, NDIS or Hand therapy segments, some scheduled in the
 * future, some draft or archived), cover images and real attachments (PDF, PNG, WAV, text, CSV)
 * generated at seed time, and three member-only pages. Deterministic (fixed faker seed); a few
 * generated files are reused by many items to keep the seed fast.
 */
import { en, en_AU, Faker } from '@faker-js/faker';
import { count, inArray } from 'drizzle-orm';
import { fileTypeOf } from '../../modules/files/file-types';
import { makePdf, makePng, makeWav } from './demo-files-old';
import { type FileStorage, newStorageKey } from '../../modules/files/storage';
import type { Executor } from '../raw-query';
import {
  accounts,
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItemFiles,
  contentItems,
  contentItemSegments,
  contentItemSubcategories,
  contentItemTags,
  contentSubcategories,
  contentTags,
  segments,
} from '../schema';

export const NEWS_CATEGORIES = ['Advocacy', 'Association news', 'Events and CPD', 'Member stories', 'Research'];
export const RESOURCE_CATEGORIES = [
  'Clinical guidelines',
  'Practice tools',
  'Research summaries',
  'Templates and forms',
  'Webinars and media',
];
export const CONTENT_TAGS = [
  'Aged care',
  'Assessment',
  'Clinical practice',
  'Ethics',
  'Funding',
  'Leadership',
  'Mental health',
  'NDIS',
  'Paediatrics',
  'Policy',
  'Professional development',
  'Research',
  'Rural and remote',
  'Telehealth',
  'Wellbeing',
];
const TOPICS = [
  'telehealth',
  'hand therapy',
  'sensory processing',
  'home modifications',
  'driver assessment',
  'falls prevention',
  'school readiness',
  'workplace rehabilitation',
  'assistive technology',
  'dementia care',
];

export interface SeedContentOptions {
  storage: FileStorage;
  /** The tenant's visible status (tenant.contentActiveTabKey). */
  activeStatus: 'active' | 'published';
  now?: Date;
}

async function storeFile(
  db: Executor,
  storage: FileStorage,
  bytes: Buffer,
  filename: string,
  mimeType: string,
  ext: string,
) {
  const key = newStorageKey(ext);
  await storage.put(key, bytes);
  const [row] = await db
    .insert(contentFiles)
    .values({
      storageKey: key,
      filenameDownload: filename,
      title: filename.replace(/\.[^.]+$/, ''),
      mimeType,
      filesize: bytes.length,
    })
    .returning({ id: contentFiles.id, mimeType: contentFiles.mimeType });
  return row;
}

/**
 * Seeds the demo content once: skipped when items exist. Leftover categories, tags and files (a
 * `db:seed --force` truncates accounts, which cascades to the items only) are cleared first.
 */
export async function seedContent(db: Executor, options: SeedContentOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(contentItems);
  if (Number(n) > 0) return false;
  await db.delete(contentCategories);
  await db.delete(contentTags);
  await db.delete(contentFiles);
  const faker = new Faker({ locale: [en_AU, en], seed: 5005 });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));
  const now = options.now ?? new Date();
  const { storage } = options;

  const cats = await db
    .insert(contentCategories)
    .values([
      ...NEWS_CATEGORIES.map((label) => ({ label, type: 'NewsCategories' })),
      ...RESOURCE_CATEGORIES.map((label) => ({ label, type: 'ResourceCategories' })),
    ])
    .returning();
  const subs = await db
    .insert(contentSubcategories)
    .values(
      cats.flatMap((c) => [
        { label: `${c.label}: general`, categoryId: c.id },
        { label: `${c.label}: featured`, categoryId: c.id },
      ]),
    )
    .returning();
  const tags = await db
    .insert(contentTags)
    .values(CONTENT_TAGS.map((label) => ({ label })))
    .returning();
  const segRows = await db
    .select({ id: segments.id, name: segments.name })
    .from(segments)
    .where(inArray(segments.name, ['Paediatrics', 'NDIS', 'Hand therapy']));
  const seg = (name: string) => segRows.find((s) => s.name === name)?.id;
  const authors = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.email, ['admin@example.org', 'staff@example.org']));

  const palette: [number, number, number][] = [
    [0, 94, 184],
    [0, 150, 136],
    [233, 30, 99],
    [255, 152, 0],
    [103, 58, 183],
    [76, 175, 80],
  ];
  const covers = [];
  for (let i = 0; i < palette.length; i++) {
    covers.push(
      await storeFile(
        db,
        storage,
        makePng(palette[i], palette[(i + 2) % palette.length]),
        `cover-${i + 1}.png`,
        'image/png',
        'png',
      ),
    );
  }
  const guide = await storeFile(
    db,
    storage,
    await makePdf('Practice guide', 4),
    'practice-guide.pdf',
    'application/pdf',
    'pdf',
  );
  const report = await storeFile(
    db,
    storage,
    await makePdf('Annual report summary', 3),
    'annual-report-summary.pdf',
    'application/pdf',
    'pdf',
  );
  const tone = await storeFile(db, storage, makeWav(), 'relaxation-tone.wav', 'audio/wav', 'wav');
  const note = await storeFile(
    db,
    storage,
    Buffer.from('Checklist\n- Read the guide\n- Book the workshop\n- Log your CPD hours\n'),
    'checklist.txt',
    'text/plain',
    'txt',
  );
  const sheet = await storeFile(
    db,
    storage,
    Buffer.from('week,sessions,hours\n1,3,4.5\n2,2,3\n3,4,6\n'),
    'session-log.csv',
    'text/csv',
    'csv',
  );
  const diagram = await storeFile(
    db,
    storage,
    makePng([40, 40, 40], [200, 200, 200], 320, 200),
    'diagram.png',
    'image/png',
    'png',
  );
  const attachmentSets = [[guide], [report, diagram], [tone], [note], [guide, sheet]];

  // Every item in one insert, then each mapping table in one insert (fast on PGlite).
  type Plan = {
    item: typeof contentItems.$inferInsert;
    categoryId: number;
    subcategoryId?: number;
    tagIds: number[];
    segmentIds: number[];
    fileIds: string[];
  };
  const plans: Plan[] = [];
  for (const kind of ['news', 'resource'] as const) {
    const kindCats = cats.filter((c) => c.type === (kind === 'news' ? 'NewsCategories' : 'ResourceCategories'));
    for (let i = 0; i < 60; i++) {
      const topic = TOPICS[i % TOPICS.length];
      const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 5 * 86_400_000 + (kind === 'news' ? 0 : 3_600_000));
      const scheduled = i % 12 === 5;
      const status = i % 15 === 7 ? 'draft' : i % 15 === 11 ? 'archived' : options.activeStatus;
      const segNames = i % 6 === 2 ? ['Paediatrics'] : i % 6 === 4 ? ['NDIS'] : i % 10 === 9 ? ['Hand therapy'] : [];
      const segmentIds = segNames.map(seg).filter((s): s is number => s !== undefined);
      const files = kind === 'resource' ? attachmentSets[i % attachmentSets.length] : i % 4 === 0 ? [report] : [];
      const title = `${topic[0].toUpperCase()}${topic.slice(1)}: ${faker.company.catchPhrase()}`;
      const cat = kindCats[i % kindCats.length];
      const sub = subs.find((s) => s.categoryId === cat.id);
      plans.push({
        item: {
          kind,
          name: title,
          shortDescription: `${faker.lorem.sentence({ min: 8, max: 14 })}`,
          content: `<h2>About ${topic}</h2><p>${faker.lorem.paragraph(4)}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul><p>${faker.lorem.paragraph(3)} <a href="https://example.org/${kind}/${i + 1}" target="_blank" rel="noopener noreferrer">Read more</a></p>`,
          imageId: covers[i % covers.length].id,
          status,
          publishStartDate: scheduled ? new Date(now.getTime() + (i + 1) * 86_400_000) : createdAt,
          segmentIds,
          assetTypes: [
            ...new Set(files.map((f) => fileTypeOf(f.mimeType)).filter((t): t is NonNullable<typeof t> => t !== null)),
          ],
          createdBy: authors[i % Math.max(authors.length, 1)]?.id ?? null,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (i % 7) * 86_400_000),
        },
        categoryId: cat.id,
        subcategoryId: sub && i % 3 === 0 ? sub.id : undefined,
        tagIds: [...new Set([tags[i % tags.length].id, tags[(i * 7 + 3) % tags.length].id])],
        segmentIds,
        fileIds: files.map((f) => f.id),
      });
    }
  }
  const inserted = await db
    .insert(contentItems)
    .values(plans.map((p) => p.item))
    .returning({ id: contentItems.id, kind: contentItems.kind, createdAt: contentItems.createdAt });
  const idOf = new Map(inserted.map((r) => [`${r.kind}|${r.createdAt.toISOString()}`, r.id]));
  const withIds = plans.map((p) => ({
    ...p,
    itemId: idOf.get(`${p.item.kind}|${(p.item.createdAt as Date).toISOString()}`) as number,
  }));
  await db.insert(contentItemCategories).values(withIds.map((p) => ({ itemId: p.itemId, categoryId: p.categoryId })));
  await db
    .insert(contentItemSubcategories)
    .values(
      withIds
        .filter((p) => p.subcategoryId)
        .map((p) => ({ itemId: p.itemId, subcategoryId: p.subcategoryId as number })),
    );
  await db
    .insert(contentItemTags)
    .values(withIds.flatMap((p) => p.tagIds.map((tagId) => ({ itemId: p.itemId, tagId }))));
  const segmentRows = withIds.flatMap((p) => p.segmentIds.map((segmentId) => ({ itemId: p.itemId, segmentId })));
  if (segmentRows.length) await db.insert(contentItemSegments).values(segmentRows);
  await db
    .insert(contentItemFiles)
    .values(withIds.flatMap((p) => p.fileIds.map((fileId, sortOrder) => ({ itemId: p.itemId, fileId, sortOrder }))));

  const pages = [
    {
      name: 'Member benefits',
      body: '<h2>Your member benefits</h2><p>Professional indemnity insurance, CPD discounts and practice support.</p>',
    },
    {
      name: 'Code of ethics',
      body: '<h2>Code of ethics</h2><p>Members act with integrity, respect and accountability.</p><ol><li>Respect</li><li>Integrity</li><li>Accountability</li></ol>',
    },
    {
      name: 'Annual general meeting',
      body: '<h2>Annual general meeting</h2><p>Notice of meeting, agenda and proxy forms for members.</p>',
    },
  ];
  await db.insert(contentItems).values(
    pages.map((p, sortOrder) => ({
      kind: 'page',
      name: p.name,
      content: p.body,
      status: options.activeStatus,
      membersOnly: true,
      sortOrder,
      publishStartDate: new Date(Date.UTC(2025, 0, 1)),
    })),
  );
  return true;
}
