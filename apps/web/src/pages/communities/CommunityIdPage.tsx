import { CommunityIdRedirect } from '../../features/communities';
/** /community/{id}: resolves to the community's alias route (spec 01 §2 Home dashboard links). */

/** Route component. */
export default function CommunityIdPage() {
  return <CommunityIdRedirect />;
}
