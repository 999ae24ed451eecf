import { SavedPostsView } from '../../features/communities';
/** Saved posts (spec 02 §2): route component. */

/** Route component. */
export default function SavedPostsPage() {
  return <SavedPostsView />;
}
