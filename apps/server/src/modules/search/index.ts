/**
 * Global search across communities, posts, content and events. Depends on communities, content, events.
 */
export { searchRoutes } from './search.routes';
