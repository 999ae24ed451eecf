/**
 * Events home (spec 03 §2 Events home): 'My upcoming events' with 2 events and 'See all' going to
 * attending; 'Discover events' with 4 events and 'See all'. Each card has the 'Going' dropdown or
 * 'Register'. Discover shows events that have not ended (chosen: isActiveEvent true).
 */
import { Link } from 'react-router';
import { useEventList } from '../api/events';
import { useUpcomingEvents } from '../api/tickets';
import { EVENTS_MENU, EVENTS_PATHS, EVENTS_TEXT, EVENTS_UI } from '../constants';
import { EventsPageHeading } from './EventsLayout';
import { EventGrid } from './EventGrid';
import styles from './events.module.css';

const DISCOVER_INPUT = { page: 1, size: EVENTS_UI.homeDiscover, sortOrder: 'asc', isActiveEvent: true } as const;

function Section({ title, to, children }: { title: string; to: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <Link to={to} aria-label={`${EVENTS_TEXT.seeAll}: ${title}`}>
          {EVENTS_TEXT.seeAll}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The events landing page. */
export function EventsHomeView() {
  const upcoming = useUpcomingEvents(EVENTS_UI.homeUpcoming);
  const discover = useEventList(DISCOVER_INPUT);
  return (
    <>
      <EventsPageHeading title={EVENTS_MENU.title} />
      <Section title={EVENTS_TEXT.myUpcoming} to={EVENTS_PATHS.attending}>
        <EventGrid
          events={upcoming.data?.events}
          query={upcoming}
          emptyText={EVENTS_TEXT.noUpcoming}
          columns={{ xs: 24, sm: 12 }}
          skeletons={2}
          testId="upcoming-events"
        />
      </Section>
      <Section title={EVENTS_TEXT.discover} to={EVENTS_PATHS.discoverAll}>
        <EventGrid
          events={discover.data?.events}
          query={discover}
          emptyText={EVENTS_TEXT.noEvents}
          columns={{ xs: 24, sm: 12, xl: 6 }}
          testId="discover-events"
        />
      </Section>
    </>
  );
}
