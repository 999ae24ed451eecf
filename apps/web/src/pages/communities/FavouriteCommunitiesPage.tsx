import { FavouriteCommunitiesView } from '../../features/communities';
/**
 * Favourite communities (spec 02 §2 My Favourites > Communities). Mounted by the My Favourites
 * page's Communities tab.
 */

/** Tab content component. */
export default function FavouriteCommunitiesPage() {
  return <FavouriteCommunitiesView />;
}
