/**
 * Community assets contract (spec 02 §3 Assets folder, Asset, asset types; §5 Asset validation;
 * §6 assetsAll; §7 Assets; §8 asset messages; §9 asset table paging). Paths under /api/v1:
 *
 * - GET    community/{id}/folder                               → AssetsFolder[] ordered by `order`
 * - POST   community/{id}/folder {Name, Description, Order}    → 201 AssetsFolder
 * - PUT    community/{id}/folder/{folderId} {name, description} → AssetsFolder
 * - DELETE community/{id}/folder/{folderId}                    → {success} (its assets and files too)
 * - PUT    community/{id}/folder/reorder {id, newOrder}        → AssetsFolder[]
 * - GET    community/{id}/folder/{folderId}/asset              → Asset[] ordered by `order`
 * - POST   community/{id}/folder/{folderId}/asset (multipart: file | link, name, description) → 201 Asset
 * - PUT    community/{id}/[folder/{folderId}/]asset/{assetId} {name, description, link?} → Asset
 * - DELETE community/{id}/[folder/{folderId}/]asset?id         → {success}
 * - PUT    community/{id}/folder/{folderId}/asset/reorder {id, newOrder} → Asset[]
 *
 * Bodies take the spec's casing (`Name`) and camelCase (`name`) alike; answers are camelCase.
 * `order` and `newOrder` are 0-based positions (chosen: the spec names the field only).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './communities.constants';

const id = idSchema;
const intId = idParamSchema;

/** Asset types (spec 02 §3): Folder 0, Link 1, PDF 2, PPT 3, MP4 4, JPG 5, PNG 6, XLS 7, PPTX 8, XLSX 9, TXT 10, DOC 11, DOCX 12. */
export const AssetType = {
  Folder: 0,
  Link: 1,
  PDF: 2,
  PPT: 3,
  MP4: 4,
  JPG: 5,
  PNG: 6,
  XLS: 7,
  PPTX: 8,
  XLSX: 9,
  TXT: 10,
  DOC: 11,
  DOCX: 12,
} as const;
export type AssetType = (typeof AssetType)[keyof typeof AssetType];
export const ASSET_TYPE_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Files an asset may be (spec 02 §5 Asset validation), by extension; the content must agree. */
export const ASSET_UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xlsx',
  'xls',
  'txt',
  'mp4',
  'png',
  'jpeg',
  'jpg',
  'pptx',
  'ppt',
] as const;

/** The asset type of an upload, by the MIME type detected from its content. */
export const ASSET_TYPE_BY_MIME: Readonly<Record<string, AssetType>> = {
  'application/pdf': AssetType.PDF,
  'application/vnd.ms-powerpoint': AssetType.PPT,
  'video/mp4': AssetType.MP4,
  'image/jpeg': AssetType.JPG,
  'image/png': AssetType.PNG,
  'application/vnd.ms-excel': AssetType.XLS,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': AssetType.PPTX,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': AssetType.XLSX,
  'text/plain': AssetType.TXT,
  'application/msword': AssetType.DOC,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': AssetType.DOCX,
};

/** Limits (spec 02 §9; the chosen ones are marked). Sizes in bytes, lengths in characters. */
export const ASSET_LIMITS = {
  /** Folder and asset names (the brief's 200; the spec gives none). */
  nameMax: 200,
  /** Chosen. */
  descriptionMax: 1000,
  /** Chosen. */
  linkMax: 2000,
  /** 5 MB per file (spec 02 §5: the message states 5Mb). */
  fileMaxBytes: COMMUNITY_LIMITS.fileMaxBytes,
  /** The asset tables page by 10 (spec 02 §9); the list calls answer the whole folder. */
  tablePageSize: 10,
} as const;

/** Texts (spec 02 §5, §8 unless marked chosen). */
export const ASSET_MESSAGES = {
  nameRequired: 'Please input the name!',
  descriptionRequired: 'Please input the description!',
  invalidLink: 'The URL must start with http:// or https:// and must have domain',
  typeNotAllowed: `Allowed only: ${ASSET_UPLOAD_EXTENSIONS.join(', ')}.`,
  fileTooLarge: COMMUNITY_MESSAGES.fileTooLarge,
  typeAndDataRequired: 'Please select a file type and provide the necessary data.',
  folderTitleRequired: 'Please input the title',
  folderNameRequired: 'Please input the folder name',
  fileNameRequired: 'Please input the file name',
  addFileFailed: 'Failed to add file.',
  renameFolderFailed: 'Failed to rename folder.',
  renameItemsFailed: 'Failed to rename items.',
  renameItemFailed: 'Failed to rename item.',
  itemNotDeleted: 'Item not deleted. Try again.',
  folderNotDeleted: 'Folder and files are not deleted',
  createFolderFailed: 'Failed to create folder',
  reorderFailed: 'Reorder failed: ',
  downloadFailed: 'Failed to download file',
  fileAdded: 'File added successfully.',
  folderCreated: 'Folder created successfully',
  saved: 'Successfully saved',
  // Chosen where the spec gives no wording:
  nameTooLong: 'Max length is 200 symbols',
  descriptionTooLong: 'Max length is 1000 symbols',
  folderNotFound: 'Folder not found.',
  assetNotFound: 'Asset not found.',
  onlyLinkHasUrl: 'Only a link asset has a URL.',
  adminOnlyAssetEdit: 'Only an Admin or WorkSpaceOwner can edit or delete files in the asset table.',
} as const;

