/**
 * A grid of event cards with the states of spec 03 §2 Discover events through QueryStateBody:
 * loading (skeleton cards), failure with retry, empty (the given text, e.g. 'No events') and
 * loaded. The grid is responsive: 4 columns on xl, 3 on md, 2 on sm, 1 on xs. With `onLoadMore` the next page loads when the end of the grid
 * comes within 100 px of the viewport (a "Load more" button is there for keyboards).
 */
import type { EventListItem } from '@portal/shared';
import { Button, Card, Col, Empty, Row, Skeleton, Spin } from 'antd';
import type { ColProps } from 'antd';
import { type ListQuery, QueryStateBody } from '../../../components/QueryStateBody';
import { useInfiniteScroll } from '../../../lib/hooks/useInfiniteScroll';
import { EVENTS_TEXT, EVENTS_UI } from '../constants';
import { EventCard, type EventCardProps } from './EventCard';
import styles from './events.module.css';

export const EVENT_GRID_COLUMNS: ColProps = { xs: 24, sm: 12, md: 8, xl: 6 };

export interface EventGridProps {
  /** The query the events come from (loading and failure states; retry refetches it). */
  query: ListQuery<unknown>;
  /** The events of its answer (all pages of an infinite list). */
  events: EventListItem[] | undefined;
  emptyText: string;
  columns?: ColProps;
  /** Skeleton cards while loading. */
  skeletons?: number;
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onLoadMore?: () => void;
  ticketMenu?: EventCardProps['ticketMenu'];
  testId?: string;
}

/** The grid and its states. */
export function EventGrid({
  query,
  events,
  emptyText,
  columns = EVENT_GRID_COLUMNS,
  skeletons = 4,
  hasMore = false,
  isFetchingMore = false,
  onLoadMore,
  ticketMenu,
  testId = 'event-grid',
}: EventGridProps) {
  const sentinel = useInfiniteScroll(
    () => {
      if (hasMore && !isFetchingMore) onLoadMore?.();
    },
    hasMore && !!onLoadMore,
    EVENTS_UI.infiniteScrollThresholdPx,
  );

  return (
    <QueryStateBody
      query={query}
      keepData
      skeleton={
        <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading">
          {Array.from({ length: skeletons }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Col key={i} {...columns}>
              <Card variant="borderless" className={styles.card}>
                <Skeleton.Image active style={{ width: '100%', height: 120 }} />
                <Skeleton active paragraph={{ rows: 2 }} />
              </Card>
            </Col>
          ))}
        </Row>
      }
      isEmpty={() => !events || events.length === 0}
      empty={<Empty className={styles.listState} image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
    >
      {() => (
        <>
          <Row gutter={[16, 16]} data-testid={testId}>
            {events?.map((event) => (
              <Col key={event.id} {...columns}>
                <EventCard event={event} ticketMenu={ticketMenu} />
              </Col>
            ))}
          </Row>
          {onLoadMore && hasMore && (
            <div style={{ textAlign: 'center', marginTop: 16 }}>
              {isFetchingMore ? <Spin /> : <Button onClick={onLoadMore}>{EVENTS_TEXT.loadMore}</Button>}
            </div>
          )}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        </>
      )}
    </QueryStateBody>
  );
}
