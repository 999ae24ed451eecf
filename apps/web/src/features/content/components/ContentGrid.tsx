/**
 * An infinitely scrolled grid of news or resource cards (spec 03 §2: page size 8, near-bottom
 * 200 px; loading skeletons; the empty text; an error state with Try again).
 */
import { Card, Col, Empty, Row, Skeleton, Spin } from 'antd';
import type { useContentInfinite } from '../api/content-api';
import type { ContentItem } from '../api/types';
import { useInfiniteScroll } from '../../../lib/hooks/useInfiniteScroll';
import { type ContentKind, LIBRARY_LIMITS } from '../constants';
import { ContentCard } from './ContentCard';
import { QueryStateBody } from '../../../components/QueryStateBody';

export interface ContentGridProps {
  kind: ContentKind;
  query: ReturnType<typeof useContentInfinite>;
  emptyText: string;
  /** Keeps only some items (favourites: only active ones, spec 03 §6). */
  filter?: (item: ContentItem) => boolean;
  columns?: { xs: number; sm: number; md?: number; lg: number; xl?: number };
}

const DEFAULT_COLUMNS = { xs: 24, sm: 12, lg: 12, xl: 8 };

/** Grid with skeletons, empty and error states, and the infinite-scroll sentinel. */
export function ContentGrid({ kind, query, emptyText, filter, columns = DEFAULT_COLUMNS }: ContentGridProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetching, isPlaceholderData } = query;
  const sentinel = useInfiniteScroll(
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    !!hasNextPage && !isFetchingNextPage,
    LIBRARY_LIMITS.infiniteScrollThresholdPx,
  );

  const items = (data?.pages.flatMap((page) => page.data) ?? []).filter(filter ?? (() => true));
  return (
    <QueryStateBody
      query={query}
      keepData
      loadFailed="We couldn't load this list"
      skeleton={
        <Row gutter={[20, 20]} role="status" aria-busy="true" aria-label="Loading">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders.
            <Col key={i} {...columns}>
              <Card variant="borderless">
                <Skeleton.Image active style={{ width: '100%', height: 150 }} />
                <Skeleton active paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
              </Card>
            </Col>
          ))}
        </Row>
      }
      isEmpty={() => items.length === 0 && !hasNextPage}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ padding: '48px 0' }} />}
    >
      {() => (
        <div aria-busy={isFetching} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Row gutter={[20, 20]} data-testid="content-grid">
            {items.map((item) => (
              <Col key={item.id} {...columns}>
                <ContentCard kind={kind} item={item} />
              </Col>
            ))}
          </Row>
          <div ref={sentinel} style={{ height: 1 }} />
          {isFetchingNextPage && (
            <div style={{ textAlign: 'center', padding: 24 }}>
              <Spin />
            </div>
          )}
        </div>
      )}
    </QueryStateBody>
  );
}
