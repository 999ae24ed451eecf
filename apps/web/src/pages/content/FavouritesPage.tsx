/** My Favourites (spec 03 §2 Favourites): route component. */
import { FavouritesView } from '../../features/content/components/FavouritesView';

/** Route component. */
export default function FavouritesPage() {
  return <FavouritesView />;
}
