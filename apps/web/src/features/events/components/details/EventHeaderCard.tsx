/**
 * The details header card (spec 03 §2 Event details): date, time range (the event's own zone),
 * title, short description, address, type, clickable tags and the image. A tag opens the
 * discover page filtered by it in a new tab. The bookmark and 'Add to calendar' sit below.
 */
import { ClockCircleOutlined, EnvironmentOutlined, TagOutlined } from '@ant-design/icons';
import type { EventDetails } from '@portal/shared';
import { Card, Tag, Typography } from 'antd';
import { EVENTS_TEXT } from '../../constants';
import { tagFilterHref } from '../../utils/filters';
import { formatEventDate, formatEventTimeRange } from '../../utils/time-zone';
import { EventBookmark } from '../EventBookmark';
import { EventImage } from '../EventCard';
import { AddToCalendarButton } from './AddToCalendarButton';
import styles from './details.module.css';

/** The header card of an event. */
export function EventHeaderCard({ event }: { event: EventDetails }) {
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  return (
    <Card variant="borderless" className={styles.header}>
      <div className={styles.headerGrid}>
        <div className={styles.headerText}>
          <span className={styles.date}>{formatEventDate(event)}</span>
          <h1 className={styles.title}>{event.title}</h1>
          <span className={styles.meta}>
            <ClockCircleOutlined style={{ marginTop: 4 }} />
            <span data-testid="event-time">{formatEventTimeRange(event)}</span>
          </span>
          {place && (
            <span className={styles.meta}>
              <EnvironmentOutlined style={{ marginTop: 4 }} />
              <span>{place}</span>
            </span>
          )}
          {event.type && (
            <span className={styles.meta}>
              <TagOutlined style={{ marginTop: 4 }} />
              <span>
                {event.type}
                {event.isCpd ? ` · ${EVENTS_TEXT.cpdEvent}` : ''}
              </span>
            </span>
          )}
          {event.shortDesc && <Typography.Paragraph style={{ margin: 0 }}>{event.shortDesc}</Typography.Paragraph>}
          {event.tags.length > 0 && (
            <div className={styles.tags}>
              {event.tags.map((tag) => (
                <a key={tag.id} href={tagFilterHref(tag.id)} target="_blank" rel="noopener noreferrer">
                  <Tag color="processing">{tag.label}</Tag>
                </a>
              ))}
            </div>
          )}
          <div className={styles.actions}>
            <EventBookmark eventId={event.id} isFavourite={event.isFavourite} />
            {event.status !== 'cancelled' && <AddToCalendarButton eventId={event.id} />}
          </div>
        </div>
        <EventImage
          event={{ featureImg: event.featureImg, listingImg: event.featureImg ?? event.listingImg }}
          className={styles.headerImage}
          sizes="(max-width: 991px) 100vw, 420px"
        />
      </div>
    </Card>
  );
}
