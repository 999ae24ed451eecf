/**
 * The bookmark toggle of a news or resource card and details page (spec 03 §4 Favourite toggle:
 * optimistic, debounced 500 ms, success message).
 */
import { BookmarkStar } from '../../../components/BookmarkStar';
import { useFavouriteToggle } from '../api/favourites';
import type { ContentKind } from '../constants';

/** Star button; pressed when the item is a favourite. */
export function BookmarkButton({
  kind,
  id,
  size = 'middle',
}: {
  kind: ContentKind;
  id: number;
  size?: 'small' | 'middle';
}) {
  const { isFavourite, toggle } = useFavouriteToggle(kind, id);
  return <BookmarkStar isBookmarked={isFavourite} onToggle={toggle} size={size} />;
}
