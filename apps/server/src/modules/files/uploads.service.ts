/**
 * Storing the files of the staff file routes (content files issue #5, event files issue 22). The
 * route reads the request with the one multipart reader (`readMultipart` with `STAFF_FILE_RULES`
 * and `STAFF_UPLOADS`: the 5 MB limit enforced while streaming, each type checked by content, the
 * upload pipeline), then this service stores every file under a generated key; the owning module
 * records its rows (and its audit entry) in one transaction. Nothing is stored when any file is refused.
 */
import { CONTENT_LIMITS } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
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
 * are none), stores each under a generated key, and answers them in order for the owning module to
 * record. A file whose row is then not written is swept as an orphan after a day (orphan-sweep.ts).
 */
export async function storeUploads(ctx: AppContext, files: UploadedFile[]): Promise<StoredUpload[]> {
  if (files.length === 0) throw new AppError('VALIDATION_ERROR', 'Please choose a file to upload.');
  const storage = storageFor(ctx.config);
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const storageKey = newStorageKey(file.extension);
    await storage.put(storageKey, file.bytes);
    stored.push({
      filename: file.filename,
      bytes: file.bytes,
      mimeType: file.mimeType,
      extension: file.extension,
      storageKey,
    });
  }
  return stored;
}
