/**
 * Content fixtures for the content tests: categories, tags, segments, files and items written
 * straight to the database (the authoring API has its own tests).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  accountSegments,
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItemFiles,
  contentItems,
  contentItemSegments,
  contentItemTags,
  contentTags,
  segments,
} from '../src/db/schema';
import { fileTypeOf } from '../src/modules/files/file-types';
import { type FileStorage, newStorageKey } from '../src/modules/files/storage';

export async function createCategory(
  db: Db,
  label: string,
  type: 'NewsCategories' | 'ResourceCategories' = 'NewsCategories',
) {
  const [row] = await db.insert(contentCategories).values({ label, type }).returning();
  return row;
}

export async function createTag(db: Db, label: string) {
  const [row] = await db.insert(contentTags).values({ label }).returning();
  return row;
}

export async function createSegment(db: Db, name: string, categoryName = 'Area of practice') {
  const [row] = await db.insert(segments).values({ name, categoryName }).returning();
  return row;
}

export async function joinSegment(db: Db, accountId: string, segmentId: number) {
  await db.insert(accountSegments).values({ accountId, segmentId });
}

export async function createFile(db: Db, storage: FileStorage, bytes: Buffer, filename: string, mimeType: string) {
  const key = newStorageKey(filename.split('.').pop() ?? '');
  await storage.put(key, bytes);
  const [row] = await db
    .insert(contentFiles)
    .values({ storageKey: key, filenameDownload: filename, title: filename, mimeType, filesize: bytes.length })
    .returning();
  return row;
}

export interface ItemFixture {
  kind?: 'news' | 'resource' | 'page';
  name: string;
  shortDescription?: string;
  content?: string;
  status?: string;
  publishStartDate?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
  segmentIds?: number[];
  categoryIds?: number[];
  tagIds?: number[];
  imageId?: string | null;
  files?: { id: string; mimeType: string }[];
  membersOnly?: boolean;
  sortOrder?: number;
}

export async function createItem(db: Db, f: ItemFixture) {
  const files = f.files ?? [];
  const [row] = await db
    .insert(contentItems)
    .values({
      kind: f.kind ?? 'news',
      name: f.name,
      shortDescription: f.shortDescription ?? null,
      content: f.content ?? null,
      status: f.status ?? 'active',
      publishStartDate: f.publishStartDate === undefined ? new Date(Date.now() - 86_400_000) : f.publishStartDate,
      createdAt: f.createdAt ?? new Date(),
      updatedAt: f.updatedAt ?? f.createdAt ?? new Date(),
      segmentIds: f.segmentIds ?? [],
      assetTypes: [
        ...new Set(files.map((x) => fileTypeOf(x.mimeType)).filter((t): t is NonNullable<typeof t> => t !== null)),
      ],
      imageId: f.imageId ?? null,
      membersOnly: f.membersOnly ?? true,
      sortOrder: f.sortOrder ?? 0,
    })
    .returning();
  const itemId = row.id;
  if (f.categoryIds?.length)
    await db.insert(contentItemCategories).values(f.categoryIds.map((categoryId) => ({ itemId, categoryId })));
  if (f.tagIds?.length) await db.insert(contentItemTags).values(f.tagIds.map((tagId) => ({ itemId, tagId })));
  if (f.segmentIds?.length)
    await db.insert(contentItemSegments).values(f.segmentIds.map((segmentId) => ({ itemId, segmentId })));
  if (files.length)
    await db.insert(contentItemFiles).values(files.map((x, sortOrder) => ({ itemId, fileId: x.id, sortOrder })));
  return row;
}

export async function setStatus(db: Db, id: number, status: string) {
  await db.update(contentItems).set({ status }).where(eq(contentItems.id, id));
}
