/** Explore communities (spec 02 §2): route component. */
import { ExploreView } from '../../features/communities/components/ExploreView';

/** Route component. */
export default function ExploreCommunitiesPage() {
  return <ExploreView />;
}
