/**
 * Client-side file checks of the post, comment and join forms (spec 02 §5 Uploads: pdf, docx,
 * xlsx, txt, png, jpeg, jpg, pptx, ppt; max 5 MB, "Maximum allowed file size is 5Mb"; cover image
 * png/jpeg/jpg). The server checks the content again; these only spare a failed upload.
 */
import {
  COMMUNITY_IMAGE_EXTENSIONS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_UPLOAD_EXTENSIONS,
} from '@portal/shared';

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The spec's message for a file that may not be uploaded, or null when it may. */
export function uploadProblem(file: File, kind: 'attachment' | 'image' = 'attachment'): string | null {
  const ext = extensionOf(file.name);
  if (kind === 'image' && !(COMMUNITY_IMAGE_EXTENSIONS as readonly string[]).includes(ext))
    return COMMUNITY_MESSAGES.imageTypeNotAllowed;
  if (kind === 'attachment' && !(COMMUNITY_UPLOAD_EXTENSIONS as readonly string[]).includes(ext))
    return COMMUNITY_MESSAGES.fileTypeNotAllowed;
  if (file.size > COMMUNITY_LIMITS.fileMaxBytes) return COMMUNITY_MESSAGES.fileTooLarge;
  return null;
}
