/**
 * Storing the files of the staff file routes (content files issue #5, event files issue 22). The
 * route reads the request with the one multipart reader (`readMultipart` with `STAFF_FILE_RULES`
 * and `STAFF_UPLOADS`: the 5 MB limit enforced while streaming, each type checked by content, the
 * upload pipeline), then this service stores every file under a generated key and has the owning
 * module record its rows, with the staff audit entry of the upload, in one transaction. Nothing is
 * stored when any file is refused.
 */
import { CONTENT_LIMITS } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import type { StaffAuditAction } from '@portal/shared';
import { auditActorOf, withStaffAction } from '../audit';
import type { FileFieldRules, MultipartOptions, UploadedFile } from './multipart';
import { newStorageKey, storageFor } from './storage';

/** The staff file routes take up to 10 files in the field `files`, of any type the content check accepts. */
export const STAFF_FILE_RULES: FileFieldRules = { files: { max: CONTENT_LIMITS.filesPerUpload } };

/** Limits and messages of the staff file routes: 413 "The file "x" is larger than 5 MB." */
export const STAFF_UPLOADS: MultipartOptions = {
  maxFileBytes: CONTENT_LIMITS.fileMaxBytes,
  tooLarge: (filename) => `The file "${filename}" is larger than 5 MB.`,
  tooManyFiles: `Please upload at most ${CONTENT_LIMITS.filesPerUpload} files at a time.`,
};

/** A checked upload as stored: its cleaned name, bytes, content-checked type and generated storage key. */
export interface StoredUpload {
  filename: string;
  bytes: Buffer;
  mimeType: string;
  extension: string;
  storageKey: string;
}

/**
 * The one upload service of the staff file routes (content files spec 03 §7, event files issue 22):
 * takes the files `readMultipart` read and checked (400 "Please choose a file to upload." when there
 * are none), stores each under a generated key, then in one transaction records each with `record`
 * (the owning module's row) and writes one staff audit entry for `uploader` (`audit.action` on
 * `audit.entityType`: the file's id, or for several files their ids in `detail.fileIds`).
 * Answers what `record` answers, in order. A file whose row is not written (the transaction failed)
 * is swept as an orphan after a day (orphan-sweep.ts).
 */
export async function storeUploads<T extends { id: string | number }>(
  ctx: AppContext,
  uploader: { id: string; email: string },
  files: UploadedFile[],
  record: (tx: Executor, file: StoredUpload) => Promise<T>,
  audit: { action: StaffAuditAction; entityType: string },
): Promise<T[]> {
  if (files.length === 0) throw new AppError('VALIDATION_ERROR', 'Please choose a file to upload.');
  const storage = storageFor(ctx.config);
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const storageKey = newStorageKey(file.extension);
    await storage.put(storageKey, file.bytes, file.mimeType);
    stored.push({
      filename: file.filename,
      bytes: file.bytes,
      mimeType: file.mimeType,
      extension: file.extension,
      storageKey,
    });
  }
  return withStaffAction(
    ctx.db,
    auditActorOf(uploader),
    async (tx) => {
      const recorded: T[] = [];
      for (const file of stored) recorded.push(await record(tx, file));
      return recorded;
    },
    (recorded) => ({
      ...audit,
      entityId: recorded.length === 1 ? recorded[0].id : null,
      summary: `Uploaded ${stored.map((f) => f.filename).join(', ')}`,
      detail: { fileIds: recorded.map((r) => r.id) },
    }),
  );
}
