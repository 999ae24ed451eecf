/**
 * One meeting as a card (spec 02 §2 meetings, bookmarked meetings; §4 RSVP): community header,
 * title, day and HH:mm times, privacy, RSVP deadline, description, files, the caller's RSVP select
 * (disabled with the spec's message once closed), "Join meeting" in a new tab, Add to calendar
 * (.ics), bookmark star, and a link to the meeting's page. `extra` holds the admin card menu.
 * `highlight` outlines the card (deep link, spec 02 §2: about 2 seconds). A cancelled meeting (issue
 * 30) shows its title struck through, a "Cancelled" tag and the reason, and no RSVP or join link.
 */
import { CalendarOutlined, DownloadOutlined, LinkOutlined, LockOutlined, TeamOutlined } from '@ant-design/icons';
import { LIMITS, type Meeting } from '@portal/shared';
import { Button, Card, Select, Tag, Tooltip, Typography } from 'antd';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookmarkStar } from '../../../../components/BookmarkStar';
import { errorMessage } from '../../../../lib/errors';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { useDebouncedToggle } from '../../../../lib/hooks/useDebouncedToggle';
import { getRuntimeConfig } from '../../../../lib/runtime-config';
import { useQueryClient } from '@tanstack/react-query';
import { downloadMeetingAsset, downloadMeetingIcs, meetingKeys, setMeetingFavorite, useRsvp } from '../api/meetings';
import { MEETING_TEXT, RSVP_OPTIONS } from '../constants';
import { meetingDay, meetingPath, meetingTimes, PRIVACY_LABELS, rsvpFormat } from '../utils/meeting-format';
import styles from './meetings.module.css';

export interface MeetingCardProps {
  meeting: Meeting;
  showCommunity?: boolean;
  highlight?: boolean;
  /** Admin card menu (edit, share, invite, delete). */
  extra?: ReactNode;
  /** Hide the member controls (RSVP, bookmark) on the admin page. */
  adminView?: boolean;
}

function FavouriteStar({ meeting }: { meeting: Meeting }) {
  const client = useQueryClient();
  const { value, toggle } = useDebouncedToggle({
    value: meeting.isFavorite,
    delayMs: LIMITS.favouriteDebounceMs,
    send: async (next) => {
      await setMeetingFavorite(meeting, next);
      toastSuccess(next ? MEETING_TEXT.addedToFavourites : MEETING_TEXT.removedFromFavourites);
      void client.invalidateQueries({ queryKey: meetingKeys.all });
    },
    onError: (next, error) =>
      toastError(`${next ? 'Error adding to favorites:' : 'Error removing from favorites:'} ${errorMessage(error)}`),
  });
  return <BookmarkStar isBookmarked={value} onToggle={toggle} />;
}

function RsvpSelect({ meeting }: { meeting: Meeting }) {
  const rsvp = useRsvp();
  const select = (
    <Select
      className={styles.rsvp}
      aria-label={`${MEETING_TEXT.rsvp}: ${meeting.name}`}
      value={meeting.status}
      disabled={!!meeting.rsvpClosed || rsvp.isPending}
      options={RSVP_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(status: number) =>
        rsvp.mutate(
          { meeting, status },
          { onError: (error) => toastError(`${MEETING_TEXT.rsvpFailed}: ${errorMessage(error)}`) },
        )
      }
    />
  );
  return meeting.rsvpClosed ? <Tooltip title={meeting.rsvpClosed}>{select}</Tooltip> : select;
}

/** The meeting card. */
export const MeetingCard = forwardRef<HTMLDivElement, MeetingCardProps>(function MeetingCard(
  { meeting, showCommunity = true, highlight = false, extra, adminView = false },
  ref,
) {
  const base = getRuntimeConfig().communitiesRoute;
  const detailsTo = meetingPath(base, meeting.community.alias, meeting.id);
  const hasEnded = new Date(meeting.endDate).getTime() < Date.now();
  const isCancelled = meeting.cancelledAt != null;
  return (
    <Card
      ref={ref}
      variant="borderless"
      className={`${styles.card} ${highlight ? styles.highlight : ''}`}
      data-testid="meeting-card"
      data-meeting-id={meeting.id}
      data-highlighted={highlight || undefined}
    >
      {showCommunity && (
        <div className={styles.community}>
          <TeamOutlined aria-hidden />
          <Link to={`${base}/${encodeURIComponent(meeting.community.alias)}`}>{meeting.community.name}</Link>
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <h3 className={styles.title}>
          <Link to={detailsTo} style={{ color: 'inherit' }}>
            {isCancelled ? <s>{meeting.name}</s> : meeting.name}
          </Link>
        </h3>
        <div style={{ display: 'flex', gap: 4, flex: 'none' }}>
          {!adminView && <FavouriteStar meeting={meeting} />}
          {extra}
        </div>
      </div>
      <div className={styles.when}>
        <span>
          <CalendarOutlined aria-hidden /> {meetingDay(meeting.startDate)}
        </span>
        <span>{meetingTimes(meeting)}</span>
        {isCancelled && <Tag color="red">{MEETING_TEXT.cancelledLabel}</Tag>}
        <Tag icon={meeting.visible === 3 ? <LockOutlined /> : undefined}>{PRIVACY_LABELS[meeting.visible]}</Tag>
        {meeting.goingCount > 0 && <span className={styles.muted}>{MEETING_TEXT.going(meeting.goingCount)}</span>}
      </div>
      {isCancelled && meeting.cancelReason && <div className={styles.muted}>Cancelled: {meeting.cancelReason}</div>}
      {meeting.rsvpDate && !isCancelled && (
        <div className={styles.muted}>{MEETING_TEXT.rsvpBy(rsvpFormat(meeting.rsvpDate))}</div>
      )}
      <Typography.Paragraph className={styles.description} ellipsis={{ rows: 3, expandable: 'collapsible' }}>
        {meeting.description}
      </Typography.Paragraph>
      {meeting.assets.length > 0 && (
        <div className={styles.assets}>
          {meeting.assets.map((asset) => (
            <Button
              key={asset.id}
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadMeetingAsset(asset).catch((e) =>
                  toastError(`${MEETING_TEXT.downloadFailed}: ${errorMessage(e)}`),
                )
              }
            >
              {asset.fileName}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {!adminView && !isCancelled && <RsvpSelect meeting={meeting} />}
        {isCancelled ? null : hasEnded ? (
          <Button icon={<LinkOutlined />} disabled>
            {MEETING_TEXT.meetingEnded}
          </Button>
        ) : (
          <>
            <Button
              type="primary"
              href={meeting.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              icon={<LinkOutlined />}
            >
              {MEETING_TEXT.joinMeeting}
            </Button>
            <Button
              icon={<CalendarOutlined />}
              onClick={() => downloadMeetingIcs(meeting).catch((e) => reportFailure(e))}
            >
              {MEETING_TEXT.addToCalendar}
            </Button>
          </>
        )}
        {meeting.rsvpClosed && !adminView && <span className={styles.muted}>{meeting.rsvpClosed}</span>}
      </div>
    </Card>
  );
});
