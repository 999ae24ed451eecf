/**
 * Routes of the events area (spec 03 §2 Events): /events (home), /events/{id} (details),
 * /events/discover/{filterType} ('all' or 'filter'; the calendar is ?activeTab=calendar),
 * /events/attending, /events/past-events, the placeholder routes (my-invites, your-preferences,
 * webinar: under construction; conference: 'Work in progress'; general: a listing titled Events;
 * meeting: 'Oops! Sorry, page is under construction!'; cpd: exists, content not shown). Every
 * screen loads lazily from one module (pages/events/index.ts); only these route objects are in
 * the shell's chunk.
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, placeholder } from './lazy-page';

type EventPages = typeof import('../../pages/events/index');

const load = <K extends keyof EventPages>(name: K) =>
  import('../../pages/events/index').then((pages) => ({ default: pages[name] as React.ComponentType }));

/** A page with its title. */
function page(name: keyof EventPages, title: string) {
  return lazyPage(() => load(name), title);
}

/** A layout element that sets no title of its own. */
function element(name: keyof EventPages) {
  const Component = lazy(() => load(name));
  return <Component />;
}

/** Children of /events (the parent route carries the events feature gate). */
export function buildEventsRoutes(): RouteObject[] {
  return [
    {
      element: element('EventsLayoutPage'),
      children: [
        { index: true, element: page('EventsHomePage', 'Events') },
        { path: 'discover', element: <Navigate to="/events/discover/all" replace /> },
        { path: 'discover/:filterType', element: page('DiscoverEventsPage', 'Discover events') },
        { path: 'attending', element: page('AttendingEventsPage', 'Attending') },
        { path: 'past-events', element: page('PastEventsPage', 'Past events') },
        { path: 'general', element: page('GeneralEventsPage', 'Events') },
        { path: 'conference', element: page('ConferencePage', 'Conference') },
        { path: 'meeting', element: page('MeetingPlaceholderPage', 'Meeting') },
        placeholder('my-invites', 'My invites'),
        placeholder('your-preferences', 'Your preferences'),
        placeholder('webinar', 'Webinar'),
        placeholder('cpd', 'CPD events'),
      ],
    },
    // The top bar's calendar icon of earlier builds linked here; the calendar is a discover tab.
    { path: 'calendar', element: <Navigate to="/events/discover/all?activeTab=calendar" replace /> },
    { path: ':id', element: page('EventDetailsPage', 'Event details') },
  ];
}

/** The built-in test gateway's hosted card page (/checkout/test-gateway/{sessionId}). */
export function testGatewayPage() {
  return lazyPage(() => import('../../pages/checkout/TestGatewayPage'), 'Checkout');
}
