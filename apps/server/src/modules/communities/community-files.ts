/**
 * Community uploads (spec 02 §5 Uploads; issue #3): multipart requests are read part by part; each
 * file is limited to 5 MB while streaming (busboy stops at 5 MB + 1 byte → 413 "Maximum allowed
 * file size is 5Mb"), its type is checked by content (modules/files/file-types.ts) and must be one
 * of pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt (covers: png, jpeg, jpg). Files are stored
 * under generated keys only after every check passed; the rows are written by the caller's
 * transaction, and `discard` removes the stored bytes when that transaction fails.
 */
import {
  COMMUNITY_IMAGE_EXTENSIONS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_UPLOAD_EXTENSIONS,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkFileType } from '../files/file-types';
import { newStorageKey, storageFor } from '../files/storage';
import { cleanFilename } from '../files/uploads.service';
import { type Executor, query } from './community-access';

/** Multipart limits of the communities plugin (per request). */
export const MULTIPART_LIMITS = {
  fileSize: COMMUNITY_LIMITS.fileMaxBytes,
  files: 40,
  fields: 60,
  fieldSize: COMMUNITY_LIMITS.postBodyMaxChars * 4,
  parts: 100,
};

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  mimeType: string;
  extension: string;
}

export interface MultipartForm {
  /** Text fields; a field sent several times is an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Per-field file rules: the most files accepted, whether it is an image field, or its own list of
 * allowed extensions (`allowed`, refused with `notAllowed`; assets, spec 02 §5 Asset validation).
 */
export type FileFieldRules = Record<
  string,
  { max: number; image?: boolean; tooMany?: string; allowed?: readonly string[]; notAllowed?: string }
>;

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || (err as { statusCode?: number }).statusCode === 413;
}

/**
 * Reads a multipart request: text fields and the files of the named fields (others → 400).
 * Throws 400 for too many files, 413 for a file over 5 MB, 415 for a refused type.
 */
export async function readMultipart(req: FastifyRequest, rules: FileFieldRules): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const counts: Record<string, number> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if ((part as { valueTruncated?: boolean }).valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is too long.`);
        const value = String(part.value ?? '');
        const key = part.fieldname.replace(/\[\]$/, '');
        const prev = fields[key];
        fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        continue;
      }
      const rule = rules[part.fieldname];
      const filename = cleanFilename(part.filename);
      if (!rule) throw new AppError('VALIDATION_ERROR', `Unexpected file field "${part.fieldname}".`);
      counts[part.fieldname] = (counts[part.fieldname] ?? 0) + 1;
      if (counts[part.fieldname] > rule.max)
        throw new AppError('VALIDATION_ERROR', rule.tooMany ?? COMMUNITY_MESSAGES.tooManyFiles);
      const bytes = await part.toBuffer();
      if (bytes.length > COMMUNITY_LIMITS.fileMaxBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', COMMUNITY_MESSAGES.fileTooLarge);
      if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', `The file "${filename}" is empty.`);
      const checked = await checkFileType(filename, bytes);
      const allowed: readonly string[] =
        rule.allowed ?? (rule.image ? COMMUNITY_IMAGE_EXTENSIONS : COMMUNITY_UPLOAD_EXTENSIONS);
      if (!allowed.includes(checked.extension)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          rule.notAllowed ??
            (rule.image ? COMMUNITY_MESSAGES.imageTypeNotAllowed : COMMUNITY_MESSAGES.fileTypeNotAllowed),
        );
      }
      files.push({ field: part.fieldname, filename, bytes, ...checked });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', COMMUNITY_MESSAGES.fileTooLarge);
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyFiles);
    throw err;
  }
  return { fields, files };
}

/** A field as a list: repeated fields, a JSON array or a comma-separated value. */
export function listField(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.flatMap((v) => listField(v) ?? []);
  const v = value.trim();
  if (v === '') return [];
  if (v.startsWith('[')) {
    try {
      const parsed = JSON.parse(v) as unknown;
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      throw new AppError('VALIDATION_ERROR', 'Malformed list field.');
    }
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A field as one value (the last one sent). */
export function oneField(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export interface StoredFile extends UploadedFile {
  key: string;
}

/** Stores checked files under new keys. Call `discard` if the rows are then not written. */
export async function storeFiles(
  ctx: AppContext,
  files: UploadedFile[],
): Promise<{ stored: StoredFile[]; discard: () => Promise<void> }> {
  const storage = storageFor(ctx.config);
  const stored: StoredFile[] = [];
  for (const f of files) {
    const key = newStorageKey(f.extension);
    await storage.put(key, f.bytes);
    stored.push({ ...f, key });
  }
  return {
    stored,
    discard: async () => void (await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => undefined)))),
  };
}

export interface FileLinks {
  kind: 'community_image' | 'post_image' | 'post_attachment' | 'comment_attachment' | 'join_answer' | 'asset';
  communityId: number;
  postId?: number | null;
  commentId?: number | null;
  answerId?: number | null;
}

/** Inserts the rows of stored files (in the caller's transaction); answers their ids in order. */
export async function insertFileRows(
  db: Executor,
  uploaderId: string,
  files: StoredFile[],
  links: FileLinks,
  firstOrder = 0,
): Promise<string[]> {
  if (files.length === 0) return [];
  const values = files.map(
    (f, i) =>
      sql`(${f.key}, ${f.filename}, ${f.mimeType}, ${f.bytes.length}, ${links.kind}, ${links.communityId}, ${links.postId ?? null}, ${links.commentId ?? null}, ${links.answerId ?? null}, ${firstOrder + i}, ${uploaderId})`,
  );
  const rows = await query<{ id: string }>(
    db,
    sql`insert into community_files (storage_key, filename, mime_type, size, kind, community_id, post_id, comment_id, answer_id, sort_order, uploaded_by)
      values ${sql.join(values, sql`, `)} returning id`,
  );
  return rows.map((r) => r.id);
}

/** Deletes file rows (in the transaction) and answers their storage keys to remove after commit. */
export async function deleteFileRows(db: Executor, where: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await query<{ storage_key: string }>(
    db,
    sql`delete from community_files f where ${where} returning f.storage_key`,
  );
  return rows.map((r) => r.storage_key);
}

/** Removes stored bytes (after the transaction that dropped their rows committed). */
export async function removeStored(ctx: AppContext, keys: string[]): Promise<void> {
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}
