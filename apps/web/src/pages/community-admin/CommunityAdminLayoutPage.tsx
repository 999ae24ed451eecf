/** The community admin area layout route (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { CommunityAdminLayout } from '../../features/communities';

export default function CommunityAdminLayoutPage() {
  const id = useCommunityId();
  return <CommunityAdminLayout key={id} id={id} />;
}
