/**
 * The SQL of content files (spec 03 §7 assets and items/files; issue #5): the files a viewer may
 * read (used as cover or attachment by an item the viewer sees; content managers read all).
 */
import { and, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { contentFiles, contentItemFiles, contentItems } from '../../db/schema';
import type { ContentViewer } from '../../policies/content';
import { visibleItemSql } from './content-visibility.repository';

/** A stored content file as an asset answer shows it (schema keys; `filesize` in bytes). */
export type FileRow = Pick<
  typeof contentFiles.$inferSelect,
  'id' | 'title' | 'mimeType' | 'storageKey' | 'filenameDownload' | 'filesize'
>;

const FILE_COLUMNS = {
  id: contentFiles.id,
  title: contentFiles.title,
  mimeType: contentFiles.mimeType,
  storageKey: contentFiles.storageKey,
  filenameDownload: contentFiles.filenameDownload,
  filesize: contentFiles.filesize,
  createdAt: contentFiles.createdAt,
};

/** Files used (as cover or attachment) by an item the viewer sees; content managers see all. */
function visibleFileSql(db: Executor, viewer: ContentViewer): SQL | undefined {
  if (viewer.canManage) return undefined;
  const attached = db
    .select({ one: sql`1` })
    .from(contentItemFiles)
    .where(and(eq(contentItemFiles.itemId, contentItems.id), eq(contentItemFiles.fileId, contentFiles.id)));
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentItems)
      .where(
        and(
          visibleItemSql(viewer, null, contentItems),
          or(eq(contentItems.imageId, contentFiles.id), exists(attached)),
        ),
      ),
  );
}

/** The file of that id (a uuid) when the viewer may read it, or null. */
export async function visibleFile(
  db: Executor,
  viewer: ContentViewer,
  id: string,
): Promise<(FileRow & { createdAt: Date }) | null> {
  const [row] = await db
    .select(FILE_COLUMNS)
    .from(contentFiles)
    .where(and(eq(contentFiles.id, id), visibleFileSql(db, viewer)));
  return row ?? null;
}

/** Files the viewer may read, newest first, at most `limit`. */
export async function visibleFiles(
  db: Executor,
  viewer: ContentViewer,
  limit: number,
): Promise<(FileRow & { createdAt: Date })[]> {
  return db
    .select(FILE_COLUMNS)
    .from(contentFiles)
    .where(visibleFileSql(db, viewer))
    .orderBy(desc(contentFiles.createdAt), contentFiles.id)
    .limit(limit);
}

/** A `content_files` row as stored (camelCase schema keys; `createdAt` a Date, `filesize` bytes as a number). */
export type ContentFileRow = typeof contentFiles.$inferSelect;

/**
 * Records a stored file: `storageKey` the generated key, `filesize` in bytes, `uploadedBy` the account id.
 * Answers the inserted row (its id and `createdAt` set by the database).
 */
export async function insertContentFile(
  db: Executor,
  file: Pick<ContentFileRow, 'storageKey' | 'filenameDownload' | 'title' | 'mimeType' | 'filesize' | 'uploadedBy'>,
): Promise<ContentFileRow> {
  const [row] = await db.insert(contentFiles).values(file).returning();
  return row;
}
