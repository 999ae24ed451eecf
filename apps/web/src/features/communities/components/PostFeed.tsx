/**
 * An infinitely scrolled list of posts (spec 02 §2: home feed and saved posts, page size 20, with
 * the report dialog; the Discussion tab): skeletons while loading, the empty text, an error with
 * Try again, and the next page near the bottom.
 */
import type { PostListResponse } from '@portal/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Spin } from 'antd';
import { useInfiniteScroll } from '../../../lib/hooks/useInfiniteScroll';
import { COMMUNITY_UI } from '../constants';
import { usePostActions } from '../hooks/usePostActions';
import { PostCard } from './PostCard';
import styles from './communities.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

export interface PostFeedProps {
  query: UseInfiniteQueryResult<InfiniteData<PostListResponse>>;
  emptyText: string;
  showCommunity?: boolean;
}

/** Skeleton cards shaped like posts. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.feed} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders.
        <Card key={i} variant="borderless" className={styles.postCard}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  );
}

/** The feed. */
export function PostFeed({ query, emptyText, showCommunity = true }: PostFeedProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const { handlers, dialogs } = usePostActions();
  const sentinel = useInfiniteScroll(
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    !!hasNextPage && !isFetchingNextPage,
    COMMUNITY_UI.infiniteScrollThresholdPx,
  );

  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  // The same post can move between pages while new posts arrive; show each once.
  const unique = posts.filter((post, index) => posts.findIndex((p) => p.id === post.id) === index);
  return (
    <QueryStateBody query={query} keepData skeleton={<PostSkeletons />}>
      {() => (
        <>
          {unique.length === 0 ? (
            <Card variant="borderless">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
            </Card>
          ) : (
            <div className={styles.feed} data-testid="post-feed">
              {unique.map((post) => (
                <PostCard key={post.id} post={post} showCommunity={showCommunity} {...handlers} />
              ))}
            </div>
          )}
          <div ref={sentinel} style={{ height: 1 }} />
          {isFetchingNextPage && (
            <div style={{ textAlign: 'center', padding: 24 }}>
              <Spin />
            </div>
          )}
          {dialogs}
        </>
      )}
    </QueryStateBody>
  );
}
