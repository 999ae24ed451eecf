/**
 * Like and save toggles of a post (spec 02 §4: like 700 ms, save 600 ms, debounced; a like moves
 * the count by one; §8 save errors "Error adding to saved:" / "Error removing from saved:" with the
 * reason). The server's answer updates every cached copy of the post.
 */
import type { Post } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors';
import { reportFailure, toastError } from '../../../lib/feedback';
import { patchPostInCaches, postAction } from '../api/posts';
import { postKeys } from '../api/keys';
import { COMMUNITY_UI, POST_TEXT } from '../constants';
import { shownCount, useDebouncedToggle } from '../../../lib/hooks/useDebouncedToggle';

/** Like toggle with the count to show. */
export function usePostLike(post: Post) {
  const queryClient = useQueryClient();
  const toggle = useDebouncedToggle({
    value: post.isLiked,
    delayMs: COMMUNITY_UI.postLikeDebounceMs,
    send: async (next) => {
      const answer = await postAction(post.id, next ? 'like' : 'dislike');
      patchPostInCaches(queryClient, post.id, { isLiked: answer.isLiked, likesCount: answer.likesCount });
    },
    onError: (_next, error) => reportFailure(error),
  });
  return { ...toggle, count: shownCount(post.likesCount, post.isLiked, toggle.value) };
}

/** Save toggle; the saved-posts list reloads after a change. */
export function usePostSave(post: Post) {
  const queryClient = useQueryClient();
  return useDebouncedToggle({
    value: post.isSaved,
    delayMs: COMMUNITY_UI.saveDebounceMs,
    send: async (next) => {
      const answer = await postAction(post.id, next ? 'save' : 'unsave');
      patchPostInCaches(queryClient, post.id, { isSaved: answer.isSaved });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed(true) });
    },
    onError: (next, error) =>
      toastError(`${next ? POST_TEXT.saveAddError : POST_TEXT.saveRemoveError} ${errorMessage(error)}`),
  });
}
