/**
 * Announcements (staff-written notices on the dashboard): their routes. Depends on audit.
 */
export { announcementRoutes } from './announcements.routes';
