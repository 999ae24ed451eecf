/**
 * One meeting (spec 02 §2 meeting deep link /communities/{alias}/meetings/{meetingId}): its card with
 * the meeting id and password when set, a link back to the community's meetings, and the "not found"
 * state for a meeting the caller may not see.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiA } from '../../../../lib/api';
import { useObjectUrl } from '../../../../lib/hooks/useObjectUrl';
import { isApiError } from '../../../../lib/errors';
import { getRuntimeConfig } from '../../../../lib/runtime-config';
import { useMeeting } from '../api/meetings';
import { MEETING_TEXT } from '../constants';
import { meetingListPath } from '../utils/meeting-format';
import { MeetingCard } from './MeetingCard';
import { MeetingSkeletons } from './MeetingList';
import { queryKeys } from '../../../../data';

/** The meeting's image (fetched with the session), decorative: the title says what it is. */
function MeetingImage({ url }: { url: string }) {
  const blob = useQuery({
    queryKey: [...queryKeys.scope('meetings'), 'image', url],
    queryFn: ({ signal }) => apiA.get<Blob>(url, { responseType: 'blob', signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const src = useObjectUrl(blob.data);
  if (!src) return null;
  return <img src={src} alt="" style={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 12 }} />;
}

/** The details of meeting `meetingId` of community `communityId` (alias for the back link). */
export function MeetingDetailsView({
  communityId,
  alias,
  meetingId,
}: {
  communityId: number;
  alias: string;
  meetingId: number;
}) {
  const meeting = useMeeting(communityId, meetingId);
  const back = (
    <Link to={meetingListPath(getRuntimeConfig().communitiesRoute, alias)}>
      <ArrowLeftOutlined /> {MEETING_TEXT.backToMeetings}
    </Link>
  );
  if (meeting.isPending) return <MeetingSkeletons count={1} />;
  if (meeting.isError)
    return (
      <Result
        status={isApiError(meeting.error, 404) ? '404' : 'error'}
        title={isApiError(meeting.error, 404) ? MEETING_TEXT.meetingNotFound : MEETING_TEXT.loadFailed}
        extra={isApiError(meeting.error, 404) ? back : <Button onClick={() => meeting.refetch()}>Try again</Button>}
      />
    );
  const m = meeting.data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {back}
      {m.imageUrl && <MeetingImage url={m.imageUrl} />}
      <MeetingCard meeting={m} showCommunity={false} />
      {(m.meetingId || m.meetingPassword) && (
        <Descriptions
          size="small"
          column={1}
          items={[
            ...(m.meetingId ? [{ key: 'id', label: MEETING_TEXT.meetingIdLabel, children: m.meetingId }] : []),
            ...(m.meetingPassword
              ? [{ key: 'pw', label: MEETING_TEXT.passwordLabel, children: m.meetingPassword }]
              : []),
          ]}
        />
      )}
    </div>
  );
}
