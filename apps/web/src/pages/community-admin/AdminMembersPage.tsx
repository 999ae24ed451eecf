/** Community admin: Members (spec 02 §2). */
import { MembersView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminMembersPage() {
  const id = useCommunityId();
  return <MembersView key="members" id={id} kind="members" />;
}
