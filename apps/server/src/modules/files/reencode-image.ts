/**
 * The one image re-encoder (issue 14 avatars; issue 28 finding 7 every stored image): sharp decodes the
 * upload, applies its EXIF orientation and writes a new file of the same format with no metadata
 * (EXIF, GPS, XMP, IPTC, comments; sharp keeps none unless asked). Avatars also resize to a square
 * box and become JPEG. BMP has no metadata block and sharp does not read it, so it is kept as sent.
 */
import { AppError } from '../../lib/errors';

/** Images larger than this many pixels are refused (a decompression bomb guard). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The formats re-encoded, by checked MIME type (file-types.ts). */
const FORMATS = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
} as const;

/** Whether a checked MIME type is an image this module re-encodes. */
export function isReencodedImage(mimeType: string): boolean {
  return mimeType in FORMATS;
}

/**
 * Re-encodes an image without its metadata.
 * @param mimeType the checked type; the output keeps it unless `options.jpeg` (a JPEG always)
 * @param options.maxSidePx fit inside this square (pixels), never enlarging; options.jpeg flatten on white, JPEG q85
 * @param options.brokenMessage the 415 text when the bytes do not decode (default `uploadImageBroken`)
 * @returns the new bytes (for a type not in FORMATS and not `jpeg`, the bytes as sent)
 * @throws AppError 415 UNSUPPORTED_MEDIA_TYPE when sharp cannot decode the image or it is too large
 */
export async function reencodeImage(
  bytes: Buffer,
  mimeType: string,
  options: { maxSidePx?: number; jpeg?: boolean; brokenMessage: string },
): Promise<Buffer> {
  const format = options.jpeg ? 'jpeg' : FORMATS[mimeType as keyof typeof FORMATS];
  if (!format) return bytes;
  const { default: sharp } = await import('sharp');
  try {
    const animated = !options.jpeg && (format === 'gif' || format === 'webp');
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate();
    if (options.maxSidePx)
      image = image.resize({
        width: options.maxSidePx,
        height: options.maxSidePx,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (options.jpeg)
      return await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return await image.toFormat(format).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.brokenMessage);
  }
}
