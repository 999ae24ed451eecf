/**
 * The one upload pipeline (issue 28 finding 7). Every uploaded file, whichever module stores it,
 * passes here after its type is checked by content (file-types.ts) and before it is stored:
 *
 * 1. Office documents are opened as the zip containers they are (zip-check.ts: at most 1,000
 *    entries, 100 MB unpacked, a compression ratio of 200) → 400 VALIDATION_ERROR.
 * 2. When ClamAV's daemon is configured (CLAMAV_URL or CLAMAV_SOCKET), the bytes are scanned
 *    (clamd.ts): a signature found → 400 VALIDATION_ERROR "This file was refused by the virus
 *    scanner"; the daemon down, refusing or slower than CLAMAV_TIMEOUT_MS → 503 SERVICE_UNAVAILABLE
 *    (fail closed: nothing is stored unscanned). Not configured → no scan.
 * 3. Images are re-encoded without metadata (reencode-image.ts: no EXIF, GPS...), so what is stored
 *    is the re-encoded file and its size.
 * 4. The account's stored bytes plus the new files must stay within STORAGE_QUOTA_MB (default 500;
 *    0 = no quota) → 413 PAYLOAD_TOO_LARGE naming the limit.
 *
 * Caller: readMultipart (multipart.ts), the one reader of every multipart form and upload.
 */
import { MESSAGES, storageQuotaMessage } from '@portal/shared';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { ClamdUnavailableError, scanWithClamd } from './clamd';
import { reencodeImage } from './reencode-image';
import { storedBytesOf } from './upload-quota.repository';
import { checkZipContainer, isZipContainer } from './zip-check';

/** Who uploads and where the checks read their settings and the stored bytes. */
export interface UploadOwner {
  ctx: { config: Pick<AppConfig, 'uploads'>; db: Executor };
  /** The account the stored files count for (quota). */
  accountId: string;
}

/** A file whose type was checked by content; `bytes` may be replaced by the pipeline. */
export interface CheckableFile {
  filename: string;
  bytes: Buffer;
  mimeType: string;
}

/**
 * Scans one file with the configured ClamAV daemon (no-op when none is configured).
 * @throws AppError 400 VALIDATION_ERROR `uploadVirusFound` when a signature is found,
 *   503 SERVICE_UNAVAILABLE `uploadScannerUnavailable` when the daemon cannot scan
 */
export async function scanUpload(config: Pick<AppConfig, 'uploads'>, bytes: Buffer): Promise<void> {
  const target = config.uploads.clamav;
  if (!target) return;
  try {
    const verdict = await scanWithClamd(target, bytes, config.uploads.clamavTimeoutMs);
    if (verdict.infected) throw new AppError('VALIDATION_ERROR', MESSAGES.uploadVirusFound);
  } catch (err) {
    if (err instanceof ClamdUnavailableError)
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.uploadScannerUnavailable);
    throw err;
  }
}

/**
 * Checks the per-account storage quota for `incomingBytes` more bytes.
 * @throws AppError 413 PAYLOAD_TOO_LARGE `storageQuotaMessage(limit)` when stored + incoming > the quota
 */
export async function checkQuota(owner: UploadOwner, incomingBytes: number): Promise<void> {
  const limitMb = owner.ctx.config.uploads.storageQuotaMb;
  if (!limitMb) return;
  const stored = await storedBytesOf(owner.ctx.db, owner.accountId);
  if (stored + incomingBytes > limitMb * 1024 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', storageQuotaMessage(limitMb));
}

/**
 * Runs the whole pipeline over the files of one request (steps 1-4 above), in order, refusing the
 * request at the first file refused. Answers the files with their bytes to store (images re-encoded).
 */
export async function checkUploads<F extends CheckableFile>(owner: UploadOwner, files: F[]): Promise<F[]> {
  const checked: F[] = [];
  for (const file of files) {
    if (isZipContainer(file.mimeType)) await checkZipContainer(file.bytes);
    await scanUpload(owner.ctx.config, file.bytes);
    const bytes = await reencodeImage(file.bytes, file.mimeType, { brokenMessage: MESSAGES.uploadImageBroken });
    checked.push({ ...file, bytes });
  }
  if (checked.length > 0)
    await checkQuota(
      owner,
      checked.reduce((n, f) => n + f.bytes.length, 0),
    );
  return checked;
}
