/**
 * Content files uploaded by staff (spec 03 §7 POST /api/v1/admin/content/files; issue #5): the files
 * module's one upload service stores them, and each becomes a `content_files` row answered as an
 * asset with its upload date; the rows and one `content.file.upload` staff audit entry (issue 29)
 * are written in one transaction.
 */
import type { ContentFile } from '@portal/shared';
import type { AppContext } from '../../context';
import type { UploadedFile } from '../files';
import type { Executor } from '../../db/raw-query';
import { type StoredUpload, storeUploads } from '../files';
import { insertContentFile } from './content-files.repository';
import { presentAsset } from './content.presenter';

/**
 * Stores the files `readMultipart` read as content files of `uploader`; answers them as assets.
 * Errors: see storeUploads (400 when there are none).
 */
export async function saveContentFiles(
  ctx: AppContext,
  uploader: { id: string; email: string },
  files: UploadedFile[],
): Promise<ContentFile[]> {
  const recordFile = async (tx: Executor, file: StoredUpload): Promise<ContentFile> => {
    const row = await insertContentFile(tx, {
      storageKey: file.storageKey,
      filenameDownload: file.filename,
      title: file.filename.replace(/\.[^.]+$/, ''),
      mimeType: file.mimeType,
      filesize: file.bytes.length,
      uploadedBy: uploader.id,
    });
    return { ...presentAsset(row), date_created: row.createdAt.toISOString() };
  };
  return storeUploads(ctx, uploader, files, recordFile, { action: 'content.file.upload', entityType: 'content-file' });
}
