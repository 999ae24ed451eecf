/** Community admin: Members (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { MembersView } from '../../features/communities';

export default function AdminMembersPage() {
  const id = useCommunityId();
  return <MembersView key="members" id={id} kind="members" />;
}
