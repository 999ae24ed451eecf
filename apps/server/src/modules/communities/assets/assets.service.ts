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
 *   communities/files/files.service.ts). Bytes are stored before the transaction and removed if it fails;
 *   a delete removes the bytes after its transaction commits.
 */
import {
  type Asset,
  ASSET_MESSAGES,
  ASSET_TYPE_BY_MIME,
  type AssetCreateFieldsSchema,
  AssetType,
  NotificationActivityType,
} from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import { checkEditAsset, checkReadContent } from '../../../policies/communities';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import { joinedMembersSql } from '../access.repository';
import { insertFileRows } from '../uploads/uploads.repository';
import { removeStored, withStoredFiles } from '../uploads/uploads';
import { presentAsset } from './assets.presenter';
import type { AssetRow } from './assets.repository';
import * as repo from './assets.repository';
import { arrange, blankToNull, communityFor, loadFolder, manage } from './folders.service';

const assetNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.assetNotFound);

/** The asset of the community (and of the folder, when the path names one); 404 otherwise. */
async function loadAsset(db: Executor, communityId: number, assetId: number, folderId?: number): Promise<AssetRow> {
  const row = await repo.loadAsset(db, communityId, assetId, folderId);
  if (!row) throw assetNotFound();
  return row;
}

async function assetList(db: Executor, folderId: number, canEdit: boolean): Promise<Asset[]> {
  return (await repo.loadAssets(db, folderId)).map((r) => presentAsset(r, canEdit));
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
 * Before reading the upload of POST community/{id}/folder/{folderId}/asset: refuses callers
 * without assetsAll (400/403) and unknown folders (404).
 */
export async function checkCreateAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
): Promise<void> {
  await communityFor(ctx.db, actor, communityId, manage);
  await loadFolder(ctx.db, communityId, folderId);
}

/**
 * POST community/{id}/folder/{folderId}/asset (multipart, read by the route): `file` (one; spec 02
 * §5 types, 5 MB: 413 "Maximum allowed file size is 5Mb", other types 415 "Allowed only: ...") or
 * `link` (http(s) with a domain), `name` and `description` (required). The type comes from the
 * file's detected content type, or 1 for a link. Needs assetsAll; the community's Joined members
 * other than the author get 12 NewAssetWasCreated in the same transaction. Answers the asset.
 */
export async function createAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
  input: z.output<typeof AssetCreateFieldsSchema>,
  file: UploadedFile | undefined,
): Promise<Asset> {
  if (Number(!!file) + Number(!!input.link) !== 1) {
    throw new AppError('VALIDATION_ERROR', ASSET_MESSAGES.typeAndDataRequired, {
      errors: [{ field: file ? 'link' : 'file', message: ASSET_MESSAGES.typeAndDataRequired }],
    });
  }
  const type = file ? ASSET_TYPE_BY_MIME[file.mimeType] : AssetType.Link;
  if (type === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ASSET_MESSAGES.typeNotAllowed);
  return withStoredFiles(ctx, file ? [file] : [], (stored) =>
    ctx.db.transaction(async (tx) => {
      await repo.lockAssets(tx, communityId);
      const { facts, membership } = await communityFor(tx, actor, communityId, manage);
      await loadFolder(tx, communityId, folderId);
      const [fileId] = await insertFileRows(tx, actor.id, stored, { kind: 'asset', communityId });
      const id = await repo.insertAsset(tx, {
        folderId,
        communityId,
        name: input.name,
        description: input.description,
        type,
        link: input.link ?? null,
        fileId: fileId ?? null,
        createdBy: actor.id,
      });
      await notify(tx, {
        type: NotificationActivityType.NewAssetWasCreated,
        recipients: joinedMembersSql(communityId),
        actorId: actor.id,
        communityId,
        assetId: id,
        data: { assetType: type, assetName: input.name },
      });
      return presentAsset(await loadAsset(tx, communityId, id), checkEditAsset(actor, facts, membership) === null);
    }),
  );
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
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, checkEditAsset);
    const asset = await loadAsset(tx, communityId, assetId, folderId);
    if (input.link !== undefined && Number(asset.type) !== AssetType.Link) {
      throw new AppError('VALIDATION_ERROR', ASSET_MESSAGES.onlyLinkHasUrl, {
        errors: [{ field: 'link', message: ASSET_MESSAGES.onlyLinkHasUrl }],
      });
    }
    await repo.updateAsset(tx, assetId, {
      name: input.name,
      description: input.description === undefined ? undefined : blankToNull(input.description),
      link: input.link,
    });
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
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, checkEditAsset);
    const asset = await loadAsset(tx, communityId, assetId, folderId);
    const stale = await repo.deleteAsset(tx, assetId, asset.fileId);
    await arrange(tx, 'assets', Number(asset.folderId));
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
    await repo.lockAssets(tx, communityId);
    const { facts, membership } = await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    await loadAsset(tx, communityId, input.id, folderId);
    await arrange(tx, 'assets', folderId, { id: input.id, position: input.newOrder });
    return assetList(tx, folderId, checkEditAsset(actor, facts, membership) === null);
  });
}
