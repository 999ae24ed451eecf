/** Community admin: Reported comments (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { ReportedCommentsView } from '../../features/communities';

export default function AdminReportedCommentsPage() {
  const id = useCommunityId();
  return <ReportedCommentsView id={id} />;
}
