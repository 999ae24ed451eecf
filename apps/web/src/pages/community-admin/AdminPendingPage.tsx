/** Community admin: Posts pending approval (spec 02 §2). */
import { PostQueueView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminPendingPage() {
  const id = useCommunityId();
  return <PostQueueView key="pending" id={id} kind="pending" />;
}
