/**
 * React Query keys of the community admin area (issue 19). Everything of one community starts with
 * ['community-admin', id] so one invalidation refreshes its menu counts and lists after an action.
 */
import { queryKeys } from '../../../../data';
const adminScope = queryKeys.scope('community-admin');

export const adminKeys = {
  community: (id: number) => [...adminScope, id] as const,
  details: (id: number) => [...adminScope, id, 'details'] as const,
  statistics: (id: number) => [...adminScope, id, 'statistics'] as const,
  posts: (id: number, status: number | undefined, page: number) => [...adminScope, id, 'posts', status, page] as const,
  reportedPosts: (id: number) => [...adminScope, id, 'reported-posts'] as const,
  reportedComments: (id: number) => [...adminScope, id, 'reported-comments'] as const,
  members: (id: number, kind: string, keyword: string, page: number) =>
    [...adminScope, id, 'members', kind, keyword, page] as const,
  blacklist: (id: number, keyword: string, page: number) => [...adminScope, id, 'blacklist', keyword, page] as const,
  terms: (id: number) => [...adminScope, id, 'terms'] as const,
  questions: (id: number) => [...adminScope, id, 'questions'] as const,
  answers: (id: number, memberId: string) => [...adminScope, id, 'answers', memberId] as const,
  userSearch: (id: number, keyword: string) => [...adminScope, id, 'user-search', keyword] as const,
  log: (id: number, page: number) => [...adminScope, id, 'log', page] as const,
};
