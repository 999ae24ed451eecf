/**
 * Rows of community asset folders and assets (spec 02 §3 Assets folder, Asset): reads, writes,
 * the order of siblings (a community's folders, a folder's assets) and the community's asset lock.
 * Writes run in the caller's transaction.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { communityAssetFolders, communityAssets, communityFiles } from '../../../db/schema';
import { qb } from '../access.repository';
import { deleteFileRows, fileF } from '../uploads/uploads.repository';

const folders = communityAssetFolders;
const assets = communityAssets;

/** Serialises the asset writes of one community (transaction advisory lock; PGlite and PostgreSQL). */
export async function lockAssets(db: Executor, communityId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727302, ${communityId}::int)`);
}

/** The fields of a folder answer. */
const folderFields = {
  id: folders.id,
  communityId: folders.communityId,
  name: folders.name,
  description: folders.description,
  order: folders.order,
  createdAt: folders.createdAt,
};

/** A folder row. */
export type FolderRow = Pick<typeof folders.$inferSelect, keyof typeof folderFields>;

/** The folder of the community, or undefined. */
export async function loadFolder(db: Executor, communityId: number, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select(folderFields)
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.communityId, communityId)));
  return row;
}

/** The community's folders by `order`. */
export function loadFolders(db: Executor, communityId: number): Promise<FolderRow[]> {
  return db
    .select(folderFields)
    .from(folders)
    .where(eq(folders.communityId, communityId))
    .orderBy(asc(folders.order), asc(folders.id));
}

/** Assets matching `where` with their file's name and size (file assets), in `order`. */
function selectAssets(db: Executor, where: SQL) {
  return db
    .select({
      id: assets.id,
      folderId: assets.folderId,
      communityId: assets.communityId,
      name: assets.name,
      description: assets.description,
      type: assets.type,
      link: assets.link,
      fileId: assets.fileId,
      order: assets.order,
      createdAt: assets.createdAt,
      filename: communityFiles.filename,
      size: communityFiles.size,
    })
    .from(assets)
    .leftJoin(communityFiles, eq(communityFiles.id, assets.fileId))
    .where(where)
    .$dynamic();
}

/** An asset row with its file's name and size (null for links). */
export type AssetRow = Awaited<ReturnType<typeof selectAssets>>[number];

/** The asset of the community (and of the folder, when given), or undefined. */
export async function loadAsset(
  db: Executor,
  communityId: number,
  assetId: number,
  folderId?: number,
): Promise<AssetRow | undefined> {
  const inFolder = folderId === undefined ? undefined : eq(assets.folderId, folderId);
  const [row] = await selectAssets(
    db,
    and(eq(assets.id, assetId), eq(assets.communityId, communityId), inFolder) as SQL,
  );
  return row;
}

/** The folder's assets by `order`. */
export function loadAssets(db: Executor, folderId: number): Promise<AssetRow[]> {
  return selectAssets(db, eq(assets.folderId, folderId)).orderBy(asc(assets.order), asc(assets.id));
}

/** Siblings kept in order: a community's folders, or a folder's assets. */
export type Siblings = 'folders' | 'assets';

/** The siblings' ids and orders, in their current order. */
export async function loadOrders(db: Executor, siblings: Siblings, scopeId: number) {
  const q =
    siblings === 'folders'
      ? db
          .select({ id: folders.id, order: folders.order })
          .from(folders)
          .where(eq(folders.communityId, scopeId))
          .orderBy(asc(folders.order), asc(folders.id))
      : db
          .select({ id: assets.id, order: assets.order })
          .from(assets)
          .where(eq(assets.folderId, scopeId))
          .orderBy(asc(assets.order), asc(assets.id));
  return q;
}

/** Writes new orders of siblings (one statement). */
export async function writeOrders(db: Executor, siblings: Siblings, changed: { id: number; pos: number }[]) {
  if (changed.length === 0) return;
  const t = siblings === 'folders' ? folders : assets;
  const ids = changed.map((r) => r.id);
  const pos = sql`case ${t.id} ${sql.join(
    changed.map((r) => sql`when ${r.id}::int then ${r.pos}::int`),
    sql` `,
  )} end`;
  if (siblings === 'folders') await db.update(folders).set({ order: pos }).where(inArray(folders.id, ids));
  else await db.update(assets).set({ order: pos }).where(inArray(assets.id, ids));
}

/** Inserts a folder after every other (order: max int, then arranged); answers its id. */
export async function insertFolder(
  db: Executor,
  communityId: number,
  f: { name: string; description: string | null; createdBy: string },
): Promise<number> {
  const [{ id }] = await db
    .insert(folders)
    .values({ communityId, name: f.name, description: f.description, order: 2147483647, createdBy: f.createdBy })
    .returning({ id: folders.id });
  return id;
}

/** Renames a folder (`description` undefined: unchanged). */
export async function updateFolder(
  db: Executor,
  folderId: number,
  f: { name: string; description?: string | null },
): Promise<void> {
  await db
    .update(folders)
    .set({ name: f.name, ...(f.description === undefined ? {} : { description: f.description }) })
    .where(eq(folders.id, folderId));
}

/** Deletes a folder with its assets and their files' rows; answers the storage keys. */
export async function deleteFolder(db: Executor, folderId: number): Promise<string[]> {
  const fileIds = qb
    .select({ fileId: assets.fileId })
    .from(assets)
    .where(sql`${assets.folderId} = ${folderId} and ${assets.fileId} is not null`);
  const keys = await deleteFileRows(db, sql`${fileF.kind} = 'asset' and ${fileF.id} in (${fileIds})`);
  await db.delete(folders).where(eq(folders.id, folderId));
  return keys;
}

/** Inserts an asset last in its folder; answers its id. */
export async function insertAsset(
  db: Executor,
  a: {
    folderId: number;
    communityId: number;
    name: string;
    description: string;
    type: number;
    link: string | null;
    fileId: string | null;
    createdBy: string;
  },
): Promise<number> {
  const last = qb
    .select({ next: sql`coalesce(max(${assets.order}) + 1, 0)` })
    .from(assets)
    .where(eq(assets.folderId, a.folderId));
  const [{ id }] = await db
    .insert(assets)
    .values({ ...a, order: sql`(${last})` })
    .returning({ id: assets.id });
  return id;
}

/** Renames an asset (`description` and `link` undefined: unchanged). */
export async function updateAsset(
  db: Executor,
  assetId: number,
  a: { name: string; description?: string | null; link?: string },
): Promise<void> {
  await db
    .update(assets)
    .set({
      name: a.name,
      ...(a.description === undefined ? {} : { description: a.description }),
      ...(a.link === undefined ? {} : { link: a.link }),
    })
    .where(eq(assets.id, assetId));
}

/** Deletes an asset and its file's row (`fileId`); answers the storage keys. */
export async function deleteAsset(db: Executor, assetId: number, fileId: string | null): Promise<string[]> {
  await db.delete(assets).where(eq(assets.id, assetId));
  return fileId ? deleteFileRows(db, and(eq(fileF.id, fileId), eq(fileF.kind, 'asset')) as SQL) : [];
}
