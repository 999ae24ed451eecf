/** Community admin: Removed members (spec 02 §2). */
import { MembersView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminRemovedMembersPage() {
  const id = useCommunityId();
  return <MembersView key="removed" id={id} kind="removed" />;
}
