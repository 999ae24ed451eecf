/**
 * Routes of the meetings area (issue 18): the community's Meetings tab and meeting deep link (children
 * of the community details route), Explore meetings, and the community admin area's Meetings and
 * Assets pages (children of /admin/community/:id; the admin layout is issue 19's).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type MeetingPages = typeof import('../../pages/meetings/index');
type AdminPages = typeof import('../../pages/community-admin-meetings/index');

const memberPage = <K extends keyof MeetingPages>(name: K) =>
  import('../../pages/meetings/index').then((pages) => ({ default: pages[name] as React.ComponentType }));
const adminPage = <K extends keyof AdminPages>(name: K) =>
  import('../../pages/community-admin-meetings/index').then((pages) => ({
    default: pages[name] as React.ComponentType,
  }));

/** A tab element without a title of its own (the community's name is the title). */
function element(name: keyof MeetingPages) {
  const Component = lazy(() => memberPage(name));
  return <Component />;
}

/** Children of the community details route: `meetings` and `meetings/:meetingId`. */
export function communityMeetingsTabRoutes(): RouteObject[] {
  return [
    { path: 'meetings', element: element('CommunityMeetingsPage') },
    { path: 'meetings/:meetingId', element: element('MeetingDetailsPage') },
  ];
}

/** /meetings/explore. */
export function exploreMeetingsPage() {
  return lazyPage(() => memberPage('ExploreMeetingsPage'), 'Explore meetings');
}

/** Children of /admin/community/:id: `meetings` and `assets`. */
export function communityAdminMeetingsRoutes(): RouteObject[] {
  return [
    { path: 'meetings', element: lazyPage(() => adminPage('MeetingsAdminPage'), 'Meetings') },
    { path: 'assets', element: lazyPage(() => adminPage('AssetsAdminPage'), 'Manage post assets') },
  ];
}
