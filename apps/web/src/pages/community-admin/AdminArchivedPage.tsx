/** Community admin: Archived posts (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { PostQueueView } from '../../features/communities';

export default function AdminArchivedPage() {
  const id = useCommunityId();
  return <PostQueueView key="archived" id={id} kind="archived" />;
}
