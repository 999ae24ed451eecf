/**
 * Uploading event files for staff (issue 22): cover images, presenter photos and attachment documents.
 * Each file is read with the 5 MB limit enforced while streaming, its type checked from the bytes,
 * then stored under a generated key (the storage helper) and recorded in `event_files` (whose
 * `storage_key` the orphan sweep already knows). Nothing is stored when any file is refused.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { EventAdminFile } from '@portal/shared';
import type { AppContext } from '../../../context';
import { storeUploads } from '../../files';
import { imageUrl } from '../events.presenter';
import { insertEventFile } from './events-admin.repository';

/**
 * Stores the uploaded files as event files for `uploaderId` through the files module's one upload
 * service (storeUploads: limits, types, upload pipeline; nothing stored when any is refused).
 * Answers the stored files.
 */
export function saveEventFiles(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterableIterator<MultipartFile>,
): Promise<EventAdminFile[]> {
  return storeUploads(ctx, uploaderId, parts, async (f) => {
    const id = await insertEventFile(ctx.db, {
      storageKey: f.storageKey,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.bytes.length,
      uploadedBy: uploaderId,
    });
    return {
      id,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.bytes.length,
      url: f.mimeType.startsWith('image/') ? (imageUrl(id) ?? '') : '',
    };
  });
}
