/**
 * Content files uploaded by staff (spec 03 §7 POST /api/v1/admin/content/files; issue #5): the files
 * module's one upload service stores them, and each becomes a `content_files` row answered as an
 * asset with its upload date.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { ContentFile } from '@portal/shared';
import type { AppContext } from '../../context';
import { storeUploads } from '../files';
import { insertContentFile } from './content-files.repository';
import { presentAsset } from './content.presenter';

/** Stores the uploaded files as content files for `uploaderId`; answers them as assets. Errors: see storeUploads. */
export function saveContentFiles(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterableIterator<MultipartFile>,
): Promise<ContentFile[]> {
  return storeUploads(ctx, uploaderId, parts, async (file) => {
    const row = await insertContentFile(ctx.db, {
      storageKey: file.storageKey,
      filenameDownload: file.filename,
      title: file.filename.replace(/\.[^.]+$/, ''),
      mimeType: file.mimeType,
      filesize: file.bytes.length,
      uploadedBy: uploaderId,
    });
    return { ...presentAsset(row), date_created: row.createdAt.toISOString() };
  });
}
