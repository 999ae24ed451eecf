/**
 * Where a global search result opens (spec 01 §2 Global search): news/details/{id},
 * resources/details/{id}, events/{id}, a post under its community, a community by alias; a tag
 * opens the search page with the tag as the global search tag (`/search?tagId=`).
 */
import { LIMITS, type SearchResult, type SearchSection } from '@portal/shared';

/** Labels of the sections (dropdown headings and tabs). */
export const SECTION_LABELS: Record<SearchSection, string> = {
  news: 'News',
  resources: 'Resources',
  events: 'CPD & Events',
  posts: 'Posts',
  communities: 'Communities',
};

/** The path a result opens, or null when it may not be opened. */
export function resultPath(section: SearchSection, r: SearchResult, communitiesBase: string): string | null {
  if (!r.isClickable) return null;
  switch (section) {
    case 'news':
      return `/news/details/${r.id}`;
    case 'resources':
      return `/resources/details/${r.id}`;
    case 'events':
      return `/events/${r.id}`;
    case 'posts':
      return r.community ? `${communitiesBase}/${encodeURIComponent(r.community.alias)}/posts/${r.id}` : null;
    case 'communities':
      return r.community ? `${communitiesBase}/${encodeURIComponent(r.community.alias)}` : null;
  }
}

/** The search page for a keyword (and a section for See all). */
export function searchPagePath(keyword: string, section?: SearchSection): string {
  const q = new URLSearchParams({ keyword: keyword.trim() });
  if (section) q.set('section', section);
  return `/search?${q.toString()}`;
}

/** The search page for a tag (the global search tag). */
export function tagSearchPath(tagId: number, section?: SearchSection): string {
  const q = new URLSearchParams({ tagId: String(tagId) });
  if (section) q.set('section', section);
  return `/search?${q.toString()}`;
}

/**
 * A section's count as shown on its badge: a keyword search of news, resources and posts counts at
 * most LIMITS.keywordSearchWindow matches (issue 33), so a count at the window reads "200+" (and
 * any larger count, which is exact, reads the same).
 */
export function searchCountLabel(count: number): number | string {
  return count >= LIMITS.keywordSearchWindow ? `${LIMITS.keywordSearchWindow}+` : count;
}
