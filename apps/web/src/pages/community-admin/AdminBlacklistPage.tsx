/** Community admin: Blacklist (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { BlacklistView } from '../../features/communities';

export default function AdminBlacklistPage() {
  const id = useCommunityId();
  return <BlacklistView id={id} />;
}
