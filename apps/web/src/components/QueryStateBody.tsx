/**
 * The body of a list panel fed by one query, in its three states before the list itself: a
 * skeleton while the first page loads, a warning with the error and a retry button when it fails,
 * and the empty state when the answer holds nothing. Staff lists (events, members, announcements,
 * server values) use it, so that every list says the same things the same way.
 *
 *   <QueryStateBody query={list} loadFailed={TEXT.loadFailed} isEmpty={(d) => d.data.length === 0}
 *     empty={<Empty description="No events" />}>
 *     {(data) => <Table dataSource={data.data} ... />}
 *   </QueryStateBody>
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';

export interface QueryStateBodyProps<T> {
  query: UseQueryResult<T>;
  /** The failure's title (the spec's wording where it gives one). */
  loadFailed: string;
  /** The retry button's text. */
  retry?: string;
  /** Skeleton paragraph rows while loading (about the rows of a page). */
  skeletonRows?: number;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** Skeleton, failure with retry, empty state, or the children with the query's data. */
export function QueryStateBody<T>({
  query,
  loadFailed,
  retry = 'Try again',
  skeletonRows = 6,
  isEmpty,
  empty,
  children,
}: QueryStateBodyProps<T>) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={loadFailed}
        subTitle={errorMessage(query.error)}
        extra={<Button onClick={() => query.refetch()}>{retry}</Button>}
      />
    );
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
