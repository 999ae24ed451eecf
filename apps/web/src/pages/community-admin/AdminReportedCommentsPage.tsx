/** Community admin: Reported comments (spec 02 §2). */
import { ReportedCommentsView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminReportedCommentsPage() {
  const id = useCommunityId();
  return <ReportedCommentsView id={id} />;
}
