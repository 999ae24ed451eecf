/**
 * Staff member administration under the admin shell (issue 23): /admin/users (the members table),
 * /admin/users/{id} (one member) and /admin/audit (the audit log, Admin). The import screen
 * (/admin/users/import) is member-import-routes.tsx; /admin/enquiries (contact-us enquiries, issue 30).
 * Every page is lazy.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /admin/users route (a child of the admin layout route). */
export function adminUsersRoutes(): RouteObject {
  return {
    path: 'users',
    element: lazyPage(() => import('../../pages/admin/users/UsersAdminLayoutPage')),
    children: [
      { index: true, element: lazyPage(() => import('../../pages/admin/users/UsersListPage'), 'Users') },
      // /admin/users/import is its own route beside this one (member-import-routes.tsx): a static
      // segment ranks above ':id'.
      { path: ':id', element: lazyPage(() => import('../../pages/admin/users/MemberPage'), 'Member') },
    ],
  };
}

/** The /admin/enquiries routes (issue 30): the contact-us enquiries and one enquiry. */
export function adminEnquiriesRoutes(): RouteObject {
  return {
    path: 'enquiries',
    children: [
      { index: true, element: lazyPage(() => import('../../pages/admin/enquiries/EnquiriesPage'), 'Enquiries') },
      { path: ':id', element: lazyPage(() => import('../../pages/admin/enquiries/EnquiryPage'), 'Enquiry') },
    ],
  };
}

/** The /admin/audit route (a child of the admin layout route). */
export function adminAuditRoutes(): RouteObject {
  return { path: 'audit', element: lazyPage(() => import('../../pages/admin/audit/AuditLogPage'), 'Audit log') };
}

/** The /admin/webhooks route (issue 31; a child of the admin layout route), Admin only. */
export function adminWebhooksRoutes(): RouteObject {
  return { path: 'webhooks', element: lazyPage(() => import('../../pages/admin/webhooks/WebhooksPage'), 'Webhooks') };
}
