/**
 * Rows of community files (`community_files`): one row per stored upload, linked to its community
 * and to the post, comment, join answer or asset it belongs to. Rows are written and deleted in
 * the caller's transaction; the stored bytes are the caller's (uploads.ts). Reading a file for its
 * download: files/files.repository.ts.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/raw-query';
import { communityFiles } from '../../../db/schema';
import { qb } from '../access.repository';
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
  const rows = await db
    .insert(communityFiles)
    .values(
      files.map((f, i) => ({
        storageKey: f.key,
        filename: f.filename,
        mimeType: f.mimeType,
        size: f.bytes.length,
        kind: links.kind,
        communityId: links.communityId,
        postId: links.postId ?? null,
        commentId: links.commentId ?? null,
        answerId: links.answerId ?? null,
        sortOrder: firstOrder + i,
        uploadedBy: uploaderId,
      })),
    )
    .returning({ id: communityFiles.id });
  return rows.map((r) => r.id);
}

/** `community_files` as `f`: the alias the conditions of deleteFileRows are written against. */
export const fileF = alias(communityFiles, 'f');

/**
 * Deletes the file rows `f` (fileF) matching `where` (in the transaction) and answers their
 * storage keys, to remove after commit. For the repositories of the areas that own the files.
 * `where` names the rows through the alias `f` (`eq(fileF.postId, id)`), as the callers' conditions
 * always have: the rows are picked by a subquery on `f`, since a delete cannot alias its table.
 */
export async function deleteFileRows(db: Executor, where: SQL): Promise<string[]> {
  const rows = await db
    .delete(communityFiles)
    .where(inArray(communityFiles.id, qb.select({ id: fileF.id }).from(fileF).where(where)))
    .returning({ storageKey: communityFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** `uuid[]` of file ids (ids already checked as uuids). */
export function uuidArray(ids: string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((r) => sql`${r}`),
    sql`, `,
  )}]::uuid[]`;
}
