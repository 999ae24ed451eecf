/**
 * Community uploads (spec 02 §5 Uploads; issue #3): the rules the routes pass to the one multipart
 * reader (modules/files/multipart.ts) — 5 MB per file ("Maximum allowed file size is 5Mb"), types
 * pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt (covers: png, jpeg, jpg) — the validation of the
 * text fields, and the storing of checked files. Files are stored under generated keys only after
 * every check passed; their rows are written by the caller's transaction, and `discard` removes
 * the stored bytes when that transaction fails.
 */
import {
  COMMUNITY_IMAGE_EXTENSIONS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_UPLOAD_EXTENSIONS,
} from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { MULTIPART_LIMITS, type MultipartOptions, type UploadedFile, newStorageKey, storageFor } from '../../files';

/** Multipart limits of the communities plugin (per request). */
export const COMMUNITY_MULTIPART_LIMITS = {
  ...MULTIPART_LIMITS,
  fileSize: COMMUNITY_LIMITS.fileMaxBytes,
  fieldSize: COMMUNITY_LIMITS.postBodyMaxChars * 4,
};

/** The reader's size limit and messages for community uploads. */
export const COMMUNITY_UPLOADS: MultipartOptions = {
  maxFileBytes: COMMUNITY_LIMITS.fileMaxBytes,
  tooLarge: COMMUNITY_MESSAGES.fileTooLarge,
  tooManyFiles: COMMUNITY_MESSAGES.tooManyFiles,
};

/** An image field (png, jpeg, jpg) of at most `max` files. */
export const imageField = (max: number) => ({
  max,
  allowed: COMMUNITY_IMAGE_EXTENSIONS,
  notAllowed: COMMUNITY_MESSAGES.imageTypeNotAllowed,
});

/** A file field (spec 02 §5 Uploads types) of at most `max` files; `tooMany` refuses one more. */
export const fileField = (max: number, tooMany?: string) => ({
  max,
  allowed: COMMUNITY_UPLOAD_EXTENSIONS,
  notAllowed: COMMUNITY_MESSAGES.fileTypeNotAllowed,
  tooMany,
});

/** Validates multipart text fields with a shared schema; 400 with the schema's messages. */
export function parseFields<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = result.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'Invalid request', { errors });
  }
  return result.data;
}

/** A checked file stored under its generated storage key. */
export interface StoredFile extends UploadedFile {
  key: string;
}

/** Stores checked files under new keys. Call `discard` if the rows are then not written. */
async function storeFiles(
  ctx: AppContext,
  files: UploadedFile[],
): Promise<{ stored: StoredFile[]; discard: () => Promise<void> }> {
  const storage = storageFor(ctx.config);
  const stored: StoredFile[] = [];
  for (const f of files) {
    const key = newStorageKey(f.extension);
    await storage.put(key, f.bytes, f.mimeType);
    stored.push({ ...f, key });
  }
  return {
    stored,
    discard: async () => void (await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => undefined)))),
  };
}

/**
 * Stores `files`, then runs `write` with them (the transaction that writes their rows); when
 * `write` fails the stored bytes are removed and the error goes on. Answers what `write` answers.
 */
export async function withStoredFiles<T>(
  ctx: AppContext,
  files: UploadedFile[],
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const { stored, discard } = await storeFiles(ctx, files);
  try {
    return await write(stored);
  } catch (err) {
    await discard();
    throw err;
  }
}

/** Removes stored bytes (after the transaction that dropped their rows committed). */
export async function removeStored(ctx: AppContext, keys: string[]): Promise<void> {
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}

/** Ids of community files named by their download URLs (`.../community/files/{uuid}`); others are ignored. */
export function fileIdsOf(urls: string[]): string[] {
  return urls.map((u) => u.split('/').pop() ?? '').filter((s) => /^[0-9a-f-]{36}$/i.test(s));
}
