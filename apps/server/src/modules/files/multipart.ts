/**
 * The one multipart reader (spec 02 §5 Uploads; issue #3). Routes read a multipart request part by
 * part and hand their services plain text fields and checked files; the rules (which file fields,
 * how many, which types, the size limit and the messages) come from the caller. Each file is
 * limited while streaming (busboy stops at the limit + 1 byte → 413), its type is checked by
 * content (file-types.ts) against the field's allowed extensions (415 otherwise).
 */
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../lib/errors';
import { checkDataFileType, checkFileType } from './file-types';
import { assertNoNul } from '../../plugins/nul-guard';
import { checkUploads, type UploadOwner } from './upload-check';

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

/** Per-request part counts of @fastify/multipart (add `fileSize` and `fieldSize` per area). */
export const MULTIPART_LIMITS = { files: 40, fields: 60, parts: 100 };

/** A checked file of a multipart request, in memory. */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  mimeType: string;
  extension: string;
}

/** A read multipart request. */
export interface MultipartForm {
  /** Text fields; a field sent several times is an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Per-field file rules: the most files accepted (`tooMany` when exceeded, else the reader's
 * `tooManyFiles`), the allowed extensions and the message refusing any other type. Without
 * `allowed`, every type the content check accepts is allowed (its own 415 message names the file).
 * `types: 'data'` checks the field with the data import's types instead of the general ones
 * (file-types.ts `checkDataFileType`: CSV/TSV/text in any encoding, .xlsx; issue 31).
 */
export type FileFieldRules = Record<
  string,
  { max: number; allowed?: readonly string[]; notAllowed?: string; tooMany?: string; types?: 'uploads' | 'data' }
>;

/**
 * The reader's limits and messages: the largest file in bytes (413 `tooLarge` beyond it, a fixed
 * text or one naming the file) and the message for too many files or parts.
 */
export interface MultipartOptions {
  maxFileBytes: number;
  tooLarge: string | ((filename: string) => string);
  tooManyFiles: string;
}

function tooLargeMessage(options: MultipartOptions, filename: string): string {
  return typeof options.tooLarge === 'string' ? options.tooLarge : options.tooLarge(filename);
}

/** What the reader needs of a request (a FastifyRequest with @fastify/multipart registered). */
export interface MultipartRequest {
  isMultipart(): boolean;
  parts(): AsyncIterable<Multipart>;
}

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || (err as { statusCode?: number }).statusCode === 413;
}

/**
 * Reads a multipart request: text fields and the files of the named fields (others → 400).
 * Throws 415 when the request is not multipart or a file's type is refused, 400 for too many
 * files or an empty file, 413 for a file over `maxFileBytes` or a truncated field. The files then
 * pass the upload pipeline for `owner` (upload-check.ts, issue 28 finding 7: zip limits, virus
 * scan 400/503, images re-encoded without metadata, storage quota 413).
 */
export async function readMultipart(
  req: MultipartRequest,
  rules: FileFieldRules,
  options: MultipartOptions,
  owner: UploadOwner,
): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const counts: Record<string, number> = {};
  let lastFilename = 'file';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if ((part as { valueTruncated?: boolean }).valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is too long.`);
        const value = String(part.value ?? '');
        assertNoNul(part.fieldname, value);
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
        throw new AppError('VALIDATION_ERROR', rule.tooMany ?? options.tooManyFiles);
      lastFilename = filename;
      const bytes = await part.toBuffer();
      if (bytes.length > options.maxFileBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(options, filename));
      if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', `The file "${filename}" is empty.`);
      const checked =
        rule.types === 'data' ? await checkDataFileType(filename, bytes) : await checkFileType(filename, bytes);
      if (rule.allowed && !rule.allowed.includes(checked.extension))
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          rule.notAllowed ?? `The file "${filename}" is not an allowed type.`,
        );
      files.push({ field: part.fieldname, filename, bytes, ...checked });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(options, lastFilename));
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION_ERROR', options.tooManyFiles);
    throw err;
  }
  return { fields, files: await checkUploads(owner, files) };
}

/** A field as a list: repeated fields, a JSON array or a comma-separated value (400 when malformed). */
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
