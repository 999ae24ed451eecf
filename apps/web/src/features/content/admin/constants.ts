/**
 * Words and routes of staff content authoring (issue #5, beyond the spec: its admin resources page
 * is only a placeholder). The area lives at /admin/content/{news|resources|pages}.
 */
import { DATE_FORMATS } from '@portal/shared';
import type { ContentAdminState, ContentKind as ApiKind } from '@portal/shared';

/** The URL segment of each kind. */
export type AdminKind = 'news' | 'resources' | 'pages';
export const ADMIN_KINDS: readonly AdminKind[] = ['news', 'resources', 'pages'];
export const CONTENT_ADMIN_BASE = '/admin/content';
export const TAXONOMY_PATH = `${CONTENT_ADMIN_BASE}/taxonomy`;

/** Page size of the authoring lists. */
export const ADMIN_PAGE_SIZE = 20;

export const KIND_TEXT = {
  news: {
    api: 'news',
    tab: 'News',
    singular: 'news item',
    create: 'New news item',
    editTitle: 'Edit news item',
    empty: 'No news items yet.',
    back: 'Back to News',
    categoryType: 'NewsCategories',
    viewPath: (id: number) => `/news/details/${id}`,
  },
  resources: {
    api: 'resource',
    tab: 'Resources',
    singular: 'resource',
    create: 'New resource',
    editTitle: 'Edit resource',
    empty: 'No resources yet.',
    back: 'Back to Resources',
    categoryType: 'ResourceCategories',
    viewPath: (id: number) => `/resources/details/${id}`,
  },
  pages: {
    api: 'page',
    tab: 'Member-only pages',
    singular: 'page',
    create: 'New page',
    editTitle: 'Edit page',
    empty: 'No pages yet.',
    back: 'Back to Pages',
    categoryType: null,
    viewPath: (id: number) => `/pages/${id}`,
  },
} as const satisfies Record<AdminKind, { api: ApiKind; categoryType: string | null } & Record<string, unknown>>;

/** The URL kind of an API kind. */
export function adminKindOf(kind: ApiKind): AdminKind {
  return kind === 'news' ? 'news' : kind === 'resource' ? 'resources' : 'pages';
}

export function isAdminKind(value: string | undefined): value is AdminKind {
  return value === 'news' || value === 'resources' || value === 'pages';
}

/** State labels; 'published' reads "Active" for tenants whose visible status is 'active'. */
export function stateLabel(state: ContentAdminState, activeKey: 'active' | 'published'): string {
  if (state === 'published') return activeKey === 'active' ? 'Active' : 'Published';
  return { draft: 'Draft', scheduled: 'Scheduled', archived: 'Archived' }[state];
}

export const TEXT = {
  area: 'Content',
  taxonomyTab: 'Tags & categories',
  all: 'All',
  searchPlaceholder: 'Search by title',
  loadError: "We couldn't load the content.",
  retry: 'Try again',
  noMatch: 'No items match these filters.',
  edit: 'Edit',
  view: 'View',
  publish: 'Publish',
  publishNow: 'Publish now',
  schedule: 'Schedule',
  archive: 'Archive',
  unarchive: 'Unarchive',
  save: 'Save',
  saveDraft: 'Save draft',
  moreActions: 'More actions',
  // Confirmations and results.
  publishConfirm: (name: string) => `Publish "${name}"? Members will see it straight away.`,
  scheduleConfirm: (name: string, when: string) => `Schedule "${name}"? Members will see it from ${when}.`,
  archiveConfirm: (name: string) => `Archive "${name}"? Members will no longer see it.`,
  unarchiveConfirm: (name: string) => `Unarchive "${name}"? It goes back to draft; publish it again to show it.`,
  published: 'Published',
  scheduled: (when: string) => `Scheduled for ${when}`,
  archived: 'Archived',
  unarchived: 'Moved back to draft',
  saved: 'Changes saved',
  created: 'Draft saved',
  notFound: 'This item does not exist or has been removed.',
  // Form.
  title: 'Title',
  titleRequired: 'Please enter a title',
  description: 'Description',
  descriptionHelp: 'A short summary shown on cards and in search.',
  content: 'Content',
  contentPlaceholder: 'Write the content…',
  contentTooLong: 'The content is too long',
  categories: 'Categories',
  subcategories: 'Subcategories',
  tags: 'Tags',
  createTag: (label: string) => `Create tag "${label}"`,
  tagCreated: (label: string) => `Tag "${label}" created`,
  segments: 'Segments',
  segmentsHelp: 'Leave empty to show it to every member; otherwise only members in one of these segments see it.',
  coverImage: 'Cover image',
  uploadCover: 'Upload cover image',
  replaceCover: 'Replace',
  removeCover: 'Remove cover image',
  attachments: 'Attachments',
  uploadFiles: 'Upload files',
  attachmentsHelp: 'Up to 10 files at a time, 5 MB each.',
  removeFile: (name: string) => `Remove ${name}`,
  noAttachments: 'No attachments.',
  publishDate: 'Publish date',
  publishDateHelp: 'Leave empty to publish straight away; a future date schedules it.',
  membersOnly: 'Members only',
  membersOnlyHelp: 'Only signed-in members can open this page.',
  sortOrder: 'Menu order',
  sortOrderHelp: 'Pages are listed by this number, then by title.',
  status: 'Status',
  lastUpdated: 'Last updated',
  createdBy: 'Created by',
  fileTooBig: (name: string) => `"${name}" is larger than 5 MB.`,
  tooManyFiles: 'Upload at most 10 files at a time.',
  notAnImage: 'The cover image must be an image file.',
  uploading: 'Uploading…',
  fixErrors: 'Please correct the highlighted fields.',
  // Taxonomy.
  newTag: 'New tag',
  addTag: 'Add tag',
  tagLabelRequired: 'Please enter a tag',
  newCategory: 'New category',
  addCategory: 'Add category',
  categoryLabelRequired: 'Please enter a category name',
  categoryType: 'Library',
  categoryCreated: (label: string) => `Category "${label}" created`,
  newsCategories: 'News categories',
  resourceCategories: 'Resource categories',
  noTags: 'No tags yet.',
  noCategories: 'No categories yet.',
  filterTags: 'Filter tags',
  cancel: 'Cancel',
  delete: 'Delete',
  /** Rename and delete of one tag or category. */
  labelActions: (noun: 'tag' | 'category', label: string) => {
    const Noun = noun === 'tag' ? 'Tag' : 'Category';
    return {
      rename: `Rename ${noun} "${label}"`,
      renameTitle: `Rename ${noun}`,
      field: `${Noun} name`,
      renamed: `${Noun} renamed to "${label}"`,
      delete: `Delete ${noun} "${label}"`,
      confirmDelete: `Delete ${noun} "${label}"?`,
      deleteEffect:
        noun === 'tag'
          ? 'Items with this tag lose it; nothing else changes.'
          : 'Its subcategories go too; items in it lose them and keep everything else.',
      deleted: `${Noun} "${label}" deleted`,
    };
  },
} as const;

/** The publish date picker's input format ("01/03/2099 9:00 am"); shown dates use `formatDateLong` (issue 30). */
export const DATE_TIME_FORMAT = DATE_FORMATS.inputDateTime;
