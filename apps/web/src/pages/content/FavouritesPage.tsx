/**
 * My Favourites (spec 03 §2 Favourites): route component. It composes the areas' lists: the
 * content view with the favourite events (the events chunk), the saved community posts and the
 * favourite communities (the communities chunks), each loaded lazily when its tab opens (empty
 * events: 'No favorite events.').
 */
import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { FavouritesView } from '../../features/content';
import { FavouriteEventsList } from '../../features/events';

const FavouriteCommunitiesPage = lazy(() => import('../communities/FavouriteCommunitiesPage'));
const SavedPostsPage = lazy(() => import('../communities/SavedPostsPage'));
const BookmarkedMeetingsPage = lazy(() => import('../meetings/BookmarkedMeetingsPage'));

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ display: 'block', padding: '48px 0' }} />}>{children}</Suspense>;
}

const OTHER_TABS = {
  events: (
    <LazyTab>
      <FavouriteEventsList />
    </LazyTab>
  ),
  'community-posts': (
    <LazyTab>
      <SavedPostsPage />
    </LazyTab>
  ),
  communities: (
    <LazyTab>
      <FavouriteCommunitiesPage />
    </LazyTab>
  ),
  meetings: (
    <LazyTab>
      <BookmarkedMeetingsPage />
    </LazyTab>
  ),
};

/** Route component. */
export default function FavouritesPage() {
  return <FavouritesView otherTabs={OTHER_TABS} />;
}
