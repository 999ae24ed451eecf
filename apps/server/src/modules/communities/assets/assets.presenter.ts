/**
 * Folder and asset rows → the answers of spec 02 §3 (Assets folder, Asset), with the caller's
 * abilities (canManage, canEdit/canDelete) computed by the service from policies/communities.ts.
 */
import { type Asset, type AssetsFolder, AssetType } from '@portal/shared';
import { fileUrl, iso } from '../format';
import type { AssetRow, FolderRow } from './assets.repository';

/** A folder answer. */
export function presentFolder(r: FolderRow, canManage: boolean): AssetsFolder {
  return {
    id: Number(r.id),
    communityId: Number(r.communityId),
    name: r.name,
    description: r.description,
    order: Number(r.order),
    createdAt: iso(r.createdAt) as string,
    abilities: { canManage },
  };
}

/** An asset answer: `path` is the link itself (type 1) or the file's download URL. */
export function presentAsset(r: AssetRow, canEdit: boolean): Asset {
  const isLink = Number(r.type) === AssetType.Link;
  return {
    id: Number(r.id),
    folderId: Number(r.folderId),
    communityId: Number(r.communityId),
    name: r.name,
    description: r.description,
    type: Number(r.type),
    path: isLink ? r.link : fileUrl(r.fileId),
    fileName: isLink ? null : r.filename,
    size: isLink || r.size == null ? null : Number(r.size),
    order: Number(r.order),
    createdAt: iso(r.createdAt) as string,
    abilities: { canEdit, canDelete: canEdit },
  };
}
