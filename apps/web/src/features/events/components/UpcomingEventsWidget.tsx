/**
 * Upcoming events of the home dashboard (spec 01 §2 Home dashboard: "upcoming events (3 fetched)";
 * links /events/{id}): the user's next events as compact rows, or 'No upcoming events yet'.
 */
import { LIMITS } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useUpcomingEvents } from '../api/tickets';
import { EVENTS_PATHS, EVENTS_TEXT } from '../constants';
import { formatEventDate, formatEventTimeRange } from '../utils/time-zone';
import { EventImage } from './EventCard';

/** The dashboard's upcoming-events list. */
export default function UpcomingEventsWidget() {
  const upcoming = useUpcomingEvents(LIMITS.homeEvents);
  if (upcoming.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  const events = upcoming.data?.events ?? [];
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EVENTS_TEXT.noUpcoming} />;
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}
      data-testid="home-upcoming-events"
    >
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={EVENTS_PATHS.details(event.id)}
            style={{ display: 'flex', gap: 12, alignItems: 'center', color: 'inherit' }}
          >
            <EventImage
              event={event}
              sizes="80px"
              style={{ width: 80, height: 56, flex: 'none', objectFit: 'cover', borderRadius: 8 }}
            />
            <span style={{ minWidth: 0 }}>
              <span style={{ display: 'block', fontSize: 12, fontWeight: 600, color: 'var(--brand-text)' }}>
                {formatEventDate(event)}
              </span>
              <span
                style={{
                  display: 'block',
                  fontWeight: 600,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {event.title}
              </span>
              <span style={{ display: 'block', fontSize: 12, color: 'var(--text-secondary)' }}>
                {formatEventTimeRange(event)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
