/**
 * Favourite and like toggles of a community (spec 02 §4: debounced 500 ms; a like moves the count
 * by one; §8 favourites: "Successfully added to favourites" / "Successfully removed from
 * favourites", errors "Error adding to favorites:" / "Error removing from favorites:" with the
 * reason). Answers update every cached copy; the side menu's favourites reload.
 */
import type { Community } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors';
import { reportFailure, toastError, toastSuccess } from '../../../lib/feedback';
import { patchCommunityInCaches, postCommunityAction } from '../api/communities';
import { communityKeys } from '../api/keys';
import { COMMUNITY_UI, FAVOURITES_TEXT } from '../constants';
import { shownCount, useDebouncedToggle } from '../../../lib/hooks/useDebouncedToggle';

/** Favourite toggle of one community. */
export function useCommunityFavourite(community: Pick<Community, 'id' | 'isFavorite'>) {
  const queryClient = useQueryClient();
  return useDebouncedToggle({
    value: community.isFavorite,
    delayMs: COMMUNITY_UI.favouriteDebounceMs,
    send: async (next) => {
      const answer = await postCommunityAction(community.id, next ? 'add-to-favorite' : 'delete-from-favorite');
      patchCommunityInCaches(queryClient, community.id, { isFavorite: answer.isFavorite });
      toastSuccess(next ? FAVOURITES_TEXT.added : FAVOURITES_TEXT.removed);
      void queryClient.invalidateQueries({ queryKey: communityKeys.topFavorites() });
      // Lists filtered by onlyFavorite change membership; refresh them.
      void queryClient.invalidateQueries({
        queryKey: communityKeys.lists(),
        predicate: (q) => (q.queryKey[2] as { onlyFavorite?: boolean } | undefined)?.onlyFavorite === true,
      });
    },
    onError: (next, error) =>
      toastError(`${next ? FAVOURITES_TEXT.addError : FAVOURITES_TEXT.removeError} ${errorMessage(error)}`),
  });
}

/** Like toggle of one community with the count to show. */
export function useCommunityLike(community: Pick<Community, 'id' | 'isLiked' | 'likesCount'>) {
  const queryClient = useQueryClient();
  const toggle = useDebouncedToggle({
    value: community.isLiked,
    delayMs: COMMUNITY_UI.communityLikeDebounceMs,
    send: async (next) => {
      const answer = await postCommunityAction(community.id, next ? 'like' : 'dislike');
      patchCommunityInCaches(queryClient, community.id, { isLiked: answer.isLiked, likesCount: answer.likesCount });
    },
    onError: (_next, error) => reportFailure(error),
  });
  return { ...toggle, count: shownCount(community.likesCount, community.isLiked, toggle.value) };
}
