/**
 * Post queries and actions (spec 02 §7 Posts; paths under /api/v1, client A): the feed (page
 * size 20, optionally only saved posts), a community's posts, one post, create and edit
 * (multipart), delete, tags, reports, likes, saves and views.
 */
import type { Post, PostActionResponse, PostListResponse, PostTag } from '@portal/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { COMMUNITY_UI } from '../constants';
import { postKeys } from './keys';

const V1 = '/api/v1';

function nextPage(last: PostListResponse, pages: PostListResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
  return loaded < last.totalItemCount && last.posts.length > 0 ? pages.length + 1 : undefined;
}

/** GET community/post/feed?page&pageSize(20)&includeOnlySaved as an infinite list. */
export function useFeed(onlySaved: boolean) {
  return useInfiniteQuery({
    queryKey: postKeys.feed(onlySaved),
    queryFn: ({ pageParam, signal }) =>
      apiA.get<PostListResponse>(`${V1}/community/post/feed`, {
        query: { page: pageParam, pageSize: COMMUNITY_UI.feedPageSize, includeOnlySaved: onlySaved || undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET community/{id}/posts?page&pageSize(20) as an infinite list (Discussion tab). */
export function useCommunityPosts(communityId: number | undefined) {
  return useInfiniteQuery({
    queryKey: postKeys.community(communityId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      apiA.get<PostListResponse>(`${V1}/community/${communityId}/posts`, {
        query: { page: pageParam, pageSize: COMMUNITY_UI.feedPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!communityId,
  });
}

/** GET community/post/{id}; 400/403/404 are final. */
export function usePost(id: number | undefined) {
  return useQuery({
    queryKey: postKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiA.get<Post>(`${V1}/community/post/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
  });
}

/** GET community/post/tag?page=1&pageSize=100: tags for the composer. */
export function usePostTags(enabled = true) {
  return useQuery({
    queryKey: postKeys.tags(),
    queryFn: ({ signal }) =>
      apiA
        .get<{ tags: PostTag[]; totalItemCount: number }>(`${V1}/community/post/tag`, {
          query: { page: 1, pageSize: COMMUNITY_UI.tagsPageSize },
          signal,
        })
        .then((r) => [...r.tags].sort((a, b) => a.name.localeCompare(b.name))),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** GET community/users/{userId}/post-counter (creator card). */
export function usePostCounter(userId: string | null | undefined) {
  return useQuery({
    queryKey: postKeys.counter(userId ?? ''),
    queryFn: ({ signal }) =>
      apiA.get<{ userId: string; postsCount: number; commentsCount: number }>(
        `${V1}/community/users/${userId}/post-counter`,
        { signal },
      ),
    enabled: !!userId,
    staleTime: 60_000,
  });
}

/** Fields of the post form; files are sent as multipart parts. */
export interface PostFormValues {
  communityId: number;
  title: string;
  body: string;
  type?: number | null;
  tagIds: number[];
  imageFile?: File | null;
  /** Edit: drop the current cover. */
  removeImage?: boolean;
  /** New attachments. */
  files: File[];
  /** Edit: paths of existing attachments to delete. */
  attachmentsUrls?: string[];
}

function appendCommon(form: FormData, values: PostFormValues) {
  form.append('title', values.title.trim());
  form.append('body', values.body);
  if (values.type) form.append('type', String(values.type));
  for (const tagId of values.tagIds) form.append('tagIds', String(tagId));
  if (values.imageFile) form.append('imageFile', values.imageFile);
  for (const file of values.files) form.append('files', file);
}

/** POST community/post (multipart: communityId, title, body, type, tagIds, imageFile, files). */
export function createPost(values: PostFormValues) {
  const form = new FormData();
  form.append('communityId', String(values.communityId));
  appendCommon(form, values);
  return apiA.post<Post>(`${V1}/community/post`, form);
}

/** PUT community/post/{id} (multipart: fields, attachmentsUrls of deleted files, files added). */
export function updatePost(id: number, values: PostFormValues) {
  const form = new FormData();
  appendCommon(form, values);
  // An empty tag list is still sent, so removing every tag is possible.
  if (values.tagIds.length === 0) form.append('tagIds', '');
  for (const url of values.attachmentsUrls ?? []) form.append('attachmentsUrls', url);
  if (values.removeImage && !values.imageFile) form.append('removeImage', 'true');
  return apiA.put<Post>(`${V1}/community/post/${id}`, form);
}

/** DELETE community/post/{id}. */
export function deletePost(id: number) {
  return apiA.delete<unknown>(`${V1}/community/post/${id}`);
}

/** POST community/post/{id}/report {message, type}. */
export function reportPost(id: number, body: { message: string; type: number }) {
  return apiA.post<{ id: number; message: string }>(`${V1}/community/post/${id}/report`, body);
}

type PostAction = 'like' | 'dislike' | 'save' | 'unsave' | 'view';

/** POST community/post/{id}/{like|dislike|save|unsave|view}. */
export function postAction(id: number, action: PostAction) {
  return apiA.post<PostActionResponse>(`${V1}/community/post/${id}/${action}`);
}

/**
 * Applies a patch to every cached copy of a post (feeds, saved, discussion, details), so a like
 * or save on one screen shows on the others.
 */
export function patchPostInCaches(queryClient: QueryClient, id: number, patch: Partial<Post>): void {
  queryClient.setQueriesData<InfiniteData<PostListResponse>>({ queryKey: postKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            posts: page.posts.map((p) => (p.id === id ? { ...p, ...patch } : p)),
          })),
        }
      : old,
  );
  queryClient.setQueryData<Post>(postKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
}

/** Drops a post from every cached list (after delete). */
export function removePostFromCaches(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<InfiniteData<PostListResponse>>({ queryKey: postKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => {
            const posts = page.posts.filter((p) => p.id !== id);
            return { ...page, posts, totalItemCount: page.totalItemCount - (page.posts.length - posts.length) };
          }),
        }
      : old,
  );
  queryClient.removeQueries({ queryKey: postKeys.detail(id) });
}
