/**
 * The SQL of stored content uploads (issue #5; uploads.service.ts): one `content_files` row per stored file.
 */
import type { Executor } from '../../db/raw-query';
import { contentFiles } from '../../db/schema';

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
