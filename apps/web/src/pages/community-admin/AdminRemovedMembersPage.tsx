/** Community admin: Removed members (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { MembersView } from '../../features/communities';

export default function AdminRemovedMembersPage() {
  const id = useCommunityId();
  return <MembersView key="removed" id={id} kind="removed" />;
}
