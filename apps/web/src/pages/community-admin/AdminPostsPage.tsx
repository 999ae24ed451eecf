/** Community admin: All posts (spec 02 §2). */
import { PostQueueView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminPostsPage() {
  const id = useCommunityId();
  return <PostQueueView key="all" id={id} kind="all" />;
}
