/**
 * Staff events under the admin shell (issue 22): /admin/events (Upcoming, Past, Drafts),
 * /admin/events/new and /admin/events/{id} the form, /{id}/attendees and /{id}/check-in.
 * Every page is lazy; the layout route lets in only staff.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /admin/events route (a child of the admin layout route). */
export function eventsAdminRoutes(): RouteObject {
  return {
    path: 'events',
    element: lazyPage(() => import('../../pages/admin/events/EventsAdminLayoutPage')),
    children: [
      { index: true, element: lazyPage(() => import('../../pages/admin/events/EventsListPage'), 'Events') },
      { path: 'new', element: lazyPage(() => import('../../pages/admin/events/EventEditPage'), 'Create new event') },
      { path: ':id', element: lazyPage(() => import('../../pages/admin/events/EventEditPage'), 'Edit event') },
      {
        path: ':id/attendees',
        element: lazyPage(() => import('../../pages/admin/events/EventAttendeesPage'), 'Attendees'),
      },
      {
        path: ':id/check-in',
        element: lazyPage(() => import('../../pages/admin/events/EventCheckInPage'), 'Check-in'),
      },
    ],
  };
}
