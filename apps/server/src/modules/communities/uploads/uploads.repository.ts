/**
 * Rows of community files (`community_files`): one row per stored upload, linked to its community
 * and to the post, comment, join answer or asset it belongs to. Rows are written and deleted in
 * the caller's transaction; the stored bytes are the caller's (uploads.ts). Reading a file for its
 * download: files/files.repository.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import type { StoredFile } from './uploads';

/** What a file row belongs to. */
export interface FileLinks {
  kind:
    | 'community_image'
    | 'post_image'
    | 'post_attachment'
    | 'comment_attachment'
    | 'join_answer'
    | 'asset'
    | 'meeting_image'
    | 'meeting_asset';
  communityId: number;
  postId?: number | null;
  commentId?: number | null;
  answerId?: number | null;
}

/** Inserts the rows of stored files (in the caller's transaction); answers their ids in order. */
export async function insertFileRows(
  db: Executor,
  uploaderId: string,
  files: StoredFile[],
  links: FileLinks,
  firstOrder = 0,
): Promise<string[]> {
  if (files.length === 0) return [];
  const values = files.map(
    (f, i) =>
      sql`(${f.key}, ${f.filename}, ${f.mimeType}, ${f.bytes.length}, ${links.kind}, ${links.communityId}, ${links.postId ?? null}, ${links.commentId ?? null}, ${links.answerId ?? null}, ${firstOrder + i}, ${uploaderId})`,
  );
  const rows = await query<{ id: string }>(
    db,
    sql`insert into community_files (storage_key, filename, mime_type, size, kind, community_id, post_id, comment_id, answer_id, sort_order, uploaded_by)
      values ${sql.join(values, sql`, `)} returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes the file rows `f` matching `where` (in the transaction) and answers their storage keys,
 * to remove after commit. For the repositories of the areas that own the files.
 */
export async function deleteFileRows(db: Executor, where: SQL): Promise<string[]> {
  const rows = await query<{ storage_key: string }>(
    db,
    sql`delete from community_files f where ${where} returning f.storage_key`,
  );
  return rows.map((r) => r.storage_key);
}

/** `uuid[]` of file ids (ids already checked as uuids). */
export function uuidArray(ids: string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((r) => sql`${r}`),
    sql`, `,
  )}]::uuid[]`;
}
