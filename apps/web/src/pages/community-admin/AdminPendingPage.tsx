/** Community admin: Posts pending approval (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { PostQueueView } from '../../features/communities';

export default function AdminPendingPage() {
  const id = useCommunityId();
  return <PostQueueView key="pending" id={id} kind="pending" />;
}
