/**
 * Rows of a meeting's files (spec 02 §3 Meeting assets and image; issue 18): the assets (up to 5)
 * and the image, community_files rows linked to the meeting; through Drizzle's builder.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/raw-query';
import { communityFiles } from '../../../db/schema/communities';
import { communityMeetingFiles as meetingFiles, communityMeetings } from '../../../db/schema/meetings';
import { deleteFileRows } from '../uploads/uploads.repository';

/** The file rows `f` of deleteFileRows (uploads.repository). */
const f = alias(communityFiles, 'f');

/** The assets of the meetings, by id. */
export async function loadMeetingFiles(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      id: meetingFiles.id,
      meetingId: meetingFiles.meetingId,
      fileId: meetingFiles.fileId,
      filename: communityFiles.filename,
      size: communityFiles.size,
      storageKey: communityFiles.storageKey,
      mimeType: communityFiles.mimeType,
    })
    .from(meetingFiles)
    .innerJoin(communityFiles, eq(communityFiles.id, meetingFiles.fileId))
    .where(inArray(meetingFiles.meetingId, meetingIds))
    .orderBy(asc(meetingFiles.id));
}

/** A meeting asset with its file. */
export type MeetingFileRow = Awaited<ReturnType<typeof loadMeetingFiles>>[number];

/** The image file of a meeting (for serving it). */
export async function loadImageFile(db: Executor, meetingId: number) {
  const [row] = await db
    .select({
      filename: communityFiles.filename,
      size: communityFiles.size,
      storageKey: communityFiles.storageKey,
      mimeType: communityFiles.mimeType,
    })
    .from(communityMeetings)
    .innerJoin(communityFiles, eq(communityFiles.id, communityMeetings.imageFileId))
    .where(eq(communityMeetings.id, meetingId));
  return row;
}

/** Links stored file rows to the meeting as its assets. */
export async function insertMeetingFiles(db: Executor, meetingId: number, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(meetingFiles).values(fileIds.map((fileId) => ({ meetingId, fileId })));
}

/** Deletes the meeting's assets `ids` (others ignored); answers the storage keys. */
export function deleteMeetingFiles(db: Executor, meetingId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const files = db
    .select({ id: meetingFiles.fileId })
    .from(meetingFiles)
    .where(and(eq(meetingFiles.meetingId, meetingId), inArray(meetingFiles.id, ids)));
  return deleteFileRows(db, inArray(f.id, files));
}

/** How many assets the meeting has. */
export async function countMeetingFiles(db: Executor, meetingId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meetingFiles).where(eq(meetingFiles.meetingId, meetingId));
  return row?.n ?? 0;
}
