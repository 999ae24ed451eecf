/**
 * The one query-key factory of the web (issue 29 point 3). Every React Query key starts here:
 * the shared data hooks of `data/` use the entries below, and each feature builds its own
 * sub-factory from `queryKeys.scope('<feature>')` (for example `eventKeys.all`), so two screens
 * that read the same answer share one cache entry and one invalidation.
 *
 * Shapes: every key is a readonly tuple whose first item names the data (`'segments'`,
 * `'organisations'`, ...) or the feature scope; list keys end with their filter values.
 */
export const queryKeys = {
  /** GET /api/segment/all (spec 01 §7, spec 02 §7): every segment category with its segments. */
  segments: {
    all: ['segments'] as const,
    list: () => ['segments', 'list'] as const,
  },
  /** POST /api/v1/account/search: accounts by keyword (from 3 letters). */
  accounts: {
    all: ['accounts'] as const,
    search: (keyword: string) => ['accounts', 'search', keyword] as const,
  },
  /** GET /api/Org/{id} (spec 03 §7): one organisation with its location. */
  organisations: {
    all: ['organisations'] as const,
    detail: (id: number) => ['organisations', id] as const,
  },
  /** Option values read by several forms (dietary requirements, countries, states). */
  optionValues: {
    all: ['option-values'] as const,
    dietaryRequirements: () => ['option-values', 'dietary-requirements'] as const,
    countries: () => ['option-values', 'countries'] as const,
    states: () => ['option-values', 'states'] as const,
  },
  /** Community assets (spec 02 §7 Assets): folders and each folder's assets, member and admin side. */
  communityAssets: {
    all: (communityId: number) => ['community-assets', communityId] as const,
    folders: (communityId: number) => ['community-assets', communityId, 'folders'] as const,
    folder: (communityId: number, folderId: number) => ['community-assets', communityId, 'folder', folderId] as const,
  },
  /** The root key of one feature's own queries: `scope('events')` → `['events']`. */
  scope: <const Name extends string>(name: Name) => [name] as const,
};
