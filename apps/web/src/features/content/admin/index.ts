/**
 * Staff content authoring (issue #5, beyond the spec): lists, the item form and tags & categories
 * under /admin/content. `useContentAbilities` lives in ./api/abilities (small, for the shell).
 */
export { ContentAdminGate } from './components/ContentAdminGate';
export { ContentAdminList } from './components/ContentAdminList';
export { ContentItemForm } from './components/ContentItemForm';
export { TaxonomyView } from './components/TaxonomyView';
export {
  ADMIN_KINDS,
  type AdminKind,
  adminKindOf,
  CONTENT_ADMIN_BASE,
  isAdminKind,
  KIND_TEXT,
  TEXT as CONTENT_ADMIN_TEXT,
} from './constants';
export { useAdminItem } from './api/content-admin';
