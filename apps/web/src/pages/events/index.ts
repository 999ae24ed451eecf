/**
 * The events screens (spec 03 §2 Events) as one lazily loaded module: one dynamic import for the
 * whole area keeps the entry and the shell free of the events code.
 */
export {
  AttendingEventsPage,
  DiscoverEventsPage,
  EventDetailsPage,
  EventsHomePage,
  EventsLayoutPage,
  GeneralEventsPage,
  PastEventsPage,
} from './EventsPages';
export { ConferencePage, MeetingPlaceholderPage } from './PlaceholderPages';
