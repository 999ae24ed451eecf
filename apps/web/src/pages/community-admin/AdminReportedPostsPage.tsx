/** Community admin: Reported posts (spec 02 §2). */
import { ReportedPostsView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminReportedPostsPage() {
  const id = useCommunityId();
  return <ReportedPostsView id={id} />;
}
