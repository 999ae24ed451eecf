/**
 * Paths of the communities route family (spec 02 §1-§2: /communities by default, or /workspaces
 * or /hubs, chosen per installation; the shell exposes it through the runtime config).
 */
import { getRuntimeConfig } from '../../../lib/runtime-config';

/** Builders for every member-side path. */
export function communityPaths(base: string = getRuntimeConfig().communitiesRoute) {
  return {
    home: base,
    explore: `${base}/explore`,
    exploreWith: (params: Record<string, string>) => `${base}/explore?${new URLSearchParams(params).toString()}`,
    savedPosts: `${base}/saved-posts`,
    faq: `${base}/faq`,
    favourites: '/favourites/communities',
    community: (alias: string) => `${base}/${encodeURIComponent(alias)}`,
    posts: (alias: string) => `${base}/${encodeURIComponent(alias)}/posts`,
    post: (alias: string, id: number) => `${base}/${encodeURIComponent(alias)}/posts/${id}`,
    members: (alias: string) => `${base}/${encodeURIComponent(alias)}/members`,
    resources: (alias: string) => `${base}/${encodeURIComponent(alias)}/resources`,
    meetings: (alias: string) => `${base}/${encodeURIComponent(alias)}/meetings`,
    exploreMeetings: '/meetings/explore',
    adminCommunities: '/admin/communities-management',
    /** The community admin area (issue 19) of community `id`. */
    adminCommunity: (id: number) => `/admin/community/${id}/about`,
  };
}

/** The same builders as a hook (stable per page load). */
export function useCommunityPaths() {
  return communityPaths();
}
