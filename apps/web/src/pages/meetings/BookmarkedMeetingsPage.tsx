import { BookmarkedMeetingsView } from '../../features/communities';
/** My Favourites > Meetings (spec 02 §2 Bookmarked meetings): composed by the favourites page. */

/** Tab component. */
export default function BookmarkedMeetingsPage() {
  return <BookmarkedMeetingsView />;
}
