/**
 * Uploading event files for staff (issue 22): cover images, presenter photos and attachment documents.
 * Each file is read with the 5 MB limit enforced while streaming, its type checked from the bytes,
 * then stored under a generated key (the storage helper) and recorded in `event_files` (whose
 * `storage_key` the orphan sweep already knows). Nothing is stored when any file is refused.
 */
import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_LIMITS, type EventAdminFile } from '@portal/shared';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkFileType } from '../../files/file-types';
import { newStorageKey, storageFor } from '../../files/storage';
import { checkUploads } from '../../files/upload-check';
import { cleanFilename } from '../../files/uploads.service';
import { imageUrl } from '../events.presenter';
import { insertEventFile } from './events-admin.repository';

/**
 * Reads, checks and stores the files of a multipart request for `uploaderId`. Answers the stored files.
 * Every file passes the upload pipeline (upload-check.ts, issue 28 finding 7) before any is stored.
 */
export async function saveEventFiles(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterableIterator<MultipartFile>,
): Promise<EventAdminFile[]> {
  const accepted: { filename: string; bytes: Buffer; mimeType: string; extension: string }[] = [];
  for await (const part of parts) {
    const filename = cleanFilename(part.filename);
    const bytes = await part.toBuffer();
    if (bytes.length > CONTENT_LIMITS.fileMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', `The file "${filename}" is larger than 5 MB.`);
    if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', `The file "${filename}" is empty.`);
    accepted.push({ filename, bytes, ...(await checkFileType(filename, bytes)) });
  }
  if (accepted.length === 0) throw new AppError('VALIDATION_ERROR', 'Please choose a file to upload.');
  const checked = await checkUploads({ ctx, accountId: uploaderId }, accepted);
  const storage = storageFor(ctx.config);
  const stored: EventAdminFile[] = [];
  for (const f of checked) {
    const storageKey = newStorageKey(f.extension);
    await storage.put(storageKey, f.bytes);
    const id = await insertEventFile(ctx.db, {
      storageKey,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.bytes.length,
      uploadedBy: uploaderId,
    });
    stored.push({
      id,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.bytes.length,
      url: f.mimeType.startsWith('image/') ? (imageUrl(id) ?? '') : '',
    });
  }
  return stored;
}
