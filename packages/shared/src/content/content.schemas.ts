/**
 * Content service contract (spec 03 §3 News or resource item, §7 News and resources; issue #5).
 *
 * Answers follow the Directus style of the original content service: `{ data, meta? }`, with
 * the field names of spec 03 §3 (snake_case dates, camelCase elsewhere).
 */
import { z } from 'zod';
import { LIMITS } from '../limits';

export const CONTENT_KINDS = ['news', 'resource', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** 'active' is the ota tenant's visible status, 'published' the others' (tenant.contentActiveTabKey). */
export const CONTENT_STATUSES = ['active', 'published', 'draft', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_CATEGORY_TYPES = ['NewsCategories', 'ResourceCategories'] as const;
export type ContentCategoryType = (typeof CONTENT_CATEGORY_TYPES)[number];
/** Resource type filter (spec 03 §2 Library side menu). */
export const CONTENT_FILE_TYPES = ['image', 'video', 'audio', 'pdf', 'text', 'word', 'excel', 'powerpoint'] as const;
export type ContentFileType = (typeof CONTENT_FILE_TYPES)[number];
/** Sort choices (spec 03 §2): Oldest First, Newest First, Oldest Update, Most Recent Update, Name (A-Z), Name (Z-A). */
export const CONTENT_SORTS = [
  'created_asc',
  'created_desc',
  'updated_asc',
  'updated_desc',
  'name_asc',
  'name_desc',
] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

export const CONTENT_LIMITS = {
  pageSize: 8,
  maxPageSize: 100,
  searchMaxLength: 200,
  maxTagIds: 150,
  /**
   * Keyword search ranks within this many matches: the newest title/description matches first, then
   * body-only matches (the total then counts at most this many).
   */
  searchCandidateWindow: LIMITS.keywordSearchWindow,
  fileMaxBytes: 5 * 1024 * 1024,
  filesPerUpload: 10,
  nameMax: 300,
  shortDescriptionMax: 1000,
  contentMaxChars: 200_000,
  favouritesPageSize: 1000,
} as const;

export const ContentLabelSchema = z.object({ id: z.number().int(), label: z.string() });
export type ContentLabel = z.infer<typeof ContentLabelSchema>;

export const ContentAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** MIME type. */
  type: z.string(),
  filenameDisk: z.string(),
  filenameDownload: z.string(),
  /** Bytes. */
  filesize: z.number().int(),
});
export type ContentAsset = z.infer<typeof ContentAssetSchema>;

