/**
 * Reading a community file's row for its download (rows are written by uploads/uploads.repository.ts).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { communityFiles } from '../../../db/schema';

/** The file row `id` (a uuid) as the download needs it, or undefined. */
export async function loadFileRow(db: Executor, id: string) {
  const [file] = await db
    .select({
      id: communityFiles.id,
      storageKey: communityFiles.storageKey,
      filename: communityFiles.filename,
      mimeType: communityFiles.mimeType,
      size: communityFiles.size,
      kind: communityFiles.kind,
      communityId: communityFiles.communityId,
      postId: communityFiles.postId,
      uploadedBy: communityFiles.uploadedBy,
    })
    .from(communityFiles)
    .where(eq(communityFiles.id, id));
  return file;
}

/** A community file row as the download needs it. */
export type CommunityFileRow = NonNullable<Awaited<ReturnType<typeof loadFileRow>>>;
