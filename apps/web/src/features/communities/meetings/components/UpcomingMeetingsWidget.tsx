/**
 * Upcoming meetings of the home dashboard (spec 01 §2: 2 shown, "See all" when more than 3): the
 * next meetings published to the dashboard, answered Going or with an invitation; links open the
 * meeting's page. "No upcoming meetings" when none.
 */
import { MEETING_LIMITS } from '@portal/shared';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { getRuntimeConfig } from '../../../../lib/runtime-config';
import { useDashboardMeetings } from '../api/meetings';
import { MEETING_TEXT } from '../constants';
import { meetingDay, meetingPath, meetingTimes } from '../utils/meeting-format';
import styles from './meetings.module.css';

/** The dashboard card. */
export default function UpcomingMeetingsWidget() {
  const query = useDashboardMeetings();
  const base = getRuntimeConfig().communitiesRoute;
  const total = query.data?.totalItemCount ?? 0;
  const meetings = (query.data?.meets ?? []).slice(0, MEETING_LIMITS.homeShown);
  return (
    <Card
      variant="borderless"
      title={
        <span>
          <CalendarOutlined aria-hidden /> {MEETING_TEXT.upcomingMeetings}
        </span>
      }
      extra={total > MEETING_LIMITS.homeSeeAllOver ? <Link to="/meetings/explore">{MEETING_TEXT.seeAll}</Link> : null}
      data-testid="home-upcoming-meetings"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError || meetings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MEETING_TEXT.noUpcoming} />
      ) : (
        <ul className={styles.homeList}>
          {meetings.map((m) => (
            <li key={m.id}>
              <Link to={meetingPath(base, m.community.alias, m.id)} className={styles.homeItem}>
                <span style={{ fontSize: 12, fontWeight: 600, color: 'var(--brand-text)' }}>
                  {meetingDay(m.startDate)} · {meetingTimes(m)}
                </span>
                <span style={{ fontWeight: 600 }}>{m.name}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {m.community.name}
                </Typography.Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
