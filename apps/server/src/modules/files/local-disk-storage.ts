/**
 * FileStorage on local disk (the default without S3_*; docs/operations.md "Files"): each key is a
 * file at `<root>/<key>`, i.e. `<root>/yyyy/mm/<uuid>.<ext>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type FileStorage, isStorageKey, type StoredObject } from './file-storage';

/** Local disk storage under `root`. Rejects keys that are not server-generated (no traversal). */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, body);
    },
    async open(key) {
      const file = resolve(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async exists(key) {
      return fs.promises.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    list: () => listKeys(root),
  };
}

/** Names in a folder (none when it does not exist, or was removed meanwhile). */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.promises.readdir(dir)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The files of `root/yyyy/mm/` whose relative path is a storage key, with their modification time. */
async function* listKeys(root: string): AsyncIterable<StoredObject> {
  for (const year of await namesIn(root)) {
    if (!/^[0-9]{4}$/.test(year)) continue;
    for (const month of await namesIn(path.join(root, year))) {
      if (!/^[0-9]{2}$/.test(month)) continue;
      for (const name of await namesIn(path.join(root, year, month))) {
        const key = `${year}/${month}/${name}`;
        if (!isStorageKey(key)) continue;
        const stat = await fs.promises.stat(path.join(root, key)).catch(() => null);
        if (stat?.isFile()) yield { key, lastModified: stat.mtime };
      }
    }
  }
}
