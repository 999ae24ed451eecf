/**
 * Folder and asset rows → the answers of spec 02 §3 (Assets folder, Asset), with the caller's
 * abilities (canManage, canEdit/canDelete) computed by the service from policies/communities.ts.
 */
import { type Asset, type AssetsFolder, AssetType } from '@portal/shared';
import { fileUrl, iso } from '../format';

/** A folder row. */
export interface FolderRow {
  id: number;
  community_id: number;
  name: string;
  description: string | null;
  order: number;
  created_at: Date | string;
}

/** An asset row with its file's name and size (file assets). */
export interface AssetRow {
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

/** A folder answer. */
export function presentFolder(r: FolderRow, canManage: boolean): AssetsFolder {
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
export function presentAsset(r: AssetRow, canEdit: boolean): Asset {
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