/**
 * True for an http(s) URL with a domain name (spec 02 §5 "must start with http:// or https://
 * and must have domain"): no spaces, a host of dot-separated labels ending in a letter TLD (so
 * not `localhost` or a bare IP address).
 */
export function isAssetLink(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value) || value.length > ASSET_LIMITS.linkMax) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(url.hostname);
}

/** Object keys with a lower-case first letter: the spec's `{Name, Description, Order}` reads as `{name, description, order}`. */
function camelKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]));
}

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(ASSET_LIMITS.nameMax, ASSET_MESSAGES.nameTooLong);
const description = z.string().trim().max(ASSET_LIMITS.descriptionMax, ASSET_MESSAGES.descriptionTooLong);
const position = z.coerce.number().int().min(0).max(1_000_000);
/** An asset link: http(s) with a domain (spec 02 §5). */
export const AssetLinkSchema = z
  .string({ error: ASSET_MESSAGES.invalidLink })
  .trim()
  .refine(isAssetLink, ASSET_MESSAGES.invalidLink);

export const AssetsFolderParamsSchema = z.object({ id: intId, folderId: intId });
export const AssetParamsSchema = z.object({ id: intId, assetId: intId });
export const FolderAssetParamsSchema = z.object({ id: intId, folderId: intId, assetId: intId });
/** DELETE community/{id}/[folder/{folderId}/]asset?id: the asset id. */
export const AssetDeleteQuerySchema = z.object({ id: intId });

/** What the caller may do with a folder (assetsAll in a writable community; STYLE rule 4). */
export const AssetsFolderAbilitiesSchema = z.object({ canManage: z.boolean() });
/** What the caller may do with an asset: edit and delete need assetsAll and Admin or WorkSpaceOwner (spec 02 §6). */
export const AssetAbilitiesSchema = z.object({ canEdit: z.boolean(), canDelete: z.boolean() });

/** Assets folder (spec 02 §3): id, name, description, order (0-based position in the community). */
export const AssetsFolderSchema = z.object({
  id,
  communityId: id,
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  abilities: AssetsFolderAbilitiesSchema,
});
export type AssetsFolder = z.infer<typeof AssetsFolderSchema>;
export const AssetsFolderListResponseSchema = z.array(AssetsFolderSchema);

/**
 * Asset (spec 02 §3): `type` 1 for a link, else the file's type (2-12); `path` is the link itself
 * or the file's download URL (`/api/v1/community/files/{fileId}`, readable by whoever may read
 * the community's content); `fileName` and `size` (bytes) only for files.
 */
export const AssetSchema = z.object({
  id,
  folderId: id,
  communityId: id,
  name: z.string(),
  description: z.string().nullable(),
  type: z.number().int(),
  path: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  abilities: AssetAbilitiesSchema,
});
export type Asset = z.infer<typeof AssetSchema>;
export const AssetListResponseSchema = z.array(AssetSchema);

/**
 * POST community/{id}/folder {Name, Description, Order} (camelCase accepted). Name required
 * ("Please input the title"), ≤ 200; Order is the 0-based position (absent: last).
 */
export const AssetsFolderCreateInputSchema = z.preprocess(
  camelKeys,
  z.object({
    name: required(ASSET_MESSAGES.folderTitleRequired),
    description: description.nullish(),
    order: position.nullish(),
  }),
);
export type AssetsFolderCreateInput = z.input<typeof AssetsFolderCreateInputSchema>;

/** PUT community/{id}/folder/{folderId} {name, description}: name required ("Please input the folder name"); description absent = unchanged. */
export const AssetsFolderUpdateInputSchema = z.preprocess(
  camelKeys,
  z.object({ name: required(ASSET_MESSAGES.folderNameRequired), description: description.nullish() }),
);
export type AssetsFolderUpdateInput = z.input<typeof AssetsFolderUpdateInputSchema>;

/** PUT .../folder/reorder and .../folder/{folderId}/asset/reorder {id, newOrder}: move one item to a 0-based position. */
export const AssetsReorderInputSchema = z.preprocess(camelKeys, z.object({ id: intId, newOrder: position }));
export type AssetsReorderInput = z.input<typeof AssetsReorderInputSchema>;

/**
 * POST .../folder/{folderId}/asset text fields (multipart; the file part is `file`): name and
 * description required (spec 02 §5); `link` for a link asset. Exactly one of file and link
 * ("Please select a file type and provide the necessary data."); the type is derived.
 */
export const AssetCreateFieldsSchema = z.object({
  name: required(ASSET_MESSAGES.nameRequired),
  description: z
    .string({ error: ASSET_MESSAGES.descriptionRequired })
    .trim()
    .min(1, ASSET_MESSAGES.descriptionRequired)
    .max(ASSET_LIMITS.descriptionMax, ASSET_MESSAGES.descriptionTooLong),
  link: AssetLinkSchema.optional(),
});
export type AssetCreateFields = z.input<typeof AssetCreateFieldsSchema>;

/**
 * PUT .../asset/{assetId} {name, description, link?}: name required ("Please input the file
 * name"); description absent = unchanged; `link` only for a link asset, same URL rule (spec 02 §5).
 */
export const AssetUpdateInputSchema = z.preprocess(
  camelKeys,
  z.object({
    name: required(ASSET_MESSAGES.fileNameRequired),
    description: description.nullish(),
    link: AssetLinkSchema.optional(),
  }),
);
export type AssetUpdateInput = z.input<typeof AssetUpdateInputSchema>;