/** A news item or a resource (spec 03 §3). `image` is a file id served at /api/content/assets/{id}. */
export const ContentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortDescription: z.string().nullable(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  date_created: z.string(),
  date_updated: z.string(),
  publishStartDate: z.string().nullable(),
  user_created: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  categories: z.array(ContentLabelSchema),
  tags: z.array(ContentLabelSchema),
  assets: z.array(ContentAssetSchema),
  segments: z.array(z.object({ segmentId: z.number().int() })),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;
/** What `fields` may select leaves: every field is optional in answers. */
export const ContentItemPartialSchema = ContentItemSchema.partial();

export const ContentMetaSchema = z.object({
  total_count: z.number().int().optional(),
  filter_count: z.number().int().optional(),
});

/** Body of SEARCH /api/content/news and /api/content/resources. 400 on anything else. */
export const ContentSearchInputSchema = z
  .object({
    search: z.string().trim().max(CONTENT_LIMITS.searchMaxLength).optional(),
    categoryId: z.union([z.number().int().positive(), z.literal('all_categories')]).optional(),
    tagIds: z.array(z.number().int().positive()).max(CONTENT_LIMITS.maxTagIds).optional(),
    /** Resources only; ignored for news. */
    type: z.enum(CONTENT_FILE_TYPES).optional(),
    onlyFavorites: z.boolean().optional(),
    /** Omitted with a keyword: relevance first (then newest). Omitted without one: created_desc. */
    sort: z.enum(CONTENT_SORTS, { message: `sort must be one of ${CONTENT_SORTS.join(', ')}` }).optional(),
    page: z.number().int().min(1, 'page must be 1 or more').default(1),
    limit: z
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .max(CONTENT_LIMITS.maxPageSize, `limit must be at most ${CONTENT_LIMITS.maxPageSize}`)
      .default(CONTENT_LIMITS.pageSize),
  })
  .strict();
export type ContentSearchInput = z.input<typeof ContentSearchInputSchema>;

export const ContentSearchResponseSchema = z.object({
  data: z.array(ContentItemSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type ContentSearchResponse = z.infer<typeof ContentSearchResponseSchema>;

export const ContentTagSchema = ContentLabelSchema;
export const ContentCategorySchema = ContentLabelSchema.extend({ type: z.enum(CONTENT_CATEGORY_TYPES) });
export type ContentCategory = z.infer<typeof ContentCategorySchema>;
export const ContentSubcategorySchema = ContentLabelSchema.extend({ categoryId: z.number().int() });
export const ContentSegmentSchema = z.object({ id: z.number().int(), name: z.string(), categoryName: z.string() });
/** Mapping rows: `{ id, itemId, <tagId|categoryId|subcategoryId|segmentId> }`. */
export const ContentMappingSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  tagId: z.number().int().optional(),
  categoryId: z.number().int().optional(),
  subcategoryId: z.number().int().optional(),
  segmentId: z.number().int().optional(),
});
export const ContentFileSchema = ContentAssetSchema.extend({ date_created: z.string() });
export type ContentFile = z.infer<typeof ContentFileSchema>;

/** A member-only page (spec 03 §2 Member-only pages). */
export const ContentPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string().nullable(),
  membersOnly: z.boolean(),
  sortOrder: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  date_created: z.string(),
  date_updated: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** Favourites (spec 03 §7 Product API). */
export const FavoriteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTENT_LIMITS.favouritesPageSize)
    .default(CONTENT_LIMITS.favouritesPageSize),
});
export const FavoriteNewsIdsSchema = z.object({ favoriteNewsIds: z.array(z.number().int()) });
export const FavoriteResourcesIdsSchema = z.object({ favoriteResourcesIds: z.array(z.number().int()) });
export const ContentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Staff authoring (issue #5, beyond the spec): create or update a news item, resource or page. */
export const ContentItemWriteSchema = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    name: z.string().trim().min(1, 'Please enter a name').max(CONTENT_LIMITS.nameMax),
    shortDescription: z.string().max(CONTENT_LIMITS.shortDescriptionMax).nullish(),
    /** Rich text; sanitised on write. */
    content: z.string().max(CONTENT_LIMITS.contentMaxChars).nullish(),
    status: z.enum(CONTENT_STATUSES).optional(),
    publishStartDate: z.iso.datetime({ offset: true }).nullish(),
    categoryIds: z.array(z.number().int().positive()).max(50).optional(),
    subcategoryIds: z.array(z.number().int().positive()).max(50).optional(),
    tagIds: z.array(z.number().int().positive()).max(CONTENT_LIMITS.maxTagIds).optional(),
    segmentIds: z.array(z.number().int().positive()).max(100).optional(),
    /** Cover image file id. */
    imageId: z.string().uuid().nullish(),
    attachmentIds: z.array(z.string().uuid()).max(50).optional(),
    membersOnly: z.boolean().optional(),
    sortOrder: z.number().int().optional(),
  })
  .strict();
export type ContentItemWrite = z.infer<typeof ContentItemWriteSchema>;
export const ContentItemUpdateSchema = ContentItemWriteSchema.omit({ kind: true }).partial().strict();
export type ContentItemUpdate = z.infer<typeof ContentItemUpdateSchema>;
export const ContentPublishInputSchema = z
  .object({ publishStartDate: z.iso.datetime({ offset: true }).nullish() })
  .strict();

/** The authoring view of an item: every field plus its kind and page fields. */
export const ContentAdminItemSchema = ContentItemSchema.extend({
  kind: z.enum(CONTENT_KINDS),
  membersOnly: z.boolean(),
  sortOrder: z.number().int(),
  subcategories: z.array(ContentLabelSchema),
});
export type ContentAdminItem = z.infer<typeof ContentAdminItemSchema>;
export const ContentLabelCreateSchema = z.object({ label: z.string().trim().min(1).max(100) }).strict();
export const ContentCategoryCreateSchema = ContentLabelCreateSchema.extend({
  type: z.enum(CONTENT_CATEGORY_TYPES),
}).strict();

/**
 * Authoring list states (issue #5, beyond the spec): 'published' means visible now (the tenant's
 * visible status and a publish start date that has passed or none), 'scheduled' the visible
 * status with a future publish start date.
 */
export const CONTENT_ADMIN_STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentAdminState = (typeof CONTENT_ADMIN_STATES)[number];

/** GET /api/v1/admin/content/items query: kind, status or state, title search, paging (20 a page, at most 100). */
export const ContentAdminListQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  state: z.enum(CONTENT_ADMIN_STATES).optional(),
  /** Part of the name, case-insensitive. */
  search: z.string().trim().max(CONTENT_LIMITS.searchMaxLength).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContentAdminListQuery = z.infer<typeof ContentAdminListQuerySchema>;
export const ContentAdminListResponseSchema = z.object({
  data: z.array(ContentAdminItemSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type ContentAdminListResponse = z.infer<typeof ContentAdminListResponseSchema>;

/** GET /api/v1/admin/content/abilities: what the caller may do with content (any signed-in user). */
export const ContentAbilitiesSchema = z.object({ canManageContent: z.boolean() });
export type ContentAbilities = z.infer<typeof ContentAbilitiesSchema>;
