/**
 * Global communities management under the admin shell (spec 02 §2 Global administration; issue 20):
 * /admin/communities-management and /admin/communities-management/{communities | categories | tags |
 * administrators | global-tc | faq}; the page shows only the tabs the caller's global flags allow.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /admin/communities-management routes (children of the admin layout route). */
export function communitiesManagementRoutes(): RouteObject[] {
  const page = lazyPage(
    () => import('../../pages/admin/communities-management/CommunitiesManagementPage'),
    'Communities management',
  );
  return [
    { path: 'communities-management', element: page },
    { path: 'communities-management/:tab', element: page },
  ];
}
