/** The community admin area layout route (spec 02 §2). */
import { CommunityAdminLayout } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function CommunityAdminLayoutPage() {
  const id = useCommunityId();
  return <CommunityAdminLayout key={id} id={id} />;
}
