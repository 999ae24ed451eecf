export { announcementRoutes } from './announcements.routes';
