/**
 * The route components of the events area (spec 03 §2 Events): thin wrappers around the
 * feature's views.
 */
import { useParams } from 'react-router';
import { Navigate } from 'react-router';
import {
  DiscoverView,
  EventDetailsView,
  EventsHomeView,
  EventsLayout,
  EventsPageHeading,
  MyEventsView,
  EventGrid,
  useInfiniteEvents,
  EVENTS_TEXT,
  EVENTS_UI,
} from '../../features/events';
import { useCheckoutReturn } from '../../features/cart';

/** The side-menu frame of /events pages. */
export function EventsLayoutPage() {
  return <EventsLayout />;
}

/** /events */
export function EventsHomePage() {
  return <EventsHomeView />;
}

/** /events/discover/{filterType}: 'all' or 'filter'; anything else goes to 'all'. */
export function DiscoverEventsPage() {
  const { filterType } = useParams();
  if (filterType !== 'all' && filterType !== 'filter') return <Navigate to="/events/discover/all" replace />;
  return <DiscoverView />;
}

/** /events/attending; it handles the return from a paid checkout (?checkout=success). */
export function AttendingEventsPage() {
  useCheckoutReturn();
  return <MyEventsView which="upcoming" />;
}

/** /events/past-events */
export function PastEventsPage() {
  useCheckoutReturn();
  return <MyEventsView which="past" />;
}

/** /events/{id}; a return from a cancelled checkout (?checkout=cancelled) reloads the seats. */
export function EventDetailsPage() {
  useCheckoutReturn();
  return <EventDetailsView />;
}

const GENERAL_INPUT = { size: EVENTS_UI.pageSize, sortOrder: 'asc', isActiveEvent: true } as const;

/** /events/general: a listing page titled Events (spec 03 §2). */
export function GeneralEventsPage() {
  const list = useInfiniteEvents(GENERAL_INPUT);
  return (
    <>
      <EventsPageHeading title={EVENTS_TEXT.generalTitle} />
      <EventGrid
        events={list.data?.pages.flatMap((p) => p.events)}
        query={list}
        emptyText={EVENTS_TEXT.noEventsAvailable}
        skeletons={8}
        hasMore={!!list.hasNextPage}
        isFetchingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
