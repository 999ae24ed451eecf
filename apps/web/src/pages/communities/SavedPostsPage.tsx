/** Saved posts (spec 02 §2): route component. */
import { SavedPostsView } from '../../features/communities/components/HomeFeedView';

/** Route component. */
export default function SavedPostsPage() {
  return <SavedPostsView />;
}
