/**
 * React Query keys of the community admin area (issue 19). Everything of one community starts with
 * ['community-admin', id] so one invalidation refreshes its menu counts and lists after an action.
 */
export const adminKeys = {
  community: (id: number) => ['community-admin', id] as const,
  details: (id: number) => ['community-admin', id, 'details'] as const,
  statistics: (id: number) => ['community-admin', id, 'statistics'] as const,
  posts: (id: number, status: number | undefined, page: number) =>
    ['community-admin', id, 'posts', status, page] as const,
  reportedPosts: (id: number) => ['community-admin', id, 'reported-posts'] as const,
  reportedComments: (id: number) => ['community-admin', id, 'reported-comments'] as const,
  members: (id: number, kind: string, keyword: string, page: number) =>
    ['community-admin', id, 'members', kind, keyword, page] as const,
  blacklist: (id: number, keyword: string, page: number) =>
    ['community-admin', id, 'blacklist', keyword, page] as const,
  terms: (id: number) => ['community-admin', id, 'terms'] as const,
  questions: (id: number) => ['community-admin', id, 'questions'] as const,
  answers: (id: number, memberId: string) => ['community-admin', id, 'answers', memberId] as const,
  userSearch: (id: number, keyword: string) => ['community-admin', id, 'user-search', keyword] as const,
  log: (id: number, page: number) => ['community-admin', id, 'log', page] as const,
};
