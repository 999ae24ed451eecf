/**
 * React Query keys of the communities area. Everything starts with 'communities' so one
 * invalidation can refresh the whole area after a membership change.
 */
import type { CommunityListInput } from '@portal/shared';
import { queryKeys } from '../../../data';

const communityScope = queryKeys.scope('communities');

export const communityKeys = {
  all: communityScope,
  lists: () => [...communityScope, 'list'] as const,
  list: (input: CommunityListInput) => [...communityScope, 'list', input] as const,
  preference: () => [...communityScope, 'preference'] as const,
  topFavorites: () => [...communityScope, 'top-favorites'] as const,
  byAlias: (alias: string) => [...communityScope, 'alias', alias] as const,
  byId: (id: number) => [...communityScope, 'id', id] as const,
  about: (id: number) => [...communityScope, 'about', id] as const,
  terms: (id: number) => [...communityScope, 'terms', id] as const,
  questions: (id: number) => [...communityScope, 'questions', id] as const,
  members: (id: number, keyword: string) => [...communityScope, 'members', id, keyword] as const,
  categories: () => [...communityScope, 'categories'] as const,
  faq: () => [...communityScope, 'faq'] as const,
  file: (url: string) => [...communityScope, 'file', url] as const,
};

export const postKeys = {
  all: ['communities', 'posts'] as const,
  /** Every infinite list of posts (feed, saved, one community's discussion). */
  lists: () => ['communities', 'posts', 'list'] as const,
  feed: (onlySaved: boolean) => ['communities', 'posts', 'list', 'feed', onlySaved] as const,
  community: (communityId: number) => ['communities', 'posts', 'list', 'community', communityId] as const,
  detail: (id: number) => ['communities', 'posts', 'detail', id] as const,
  comments: (postId: number) => ['communities', 'posts', 'comments', postId] as const,
  tags: () => ['communities', 'posts', 'tags'] as const,
  counter: (userId: string) => ['communities', 'posts', 'counter', userId] as const,
};
