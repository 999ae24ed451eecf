/**
 * Texts and constants of the news and resources area (spec 03 §2 Favourites, News and resources;
 * §8 error catalogue; §9 limits). Shared texts (MESSAGES.linkCopied, copyFailed, noContent) come
 * from packages/shared; these are the area's own words, kept exactly as the spec writes them.
 */
import { type ContentFileType, type ContentSort as SharedContentSort, DEFAULT_CATEGORY_KEY } from '@portal/shared';

export type ContentKind = 'news' | 'resources';

/** Per-library texts and routes (spec 03 §2 News and resources). */
export const LIBRARY = {
  news: {
    title: 'News',
    base: '/news',
    searchPlaceholder: 'Search news',
    mySection: 'My News',
    empty: 'No news available.',
    back: 'Back to News',
    print: 'Print',
    favouritesEmpty: 'No favorite news.',
  },
  resources: {
    title: 'Resources',
    base: '/resources',
    searchPlaceholder: 'Search resources',
    mySection: 'My Resources',
    empty: 'No resources available',
    back: 'Back to Resources',
    print: 'Print Page',
    favouritesEmpty: 'No favorite resources.',
  },
} as const;

export { DEFAULT_CATEGORY_KEY };

/** Sort choices; the default is newest first by creation (spec 03 §2 Library side menu). */
export const SORT_OPTIONS = [
  { value: 'created_asc', label: 'Oldest First' },
  { value: 'created_desc', label: 'Newest First' },
  { value: 'updated_asc', label: 'Oldest Update' },
  { value: 'updated_desc', label: 'Most Recent Update' },
  { value: 'name_asc', label: 'Name (A-Z)' },
  { value: 'name_desc', label: 'Name (Z-A)' },
] as const satisfies readonly { value: SharedContentSort; label: string }[];
export type ContentSort = SharedContentSort;
export const DEFAULT_SORT: ContentSort = 'created_desc';

/** Resource type filter (spec 03 §2): 'All Types' is no filter. */
export const RESOURCE_TYPES = [
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Audio' },
  { value: 'pdf', label: 'PDF' },
  { value: 'text', label: 'Text' },
  { value: 'word', label: 'Word' },
  { value: 'excel', label: 'Excel' },
  { value: 'powerpoint', label: 'PowerPoint' },
] as const satisfies readonly { value: ContentFileType; label: string }[];
export type ResourceType = ContentFileType;
export const ALL_TYPES_LABEL = 'All Types';

/** Side menu words (spec 03 §2 Library side menu). */
export const MENU_TEXT = {
  categories: 'Categories',
  tags: 'Tags',
  searchTags: 'Search tags',
  seeAllTags: 'See all tags',
  showLessTags: 'Show less tags',
  bookmarked: 'Bookmarked',
  sortBy: 'Sort by',
  type: 'Type',
  filters: 'Filters',
  clearAll: 'Clear all',
} as const;

/** Details words (spec 03 §2 Details pages, Attachments). */
export const DETAILS_TEXT = {
  share: 'Share',
  attachments: 'Attachments',
  downloadAll: 'Download all',
  preview: 'Preview',
  download: 'Download',
  lastUpdated: 'Last updated',
  copyLink: 'Copy link',
  notFound: 'Sorry, this item does not exist or is not available to you.',
  clipboardUnsupported: 'Clipboard API is not supported or requires user interaction.',
  pdfLoadError: 'Error during loading PDF',
  downloadError: 'Error downloading file.',
} as const;

/** Favourite toggle messages (spec 03 §8 Favourites). */
export const FAVOURITE_TEXT = {
  added: 'Successfully added to favourites',
  removed: 'Successfully removed from favourites',
  addError: 'Error adding to favorites:',
  removeError: 'Error removing from favorites:',
} as const;

/** Favourites page (spec 03 §2 Favourites). */
export const FAVOURITES_TABS = [
  { key: 'resources', label: 'Resources' },
  { key: 'news', label: 'News' },
  { key: 'meetings', label: 'Meetings' },
  { key: 'events', label: 'Events' },
  { key: 'community-posts', label: 'Community posts' },
  { key: 'communities', label: 'Communities' },
] as const;
export type FavouritesTab = (typeof FAVOURITES_TABS)[number]['key'];
export const FAVOURITES_TEXT = {
  title: 'My Favourites',
  back: 'Back to communities',
  events: 'No favorite events.',
  /** Chosen where the spec is silent: tabs whose feature arrives with a later issue. */
  later: 'Favourites here arrive with this feature.',
} as const;

/** Member-only pages (spec 03 §2). */
export const PAGES_TEXT = { menu: 'Pages', empty: 'No content' } as const;

/** Limits (spec 03 §9). */
export const LIBRARY_LIMITS = {
  pageSize: 8,
  favouritesFetchSize: 1000,
  searchDebounceMs: 500,
  infiniteScrollThresholdPx: 200,
  tagsShown: 5,
} as const;
