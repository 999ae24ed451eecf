import { CommunityDetailsView } from '../../features/communities';
/** Community details {alias} with its tabs (spec 02 §2 Community details): layout route. */

/** Layout route component; the tabs are its child routes. */
export default function CommunityPage() {
  return <CommunityDetailsView />;
}
