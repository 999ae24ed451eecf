/**
 * Favourite communities (spec 02 §2 My Favourites > Communities). Mounted by the My Favourites
 * page's Communities tab.
 */
import { FavouriteCommunitiesView } from '../../features/communities/components/FavouriteCommunitiesView';

/** Tab content component. */
export default function FavouriteCommunitiesPage() {
  return <FavouriteCommunitiesView />;
}
