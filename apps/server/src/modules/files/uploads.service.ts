/**
 * Storing uploaded content files (issue #5): every file is read with the per-file limit enforced
 * while streaming (busboy stops at 5 MB + 1 byte → 413), its type checked by content, then all
 * are stored under generated keys and recorded. Nothing is stored when any file is refused.
 */
import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_LIMITS, type ContentFile } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { presentAsset } from '../content/content.presenter';
import { checkFileType } from './file-types';
import { newStorageKey, storageFor } from './storage';
import { checkUploads } from './upload-check';
import { insertContentFile } from './uploads.repository';

/** The name a person gave, without any folder part, control characters or excess length. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/**
 * Reads, checks and stores the files of a multipart request. Answers the stored files. Every file
 * passes the upload pipeline (upload-check.ts, issue 28 finding 7) for the uploader before any is stored.
 */
export async function saveUploads(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterableIterator<MultipartFile>,
): Promise<ContentFile[]> {
  const accepted: { filename: string; bytes: Buffer; mimeType: string; extension: string }[] = [];
  for await (const part of parts) {
    const filename = cleanFilename(part.filename);
    const bytes = await part.toBuffer();
    if (bytes.length > CONTENT_LIMITS.fileMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', `The file "${filename}" is larger than 5 MB.`);
    if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', `The file "${filename}" is empty.`);
    const checked = await checkFileType(filename, bytes);
    accepted.push({ filename, bytes, ...checked });
  }
  if (accepted.length === 0) throw new AppError('VALIDATION_ERROR', 'Please choose a file to upload.');
  const checked = await checkUploads({ ctx, accountId: uploaderId }, accepted);
  const storage = storageFor(ctx.config);
  const stored: ContentFile[] = [];
  for (const file of checked) {
    const key = newStorageKey(file.extension);
    await storage.put(key, file.bytes);
    const row = await insertContentFile(ctx.db, {
      storageKey: key,
      filenameDownload: file.filename,
      title: file.filename.replace(/\.[^.]+$/, ''),
      mimeType: file.mimeType,
      filesize: file.bytes.length,
      uploadedBy: uploaderId,
    });
    stored.push({ ...presentAsset(row), date_created: row.createdAt.toISOString() });
  }
  return stored;
}
