/**
 * Client-side checks before an upload (the server checks again: content sniffing, 5 MB each, 10
 * per request; spec 02 upload rules reused by issue #5).
 */
import { CONTENT_LIMITS } from '@portal/shared';
import { TEXT } from '../constants';

/** The first problem with a selection of files, or null. */
export function checkFiles(files: File[], imagesOnly = false): string | null {
  if (files.length > CONTENT_LIMITS.filesPerUpload) return TEXT.tooManyFiles;
  for (const file of files) {
    if (file.size > CONTENT_LIMITS.fileMaxBytes) return TEXT.fileTooBig(file.name);
    if (imagesOnly && !file.type.startsWith('image/')) return TEXT.notAnImage;
  }
  return null;
}

/** "12 KB", "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
