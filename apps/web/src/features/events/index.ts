/** The events feature's surface: what pages and the app shell may import (issue 29 point 3). */
import { lazy } from 'react';
export { AttendeesView, CheckInView, EventForm, EventsAdminGate, EventsAdminList, useAdminEvent } from './admin';
export { useInfiniteEvents } from './api/events';
export { DiscoverView } from './components/DiscoverView';
export { EventGrid } from './components/EventGrid';
export { EventsHomeView } from './components/EventsHomeView';
export { EventsLayout, EventsPageHeading } from './components/EventsLayout';
export { MyEventsView } from './components/MyEventsView';
export { EventDetailsView } from './components/details/EventDetailsView';
export { EVENTS_TEXT, EVENTS_UI } from './constants';
export { EventCartContext, type EventCartHooks } from './hooks/event-cart';

/** Loaded when first rendered (their own chunks): the home widget and the favourites tab. */
export const UpcomingEventsWidget = /* @__PURE__ */ lazy(() => import('./components/UpcomingEventsWidget'));
export const FavouriteEventsList = /* @__PURE__ */ lazy(() =>
  import('./components/FavouriteEventsList').then((m) => ({ default: m.FavouriteEventsList })),
);
