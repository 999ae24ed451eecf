/**
 * Comment queries and actions (spec 02 §7 Posts: GET/POST community/post/{id}/comment, PUT and
 * DELETE .../comment/{commentId}, like/dislike and report; multipart with files).
 */
import type { Comment as PostComment } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { COMMUNITY_UI } from '../constants';
import { postKeys } from './keys';

const V1 = '/api/v1';

export type { PostComment };

/** GET community/post/{id}/comment?page=1&pageSize=1000: flat, oldest first. */
export function useComments(postId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: postKeys.comments(postId ?? 0),
    queryFn: ({ signal }) =>
      apiA
        .get<{ comments: PostComment[]; totalItemCount: number }>(`${V1}/community/post/${postId}/comment`, {
          query: { page: 1, pageSize: COMMUNITY_UI.commentsPageSize },
          signal,
        })
        .then((r) => r.comments),
    enabled: !!postId && enabled,
  });
}

/** POST community/post/{id}/comment (multipart: body, parentCommentId, files). */
export function createComment(
  postId: number,
  values: { body: string; parentCommentId?: number | null; files: File[] },
) {
  const form = new FormData();
  form.append('body', values.body);
  if (values.parentCommentId) form.append('parentCommentId', String(values.parentCommentId));
  for (const file of values.files) form.append('files', file);
  return apiA.post<PostComment>(`${V1}/community/post/${postId}/comment`, form);
}

/** PUT community/post/{id}/comment/{commentId} (multipart: body, attachmentsUrls deleted, files added). */
export function updateComment(
  postId: number,
  commentId: number,
  values: { body: string; attachmentsUrls: string[]; files: File[] },
) {
  const form = new FormData();
  form.append('body', values.body);
  for (const url of values.attachmentsUrls) form.append('attachmentsUrls', url);
  for (const file of values.files) form.append('files', file);
  return apiA.put<PostComment>(`${V1}/community/post/${postId}/comment/${commentId}`, form);
}

/** DELETE community/post/{id}/comment/{commentId}. */
export function deleteComment(postId: number, commentId: number) {
  return apiA.delete<unknown>(`${V1}/community/post/${postId}/comment/${commentId}`);
}

/** POST .../comment/{commentId}/like or /dislike. */
export function commentLike(postId: number, commentId: number, like: boolean) {
  return apiA.post<{ id: number; isLiked: boolean; likesCount: number }>(
    `${V1}/community/post/${postId}/comment/${commentId}/${like ? 'like' : 'dislike'}`,
  );
}

/** POST .../comment/{commentId}/report {message, type}. */
export function reportComment(postId: number, commentId: number, body: { message: string; type: number }) {
  return apiA.post<{ id: number; message: string }>(`${V1}/community/post/${postId}/comment/${commentId}/report`, body);
}
