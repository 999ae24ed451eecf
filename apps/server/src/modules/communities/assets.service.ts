/**
 * Community assets (spec 02 §3 Assets folder, Asset; §5 Asset validation; §6 assetsAll; §7 Assets;
 * §8 messages): a community's folders and their assets (files or links), each list ordered by
 * `order`.
 *
 * - Reads: whoever may read the community's content (checkReadContent, as posts): an unknown or
 *   hidden community answers 400 "Community not found.", a non-member 403 "Oops! Only members...".
 * - Writes: assetsAll, globally or per community, in a community that is not archived (checkWrite);
 *   editing or deleting an asset also needs account role Admin or WorkSpaceOwner (checkEditAsset).
 *   Unknown folders and assets (or ones of another community) answer 404.
 * - Orders are 0-based positions kept contiguous: create, reorder and delete renumber the siblings.
 *   Every write first takes the community's asset lock (a transaction advisory lock), so writers of
 *   one community's assets run one at a time and never deadlock on each other's rows.
 * - Files are community_files rows of kind 'asset' (downloads and their visibility:
 *   community-files.service.ts). Bytes are stored before the transaction and removed if it fails;
 *   a delete removes the bytes after its transaction commits.
 */
import {
  type Asset,
  ASSET_MESSAGES,
  ASSET_TYPE_BY_MIME,
  ASSET_UPLOAD_EXTENSIONS,
  AssetCreateFieldsSchema,
  type AssetsFolder,
  AssetType,
  NotificationActivityType,
} from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  checkEditAsset,
  checkReadContent,
  checkWrite,
  type CommunityActor,
  type CommunityFacts,
  type Denial,
  type MembershipFacts,
} from '../../policies/communities';
import {
  enforce,
  type Executor,
  factsOf,
  fileUrl,
  iso,
  loadCommunity,
  membershipOf,
  query,
  viewerOf,
} from './community-access';
import { deleteFileRows, insertFileRows, oneField, readMultipart, removeStored, storeFiles } from './community-files';
import { joinedMembersSql, notify } from './notifications.service';
import { parseFields } from './posts.service';

type Rule = (actor: CommunityActor, c: CommunityFacts, m: MembershipFacts) => Denial | null;
const manage: Rule = (actor, c, m) => checkWrite(actor, c, m, 'assetsAll');

interface FolderRow {
  id: number;
  community_id: number;
  name: string;
  description: string | null;
  order: number;
  created_at: Date | string;
}

interface AssetRow {
  id: number;
  folder_id: number;
  community_id: number;
  name: string;
  description: string | null;
  type: number;
  link: string | null;
  file_id: string | null;
  order: number;
  created_at: Date | string;
  filename: string | null;
  size: number | string | null;
}

const FOLDER_SELECT = sql`select f.id, f.community_id, f.name, f.description, f."order", f.created_at from community_asset_folders f`;
const ASSET_SELECT = sql`select a.id, a.folder_id, a.community_id, a.name, a.description, a.type, a.link, a.file_id, a."order", a.created_at, cf.filename, cf.size
  from community_assets a left join community_files cf on cf.id = a.file_id`;

const folderNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.folderNotFound);
const assetNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.assetNotFound);
const blankToNull = (v: string | null | undefined) => (v ? v : null);

/** The community's facts and the caller's membership, after the rule passed (400/403 otherwise). */
async function communityFor(
  db: Executor,
  actor: Actor,
  communityId: number,
  rule: Rule,
): Promise<{ facts: CommunityFacts; membership: MembershipFacts }> {
  const community = await loadCommunity(db, viewerOf(actor), communityId);
  const facts = factsOf(community);
  const membership = membershipOf(community);
  enforce(rule(actor, facts, membership));
  return { facts, membership };
}

