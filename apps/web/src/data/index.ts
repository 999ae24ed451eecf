/**
 * The web's shared data home (issue 29 point 3): the one query-key factory and the hooks for data
 * used by several features (segments, accounts, organisations, option values, community assets).
 * Features and components import from here; this folder imports only `lib/` and the contract.
 */
export { ACCOUNT_SEARCH_MIN_LETTERS, useAccountSearch } from './accounts';
export { useAssetFolders, useFolderAssets } from './community-assets';
export { useAddressOptions, useDietaryOptions } from './option-values';
export { useOrganisation } from './organisations';
export { queryKeys } from './query-keys';
export { type SegmentOption, useSegmentCategories, useSegments } from './segments';
