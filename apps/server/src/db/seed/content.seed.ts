/**
 * Demo content (issue #5, texts and dates issue 21, one item per text issue 32): 5 news and 5
 * resource categories, 15 tags, one news item per corpus news text and one resource per corpus
 * resource (12 to 16 each; some restricted to the tenant's content segments, e.g. Paediatrics, NDIS
 * or Hand therapy on ota, one scheduled in the future, one draft, the oldest archived), filed under
 * the category and tags `corpus/content-labels.ts` gives each title, cover art chosen by each item's subject and real
 * attachments (PDF, PNG, WAV, text, CSV) generated at seed time, and three member-only pages. No two
 * items share a title or body. Dates are offsets from `now`: items spread evenly over the last ~18
 * months at varied times of day, the newest two days old. Deterministic.
 */
import type { TenantId } from '@portal/shared';
import { count, inArray } from 'drizzle-orm';
import {
  createCoverArt,
  fileTypeOf,
  makePdf,
  makePng,
  makeWav,
  type FileStorage,
  newStorageKey,
} from '../../modules/files';
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
import { corpusFor, profileFor } from './corpus';
import { labelsOf } from './corpus/content-labels';

const OTA = corpusFor('ota');
/** The reference tenant's categories and tags (the other tenants' are in their corpus). */
export const NEWS_CATEGORIES = OTA.newsCategories;
export const RESOURCE_CATEGORIES = OTA.resourceCategories;
export const CONTENT_TAGS = OTA.contentTags;
const DAY_MS = 86_400_000;

export interface SeedContentOptions {
  storage: FileStorage;
  /** The tenant's visible status (tenant.contentActiveTabKey). */
  activeStatus: 'active' | 'published';
  /** Whose corpus the texts come from (default `ota`). */
  tenant?: TenantId;
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
  await storage.put(key, bytes, mimeType);
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
  const tenant = options.tenant ?? 'ota';
  const corpus = corpusFor(tenant);
  const profile = profileFor(tenant);
  const now = options.now ?? new Date();
  const { storage } = options;

  const cats = await db
    .insert(contentCategories)
    .values([
      ...corpus.newsCategories.map((label) => ({ label, type: 'NewsCategories' })),
      ...corpus.resourceCategories.map((label) => ({ label, type: 'ResourceCategories' })),
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
    .values(corpus.contentTags.map((label) => ({ label })))
    .returning();
  const segRows = await db
    .select({ id: segments.id, name: segments.name })
    .from(segments)
    .where(inArray(segments.name, profile.contentSegments));
  const seg = (name: string) => segRows.find((s) => s.name === name)?.id;
  const authors = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.email, ['admin@example.org', 'staff@example.org']));

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
  // One cover per subject of the corpus texts (issue 32: Fluent Emoji art in the tenant's palette,
  // chosen by the title's keywords), shared by the texts of one subject: rendered with bounded
  // concurrency, bytes written in parallel, rows in one insert.
  const art = createCoverArt(options.tenant ?? 'ota');
  const coverTitles = [...new Set([...corpus.news, ...corpus.resources].map((a) => a.title))];
  const coverSubjects = [...new Set(coverTitles.map((title) => art.subjectOf(title)))];
  const covers = await Promise.all(
    coverSubjects.map((subject) =>
      art.cover(coverTitles.find((t) => art.subjectOf(t) === subject) as string, 'content'),
    ),
  );
  const coverKeys = covers.map(() => newStorageKey('webp'));
  await Promise.all(coverKeys.map((key, n) => storage.put(key, covers[n].bytes, 'image/webp')));
  const coverRows = await db
    .insert(contentFiles)
    .values(
      covers.map((cover, n) => ({
        storageKey: coverKeys[n],
        filenameDownload: `cover-${cover.subject}.webp`,
        title: `cover-${cover.subject}`,
        mimeType: 'image/webp',
        filesize: cover.bytes.length,
      })),
    )
    .returning({ id: contentFiles.id });
  const coverOf = new Map(
    coverTitles.map((title) => [title, coverRows[coverSubjects.indexOf(art.subjectOf(title))].id]),
  );
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const kind of ['news', 'resource'] as const) {
    const kindCats = cats.filter((c) => c.type === (kind === 'news' ? 'NewsCategories' : 'ResourceCategories'));
    const texts = kind === 'news' ? corpus.news : corpus.resources;
    // One item per corpus text (issue 32: no two items share a title or body), spread over ~18 months.
    const total = texts.length;
    const spacing = Math.floor(540 / total);
    for (let i = 0; i < total; i++) {
      // Item 0 (visible to every member: no segment, published) is the newest, two days old; then
      // items total-1, total-2, ... 1, each `spacing` days before the one above; item 1 is the oldest.
      const age = (total - i) % total;
      const text = texts[age];
      const labels = labelsOf(tenant, text.title);
      if (!labels) throw new Error(`No category and tags for the ${tenant} corpus article "${text.title}"`);
      // Times of day vary (issue 32): not on the hour, resources apart from news.
      const minutes = (9 + (i % 8)) * 60 + ((i * 23 + (kind === 'news' ? 7 : 41)) % 60);
      const createdAt = new Date(today - (2 + age * spacing) * DAY_MS + minutes * 60_000);
      const scheduled = i === 5;
      const status = i === 7 ? 'draft' : i === 1 ? 'archived' : options.activeStatus;
      const [segA, segB, segC] = profile.contentSegments;
      // Few restricted items, so a member without segments still has most of the list.
      const segNames = i === 2 ? [segA] : i === 4 ? [segB] : i === 13 ? [segC] : [];
      const segmentIds = segNames.map(seg).filter((s): s is number => s !== undefined);
      const files = kind === 'resource' ? attachmentSets[i % attachmentSets.length] : i % 4 === 0 ? [report] : [];
      const [category, ...tagLabels] = labels;
      const cat = kindCats.find((c) => c.label === category);
      if (!cat) throw new Error(`"${text.title}": ${category} is not a ${kind} category of ${tenant}`);
      const sub = subs.find((s) => s.categoryId === cat.id);
      plans.push({
        item: {
          kind,
          name: text.title,
          shortDescription: text.summary,
          content: text.body,
          imageId: coverOf.get(text.title),
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
        tagIds: tagLabels.map((label) => {
          const tag = tags.find((t) => t.label === label);
          if (!tag) throw new Error(`"${text.title}": ${label} is not a content tag of ${tenant}`);
          return tag.id;
        }),
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

  await db.insert(contentItems).values(
    corpus.pages.map((p, sortOrder) => ({
      kind: 'page',
      name: p.name,
      content: p.body,
      status: options.activeStatus,
      membersOnly: true,
      sortOrder,
      publishStartDate: new Date(today - 400 * DAY_MS),
    })),
  );
  return true;
}
