/**
 * Bookmarked meetings (spec 02 §2 My Favourites > Meetings): the title shows the count; each card
 * has its community header, the RSVP control and "Join meeting"; an empty state when none.
 */
import { Spin, Typography } from 'antd';
import { useInfiniteScroll } from '../../../../lib/hooks/useInfiniteScroll';
import { useExploreMeetings } from '../api/meetings';
import { MEETING_TEXT } from '../constants';
import { MeetingList } from './MeetingList';

const FAVOURITES = { onlyFavorite: true } as const;

/** The bookmarked meetings list. */
export function BookmarkedMeetingsView() {
  const list = useExploreMeetings(FAVOURITES);
  const meetings = list.data?.pages.flatMap((p) => p.meets);
  const total = list.data?.pages[0]?.totalItemCount ?? 0;
  const sentinel = useInfiniteScroll(
    () => void list.fetchNextPage(),
    !!list.hasNextPage && !list.isFetchingNextPage,
    400,
  );
  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {MEETING_TEXT.bookmarkedTitle(total)}
      </Typography.Title>
      <MeetingList meetings={meetings} query={list} emptyText={MEETING_TEXT.noBookmarked} />
      <div ref={sentinel} aria-hidden />
      {list.isFetchingNextPage && <Spin style={{ display: 'block', margin: '16px auto' }} />}
    </div>
  );
}
