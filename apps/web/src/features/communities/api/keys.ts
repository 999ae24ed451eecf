/**
 * React Query keys of the communities area. Everything starts with 'communities' so one
 * invalidation can refresh the whole area after a membership change.
 */
import type { CommunityListInput } from '@portal/shared';

export const communityKeys = {
  all: ['communities'] as const,
  lists: () => ['communities', 'list'] as const,
  list: (input: CommunityListInput) => ['communities', 'list', input] as const,
  preference: () => ['communities', 'preference'] as const,
  topFavorites: () => ['communities', 'top-favorites'] as const,
  byAlias: (alias: string) => ['communities', 'alias', alias] as const,
  byId: (id: number) => ['communities', 'id', id] as const,
  about: (id: number) => ['communities', 'about', id] as const,
  terms: (id: number) => ['communities', 'terms', id] as const,
  questions: (id: number) => ['communities', 'questions', id] as const,
  members: (id: number, keyword: string) => ['communities', 'members', id, keyword] as const,
  categories: () => ['communities', 'categories'] as const,
  faq: () => ['communities', 'faq'] as const,
  folders: (id: number) => ['communities', 'folders', id] as const,
  folderAssets: (id: number, folderId: number) => ['communities', 'folder-assets', id, folderId] as const,
  file: (url: string) => ['communities', 'file', url] as const,
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
