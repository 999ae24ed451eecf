/**
 * Uploading event files for staff (issue 22): cover images, presenter photos and attachment documents.
 * The route reads them with the one multipart reader (5 MB each, enforced while streaming, types
 * checked from the bytes); the one upload service stores them under generated keys, and they are
 * recorded in `event_files` (whose `storage_key` the orphan sweep already knows) with one
 * `event.file.upload` staff audit entry (issue 29) in one transaction. Nothing is stored when any
 * file is refused.
 */
import type { EventAdminFile } from '@portal/shared';
import type { AppContext } from '../../../context';
import type { UploadedFile } from '../../files';
import type { Executor } from '../../../db/raw-query';
import { type StoredUpload, storeUploads } from '../../files';
import { imageUrl } from '../events.presenter';
import { insertEventFile } from './events-admin.repository';

/**
 * Stores the files `readMultipart` read as event files of `uploader` through the files module's one
 * upload service; answers the stored files. Errors: see storeUploads (400 when there are none).
 */
export async function saveEventFiles(
  ctx: AppContext,
  uploader: { id: string; email: string },
  files: UploadedFile[],
): Promise<EventAdminFile[]> {
  return storeUploads(ctx, uploader, files, (tx, f) => recordEventFile(tx, uploader.id, f), {
    action: 'event.file.upload',
    entityType: 'event-file',
  });
}

/** Records one stored upload as an `event_files` row of `uploaderId`; answers it as the API does. */
async function recordEventFile(tx: Executor, uploaderId: string, f: StoredUpload): Promise<EventAdminFile> {
  const id = await insertEventFile(tx, {
    storageKey: f.storageKey,
    filename: f.filename,
    mimeType: f.mimeType,
    size: f.bytes.length,
    uploadedBy: uploaderId,
  });
  const url = f.mimeType.startsWith('image/') ? (imageUrl(id) ?? '') : '';
  return { id, filename: f.filename, mimeType: f.mimeType, size: f.bytes.length, url };
}
