/**
 * An event card (spec 03 §2 Events home, Discover events, Attending, Past events, Favourites):
 * image, bookmark, date and time in the event's own zone, title (opens the details), type and the
 * card's action: the 'Going' dropdown (or the More menu) when the user holds a ticket, 'Register'
 * on single-click events the user has no ticket for, else a link to the event (chosen).
 */
import type { EventListItem } from '@portal/shared';
import { Card, Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { srcSetOf } from '../../../lib/image-widths';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { EVENTS_PATHS, EVENTS_TEXT } from '../constants';
import { formatEventDate, formatEventTimeRange, isPastEvent } from '../utils/time-zone';
import { EventBookmark } from './EventBookmark';
import styles from './events.module.css';
import { RegisterButton } from './RegisterButton';
import { TicketActionsMenu } from './tickets/TicketActionsMenu';

export interface EventCardProps {
  event: EventListItem;
  /** 'going': the Going dropdown (default); 'more': the More menu (Attending list); 'none': no action. */
  ticketMenu?: 'going' | 'more' | 'none';
  /** Replaces the footer action. */
  action?: ReactNode;
}

/**
 * The image of a card or header: listing image, else feature image, else the tenant's cover art
 * (issue 32). Event images are public URLs, so the browser picks the width from `srcset` (the served
 * `?w=` widths) and `sizes` (default: a card, full width on phones, about 360 px beside others).
 */
export function EventImage({
  event,
  className,
  style,
  sizes = '(max-width: 575px) 100vw, 360px',
}: {
  event: Pick<EventListItem, 'listingImg' | 'featureImg'>;
  className?: string;
  style?: CSSProperties;
  sizes?: string;
}) {
  const url = event.listingImg ?? event.featureImg;
  if (!url) return <img src={getCurrentTenant().coverArt} alt="" className={className} style={style} loading="lazy" />;
  const isServed = url.startsWith('/api/event/image/');
  return (
    <img
      src={url}
      srcSet={isServed ? srcSetOf(url) : undefined}
      sizes={isServed ? sizes : undefined}
      alt=""
      className={className}
      style={style}
      loading="lazy"
    />
  );
}

/** One event card. */
export function EventCard({ event, ticketMenu = 'going', action }: EventCardProps) {
  const to = EVENTS_PATHS.details(event.id);
  const past = isPastEvent(event);
  let footer: ReactNode = action;
  if (footer === undefined) {
    if (event.userTicketId && ticketMenu !== 'none' && !past) {
      footer = <TicketActionsMenu ticketId={event.userTicketId} variant={ticketMenu} label={event.title} />;
    } else if (event.isSingleClickRegistration && !event.userTicketId && !past) {
      footer = <RegisterButton event={event} />;
    } else {
      footer = (
        <LinkButton to={to} size="small">
          {EVENTS_TEXT.viewEvent}
        </LinkButton>
      );
    }
  }
  return (
    <Card
      className={styles.card}
      variant="borderless"
      data-testid="event-card"
      cover={
        <div className={styles.cardCover}>
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <EventImage event={event} className={styles.cardImage} />
          </Link>
          {(event.isCpd || event.type) && (
            <span className={styles.cardBadges}>
              {event.type && <Tag color="default">{event.type}</Tag>}
              {event.isCpd && <Tag color="gold">{EVENTS_TEXT.cpdEvent}</Tag>}
            </span>
          )}
          <span className={styles.cardBookmark}>
            <EventBookmark eventId={event.id} isFavourite={event.isFavourite} size="small" />
          </span>
        </div>
      }
    >
      <span className={styles.cardDate}>{formatEventDate(event)}</span>
      <Link to={to} className={styles.cardTitle}>
        {event.title}
      </Link>
      <span className={styles.cardMeta}>{formatEventTimeRange(event)}</span>
      {event.shortDesc && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {event.shortDesc}
        </Typography.Paragraph>
      )}
      <div className={styles.cardFooter}>{footer}</div>
    </Card>
  );
}
