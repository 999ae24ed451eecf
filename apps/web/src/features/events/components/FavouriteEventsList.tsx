/**
 * Favourite events (spec 03 §2 Favourites: "event cards, 'Register' on single-click events, and the
 * empty text 'No favorite events.'"; §7 GET api/favourite/events).
 */
import { useFavouriteEvents } from '../api/favourites';
import { EVENTS_TEXT } from '../constants';
import { EventGrid } from './EventGrid';

/** The Events tab of My Favourites. */
export function FavouriteEventsList() {
  const favourites = useFavouriteEvents();
  return (
    <EventGrid
      events={favourites.data?.events}
      query={favourites}
      emptyText={EVENTS_TEXT.noFavourites}
      columns={{ xs: 24, sm: 12, lg: 8, xl: 6 }}
      testId="favourite-events"
    />
  );
}
