/**
 * Global search (spec 01 §2 Global search, §5 "runs only with a non-empty keyword", §9 two results
 * per section; issue 17). Each section asks its own area's search, so every result obeys the
 * rules of the screen it opens: news and resources through the content search (segments, drafts,
 * scheduled items), events through the event list (drafts only for staff), posts through the
 * communities post search (published posts of communities the caller may read), communities through
 * the communities list (what the caller may discover). A section whose feature is off or whose
 * access rules the caller fails is null. Tags are the product's catalogue (GET /api/tag/tags:
 * events, posts, communities). Searching by a tag (the global search tag): events and communities
 * carrying the tag, news and resources carrying the content tag of the same label (content keeps
 * its own catalogue); posts are not searched (the Posts tab is disabled).
 */
import {
  canUseFeature,
  CommunityListInputSchema,
  ContentSearchInputSchema,
  EventListInputSchema,
  type FeatureKey,
  MESSAGES,
  SEARCH_LIMITS,
  type SearchSection,
  type SearchSectionPage,
  type SearchSummary,
  type SearchTag,
  type SearchTagPage,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { listCommunities, searchPosts, searchTags as listProductTags } from '../communities';
import { loadViewer, searchItems } from '../content';
import { listEvents } from '../events';
import { communityResult, contentResult, eventResult, postResult } from './search.presenter';
import { contentTagIdsLabelled, productTag } from './search.repository';

/** What is searched: a keyword, or a tag (then `keyword` is the tag's label). */
export interface SearchTerms {
  keyword: string;
  tag: SearchTag | null;
  /** The content tags of the tag's label (tag searches only). */
  contentTagIds: number[];
}

const SECTION_FEATURE: Record<SearchSection, FeatureKey> = {
  news: 'news',
  resources: 'resources',
  events: 'events',
  posts: 'communities',
  communities: 'communities',
};

/** Resolves the query's keyword or tag; an unknown tag answers 404 "Not found". */
export async function searchTerms(ctx: AppContext, q: { keyword?: string; tagId?: number }): Promise<SearchTerms> {
  if (q.tagId !== undefined) {
    const tag = await productTag(ctx.db, q.tagId);
    if (!tag) throw notFound(MESSAGES.notFound);
    return { keyword: tag.label, tag, contentTagIds: await contentTagIdsLabelled(ctx.db, tag.label) };
  }
  return { keyword: (q.keyword ?? '').trim(), tag: null, contentTagIds: [] };
}

/** True when the section's feature is on and the caller passes its access rules. */
function sectionOpen(ctx: AppContext, actor: Actor, section: SearchSection, terms: SearchTerms): boolean {
  if (section === 'posts' && terms.tag) return false;
  return canUseFeature(ctx.config.tenant.features, SECTION_FEATURE[section], actor, (m) => ctx.log.warn(m));
}

/**
 * One page of a section (GET api/v1/search/{section}); null when the section is closed to the
 * caller (feature off, access rules, posts by tag).
 */
export async function searchSection(
  ctx: AppContext,
  actor: Actor,
  section: SearchSection,
  terms: SearchTerms,
  page: number,
  pageSize: number,
): Promise<SearchSectionPage | null> {
  if (!sectionOpen(ctx, actor, section, terms)) return null;
  const size = Math.min(pageSize, SEARCH_LIMITS.pageSizeMax);
  const keyword = terms.tag ? undefined : terms.keyword;
  switch (section) {
    case 'news':
    case 'resources': {
      if (terms.tag && terms.contentTagIds.length === 0) return { items: [], totalItemCount: 0 };
      const viewer = await loadViewer(ctx, actor);
      const tagIds = terms.tag ? terms.contentTagIds : undefined;
      const input = ContentSearchInputSchema.parse({ search: keyword, tagIds, page, limit: size });
      const r = await searchItems(ctx, viewer, section === 'news' ? 'news' : 'resource', input);
      return { items: r.data.map(contentResult), totalItemCount: r.meta.total_count };
    }
    case 'events': {
      const input = EventListInputSchema.parse({ page, size, keyword, tagId: terms.tag?.id, sortOrder: 'desc' });
      const r = await listEvents(ctx, actor, input);
      return { items: r.events.map(eventResult), totalItemCount: r.totalItems };
    }
    case 'posts': {
      const r = await searchPosts(ctx, actor, { page, pageSize: size, keyword: terms.keyword });
      return { items: r.posts.map(postResult), totalItemCount: r.totalItemCount };
    }
    case 'communities': {
      const input = CommunityListInputSchema.parse(
        terms.tag ? { page, pageSize: size, tagIds: [terms.tag.id] } : { page, pageSize: size, keyword: terms.keyword },
      );
      const r = await listCommunities(ctx, actor, input);
      return { items: r.communities.map(communityResult), totalItemCount: r.totalItemCount };
    }
  }
}

/** The tag panel (GET api/v1/search/tags): product tags whose name contains the keyword (the tag's label), by name. */
export async function searchTags(
  ctx: AppContext,
  actor: Actor,
  terms: SearchTerms,
  page: number,
  pageSize: number,
): Promise<SearchTagPage> {
  const r = await listProductTags(ctx, actor, { page, pageSize, keyword: terms.keyword });
  return { items: r.tags, totalItemCount: r.totalItemCount };
}

/**
 * GET api/v1/search: the dropdown and the tab counts, two results and the total of every section
 * (the sections asked in parallel).
 */
export async function searchSummary(ctx: AppContext, actor: Actor, terms: SearchTerms): Promise<SearchSummary> {
  const n = SEARCH_LIMITS.dropdownPerSection;
  const [news, resources, events, posts, communities, tags] = await Promise.all([
    searchSection(ctx, actor, 'news', terms, 1, n),
    searchSection(ctx, actor, 'resources', terms, 1, n),
    searchSection(ctx, actor, 'events', terms, 1, n),
    searchSection(ctx, actor, 'posts', terms, 1, n),
    searchSection(ctx, actor, 'communities', terms, 1, n),
    searchTags(ctx, actor, terms, 1, n),
  ]);
  return { keyword: terms.keyword, tag: terms.tag, news, resources, events, posts, communities, tags };
}
