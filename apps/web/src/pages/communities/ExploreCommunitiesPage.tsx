import { ExploreView } from '../../features/communities';
/** Explore communities (spec 02 §2): route component. */

/** Route component. */
export default function ExploreCommunitiesPage() {
  return <ExploreView />;
}
