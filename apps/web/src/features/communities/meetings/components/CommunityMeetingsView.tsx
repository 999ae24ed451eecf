/**
 * The community's meetings tab (spec 02 §2 /communities/{alias}/meetings): the meetings the caller
 * sees, upcoming first; `?meetingId=` scrolls to that card and highlights it for 2 s.
 */
import { useSearchParams } from 'react-router';
import { useCommunityMeetings } from '../api/meetings';
import { MEETING_TEXT } from '../constants';
import { MeetingList } from './MeetingList';

/** The tab's content for community `communityId`. */
export function CommunityMeetingsView({ communityId }: { communityId: number }) {
  const [params] = useSearchParams();
  const highlightId = Number(params.get('meetingId')) || undefined;
  const list = useCommunityMeetings(communityId);
  return (
    <MeetingList
      meetings={list.data?.meets}
      query={list}
      emptyText={MEETING_TEXT.noMeetings}
      showCommunity={false}
      highlightId={highlightId}
    />
  );
}
