/**
 * Content answers (spec 03 §3 News or resource item): Directus-style field names, ISO dates,
 * `fields` selection and the removal of dollar-prefixed keys (spec 03 §7).
 */
import type { ContentAsset, ContentItem, ContentPage, ContentStatus } from '@portal/shared';
import type { FileRow } from './content-files.repository';
import { fromRaw, type ItemRecord, type ItemRelations, type ItemRow } from './content.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** `filenameDisk` is the last part of the generated storage key (never a path). */
export function presentAsset(file: FileRow): ContentAsset {
  return {
    id: file.id,
    name: file.title,
    type: file.mimeType,
    filenameDisk: file.storageKey.split('/').pop() ?? file.storageKey,
    filenameDownload: file.filenameDownload,
    filesize: Number(file.filesize),
  };
}

export function presentItem(row: ItemRow, rel: ItemRelations): ContentItem {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    content: row.content,
    image: row.imageId,
    status: row.status as ContentStatus,
    date_created: iso(row.createdAt),
    date_updated: iso(row.updatedAt),
    publishStartDate: row.publishStartDate ? iso(row.publishStartDate) : null,
    user_created:
      row.authorFirstName != null ? { firstName: row.authorFirstName, lastName: row.authorLastName ?? '' } : null,
    categories: rel.categories,
    tags: rel.tags,
    assets: rel.assets,
    segments: row.segmentIds.map((segmentId) => ({ segmentId })),
  };
}

/** The presented item of a raw item record (the search pages). */
export function presentRaw(r: ItemRecord): ContentItem {
  const { row, rel } = fromRaw(r);
  return presentItem(row, rel);
}

export function presentPage(row: ItemRow): ContentPage {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    membersOnly: row.membersOnly,
    sortOrder: row.sortOrder,
    status: row.status as ContentStatus,
    date_created: iso(row.createdAt),
    date_updated: iso(row.updatedAt),
  };
}

/**
 * Top-level field names of a Directus `fields` parameter ("id,name,user_created.firstName,*"):
 * null means every field.
 */
export function parseFields(fields: string | undefined): Set<string> | null {
  if (!fields) return null;
  const names = fields
    .split(',')
    .map((f) => f.trim().split('.')[0])
    .filter(Boolean);
  if (names.length === 0 || names.includes('*')) return null;
  return new Set(names);
}

/** The object with only the selected top-level fields (all when `fields` is null). */
export function pickFields<T extends object>(value: T, fields: Set<string> | null): Partial<T> {
  if (!fields) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => fields.has(k))) as Partial<T>;
}

/** True when a plain object or array, at any depth, has a key that starts with "$". */
function hasDollarKey(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (const v of value) if (hasDollarKey(v)) return true;
    return false;
  }
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    for (const k in value) {
      if (k.charCodeAt(0) === 36 /* $ */ || hasDollarKey((value as Record<string, unknown>)[k])) return true;
    }
  }
  return false;
}

/**
 * The value without keys that start with "$" at any depth (spec 03 §7): a copy where one is
 * found, else the value itself (every answer passes through here, and almost none has one, so
 * the common case only reads).
 */
export function stripDollarKeys(value: unknown): unknown {
  if (!hasDollarKey(value)) return value;
  if (Array.isArray(value)) return value.map(stripDollarKeys);
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !k.startsWith('$'))
        .map(([k, v]) => [k, stripDollarKeys(v)]),
    );
  }
  return value;
}
