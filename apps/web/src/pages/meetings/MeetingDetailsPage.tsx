/** The meeting deep link (spec 02 §2 /communities/{alias}/meetings/{meetingId}). */
import { useParams } from 'react-router';
import { useCommunityOutlet, MeetingDetailsView } from '../../features/communities';

/** Route component (child of the community details layout). */
export default function MeetingDetailsPage() {
  const { community } = useCommunityOutlet();
  const { meetingId } = useParams();
  return <MeetingDetailsView communityId={community.id} alias={community.alias} meetingId={Number(meetingId) || 0} />;
}
