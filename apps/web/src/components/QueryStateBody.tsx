/**
 * The one list-state component of the web (issue 29 point 3): the body of a list panel fed by one
 * query, in its three states before the list itself: a skeleton while the first page loads, a
 * warning with the error and a retry button when it fails, and the empty state when the answer
 * holds nothing. Every list uses it, so that every list says the same things the same way. A list
 * whose table shows its own empty text (a paginated antd Table's `locale.emptyText`) leaves
 * `isEmpty` out. The default skeleton is a status region named "Loading" (role="status"), so
 * assistive technology and tests find the loading state the same way in every list.
 *
 *   <QueryStateBody query={list} loadFailed={TEXT.loadFailed} isEmpty={(d) => d.data.length === 0}
 *     empty={<Empty description="No events" />}>
 *     {(data) => <Table dataSource={data.data} ... />}
 *   </QueryStateBody>
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';

/** The failure's title where the spec gives none. */
export const LOAD_FAILED = 'Failed to load. Try again.';

/** What the component reads of a query (a `useQuery` or `useInfiniteQuery` result). */
export type ListQuery<T> = Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;

export interface QueryStateBodyProps<T> {
  query: ListQuery<T>;
  /** The failure's title (the spec's wording where it gives one; else {@link LOAD_FAILED}). */
  loadFailed?: string;
  /** The retry button's text. */
  retry?: string;
  /** Skeleton paragraph rows while loading (about the rows of a page). */
  skeletonRows?: number;
  /** A skeleton of the list's own shape (cards of a grid, avatars), instead of the paragraph rows. */
  skeleton?: ReactNode;
  /** True when the answer holds nothing; left out, the children show their own empty state. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (an antd `Empty` with the spec's wording). */
  empty?: ReactNode;
  /**
   * True for an infinite list: when a later page or a refetch fails, the pages already loaded stay
   * shown (the failure shows only while nothing has loaded). Left out, any failure shows.
   */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

/** A skeleton in a borderless card, announced as loading: the `skeleton` of a list of cards. */
export function CardSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

/** Skeleton, failure with retry, empty state, or the children with the query's data. */
export function QueryStateBody<T>({
  query,
  loadFailed = LOAD_FAILED,
  retry = 'Try again',
  skeletonRows = 6,
  skeleton,
  isEmpty,
  empty,
  keepData = false,
  children,
}: QueryStateBodyProps<T>) {
  if (query.isPending)
    return (
      <>
        {skeleton ?? (
          <div role="status" aria-busy="true" aria-label="Loading">
            <Skeleton active paragraph={{ rows: skeletonRows }} />
          </div>
        )}
      </>
    );
  if ((query.isError && !(keepData && query.data !== undefined)) || query.data === undefined)
    return (
      <Result
        status="warning"
        title={loadFailed}
        subTitle={errorMessage(query.error)}
        extra={<Button onClick={() => query.refetch()}>{retry}</Button>}
      />
    );
  return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>;
}
