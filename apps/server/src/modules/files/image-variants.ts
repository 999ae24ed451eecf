/**
 * Resized variants of stored raster images for responsive `srcset` (issue 32): an image route that
 * takes `ImageFileQuerySchema` answers `?w=<width>` with the image scaled down to that width (never
 * up), as WebP. Widths are a fixed set (`IMAGE_WIDTHS`), so a caller cannot make the server resize
 * to arbitrary sizes; any other `w` is 400 "Image width must be one of 320, 640, 960, 1280, 1600.".
 * A variant is built with sharp on first request and kept in the file store under the original's
 * key with the extension `.w<width>` (a key of `newStorageKey`'s shape that no row names, so the
 * hourly orphan sweep removes it 24 h after it was built, and it is built again on the next
 * request: the store holds only variants in use, and none outlives its original by more than a day).
 */
import sharp from 'sharp';
import { type FileStorage, readStoredBytes } from './file-storage';

/** A stored file as serve-file.ts's StoredFile (`size` in bytes). */
interface StoredImage {
  storageKey: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** Types sharp resizes (GIF and SVG are served as stored). */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The storage key of the `width` variant of `storageKey` (`yyyy/mm/<uuid>.w640`). */
export function variantKey(storageKey: string, width: number): string {
  return `${storageKey.replace(/\.[a-z0-9]{1,8}$/, '')}.w${width}`;
}

/**
 * The stored file to serve for `width`: the file itself without a width or for a type that is not
 * resized; else its WebP variant (built and stored on first request). Returns null when the
 * original's bytes are gone (the caller answers 404 as for the original).
 */
export async function imageVariant(
  storage: FileStorage,
  file: StoredImage,
  width: number | undefined,
): Promise<{ file: StoredImage; bytes?: Buffer } | null> {
  if (!width || !RESIZABLE.has(file.mimeType)) return { file };
  const key = variantKey(file.storageKey, width);
  const name = `${file.filename.replace(/\.[^.]+$/, '')}-${width}.webp`;
  const stored = await readStoredBytes(storage, key);
  if (stored) {
    return { file: { storageKey: key, filename: name, mimeType: 'image/webp', size: stored.length }, bytes: stored };
  }
  const original = await readStoredBytes(storage, file.storageKey);
  if (!original) return null;
  const bytes = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
  await storage.put(key, bytes, 'image/webp');
  return { file: { storageKey: key, filename: name, mimeType: 'image/webp', size: bytes.length }, bytes };
}
