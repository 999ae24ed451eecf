/** Routes of global search (spec 01 §2 Global search, behind the global_search feature): /search. */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /search route (lazy page). */
export function searchRoutes(): RouteObject[] {
  return [
    {
      path: 'search',
      element: lazyPage(() => import('../../pages/search/SearchPage'), 'Search', { feature: 'global_search' }),
    },
  ];
}
