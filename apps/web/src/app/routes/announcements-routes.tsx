/**
 * Admin routes of issue 20: /admin/announcement (gate generalAnnouncements, spec 02 §2) and
 * /admin/settings (server values for the Admin role; others keep the under-construction page).
 * Children of the admin layout route; both pages lazy.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** /admin/announcement */
export function announcementAdminRoute(): RouteObject {
  return {
    path: 'announcement',
    element: lazyPage(() => import('../../pages/admin/announcements/AnnouncementsAdminPage'), 'Announcements', {
      permission: 'generalAnnouncements',
    }),
  };
}

/** /admin/settings */
export function adminSettingsRoute(): RouteObject {
  return {
    path: 'settings',
    element: lazyPage(() => import('../../pages/admin/settings/AdminSettingsPage'), 'Settings'),
  };
}
