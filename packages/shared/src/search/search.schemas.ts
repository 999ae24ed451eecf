/**
 * Global search contract (spec 01 §2 Global search, §3 Search results, §5, §9; issue 17). The
 * paths are not shown in the spec (recorded in docs/spec-coverage.md):
 * - GET api/v1/search?keyword|tagId: the dropdown and the search page's tab counts — up to 2
 *   results per section (News, Resources, CPD & Events, Posts, Communities, Tags) and each
 *   section's total; a section whose feature is off is null; Posts is null when searching by tag.
 * - GET api/v1/search/{section}?keyword|tagId&page&pageSize: one section's page.
 * - GET api/v1/search/tags?keyword|tagId&page&pageSize: the tag panel (tags whose label contains
 *   the keyword, or the searched tag's label).
 * Every result is one the caller can open on its own screen (the areas' own visibility rules).
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';

/** Limits of global search. */
export const SEARCH_LIMITS = {
  /** Results per section in the dropdown (spec 01 §9). */
  dropdownPerSection: 2,
  /** Page size of a section on the search page (not shown in the spec). */
  pageSize: 10,
  pageSizeMax: 50,
  /** Tags the panel shows before "See all tags" (spec 01 §2). */
  tagsPanelFirst: 150,
  /** Tags one answer may hold. */
  tagsMax: 1000,
  keywordMax: 200,
} as const;

/** The result sections (tabs of the search page); tags are answered by their own call. */
export const SEARCH_SECTIONS = ['news', 'resources', 'events', 'posts', 'communities'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

const id = idSchema;

/** One result of news, resources, events, posts or communities. */
export const SearchResultSchema = z.object({
  id,
  /** News/resource name, event title, post title, community name. */
  title: z.string(),
  /** Short description (news, resources, events, communities) or the post's community name. */
  description: z.string().nullable(),
  /** Publication date, event start, post date; null for communities. */
  date: z.string().nullable(),
  /** Communities: the community itself; posts: the community it is in; else null. */
  community: z.object({ id, alias: z.string(), name: z.string() }).nullable(),
  /**
   * The caller may open it. False only for a community the caller has not joined that is not
   * auto-join, when the caller is not an administrator (spec 01 §2).
   */
  isClickable: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchTagSchema = z.object({ id, label: z.string() });
export type SearchTag = z.infer<typeof SearchTagSchema>;

/** A section's results and how many match in all. */
export const SearchSectionPageSchema = z.object({
  items: z.array(SearchResultSchema),
  totalItemCount: z.number().int(),
});
export type SearchSectionPage = z.infer<typeof SearchSectionPageSchema>;
export const SearchTagPageSchema = z.object({ items: z.array(SearchTagSchema), totalItemCount: z.number().int() });
export type SearchTagPage = z.infer<typeof SearchTagPageSchema>;

const keyword = z.string().trim().max(SEARCH_LIMITS.keywordMax).optional();
const tagId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** GET api/v1/search?keyword&tagId: a keyword, or a tag (the global search tag), is required. */
export const SearchSummaryQuerySchema = z
  .object({ keyword, tagId })
  .refine((q) => !!q.keyword || q.tagId !== undefined, { message: 'keyword or tagId is required', path: ['keyword'] });

/** The dropdown / tab counts. `tag` is the searched tag (tagId given). */
export const SearchSummarySchema = z.object({
  keyword: z.string(),
  tag: SearchTagSchema.nullable(),
  news: SearchSectionPageSchema.nullable(),
  resources: SearchSectionPageSchema.nullable(),
  events: SearchSectionPageSchema.nullable(),
  posts: SearchSectionPageSchema.nullable(),
  communities: SearchSectionPageSchema.nullable(),
  tags: SearchTagPageSchema,
});
export type SearchSummary = z.infer<typeof SearchSummarySchema>;

export const SearchSectionParamsSchema = z.object({ section: z.enum(SEARCH_SECTIONS) });

/** GET api/v1/search/{section}?keyword&tagId&page&pageSize and GET api/v1/search/tags (pageSize up to 1000 for tags). */
export const SearchSectionQuerySchema = z
  .object({
    keyword,
    tagId,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_LIMITS.tagsMax).default(SEARCH_LIMITS.pageSize),
  })
  .refine((q) => !!q.keyword || q.tagId !== undefined, { message: 'keyword or tagId is required', path: ['keyword'] });
