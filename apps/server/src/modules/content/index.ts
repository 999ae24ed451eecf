/**
 * The content library (spec 04): items, categories, tags, favourites, search, the staff content area
 * and its files (the asset route). Depends on files, audit.
 */
export { assetRoutes } from './assets.routes';
export { contentAdminRoutes } from './content-admin.routes';
export { contentRoutes } from './content.routes';
export { sanitizeRichText } from './content.sanitize';
export { normaliseTsQuery, searchItems, toTsQuery } from './content.search';
export { loadViewer } from './content.visibility';
export { favouriteRoutes } from './favourites.routes';
