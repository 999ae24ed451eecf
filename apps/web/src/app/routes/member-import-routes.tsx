/**
 * Member CSV import under the admin shell (issue 23): /admin/users/import, lazy; the page lets in
 * only those who may import members.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /admin/users/import route (a child of the admin layout route, beside the users area). */
export function memberImportRoutes(): RouteObject {
  return {
    path: 'users/import',
    element: lazyPage(() => import('../../pages/admin/member-import/MemberImportPage'), 'Import members'),
  };
}
