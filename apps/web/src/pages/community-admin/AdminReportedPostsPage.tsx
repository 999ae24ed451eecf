/** Community admin: Reported posts (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { ReportedPostsView } from '../../features/communities';

export default function AdminReportedPostsPage() {
  const id = useCommunityId();
  return <ReportedPostsView id={id} />;
}
