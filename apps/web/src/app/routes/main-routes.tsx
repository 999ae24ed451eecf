/**
 * Routes inside the shell (spec 01 §2 Main routes, Settings routes; areas of later issues show
 * the under-construction page). Each area carries the feature gate of spec 01 §1 / §6.
 */
import type { CommunitiesRoute } from '@portal/shared';
import { DEFAULT_CATEGORY_KEY } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, placeholder, placeholderIndex } from './lazy-page';
import { GateOutlet } from './RoutePage';

/** "Communities" / "Workspaces" / "Hubs" from the configured route family (spec 02 §1). */
export function communitiesLabel(route: CommunitiesRoute): string {
  const name = route.slice(1);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function libraryRoutes(base: 'news' | 'resources', title: string): RouteObject {
  return {
    path: base,
    element: <GateOutlet gate={{ feature: base }} />,
    children: [
      placeholderIndex(title),
      placeholder(`details/:id`, base === 'news' ? 'News details' : 'Resource details'),
      placeholder(':categoryId', title),
    ],
  };
}

const settingsRoutes = (): RouteObject => ({
  path: 'settings',
  element: <GateOutlet gate={{ feature: 'settings' }} />,
  children: [
    placeholderIndex('Settings'),
    placeholder('account-details', 'Account details'),
    placeholder('change-password', 'Change password'),
    placeholder('organisation-details', 'Organisation details'),
    placeholder('dietary-and-special-requirements', 'Dietary & special requirements'),
    placeholder('membership-profile', 'Membership profile', { parent: 'settings', sub: 'membership_profile' }),
    placeholder('brand-assets', 'Brand assets', { parent: 'settings', sub: 'brand_assets' }),
    placeholder('contact-us', 'Contact us'),
    placeholder('invoices', 'Invoices', { parent: 'activities_and_billing', sub: 'invoices' }),
    placeholder('invoice/:id', 'Invoice', { parent: 'activities_and_billing', sub: 'invoices' }),
    placeholder('privacy', 'Privacy'),
    placeholder('user-interests', 'My Areas of Interest', {
      parent: 'preferences_and_interests',
      sub: 'user_areas_of_interest',
    }),
    placeholder('area-of-interests', 'Practice Areas of Interest', {
      parent: 'preferences_and_interests',
      sub: 'practice_areas_of_interest',
    }),
    placeholder('user-communication-preferences', 'My communication preferences', {
      parent: 'preferences_and_interests',
      sub: 'user_communication_preferences',
    }),
    placeholder('communication-preferences', 'Communication preferences', {
      parent: 'preferences_and_interests',
      sub: 'communication_preferences',
    }),
    placeholder('manage-find-an-ot', "Manage 'Find an OT'", { parent: 'settings', sub: 'find_an_ot' }),
    placeholder('cancel-membership', 'Cancel my Membership', { parent: 'settings', sub: 'cancel_membership' }),
    placeholder('profile-visibility', 'Profile visibility', { feature: 'member_directory' }),
    placeholder('profile-details', 'Profile details', { feature: 'member_directory' }),
    placeholder('notifications', 'Notification settings'),
  ],
});

const adminRoutes = (): RouteObject => ({
  path: 'admin',
  element: lazyPage(() => import('../../pages/admin/AdminLayoutPage')),
  children: [
    { index: true, element: <Navigate to="/admin/communities-management" replace /> },
    placeholder('communities-management/*', 'Communities management'),
    placeholder('announcement', 'Announcement', { permission: 'generalAnnouncements' }),
    placeholder('resources', 'Resources'),
    placeholder('users', 'Users'),
    placeholder('events', 'Events'),
    placeholder('settings', 'Settings'),
    { path: '*', element: lazyPage(() => import('../../pages/NotFoundPage'), 'Page not found') },
  ],
});

/** Builds the shell's child routes for the configured communities route family. */
export function buildMainRoutes(communitiesRoute: CommunitiesRoute): RouteObject[] {
  const communitiesGate = { feature: 'communities' } as const;
  const communities = communitiesLabel(communitiesRoute);
  return [
    { index: true, element: lazyPage(() => import('../../pages/HomePage'), 'Home') },
    {
      path: communitiesRoute.slice(1),
      element: <GateOutlet gate={communitiesGate} />,
      children: [placeholderIndex(communities), placeholder('*', communities)],
    },
    placeholder('community/*', 'Community', communitiesGate),
    placeholder('meetings/explore', 'Explore meetings', communitiesGate),
    {
      path: 'events',
      element: <GateOutlet gate={{ feature: 'events' }} />,
      children: [
        placeholderIndex('Events'),
        placeholder('calendar', 'Events calendar', { parent: 'events', sub: 'calendar' }),
        placeholder('discover/:filterType', 'Discover events'),
        placeholder('attending', 'Attending'),
        placeholder('past-events', 'Past events'),
        placeholder('my-invites', 'My invites'),
        placeholder('your-preferences', 'Your preferences'),
        placeholder(':id/*', 'Event details'),
      ],
    },
    {
      path: 'cpd',
      element: <GateOutlet gate={{ feature: 'cpd' }} />,
      children: [
        placeholderIndex('CPD'),
        placeholder('tracker-page', 'CPD Tracker'),
        placeholder('enrolled-page', 'Enrolled courses'),
        placeholder('all-courses', 'All courses'),
        placeholder('*', 'CPD'),
      ],
    },
    libraryRoutes('news', 'News'),
    libraryRoutes('resources', 'Resources'),
    placeholder('pages', 'Pages'),
    placeholder('pages/:id', 'Page'),
    placeholder('search', 'Search', { feature: 'global_search' }),
    placeholder('members', 'Member directory', { feature: 'member_directory' }),
    placeholder('profile', 'My profile', { feature: 'member_directory' }),
    placeholder('profile/:id', 'Member profile', { feature: 'member_directory' }),
    placeholder('organisations', 'Organisation directory', { feature: 'organisation_directory' }),
    { path: 'buy-now', element: lazyPage(() => import('../../pages/BuyNowPage'), 'Processing...') },
    placeholder('favourites', 'My Favourites'),
    placeholder('my-favourites', 'My Favourites'),
    placeholder('marketplace', 'Marketplace', { feature: 'marketplace' }),
    settingsRoutes(),
    adminRoutes(),
    { path: '*', element: lazyPage(() => import('../../pages/NotFoundPage'), 'Page not found') },
  ];
}

/** Default news/resources landing paths of the top navigation (spec 01 §2: all-categories). */
export const NEWS_HOME = `/news/${DEFAULT_CATEGORY_KEY}`;
export const RESOURCES_HOME = `/resources/${DEFAULT_CATEGORY_KEY}`;
