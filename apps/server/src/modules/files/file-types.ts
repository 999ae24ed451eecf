/**
 * Upload type checks by content (magic bytes, `file-type`), with the extension required to agree
 * (issue #5). Plain text and CSV have no magic bytes: accepted when the extension says so and the
 * bytes are valid UTF-8 without NUL. SVG and HTML are never accepted (script carriers).
 */
import type { ContentFileType } from '@portal/shared';
import { AppError } from '../../lib/errors';

/** Allowed MIME types and the extensions each may carry. */
const ALLOWED: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'image/bmp': ['bmp'],
  'application/pdf': ['pdf'],
  'audio/mpeg': ['mp3'],
  'audio/wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/mp4': ['m4a'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'video/quicktime': ['mov'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'text/plain': ['txt', 'md'],
  'text/csv': ['csv'],
};

/** Old Office files are all OLE compound files; the extension picks the type. */
const CFB_BY_EXT: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const WAV_ALIASES = new Set(['audio/wav', 'audio/vnd.wave', 'audio/x-wav', 'audio/wave']);

export interface CheckedType {
  mimeType: string;
  extension: string;
}

function extensionOf(filename: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(filename);
  return m ? m[1].toLowerCase() : '';
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The checked type of an upload. Throws 415 UNSUPPORTED_MEDIA_TYPE with a message naming the
 * file when the content is not an allowed type or does not match the file's extension.
 */
export async function checkFileType(filename: string, bytes: Buffer): Promise<CheckedType> {
  const ext = extensionOf(filename);
  // file-type loads on the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  let mime = detected?.mime as string | undefined;
  if (mime && WAV_ALIASES.has(mime)) mime = 'audio/wav';
  if (mime === 'application/x-cfb' && CFB_BY_EXT[ext]) mime = CFB_BY_EXT[ext];
  if (!mime && (ext === 'txt' || ext === 'md' || ext === 'csv') && isUtf8Text(bytes))
    mime = ext === 'csv' ? 'text/csv' : 'text/plain';
  const allowedExts = mime ? ALLOWED[mime] : undefined;
  if (!mime || !allowedExts) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The file "${filename}" is not an allowed type (images, audio, video, PDF, text or Office documents).`,
    );
  }
  if (!allowedExts.includes(ext)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The content of "${filename}" does not match its extension (it is ${mime}).`,
    );
  }
  return { mimeType: mime, extension: ext };
}

/** Text data files a data import reads, by extension (issue 31). */
const DATA_TEXT: Record<string, string> = { csv: 'text/csv', tsv: 'text/tab-separated-values', txt: 'text/plain' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** True when the bytes start with a UTF-16 byte-order mark. */
const hasUtf16Bom = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/** True for text in any 8-bit encoding (no NUL) or UTF-16 with a byte-order mark. */
function isAnyText(bytes: Buffer): boolean {
  return hasUtf16Bom(bytes) ? bytes.length % 2 === 0 : !bytes.includes(0);
}

/**
 * The checked type of a data file for an import (issue 31, the member import's own allowed types;
 * other uploads keep `checkFileType`): .csv, .tsv and .txt text in any encoding the import decodes
 * (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252 and other 8-bit text: no NUL byte), and
 * .xlsx workbooks by content. Throws 415 UNSUPPORTED_MEDIA_TYPE naming the file otherwise.
 */
export async function checkDataFileType(filename: string, bytes: Buffer): Promise<CheckedType> {
  const ext = extensionOf(filename);
  // UTF-16 text can look like an MP3 frame to the magic-byte sniffer: a text BOM decides first.
  if (DATA_TEXT[ext] && hasUtf16Bom(bytes) && isAnyText(bytes)) return { mimeType: DATA_TEXT[ext], extension: ext };
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === XLSX && ext === 'xlsx') return { mimeType: XLSX, extension: ext };
  if (!detected && DATA_TEXT[ext] && isAnyText(bytes)) return { mimeType: DATA_TEXT[ext], extension: ext };
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The file "${filename}" is not a CSV, TSV or text file or an Excel workbook (.xlsx)${detected ? ` (it is ${detected.mime})` : ''}.`,
  );
}

/** The resource type filter value of a MIME type (spec 03 §2 resource type filter). */
export function fileTypeOf(mime: string): ContentFileType | null {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('text/')) return 'text';
  if (mime.includes('wordprocessingml') || mime === 'application/msword') return 'word';
  if (mime.includes('spreadsheetml') || mime === 'application/vnd.ms-excel') return 'excel';
  if (mime.includes('presentationml') || mime === 'application/vnd.ms-powerpoint') return 'powerpoint';
  return null;
}

/** Types a browser may show inline (spec 03 §2 Attachments preview); others always download. */
export function isInlineType(mime: string): boolean {
  return /^(image\/(png|jpeg|gif|webp)|audio\/|video\/|application\/pdf$)/.test(mime);
}
