/**
 * Content files (spec 03 §7: files at /api/content/assets/{id}, with a download parameter). The
 * files need the bearer token, so previews and downloads fetch a Blob with it and use object URLs.
 * "Download all" builds one zip in the browser (fflate, loaded only when asked for).
 */
import { saveBlob } from '../../../lib/download';
import { trackEngagement } from '../../../lib/engagement';
import { fetchAssetBlob } from '../../../lib/content-files';
import type { ContentAsset } from './types';

function fileName(asset: ContentAsset): string {
  return asset.filenameDownload || asset.name || asset.filenameDisk;
}

/** Downloads one file and records a downloadAsset engagement event (spec 03 §7). */
export async function downloadAsset(asset: ContentAsset): Promise<void> {
  const blob = await fetchAssetBlob(asset.id, true);
  trackEngagement({ eventType: 'downloadAsset', entityId: String(asset.id) });
  saveBlob(blob, fileName(asset));
}

/** Unique names inside a zip: "a.pdf", "a (2).pdf", … */
function uniqueNames(assets: ContentAsset[]): string[] {
  const seen = new Map<string, number>();
  return assets.map((asset) => {
    const name = fileName(asset);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/**
 * "Download all" (spec 03 §2 Attachments): fetches every file, zips them (stored, no recompression
 * for already-compressed media) and saves "{zipName}.zip". Each file counts as a download.
 */
export async function downloadAllAssets(assets: ContentAsset[], zipName: string): Promise<void> {
  const [{ zip }, blobs] = await Promise.all([
    import('fflate'),
    Promise.all(assets.map((asset) => fetchAssetBlob(asset.id, true))),
  ]);
  const names = uniqueNames(assets);
  const entries: Record<string, Uint8Array> = {};
  const buffers = await Promise.all(blobs.map((blob) => blob.arrayBuffer()));
  buffers.forEach((buffer, index) => {
    entries[names[index]] = new Uint8Array(buffer);
  });
  const data = await new Promise<Uint8Array>((resolve, reject) =>
    zip(entries, { level: 0 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
  for (const asset of assets) trackEngagement({ eventType: 'downloadAsset', entityId: String(asset.id) });
  saveBlob(
    new Blob([data as BlobPart], { type: 'application/zip' }),
    `${zipName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'attachments'}.zip`,
  );
}

/** How a file can be previewed in the modal (spec 03 §2: image, audio, video and PDF). */
export type PreviewKind = 'image' | 'audio' | 'video' | 'pdf';

/** The preview kind of a MIME type, or null when the file only downloads. */
export function previewKind(mime: string | null | undefined): PreviewKind | null {
  const type = (mime ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return null;
}
