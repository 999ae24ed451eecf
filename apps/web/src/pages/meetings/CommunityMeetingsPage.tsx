import { useCommunityOutlet, CommunityMeetingsView } from '../../features/communities';
/** The community's Meetings tab (spec 02 §2 /communities/{alias}/meetings[?meetingId=]). */

/** Tab route component (child of the community details layout). */
export default function CommunityMeetingsPage() {
  const { community } = useCommunityOutlet();
  return <CommunityMeetingsView communityId={community.id} />;
}
