/** The meeting deep link (spec 02 §2 /communities/{alias}/meetings/{meetingId}). */
import { useParams } from 'react-router';
import { useCommunityOutlet } from '../../features/communities/components/CommunityDetailsView';
import { MeetingDetailsView } from '../../features/meetings';

/** Route component (child of the community details layout). */
export default function MeetingDetailsPage() {
  const { community } = useCommunityOutlet();
  const { meetingId } = useParams();
  return <MeetingDetailsView communityId={community.id} alias={community.alias} meetingId={Number(meetingId) || 0} />;
}
