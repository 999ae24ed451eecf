/**
 * Attending and past events (spec 03 §2 Attending events: "A Going list with an event count and
 * infinite scroll", "A More menu with cancel and dietary actions", "A favourite bookmark"; Past
 * events: "A list with a count and a bookmark"; §7 POST /api/user/upcomingevents and pastevents).
 * Attending also offers the user's upcoming events as one .ics file (the page handles the return
 * from a paid checkout).
 */
import { EVENTS_TEXT } from '../constants';
import { useMyEventsInfinite } from '../api/tickets';
import { AddToCalendarButton } from './details/AddToCalendarButton';
import { EventGrid } from './EventGrid';
import { EventsPageHeading } from './EventsLayout';

/** /events/attending or /events/past-events. */
export function MyEventsView({ which }: { which: 'upcoming' | 'past' }) {
  const list = useMyEventsInfinite(which);
  const events = list.data?.pages.flatMap((page) => page.events);
  const total = list.data?.pages[0]?.totalItems;
  const upcoming = which === 'upcoming';
  return (
    <>
      <EventsPageHeading
        title={upcoming ? EVENTS_TEXT.attendingTitle : EVENTS_TEXT.pastTitle}
        count={total}
        extra={upcoming && (total ?? 0) > 0 ? <AddToCalendarButton /> : undefined}
      />
      <EventGrid
        events={events}
        query={list}
        emptyText={upcoming ? EVENTS_TEXT.noUpcoming : EVENTS_TEXT.noPast}
        ticketMenu={upcoming ? 'more' : 'none'}
        hasMore={!!list.hasNextPage}
        isFetchingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        testId={upcoming ? 'attending-events' : 'past-events'}
      />
    </>
  );
}
