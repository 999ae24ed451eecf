/**
 * The news, resources, favourites and member-only page screens (spec 03 §2) as one lazily loaded
 * module. One dynamic import for the whole area keeps the bundler from splitting the antd code the
 * sign-in route shares with these screens into many small chunks (the sign-in first load stays
 * under its 200 KB gzip budget). The PDF viewer (pdf.js) and the zip writer load on demand.
 */
export { default as FavouritesPage } from './FavouritesPage';
export { default as MemberPagesPage } from './MemberPagesPage';
export { default as NewsDetailsPage } from './NewsDetailsPage';
export { default as NewsLibraryPage } from './NewsLibraryPage';
export { default as ResourceDetailsPage } from './ResourceDetailsPage';
export { default as ResourcesLibraryPage } from './ResourcesLibraryPage';
