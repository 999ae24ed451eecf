/** The content feature's surface: what pages and the app shell may import (issue 29 point 3). */
export {
  adminKindOf,
  CONTENT_ADMIN_BASE,
  CONTENT_ADMIN_TEXT,
  ContentAdminGate,
  ContentAdminList,
  ContentItemForm,
  isAdminKind,
  KIND_TEXT,
  TaxonomyView,
  useAdminItem,
} from './admin';
export { DetailsView } from './components/DetailsView';
export { FavouritesView } from './components/FavouritesView';
export { LatestNews } from './components/LatestNews';
export { LibraryView } from './components/LibraryView';
export { MemberPagesView } from './components/MemberPagesView';
