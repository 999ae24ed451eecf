/** My Favourites > Meetings (spec 02 §2 Bookmarked meetings): composed by the favourites page. */
import { BookmarkedMeetingsView } from '../../features/meetings';

/** Tab component. */
export default function BookmarkedMeetingsPage() {
  return <BookmarkedMeetingsView />;
}
