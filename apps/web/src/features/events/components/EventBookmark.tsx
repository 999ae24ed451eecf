/**
 * The favourite (bookmark) toggle of an event (spec 03 §2 Attending and Past events: "A favourite
 * bookmark"; §4 Favourite toggle: debounced 500 ms, success message).
 */
import { BookmarkStar } from '../../../components/BookmarkStar';
import { useFavouriteEventToggle } from '../api/favourites';

/** Star button; pressed when the event is a favourite. */
export function EventBookmark({
  eventId,
  isFavourite: serverValue,
  size = 'middle',
}: {
  eventId: number;
  isFavourite: boolean;
  size?: 'small' | 'middle';
}) {
  const { isFavourite, toggle } = useFavouriteEventToggle(eventId, serverValue);
  return <BookmarkStar isBookmarked={isFavourite} onToggle={toggle} size={size} />;
}
