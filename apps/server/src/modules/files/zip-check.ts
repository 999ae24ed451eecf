/**
 * Office documents are zip containers (issue 28 finding 7): docx, xlsx and pptx are opened with
 * `yauzl` and refused (400 VALIDATION_ERROR) beyond 1,000 entries, 100 MB unpacked in all, or an
 * entry packed more than 200 times, or when they do not open as a zip. The declared sizes are checked
 * first (no unpacking), then every entry is unpacked and counted, so an archive whose headers lie
 * is refused by yauzl's size validation instead of being trusted.
 */
import { MESSAGES } from '@portal/shared';
import yauzl from 'yauzl';
import { AppError } from '../../lib/errors';

/** The limits of an uploaded zip container. Bytes are uncompressed bytes. */
export const ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200 };

/** MIME types (as file-types.ts names them) that are zip containers. */
export function isZipContainer(mimeType: string): boolean {
  return (
    mimeType.includes('openxmlformats-officedocument') ||
    mimeType.startsWith('application/vnd.oasis.opendocument') ||
    mimeType === 'application/zip' ||
    mimeType === 'application/epub+zip'
  );
}

type Entry = yauzl.Entry;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

class LimitError extends Error {}

/** Counts an entry's unpacked bytes; rejects with LimitError once `budget` is passed. */
function unpackedBytes(zip: yauzl.ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      let n = 0;
      stream.on('data', (chunk: Buffer) => {
        n += chunk.length;
        if (n > budget) {
          stream.destroy();
          reject(new LimitError('unpacked size'));
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(n));
    });
  });
}

/**
 * Checks an uploaded zip container against ZIP_LIMITS.
 * @throws AppError 400 VALIDATION_ERROR `uploadArchiveTooLarge` beyond a limit, `uploadArchiveBroken`
 *   when the bytes do not open as a zip (or an entry's real size differs from its header)
 */
export async function checkZipContainer(bytes: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    throw new AppError('VALIDATION_ERROR', MESSAGES.uploadArchiveBroken);
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw new LimitError('entries');
    const entries: Entry[] = [];
    let declared = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        declared += entry.uncompressedSize;
        const packed = Math.max(entry.compressedSize, 1);
        if (declared > ZIP_LIMITS.maxTotalBytes || entry.uncompressedSize / packed > ZIP_LIMITS.maxRatio)
          return reject(new LimitError('declared size'));
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    let total = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      total += await unpackedBytes(zip, entry, ZIP_LIMITS.maxTotalBytes - total);
    }
  } catch (err) {
    if (err instanceof LimitError) throw new AppError('VALIDATION_ERROR', MESSAGES.uploadArchiveTooLarge);
    throw new AppError('VALIDATION_ERROR', MESSAGES.uploadArchiveBroken);
  } finally {
    zip.close();
  }
}
