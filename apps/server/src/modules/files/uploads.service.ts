/**
 * Storing uploaded files of the staff file routes (content files issue #5, event files issue 22):
 * every file is read with the per-file limit enforced while streaming (busboy stops at 5 MB + 1 byte
 * → 413), its type checked by content, then all are stored under generated keys and recorded by
 * the owning module. Nothing is stored when any file is refused.
 */
import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_LIMITS } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkFileType } from './file-types';
import { newStorageKey, storageFor } from './storage';
import { checkUploads } from './upload-check';

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
 * reads every file part (5 MB each, enforced while streaming: 413 "The file "x" is larger than 5 MB."),
 * refuses an empty file (400) or no file (400 "Please choose a file to upload."), checks each type
 * by content (415), passes all through the upload pipeline for the uploader (upload-check.ts: zip
 * limits, virus scan, image re-encoding, quota), and only then stores each under a generated key and
 * records it with `record` (the owning module's row). Answers what `record` answers, in order.
 */
export async function storeUploads<T>(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterableIterator<MultipartFile>,
  record: (file: StoredUpload) => Promise<T>,
): Promise<T[]> {
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
  const stored: T[] = [];
  for (const file of checked) {
    const storageKey = newStorageKey(file.extension);
    await storage.put(storageKey, file.bytes);
    stored.push(await record({ ...file, storageKey }));
  }
  return stored;
}
