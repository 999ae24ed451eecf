/** /community/{id}: resolves to the community's alias route (spec 01 §2 Home dashboard links). */
import { CommunityIdRedirect } from '../../features/communities/components/CommunityIdRedirect';

/** Route component. */
export default function CommunityIdPage() {
  return <CommunityIdRedirect />;
}