/** Serialises the asset writes of one community (transaction advisory lock; PGlite and PostgreSQL). */
async function lockAssets(db: Executor, communityId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727302, ${communityId}::int)`);
}

async function loadFolder(db: Executor, communityId: number, folderId: number): Promise<FolderRow> {
  const [row] = await query<FolderRow>(
    db,
    sql`${FOLDER_SELECT} where f.id = ${folderId} and f.community_id = ${communityId}`,
  );
  if (!row) throw folderNotFound();
  return row;
}

/** The asset of the community (and of the folder, when the path names one); 404 otherwise. */
async function loadAsset(db: Executor, communityId: number, assetId: number, folderId?: number): Promise<AssetRow> {
  const inFolder = folderId === undefined ? sql`` : sql`and a.folder_id = ${folderId}`;
  const [row] = await query<AssetRow>(
    db,
    sql`${ASSET_SELECT} where a.id = ${assetId} and a.community_id = ${communityId} ${inFolder}`,
  );
  if (!row) throw assetNotFound();
  return row;
}

function presentFolder(r: FolderRow, canManage: boolean): AssetsFolder {
  return {
    id: Number(r.id),
    communityId: Number(r.community_id),
    name: r.name,
    description: r.description,
    order: Number(r.order),
    createdAt: iso(r.created_at) as string,
    abilities: { canManage },
  };
}

/** An asset answer: `path` is the link itself (type 1) or the file's download URL. */
function presentAsset(r: AssetRow, canEdit: boolean): Asset {
  const isLink = Number(r.type) === AssetType.Link;
  return {
    id: Number(r.id),
    folderId: Number(r.folder_id),
    communityId: Number(r.community_id),
    name: r.name,
    description: r.description,
    type: Number(r.type),
    path: isLink ? r.link : fileUrl(r.file_id),
    fileName: isLink ? null : r.filename,
    size: isLink || r.size == null ? null : Number(r.size),
    order: Number(r.order),
    createdAt: iso(r.created_at) as string,
    abilities: { canEdit, canDelete: canEdit },
  };
}

/** Siblings kept in order: a community's folders, or a folder's assets. */
const FOLDERS = { table: sql.raw('community_asset_folders'), scope: sql.raw('community_id') };
const ASSETS = { table: sql.raw('community_assets'), scope: sql.raw('folder_id') };

/**
 * Renumbers the siblings 0..n-1 in their current order, after moving `move.id` to `move.position`
 * (clamped to the list; a position past the end means last). Only changed rows are written.
 */
async function arrange(
  db: Executor,
  siblings: { table: SQL; scope: SQL },
  scopeId: number,
  move?: { id: number; position: number },
): Promise<void> {
  const rows = await query<{ id: number; order: number }>(
    db,
    sql`select id, "order" from ${siblings.table} where ${siblings.scope} = ${scopeId} order by "order", id`,
  );
  const current = new Map(rows.map((r) => [Number(r.id), Number(r.order)]));
  const ids = rows.map((r) => Number(r.id));
  if (move) {
    const from = ids.indexOf(move.id);
    if (from >= 0) ids.splice(from, 1);
    ids.splice(Math.min(Math.max(move.position, 0), ids.length), 0, move.id);
  }
  const changed = ids.map((id, pos) => ({ id, pos })).filter((r) => current.get(r.id) !== r.pos);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((r) => sql`(${r.id}::int, ${r.pos}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${siblings.table} t set "order" = v.pos from (values ${values}) as v(id, pos) where t.id = v.id`,
  );
}

async function folderList(db: Executor, communityId: number, canManage: boolean): Promise<AssetsFolder[]> {
  const rows = await query<FolderRow>(
    db,
    sql`${FOLDER_SELECT} where f.community_id = ${communityId} order by f."order", f.id`,
  );
  return rows.map((r) => presentFolder(r, canManage));
}

async function assetList(db: Executor, folderId: number, canEdit: boolean): Promise<Asset[]> {
  const rows = await query<AssetRow>(db, sql`${ASSET_SELECT} where a.folder_id = ${folderId} order by a."order", a.id`);
  return rows.map((r) => presentAsset(r, canEdit));
}

/** GET community/{id}/folder: the community's folders ordered by `order` (readers of its content). */
export async function listFolders(ctx: AppContext, actor: Actor, communityId: number): Promise<AssetsFolder[]> {
  const { facts, membership } = await communityFor(ctx.db, actor, communityId, checkReadContent);
  return folderList(ctx.db, communityId, manage(actor, facts, membership) === null);
}

/** GET community/{id}/folder/{folderId}/asset: the folder's assets ordered by `order`; unknown folder 404. */
export async function listAssets(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
): Promise<Asset[]> {
  const { facts, membership } = await communityFor(ctx.db, actor, communityId, checkReadContent);
  await loadFolder(ctx.db, communityId, folderId);
  return assetList(ctx.db, folderId, checkEditAsset(actor, facts, membership) === null);
}

/**
 * POST community/{id}/folder {name, description, order}: a folder at the 0-based position `order`
 * (absent or past the end: last); the others move down. Needs assetsAll. Answers the folder.
 */
export async function createFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  input: { name: string; description?: string | null; order?: number | null },
): Promise<AssetsFolder> {
  return ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    const [{ id }] = await query<{ id: number }>(
      tx,
      sql`insert into community_asset_folders (community_id, name, description, "order", created_by)
        values (${communityId}, ${input.name}, ${blankToNull(input.description)}, 2147483647, ${actor.id}) returning id`,
    );
    await arrange(tx, FOLDERS, communityId, { id: Number(id), position: input.order ?? Number.MAX_SAFE_INTEGER });
    return presentFolder(await loadFolder(tx, communityId, Number(id)), true);
  });
}

/** PUT community/{id}/folder/{folderId} {name, description}: rename (description absent = unchanged). Needs assetsAll. */
export async function updateFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
  input: { name: string; description?: string | null },
): Promise<AssetsFolder> {
  return ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    const description =
      input.description === undefined ? sql`` : sql`, description = ${blankToNull(input.description)}`;
    await tx.execute(
      sql`update community_asset_folders set name = ${input.name} ${description} where id = ${folderId}`,
    );
    return presentFolder(await loadFolder(tx, communityId, folderId), true);
  });
}

/**
 * DELETE community/{id}/folder/{folderId}: the folder, its assets and their files in one
 * transaction (the stored bytes go after it commits); the other folders close up. Needs assetsAll.
 */
export async function deleteFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    const stale = await deleteFileRows(
      tx,
      sql`f.kind = 'asset' and f.id in (select a.file_id from community_assets a where a.folder_id = ${folderId} and a.file_id is not null)`,
    );
    await tx.execute(sql`delete from community_asset_folders where id = ${folderId}`);
    await arrange(tx, FOLDERS, communityId);
    return stale;
  });
  await removeStored(ctx, keys);
}

/** PUT community/{id}/folder/reorder {id, newOrder}: moves one folder to a 0-based position. Needs assetsAll. Answers the folders. */
export async function reorderFolders(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  input: { id: number; newOrder: number },
): Promise<AssetsFolder[]> {
  return ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, input.id);
    await arrange(tx, FOLDERS, communityId, { id: input.id, position: input.newOrder });
    return folderList(tx, communityId, true);
  });
}

/**
 * POST community/{id}/folder/{folderId}/asset (multipart): `file` (one; spec 02 §5 types, 5 MB:
 * 413 "Maximum allowed file size is 5Mb", other types 415 "Allowed only: ...") or `link` (http(s)
 * with a domain), `name` and `description` (required). The type comes from the file's detected
 * content type, or 1 for a link. Needs assetsAll; the community's Joined members other than the
 * author get 12 NewAssetWasCreated in the same transaction. Answers the asset.
 */
export async function createAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
  req: FastifyRequest,
): Promise<Asset> {
  // Refuse callers without assetsAll, and unknown folders, before reading the upload.
  await communityFor(ctx.db, actor, communityId, manage);
  await loadFolder(ctx.db, communityId, folderId);
  const form = await readMultipart(req, {
    file: {
      max: 1,
      allowed: ASSET_UPLOAD_EXTENSIONS,
      notAllowed: ASSET_MESSAGES.typeNotAllowed,
      tooMany: ASSET_MESSAGES.typeAndDataRequired,
    },
  });
  const f = form.fields;
  const input = parseFields(AssetCreateFieldsSchema, {
    name: oneField(f.name),
    description: oneField(f.description),
    link: oneField(f.link)?.trim() || undefined,
  });
  const file = form.files[0];
  if (Number(!!file) + Number(!!input.link) !== 1) {
    throw new AppError('VALIDATION_ERROR', ASSET_MESSAGES.typeAndDataRequired, {
      errors: [{ field: file ? 'link' : 'file', message: ASSET_MESSAGES.typeAndDataRequired }],
    });
  }
  const type = file ? ASSET_TYPE_BY_MIME[file.mimeType] : AssetType.Link;
  if (type === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ASSET_MESSAGES.typeNotAllowed);
  const { stored, discard } = await storeFiles(ctx, form.files);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockAssets(tx, communityId);
      const { facts, membership } = await communityFor(tx, actor, communityId, manage);
      await loadFolder(tx, communityId, folderId);
      const [fileId] = await insertFileRows(tx, actor.id, stored, { kind: 'asset', communityId });
      const [{ id }] = await query<{ id: number }>(
        tx,
        sql`insert into community_assets (folder_id, community_id, name, description, type, link, file_id, "order", created_by)
          select ${folderId}::int, ${communityId}::int, ${input.name}::text, ${input.description}::text, ${type}::smallint, ${input.link ?? null}::text, ${fileId ?? null}::uuid,
            coalesce(max(a."order") + 1, 0), ${actor.id}::uuid from community_assets a where a.folder_id = ${folderId}
          returning id`,
      );
      await notify(
        tx,
        {
          activityType: NotificationActivityType.NewAssetWasCreated,
          initiatorId: actor.id,
          communityId,
          assetId: Number(id),
          data: { assetType: type, assetName: input.name },
        },
        joinedMembersSql(communityId),
      );
      return presentAsset(
        await loadAsset(tx, communityId, Number(id)),
        checkEditAsset(actor, facts, membership) === null,
      );
    });
  } catch (err) {
    await discard();
    throw err;
  }
}

/**
 * PUT community/{id}/[folder/{folderId}/]asset/{assetId} {name, description, link?}: rename, and
 * for a link asset a new URL (another type with `link` is 400). Needs assetsAll and account role
 * Admin or WorkSpaceOwner (spec 02 §6). Answers the asset.
 */
export async function updateAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  assetId: number,
  input: { name: string; description?: string | null; link?: string },
  folderId?: number,
): Promise<Asset> {
  return ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, checkEditAsset);
    const asset = await loadAsset(tx, communityId, assetId, folderId);
    if (input.link !== undefined && Number(asset.type) !== AssetType.Link) {
      throw new AppError('VALIDATION_ERROR', ASSET_MESSAGES.onlyLinkHasUrl, {
        errors: [{ field: 'link', message: ASSET_MESSAGES.onlyLinkHasUrl }],
      });
    }
    const description =
      input.description === undefined ? sql`` : sql`, description = ${blankToNull(input.description)}`;
    const link = input.link === undefined ? sql`` : sql`, link = ${input.link}`;
    await tx.execute(
      sql`update community_assets set name = ${input.name} ${description} ${link} where id = ${assetId}`,
    );
    return presentAsset(await loadAsset(tx, communityId, assetId), true);
  });
}

/**
 * DELETE community/{id}/[folder/{folderId}/]asset?id: the asset and its file (bytes removed after
 * commit); the folder's other assets close up. Needs assetsAll and Admin or WorkSpaceOwner.
 */
export async function deleteAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  assetId: number,
  folderId?: number,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, checkEditAsset);
    const asset = await loadAsset(tx, communityId, assetId, folderId);
    await tx.execute(sql`delete from community_assets where id = ${assetId}`);
    const stale = asset.file_id ? await deleteFileRows(tx, sql`f.id = ${asset.file_id} and f.kind = 'asset'`) : [];
    await arrange(tx, ASSETS, Number(asset.folder_id));
    return stale;
  });
  await removeStored(ctx, keys);
}

/** PUT community/{id}/folder/{folderId}/asset/reorder {id, newOrder}: moves one asset to a 0-based position. Needs assetsAll. Answers the folder's assets. */
export async function reorderAssets(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
  input: { id: number; newOrder: number },
): Promise<Asset[]> {
  return ctx.db.transaction(async (tx) => {
    await lockAssets(tx, communityId);
    const { facts, membership } = await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    await loadAsset(tx, communityId, input.id, folderId);
    await arrange(tx, ASSETS, folderId, { id: input.id, position: input.newOrder });
    return assetList(tx, folderId, checkEditAsset(actor, facts, membership) === null);
  });
}
