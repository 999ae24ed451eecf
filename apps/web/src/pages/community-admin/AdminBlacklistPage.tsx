/** Community admin: Blacklist (spec 02 §2). */
import { BlacklistView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminBlacklistPage() {
  const id = useCommunityId();
  return <BlacklistView id={id} />;
}
