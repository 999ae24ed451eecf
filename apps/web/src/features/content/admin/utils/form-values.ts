/**
 * Between the authoring form's values and the API's item and write shapes (issue #5).
 */
import type { ContentAdminItem, ContentAsset, ContentItemWrite } from '@portal/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { type AdminKind, KIND_TEXT } from '../constants';

export interface ContentFormValues {
  name: string;
  shortDescription?: string;
  content?: string;
  categoryIds: number[];
  subcategoryIds: number[];
  tagIds: number[];
  segmentIds: number[];
  imageId: string | null;
  attachments: ContentAsset[];
  publishStartDate: Dayjs | null;
  membersOnly: boolean;
  sortOrder: number;
}

/** Form fields of each server field name (400 answers name the API field). */
export const FIELD_OF: Record<string, keyof ContentFormValues> = {
  name: 'name',
  shortDescription: 'shortDescription',
  content: 'content',
  categoryIds: 'categoryIds',
  subcategoryIds: 'subcategoryIds',
  tagIds: 'tagIds',
  segmentIds: 'segmentIds',
  imageId: 'imageId',
  attachmentIds: 'attachments',
  publishStartDate: 'publishStartDate',
  membersOnly: 'membersOnly',
  sortOrder: 'sortOrder',
};

/** Values of a new item of a kind (pages are members-only by default). */
export function emptyValues(): ContentFormValues {
  return {
    name: '',
    shortDescription: '',
    content: '',
    categoryIds: [],
    subcategoryIds: [],
    tagIds: [],
    segmentIds: [],
    imageId: null,
    attachments: [],
    publishStartDate: null,
    membersOnly: true,
    sortOrder: 0,
  };
}

/** Form values of a loaded item. */
export function valuesOf(item: ContentAdminItem): ContentFormValues {
  return {
    name: item.name,
    shortDescription: item.shortDescription ?? '',
    content: item.content ?? '',
    categoryIds: item.categories.map((c) => c.id),
    subcategoryIds: item.subcategories.map((s) => s.id),
    tagIds: item.tags.map((t) => t.id),
    segmentIds: item.segments.map((s) => s.segmentId),
    imageId: item.image,
    attachments: item.assets,
    publishStartDate: item.publishStartDate ? dayjs(item.publishStartDate) : null,
    membersOnly: item.membersOnly,
    sortOrder: item.sortOrder,
  };
}

/** The write body of a kind: pages send no description, taxonomy, cover or attachments. */
export function toWrite(kind: AdminKind, v: ContentFormValues): ContentItemWrite {
  const common = {
    kind: KIND_TEXT[kind].api,
    name: v.name.trim(),
    content: v.content ? v.content : null,
    segmentIds: v.segmentIds,
    publishStartDate: v.publishStartDate ? v.publishStartDate.toISOString() : null,
  } satisfies ContentItemWrite;
  if (kind === 'pages') return { ...common, membersOnly: v.membersOnly, sortOrder: v.sortOrder ?? 0 };
  return {
    ...common,
    shortDescription: v.shortDescription?.trim() ? v.shortDescription.trim() : null,
    categoryIds: v.categoryIds,
    subcategoryIds: v.subcategoryIds,
    tagIds: v.tagIds,
    imageId: v.imageId,
    attachmentIds: v.attachments.map((f) => f.id),
  };
}

/** True when the date is in the future (the item would be scheduled). */
export function isFuture(date: Dayjs | null | undefined): boolean {
  return !!date && date.isAfter(dayjs());
}
