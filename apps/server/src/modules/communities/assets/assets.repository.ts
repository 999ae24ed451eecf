/**
 * Rows of community asset folders and assets (spec 02 §3 Assets folder, Asset): reads, writes,
 * the order of siblings (a community's folders, a folder's assets) and the community's asset lock.
 * Writes run in the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import { deleteFileRows } from '../uploads/uploads.repository';
import type { AssetRow, FolderRow } from './assets.presenter';

const FOLDER_SELECT = sql`select f.id, f.community_id, f.name, f.description, f."order", f.created_at from community_asset_folders f`;
const ASSET_SELECT = sql`select a.id, a.folder_id, a.community_id, a.name, a.description, a.type, a.link, a.file_id, a."order", a.created_at, cf.filename, cf.size
  from community_assets a left join community_files cf on cf.id = a.file_id`;

/** Serialises the asset writes of one community (transaction advisory lock; PGlite and PostgreSQL). */
export async function lockAssets(db: Executor, communityId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727302, ${communityId}::int)`);
}

/** The folder of the community, or undefined. */
export async function loadFolder(db: Executor, communityId: number, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await query<FolderRow>(
    db,
    sql`${FOLDER_SELECT} where f.id = ${folderId} and f.community_id = ${communityId}`,
  );
  return row;
}

/** The community's folders by `order`. */
export function loadFolders(db: Executor, communityId: number): Promise<FolderRow[]> {
  return query<FolderRow>(db, sql`${FOLDER_SELECT} where f.community_id = ${communityId} order by f."order", f.id`);
}

/** The asset of the community (and of the folder, when given), or undefined. */
export async function loadAsset(
  db: Executor,
  communityId: number,
  assetId: number,
  folderId?: number,
): Promise<AssetRow | undefined> {
  const inFolder = folderId === undefined ? sql`` : sql`and a.folder_id = ${folderId}`;
  const [row] = await query<AssetRow>(
    db,
    sql`${ASSET_SELECT} where a.id = ${assetId} and a.community_id = ${communityId} ${inFolder}`,
  );
  return row;
}

/** The folder's assets by `order`. */
export function loadAssets(db: Executor, folderId: number): Promise<AssetRow[]> {
  return query<AssetRow>(db, sql`${ASSET_SELECT} where a.folder_id = ${folderId} order by a."order", a.id`);
}

/** Siblings kept in order: a community's folders, or a folder's assets. */
export type Siblings = 'folders' | 'assets';

const SIBLINGS = {
  folders: { table: sql.raw('community_asset_folders'), scope: sql.raw('community_id') },
  assets: { table: sql.raw('community_assets'), scope: sql.raw('folder_id') },
};

/** The siblings' ids and orders, in their current order. */
export async function loadOrders(db: Executor, siblings: Siblings, scopeId: number) {
  const { table, scope } = SIBLINGS[siblings];
  const rows = await query<{ id: number; order: number }>(
    db,
    sql`select id, "order" from ${table} where ${scope} = ${scopeId} order by "order", id`,
  );
  return rows.map((r) => ({ id: Number(r.id), order: Number(r.order) }));
}

/** Writes new orders of siblings (one statement). */
export async function writeOrders(db: Executor, siblings: Siblings, changed: { id: number; pos: number }[]) {
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((r) => sql`(${r.id}::int, ${r.pos}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${SIBLINGS[siblings].table} t set "order" = v.pos from (values ${values}) as v(id, pos) where t.id = v.id`,
  );
}

/** Inserts a folder after every other (order: max int, then arranged); answers its id. */
export async function insertFolder(
  db: Executor,
  communityId: number,
  f: { name: string; description: string | null; createdBy: string },
): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into community_asset_folders (community_id, name, description, "order", created_by)
        values (${communityId}, ${f.name}, ${f.description}, 2147483647, ${f.createdBy}) returning id`,
  );
  return Number(id);
}

/** Renames a folder (`description` undefined: unchanged). */
export async function updateFolder(
  db: Executor,
  folderId: number,
  f: { name: string; description?: string | null },
): Promise<void> {
  const description = f.description === undefined ? sql`` : sql`, description = ${f.description}`;
  await db.execute(sql`update community_asset_folders set name = ${f.name} ${description} where id = ${folderId}`);
}

/** Deletes a folder with its assets and their files' rows; answers the storage keys. */
export async function deleteFolder(db: Executor, folderId: number): Promise<string[]> {
  const keys = await deleteFileRows(
    db,
    sql`f.kind = 'asset' and f.id in (select a.file_id from community_assets a where a.folder_id = ${folderId} and a.file_id is not null)`,
  );
  await db.execute(sql`delete from community_asset_folders where id = ${folderId}`);
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
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into community_assets (folder_id, community_id, name, description, type, link, file_id, "order", created_by)
          select ${a.folderId}::int, ${a.communityId}::int, ${a.name}::text, ${a.description}::text, ${a.type}::smallint, ${a.link}::text, ${a.fileId}::uuid,
            coalesce(max(a."order") + 1, 0), ${a.createdBy}::uuid from community_assets a where a.folder_id = ${a.folderId}
          returning id`,
  );
  return Number(id);
}

/** Renames an asset (`description` and `link` undefined: unchanged). */
export async function updateAsset(
  db: Executor,
  assetId: number,
  a: { name: string; description?: string | null; link?: string },
): Promise<void> {
  const description = a.description === undefined ? sql`` : sql`, description = ${a.description}`;
  const link = a.link === undefined ? sql`` : sql`, link = ${a.link}`;
  await db.execute(sql`update community_assets set name = ${a.name} ${description} ${link} where id = ${assetId}`);
}

/** Deletes an asset and its file's row (`fileId`); answers the storage keys. */
export async function deleteAsset(db: Executor, assetId: number, fileId: string | null): Promise<string[]> {
  await db.execute(sql`delete from community_assets where id = ${assetId}`);
  return fileId ? deleteFileRows(db, sql`f.id = ${fileId} and f.kind = 'asset'`) : [];
}
