/**
 * File storage behind one small interface (issue #5). Local disk under `config.dataDir/files` by
 * default (local-disk-storage.ts); S3-compatible object storage (s3-storage.ts) when S3_ENDPOINT and
 * S3_BUCKET are set. Callers only use `FileStorage` (never a path), so both behave the same. The
 * interface and the storage keys are in file-storage.ts; `FileStorage` and `newStorageKey` are also
 * exported here, next to the factory most callers import.
 */
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import { s3Storage } from './s3-storage';

export { type FileStorage, newStorageKey, readStoredBytes } from './file-storage';

const cache = new Map<string, FileStorage>();

/**
 * The storage of a configuration: S3 when `config.s3` is set, else local disk under
 * `dataDir/files`. One instance per configuration, so an S3 client and its connections are shared.
 */
export function storageFor(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  const id = config.s3 ? `s3:${JSON.stringify(config.s3)}` : `disk:${path.join(config.dataDir, 'files')}`;
  let storage = cache.get(id);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files'));
    cache.set(id, storage);
  }
  return storage;
}
