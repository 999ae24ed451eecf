/** Community admin: All posts (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { PostQueueView } from '../../features/communities';

export default function AdminPostsPage() {
  const id = useCommunityId();
  return <PostQueueView key="all" id={id} kind="all" />;
}
