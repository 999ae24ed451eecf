/** The admin "Integrations" routes (issue 31): /admin/api-keys and /admin/webhooks (Admin only). Every page is lazy. */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** /admin/api-keys (a child of the admin layout route). */
export function apiKeysAdminRoute(): RouteObject {
  return { path: 'api-keys', element: lazyPage(() => import('../../pages/admin/api-keys/ApiKeysPage'), 'API keys') };
}

/** /admin/webhooks (a child of the admin layout route). */
export function webhooksAdminRoute(): RouteObject {
  return { path: 'webhooks', element: lazyPage(() => import('../../pages/admin/webhooks/WebhooksPage'), 'Webhooks') };
}
