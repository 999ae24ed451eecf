/**
 * Routes inside the shell (spec 01 §2 Main routes, Settings routes; areas of later issues show
 * the under-construction page). Each area carries the feature gate of spec 01 §1 / §6.
 */
import type { CommunitiesRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import { communitiesLabel } from '../../lib/paths';
import { adminSettingsRoute, announcementAdminRoute } from './announcements-routes';
import { communitiesManagementRoutes } from './communities-management-routes';
import { adminAuditRoutes, adminEnquiriesRoutes, adminUsersRoutes } from './admin-users-routes';
import { apiKeysAdminRoute, webhooksAdminRoute } from './integrations-routes';
import { communityAdminRoutes } from './community-admin-routes';
import { contentAdminRoutes } from './content-admin-routes';
import { eventsAdminRoutes } from './events-admin-routes';
import { lazyPage, placeholder } from './lazy-page';
import { GateOutlet } from './RoutePage';
import { buildCommunitiesRoutes, communityIdPage } from './communities-routes';
import { buildCpdRoutes } from './cpd-routes';
import { directoryRoutes, profileVisibilityRoute } from './directory-routes';
import { exploreMeetingsPage } from './community-meetings-routes';
import { buildEventsRoutes, testGatewayPage } from './events-routes';
import { searchRoutes } from './search-routes';
import { settingsChildren } from './settings-routes';
import { membershipRoutes } from './membership-routes';
import { memberImportRoutes } from './member-import-routes';
import { preferencesSettingsRoutes } from './preferences-routes';

type ContentPages = typeof import('../../pages/content');

/** A page of the content area, loaded with the rest of the area (see pages/content/index.ts). */
function contentPage(name: keyof ContentPages, title: string) {
  return lazyPage(() => import('../../pages/content').then((pages) => ({ default: pages[name] })), title);
}

/** News or resources library and details (spec 03 §2 News and resources); lazy pages. */
function libraryRoutes(base: 'news' | 'resources', title: string): RouteObject {
  const library = base === 'news' ? 'NewsLibraryPage' : 'ResourcesLibraryPage';
  const details = base === 'news' ? 'NewsDetailsPage' : 'ResourceDetailsPage';
  // One element for both routes: changing category keeps the screen mounted.
  const libraryPage = contentPage(library, title);
  return {
    path: base,
    element: <GateOutlet gate={{ feature: base }} />,
    children: [
      { index: true, element: libraryPage },
      { path: 'details/:id', element: contentPage(details, base === 'news' ? 'News details' : 'Resource details') },
      { path: ':categoryId', element: libraryPage },
    ],
  };
}

/** My Favourites (spec 03 §2 Favourites): /favourites and /my-favourites open the resources tab. */
function favouritesRoutes(): RouteObject[] {
  const toResources = <Navigate to="/favourites/resources" replace />;
  return [
    { path: 'favourites', element: toResources },
    { path: 'favourites/:tab', element: contentPage('FavouritesPage', 'My Favourites') },
    { path: 'my-favourites', element: toResources },
  ];
}

/**
 * Member-only pages (spec 03 §2: shown with the layout hidden): routes placed beside the shell,
 * not inside it, by the router. The built-in test gateway's card page (issue 4) sits there too,
 * like a payment provider's page.
 */
export function memberPagesRoutes(): RouteObject[] {
  const page = lazyPage(() => import('./MemberPagesRoute'), 'Pages');
  return [
    { path: 'pages', element: page },
    { path: 'pages/:id', element: page },
    { path: 'checkout/test-gateway/:sessionId', element: testGatewayPage() },
  ];
}

const membership = membershipRoutes();

const settingsRoutes = (): RouteObject => ({
  path: 'settings',
  element: <GateOutlet gate={{ feature: 'settings' }} />,
  children: settingsChildren([
    membership.profile,
    membership.brandAssets,
    membership.invoices,
    membership.invoice,
    ...preferencesSettingsRoutes(),
    membership.cancel,
    profileVisibilityRoute(),
  ]),
});

const adminRoutes = (): RouteObject => ({
  path: 'admin',
  element: lazyPage(() => import('../shell/AdminLayout').then((m) => ({ default: m.AdminLayout }))),
  children: [
    { index: true, element: <Navigate to="/admin/communities-management" replace /> },
    ...communitiesManagementRoutes(),
    announcementAdminRoute(),
    placeholder('resources', 'Resources'),
    memberImportRoutes(),
    adminUsersRoutes(),
    adminAuditRoutes(),
    adminEnquiriesRoutes(),
    eventsAdminRoutes(),
    adminSettingsRoute(),
    apiKeysAdminRoute(),
    webhooksAdminRoute(),
    contentAdminRoutes(),
    communityAdminRoutes(),
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
      children: buildCommunitiesRoutes(communities),
    },
    {
      path: 'community/:id',
      element: <GateOutlet gate={communitiesGate} />,
      children: [{ index: true, element: communityIdPage() }],
    },
    {
      path: 'meetings/explore',
      element: <GateOutlet gate={communitiesGate} />,
      children: [{ index: true, element: exploreMeetingsPage() }],
    },
    {
      path: 'events',
      element: <GateOutlet gate={{ feature: 'events' }} />,
      children: buildEventsRoutes(),
    },
    {
      path: 'cpd',
      element: <GateOutlet gate={{ feature: 'cpd' }} />,
      children: buildCpdRoutes(),
    },
    libraryRoutes('news', 'News'),
    libraryRoutes('resources', 'Resources'),
    ...searchRoutes(),
    ...directoryRoutes(),
    { path: 'buy-now', element: lazyPage(() => import('../../pages/BuyNowPage'), 'Processing...') },
    ...favouritesRoutes(),
    placeholder('marketplace', 'Marketplace', { feature: 'marketplace' }),
    settingsRoutes(),
    adminRoutes(),
    { path: '*', element: lazyPage(() => import('../../pages/NotFoundPage'), 'Page not found') },
  ];
}
