/** Community admin: Archived posts (spec 02 §2). */
import { PostQueueView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminArchivedPage() {
  const id = useCommunityId();
  return <PostQueueView key="archived" id={id} kind="archived" />;
}
