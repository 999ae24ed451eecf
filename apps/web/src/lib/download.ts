/**
 * Saving a file the browser already holds (authenticated downloads fetched as Blobs: community
 * attachments, news and resource files, event documents and .ics files).
 */

/** How long the temporary object URL lives after the click (the download has started by then). */
const REVOKE_AFTER_MS = 30_000;

/** Saves `blob` under `fileName` through a temporary <a download>; the object URL is revoked later. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
